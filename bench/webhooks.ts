/**
 * Webhook delivery under load (issue 31): BENCH_RATE (100) events a second for BENCH_SECONDS (60),
 * written by this process in their own transactions with the server's `enqueueWebhookEvent` (one
 * endpoint, events spread over BENCH_MEMBERS (500) members, so one member's events are ordered),
 * delivered by the product server (a child process, `webhook.deliver` at the default
 * WEBHOOK_POLL_MS) to a local receiver that answers 200 after BENCH_RECEIVER_MS (50 ms) and checks
 * every signature. Reports delivery latency (event written → received) p50/p99/max, loss,
 * duplicates, order breaks and bad signatures.
 *
 * Targets: p99 < 10 s; loss 0; duplicates 0; order breaks 0; bad signatures 0.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:webhooks
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { Webhook } from 'standardwebhooks';
import { openDb } from '../apps/server/src/db/client';
import { webhookEndpoints } from '../apps/server/src/db/schema';
import { enqueueWebhookEvent } from '../apps/server/src/modules/webhooks';
import { envInt, fmt, percentile, printTable, startProduct, tempDir } from './lib/common';

const RATE = envInt('BENCH_RATE', 100);
const SECONDS = envInt('BENCH_SECONDS', 60);
const MEMBERS = envInt('BENCH_MEMBERS', 500);
const RECEIVER_MS = envInt('BENCH_RECEIVER_MS', 50);
const SECRET = `whsec_${Buffer.from('bench-webhooks-secret-0123456789').toString('base64')}`;

async function main() {
  const base = process.env.DATABASE_URL;
  if (!base) {
    console.error('bench:webhooks needs DATABASE_URL (PostgreSQL)');
    process.exit(1);
  }
  const dbName = `portal_bench_webhooks_${process.pid}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const url = new URL(base);
  url.pathname = `/${dbName}`;
  const handle = await openDb({ databaseUrl: url.toString(), pgliteDir: null, poolSize: 10 });
  const received = new Map<number, { at: number; count: number }>();
  const lastOfMember = new Map<number, number>();
  let orderBreaks = 0;
  let badSignatures = 0;
  const wh = new Webhook(SECRET);
  const receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const at = Date.now();
      const body = Buffer.concat(chunks).toString('utf8');
      try {
        wh.verify(body, req.headers as Record<string, string>);
      } catch {
        badSignatures += 1;
      }
      const { data } = JSON.parse(body) as { data: { n: number; member: number } };
      const seen = received.get(data.n);
      if (seen) seen.count += 1;
      else received.set(data.n, { at, count: 1 });
      if ((lastOfMember.get(data.member) ?? -1) > data.n) orderBreaks += 1;
      lastOfMember.set(data.member, Math.max(lastOfMember.get(data.member) ?? -1, data.n));
      setTimeout(() => res.writeHead(200).end('ok'), RECEIVER_MS);
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const port = (receiver.address() as AddressInfo).port;
  const dataDir = tempDir('bench-webhooks-');
  const server = await startProduct({
    dataDir,
    keepDatabaseUrl: true,
    fromSource: true,
    env: { SEED_DEMO: 'false', DATABASE_URL: url.toString(), WEBHOOK_ALLOW_PRIVATE: 'true', LOG_LEVEL: 'error' },
  });
  try {
    const db = handle.db;
    const { rows: accounts } = (await db.execute(
      sql.raw(`insert into accounts (email, first_name, last_name, contact_types)
       select 'hook' || g || '@bench.example', 'F', 'L', '{Member}' from generate_series(1, ${MEMBERS}) g returning id`),
    )) as unknown as { rows: { id: string }[] };
    await db.insert(webhookEndpoints).values({
      url: `http://127.0.0.1:${port}/hooks`,
      eventTypes: ['member.updated'],
      secret: SECRET,
    });
    const total = RATE * SECONDS;
    const writtenAt = new Array<number>(total);
    const started = Date.now();
    let n = 0;
    let writeErrors = 0;
    const writes: Promise<void>[] = [];
    while (n < total) {
      const due = started + (n * 1000) / RATE;
      const wait = due - Date.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const i = n++;
      const member = i % MEMBERS;
      writes.push(
        db
          .transaction(async (tx) => {
            await enqueueWebhookEvent(
              null,
              tx,
              'member.updated',
              { id: accounts[member].id, n: i, member },
              {
                accountId: accounts[member].id,
              },
            );
          })
          .then(
            () => {
              writtenAt[i] = Date.now();
            },
            () => {
              writeErrors += 1;
            },
          ),
      );
    }
    await Promise.all(writes);
    const writeSeconds = (Date.now() - started) / 1000;
    const deadline = Date.now() + 120_000;
    while (received.size < total && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    const latencies = [...received.entries()].map(([i, r]) => r.at - writtenAt[i]);
    const duplicates = [...received.values()].reduce((s, r) => s + r.count - 1, 0);
    printTable(
      `bench:webhooks (${RATE}/s for ${SECONDS} s, receiver ${RECEIVER_MS} ms, ${MEMBERS} members)`,
      [
        'written',
        'write s',
        'received',
        'lost',
        'duplicates',
        'order breaks',
        'bad signatures',
        'p50 ms',
        'p99 ms',
        'max ms',
      ],
      [
        [
          total - writeErrors,
          fmt(writeSeconds, 1),
          received.size,
          total - writeErrors - received.size,
          duplicates,
          orderBreaks,
          badSignatures,
          fmt(percentile(latencies, 50), 0),
          fmt(percentile(latencies, 99), 0),
          fmt(Math.max(...latencies), 0),
        ],
      ],
    );
    const ok =
      writeErrors === 0 &&
      received.size === total &&
      percentile(latencies, 99) < 10_000 &&
      orderBreaks === 0 &&
      badSignatures === 0;
    console.log(ok ? 'PASS: p99 < 10 s, nothing lost' : 'FAIL');
    if (!ok) process.exitCode = 1;
  } finally {
    await server.stop();
    receiver.close();
    await handle.close();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
}

void main();

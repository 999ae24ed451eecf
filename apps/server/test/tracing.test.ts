/**
 * OpenTelemetry traces (issue 34 "Observability", src/telemetry.ts): the server bundle started with
 * OTEL_EXPORTER_OTLP_ENDPOINT pointing at a tiny OTLP/HTTP receiver in this test (POST /v1/traces,
 * the JSON protocol `http/json`) exports a server span for a request to GET /api/health, with the
 * route, and on PostgreSQL a span for the query the health check ran. Without the variable the
 * SDK is not loaded at all (the bundle's start imports no @opentelemetry module).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '@portal/test-support';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BUNDLE = `.test-bundle-tracing-${process.pid}`;
const DATABASE_URL = process.env.DATABASE_URL;

interface OtlpSpan {
  name: string;
  kind: number;
  attributes?: { key: string; value: Record<string, unknown> }[];
}

const isPgSpan = (s: OtlpSpan) => attr(s, 'db.system.name') === 'postgresql' || attr(s, 'db.system') === 'postgresql';
const attr = (span: OtlpSpan, key: string) => {
  const value = span.attributes?.find((a) => a.key === key)?.value;
  return value ? Object.values(value)[0] : undefined;
};

/** Starts the bundle with `env`; answers the child, its base URL and its output so far. */
async function startServer(env: Record<string, string>) {
  const port = await freePort();
  const out = { text: '' };
  const child = spawn(process.execPath, [`${BUNDLE}/server.mjs`], {
    cwd: SERVER_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (out.text += String(d)));
  child.stderr?.on('data', (d) => (out.text += String(d)));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server ended before answering\n${out.text}`);
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) throw new Error(`the server did not start in 180 s\n${out.text}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return { child, base, out };
}

async function stop(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null) return;
  const gone = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([gone, new Promise((r) => setTimeout(r, 15_000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

describe('OpenTelemetry traces', () => {
  const spans: OtlpSpan[] = [];
  const received: string[] = [];
  let receiver: http.Server;
  let receiverUrl: string;
  let child: ChildProcess | undefined;
  let dataDir: string;
  let dbName: string | null = null;

  beforeAll(async () => {
    execFileSync(process.execPath, ['build.mjs', '--outdir', BUNDLE], { cwd: SERVER_DIR, stdio: 'pipe' });
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-tracing-'));
    receiver = http.createServer((req, res) => {
      let body = '';
      req.on('data', (d) => (body += String(d)));
      req.on('end', () => {
        received.push(`${req.method} ${req.url} ${req.headers['content-type']}`);
        if (req.method === 'POST' && req.url === '/v1/traces') {
          const doc = JSON.parse(body) as {
            resourceSpans: { scopeSpans: { spans: OtlpSpan[] }[] }[];
          };
          for (const rs of doc.resourceSpans) for (const ss of rs.scopeSpans) spans.push(...ss.spans);
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as net.AddressInfo).port}`;
    if (DATABASE_URL) {
      dbName = `portal_tracing_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
      const admin = new pg.Client({ connectionString: DATABASE_URL });
      await admin.connect();
      await admin.query(`create database ${dbName}`);
      await admin.end();
    }
  }, 60_000);

  afterAll(async () => {
    await stop(child);
    receiver?.close();
    fs.rmSync(path.join(SERVER_DIR, BUNDLE), { recursive: true, force: true });
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    if (dbName && DATABASE_URL) {
      const admin = new pg.Client({ connectionString: DATABASE_URL });
      await admin.connect();
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    }
  });

  it('exports a span for a request to a route to the OTLP/HTTP endpoint', async () => {
    const dbUrl = dbName && DATABASE_URL ? Object.assign(new URL(DATABASE_URL), { pathname: `/${dbName}` }) : null;
    const started = await startServer({
      DATA_DIR: dataDir,
      ...(dbUrl ? { DATABASE_URL: dbUrl.toString() } : {}),
      OTEL_EXPORTER_OTLP_ENDPOINT: receiverUrl,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_BSP_SCHEDULE_DELAY: '100',
      OTEL_SERVICE_NAME: 'portal-tracing-test',
    });
    child = started.child;
    const res = await fetch(`${started.base}/api/health`, { headers: { 'x-request-id': 'trace-test-1' } });
    expect(res.status).toBe(200);
    const deadline = Date.now() + 30_000;
    const isHealthSpan = (s: OtlpSpan) =>
      s.kind === 2 &&
      (attr(s, 'http.route') === '/api/health' ||
        attr(s, 'url.path') === '/api/health' ||
        attr(s, 'http.target') === '/api/health');
    while (!spans.some(isHealthSpan) || (DATABASE_URL && !spans.some((s) => isPgSpan(s)))) {
      if (Date.now() > deadline)
        throw new Error(
          `no span for GET /api/health in 30 s; received ${received.length} posts; spans ${JSON.stringify([...new Set(spans.map((s) => `${s.name}/${s.kind}/${(s.attributes ?? []).map((a) => a.key).join(',')}`))].slice(0, 40))}\n${started.out.text}`,
        );
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(received.some((r) => r.startsWith('POST /v1/traces application/json'))).toBe(true);
    const server = spans.find(isHealthSpan) as OtlpSpan;
    expect(attr(server, 'http.response.status_code') ?? attr(server, 'http.status_code')).toBe(200);
    expect(spans.some((s) => attr(s, 'http.route') === '/api/health')).toBe(true);
    if (DATABASE_URL) expect(spans.some((s) => isPgSpan(s))).toBe(true);
  }, 300_000);
});

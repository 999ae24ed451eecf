/**
 * Invoices at scale (issue #15 Performance): a database of its own on the PostgreSQL server of
 * DATABASE_URL (`portal_bench_invoices_<pid>`, created, migrated, dropped) with 100,000 members and
 * 1,000,000 invoices (ten each over two years, plus 1,000 with one line each for the bench member),
 * written with generate_series; then VACUUM ANALYZE. The ceiling (bench/ceiling.ts, one run) goes
 * first. The product server runs as a child process; autocannon for BENCH_SECONDS (10) on:
 * - POST /api/user/invoices page 1 and page 50 (size 10, newest first) at 50 connections:
 *   target p99 ≤ 3× the ceiling's p99;
 * - GET /api/health at 5 connections idle, then again while 50 connections download invoice PDFs
 *   (GET /api/invoice/{id}/download, a rotation of the bench member's invoices): target health p99
 *   during the downloads ≤ 2× its idle p99 (the PDFs are generated as streams, not blocking the loop).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:invoices
 *   BENCH_SECONDS=5 DATABASE_URL=... npm run bench:invoices
 */
import pg from 'pg';
import { hashPassword } from '../apps/server/src/lib/crypto';
import { envInt, fmt, printTable } from './lib/common';
import {
  BENCH_PASSWORD,
  type LoadRun,
  load,
  logRun,
  runCells,
  runDatabaseBench,
  signIn,
  timedQuery,
} from './lib/harness';

const CONNECTIONS = 50;
const MEMBERS = 100_000;
const PER_MEMBER = 10;
const BENCH_INVOICES = 1_000;
const LIST_TARGET = 3;
const HEALTH_TARGET = 2;

async function seed(client: pg.Client, benchHash: string): Promise<void> {
  await timedQuery(
    'members',
    client,
    `insert into accounts (email, first_name, last_name, contact_types) select 'member' || g || '@bench.example', 'First' || (g % 997), 'Last' || (g % 1009), '{Member}' from generate_series(1, ${MEMBERS}) g`,
  );
  await client.query(
    `insert into accounts (email, first_name, last_name, contact_types, password_hash) values ('bench@example.org', 'Bench', 'Member', '{Member}', $1)`,
    [benchHash],
  );
  await timedQuery(
    'invoices',
    client,
    `insert into invoices (account_id, description, status, kind, invoice_date, due_date, total_amount_inc_gst_cents, total_amount_exc_gst_cents,
       total_gst_cents, net_total_amount_cents, total_amount_paid_cents, balance_due_cents)
     select a.id, 'Event registration: practice workshop ' || k, case when k % 17 = 0 then 'Pending' else 'Paid' end, 'event',
       now() - (k * 73 + (hashtext(a.email) & 63)) * interval '1 day', now() - (k * 73) * interval '1 day',
       11000 + k * 1100, 10000 + k * 1000, 1000 + k * 100, 11000 + k * 1100,
       case when k % 17 = 0 then 0 else 11000 + k * 1100 end, case when k % 17 = 0 then 11000 + k * 1100 else 0 end
     from accounts a, generate_series(1, ${PER_MEMBER}) k where a.email like '%@bench.example'`,
  );
  await timedQuery(
    'bench member invoices and lines',
    client,
    `with b as (select id from accounts where email = 'bench@example.org'),
     i as (insert into invoices (account_id, description, status, kind, invoice_date, due_date, total_amount_inc_gst_cents,
       total_amount_exc_gst_cents, total_gst_cents, net_total_amount_cents, total_amount_paid_cents, balance_due_cents)
       select b.id, 'Event registration: supervision series ' || g, 'Paid', 'event', now() - g * interval '17 hours', now() - g * interval '17 hours',
         22000, 20000, 2000, 22000, 22000, 0 from b, generate_series(1, ${BENCH_INVOICES}) g returning id, description)
     insert into invoice_lines (invoice_id, item_name, quantity, unit_price_cents, total_price_cents, sort_order)
     select id, description || ': Member', 1, 22000, 22000, 0 from i`,
  );
  await timedQuery('vacuum analyze', client, 'vacuum analyze');
}

await runDatabaseBench('invoices', async ({ seconds, ceiling, databaseUrl, reused, startServer }) => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  if (!reused) {
    console.log(
      `Seeding ${MEMBERS.toLocaleString('en-AU')} members and ${(MEMBERS * PER_MEMBER).toLocaleString('en-AU')} invoices...`,
    );
    const t0 = performance.now();
    await seed(client, await hashPassword(BENCH_PASSWORD));
    console.log(`Seeded in ${fmt((performance.now() - t0) / 1000, 1)} s`);
  }
  const ids = (
    await client.query<{ id: string }>(
      `select i.id from invoices i join accounts a on a.id = i.account_id where a.email = 'bench@example.org' order by i.number limit 200`,
    )
  ).rows.map((r) => r.id);
  await client.end();

  const server = await startServer({ fromSource: true, echo: true, port: envInt('BENCH_PORT', 0) });
  const address = server.url;
  const authorization = await signIn(address, 'bench@example.org');
  const list = (page: number, label: string, secs = seconds) =>
    load({
      url: address,
      label,
      connections: CONNECTIONS,
      seconds: secs,
      method: 'POST',
      path: '/api/user/invoices',
      headers: { authorization, 'content-type': 'application/json' },
      rotate: () => ({ body: JSON.stringify({ page, size: 10 }) }),
    });
  const health = (label: string) => load({ url: address, label, connections: 5, seconds, path: '/api/health' });

  for (const page of [1, 50]) {
    const res = await fetch(`${address}/api/user/invoices`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ page, size: 10 }),
    });
    const body = (await res.json()) as { invoices: unknown[]; totalItems: number };
    if (res.status !== 200 || body.invoices.length !== 10) throw new Error(`page ${page} answered ${res.status}`);
  }
  await list(1, 'warm-up', 2);
  const page1 = await list(1, 'POST /api/user/invoices page 1 (size 10)');
  logRun(page1);
  const page50 = await list(50, 'POST /api/user/invoices page 50 (size 10)');
  logRun(page50);

  const idle = await health('GET /api/health idle (5 connections)');
  logRun(idle);
  const [busy, pdfs] = await Promise.all([
    health('GET /api/health during 50 PDF downloads'),
    load({
      url: address,
      label: 'GET /api/invoice/{id}/download (50 connections)',
      connections: CONNECTIONS,
      seconds,
      headers: { authorization },
      rotate: (n) => ({ path: `/api/invoice/${ids[n % ids.length]}/download` }),
    }),
  ]);
  logRun(busy);
  logRun(pdfs);

  const row = (run: LoadRun, ratio: string, target: string) => [...runCells(run), ratio, target, run.errors];
  printTable(
    `Invoices, ${seconds} s each (${(MEMBERS * PER_MEMBER + BENCH_INVOICES).toLocaleString('en-AU')} invoices)`,
    ['endpoint', 'req/s', 'mean ms', 'p50 ms', 'p99 ms', 'p99 ratio', 'target', 'errors'],
    [
      row(page1, ceiling ? `${fmt(page1.p99 / ceiling.p99, 2)} × ceiling` : 'n/a', `≤ ${LIST_TARGET}`),
      row(page50, ceiling ? `${fmt(page50.p99 / ceiling.p99, 2)} × ceiling` : 'n/a', `≤ ${LIST_TARGET}`),
      row(idle, '', ''),
      row(busy, `${fmt(busy.p99 / Math.max(idle.p99, 1), 2)} × idle`, `≤ ${HEALTH_TARGET}`),
      row(pdfs, '', ''),
    ],
  );
  const listOk = !ceiling || (page1.p99 <= ceiling.p99 * LIST_TARGET && page50.p99 <= ceiling.p99 * LIST_TARGET);
  const healthOk = busy.p99 <= Math.max(idle.p99, 1) * HEALTH_TARGET;
  console.log(listOk && healthOk ? 'All targets met.' : 'A target was missed.');
});

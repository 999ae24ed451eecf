/**
 * Member CSV import at scale (issue 23): 10,000 rows imported in under a minute, without blocking
 * other requests. A database of its own on the PostgreSQL server of DATABASE_URL
 * (`portal_bench_import_<pid>`, created, migrated, dropped) with 20,000 members, the segments and
 * membership types, and a staff account. The CSV has 10,000 rows: 8,000 new members and 2,000
 * existing ones (new suburb and mobile, a segment added), each with a membership type and two
 * segments. The ceiling (bench/ceiling.ts, one run) goes first unless BENCH_CEILING=0. Then:
 * - GET /api/health at 5 connections for BENCH_SECONDS (10) idle;
 * - the same again while the staff member runs the dry run and then applies the file (started
 *   together with the health load; the load lasts at least as long as both): target apply time
 *   under 60 s, and health p99 during the import ≤ 2× its idle p99 (parsing yields to the event
 *   loop; writes are a few dozen bulk statements on one pooled connection);
 * - undo of the batch, timed.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:member-import
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

const EXISTING = 20_000;
const ROWS = 10_000;
const UPDATES = 2_000;
const APPLY_TARGET_S = 60;
const HEALTH_TARGET = 2;
const SEGMENTS = [
  'Aged care',
  'Hand therapy',
  'Mental health',
  'Neurology',
  'Paediatrics',
  'NDIS',
  'Medicare',
  'Research',
];
const SUBURBS = ['Brunswick', 'Fitzroy', 'Parramatta', 'Newtown', 'Fremantle', 'Subiaco', 'Glenelg', 'Toowong'];
const FIRST = ['Amelia', 'Jack', 'Charlotte', 'Lachlan', 'Ruby', 'Thomas', 'Harper', 'Ethan', 'Isla', 'Noah'];
const LAST = ['Fraser', 'Nguyen', 'Kelly', 'Patel', 'Walsh', 'Chen', 'Murphy', 'Singh', 'Taylor', 'Brown'];

async function seed(client: pg.Client, staffHash: string): Promise<void> {
  await timedQuery(
    'members',
    client,
    `insert into accounts (email, first_name, last_name, contact_types, suburb)
     select 'member' || g || '@bench.example', 'First' || (g % 997), 'Last' || (g % 1009), '{Member}', 'Carlton'
     from generate_series(1, ${EXISTING}) g`,
  );
  await client.query(
    `insert into accounts (email, first_name, last_name, contact_types, password_hash) values ('staff@bench.example', 'Sam', 'Staff', '{Staff}', $1)`,
    [staffHash],
  );
  await client.query(`insert into segments (category_name, name) select 'Area of practice', unnest($1::text[])`, [
    SEGMENTS,
  ]);
  await client.query(
    `insert into membership_types (code, name, fee_cents, is_life) values ('full', 'Full Member', 56000, false),
       ('graduate', 'Graduate Member', 28000, false), ('student', 'Student Member', 9000, false)`,
  );
  await timedQuery('vacuum analyze', client, 'vacuum analyze');
}

/** The 10,000-row file: rows 0..UPDATES-1 are existing members, the rest new. */
function memberCsv(): Buffer {
  const lines = ['First name,Last name,Email,Mobile,Member number,Suburb,State,Membership type,Segments'];
  for (let i = 0; i < ROWS; i += 1) {
    const existing = i < UPDATES;
    const email = existing ? `member${i * 7 + 1}@bench.example` : `new.member${i}@bench.example`;
    const first = FIRST[i % FIRST.length];
    const last = LAST[Math.floor(i / FIRST.length) % LAST.length];
    const segments = `${SEGMENTS[i % SEGMENTS.length]};${SEGMENTS[(i + 3) % SEGMENTS.length]}`;
    const type = ['full', 'Graduate Member', 'student'][i % 3];
    lines.push(
      `${first},${last},${email},04${String(10_000_000 + i).slice(0, 8)},OT${String(50_000 + i)},${SUBURBS[i % SUBURBS.length]},VIC,${type},"${segments}"`,
    );
  }
  return Buffer.from(`${lines.join('\n')}\n`);
}

async function post(url: string, authorization: string, csv: Buffer, fields: Record<string, string>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(csv)], { type: 'text/csv' }), 'bench-members.csv');
  const started = performance.now();
  const res = await fetch(url, { method: 'POST', headers: { authorization }, body: form });
  const body = (await res.json()) as { data: { id: string; counts: Record<string, number> } };
  if (res.status >= 300) throw new Error(`${url} answered ${res.status}: ${JSON.stringify(body)}`);
  return { seconds: (performance.now() - started) / 1000, data: body.data };
}

await runDatabaseBench('import', async ({ seconds, databaseUrl, reused, startServer }) => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  if (!reused) {
    console.log(`Seeding ${EXISTING.toLocaleString('en-AU')} members...`);
    await seed(client, await hashPassword(BENCH_PASSWORD));
  }
  const server = await startServer({ fromSource: true, echo: true, port: envInt('BENCH_PORT', 0) });
  const address = server.url;
  const authorization = await signIn(address, 'staff@bench.example');
  const csv = memberCsv();
  console.log(`CSV: ${ROWS.toLocaleString('en-AU')} rows, ${fmt(csv.length / 1024, 0)} KB`);
  const health = (label: string, secs = seconds) =>
    load({ url: address, label, connections: 5, seconds: secs, path: '/api/health' });

  await health('warm-up', 2);
  const idle = await health('GET /api/health idle (5 connections)');
  logRun(idle);

  const base = `${address}/api/v1/admin/member-imports`;
  let dry = { seconds: 0, counts: {} as Record<string, number> };
  let apply = { seconds: 0, id: '', counts: {} as Record<string, number> };
  const importing = (async () => {
    const d = await post(`${base}/dry-run`, authorization, csv, {});
    dry = { seconds: d.seconds, counts: d.data.counts };
    const a = await post(base, authorization, csv, { skipRefused: 'false', sendInvitations: 'false' });
    apply = { seconds: a.seconds, id: a.data.id, counts: a.data.counts };
  })();
  const busy = await health('GET /api/health during dry run + apply', Math.max(seconds, 20));
  await importing;
  logRun(busy);
  console.log(`dry run: ${fmt(dry.seconds, 1)} s ${JSON.stringify(dry.counts)}`);
  console.log(`apply: ${fmt(apply.seconds, 1)} s ${JSON.stringify(apply.counts)}`);

  const imported = await client.query<{ n: number }>(
    `select count(*)::int as n from member_import_rows where batch_id = $1 and action in ('create', 'update')`,
    [apply.id],
  );
  const undoStarted = performance.now();
  const undo = await fetch(`${base}/${apply.id}/undo`, { method: 'POST', headers: { authorization } });
  if (undo.status !== 200) throw new Error(`undo answered ${undo.status}: ${await undo.text()}`);
  const undoSeconds = (performance.now() - undoStarted) / 1000;
  const left = await client.query<{ n: number }>(
    `select count(*)::int as n from accounts where email like 'new.member%'`,
  );
  await client.end();
  console.log(`undo: ${fmt(undoSeconds, 1)} s; new members left after undo: ${left.rows[0].n}`);

  const row = (run: LoadRun, ratio: string, target: string) => [...runCells(run), ratio, target, run.errors];
  printTable(
    `Health during a ${ROWS.toLocaleString('en-AU')}-row import`,
    ['endpoint', 'req/s', 'mean ms', 'p50 ms', 'p99 ms', 'p99 ratio', 'target', 'errors'],
    [row(idle, '', ''), row(busy, `${fmt(busy.p99 / Math.max(idle.p99, 1), 2)} × idle`, `≤ ${HEALTH_TARGET}`)],
  );
  printTable(
    'Import',
    ['step', 'seconds', 'target', 'rows'],
    [
      ['dry run (10,000 rows)', fmt(dry.seconds, 1), '', JSON.stringify(dry.counts)],
      ['apply (10,000 rows)', fmt(apply.seconds, 1), `< ${APPLY_TARGET_S}`, `${imported.rows[0].n} written`],
      ['undo', fmt(undoSeconds, 1), '', `${left.rows[0].n} new members left`],
    ],
  );
  const ok =
    apply.seconds < APPLY_TARGET_S && busy.p99 <= Math.max(idle.p99, 1) * HEALTH_TARGET && left.rows[0].n === 0;
  console.log(ok ? 'All targets met.' : 'A target was missed.');
});

/**
 * Member import at scale (issue 23; issue 31: the same as an .xlsx workbook): 10,000 rows imported
 * in under a minute, without blocking other requests. A database of its own on the PostgreSQL server of DATABASE_URL
 * (`portal_bench_import_<pid>`, created, migrated, dropped) with 20,000 members, the segments and
 * membership types, and a staff account. The CSV has 10,000 rows: 8,000 new members and 2,000
 * existing ones (new suburb and mobile, a segment added), each with a membership type and two
 * segments. The ceiling (bench/ceiling.ts, one run) goes first unless BENCH_CEILING=0. Then:
 * - GET /api/health at 5 connections for BENCH_SECONDS (10) idle;
 * - the same again while the staff member runs the dry run and then applies the file (started
 *   together with the health load; the load lasts at least as long as both): target apply time
 *   under 60 s, and health p99 during the import ≤ 2× its idle p99 (parsing yields to the event
 *   loop; writes are a few dozen bulk statements on one pooled connection);
 * - undo of the batch, timed;
 * - then the same 10,000 rows as an .xlsx workbook made with exceljs (join dates as date cells,
 *   renewal dates as d/m/yyyy text, postcodes as numbers with a 0000 format): dry run and apply
 *   under the same health load and targets, and undo.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:member-import
 */
import ExcelJS from 'exceljs';
import pg from 'pg';
import { hashPassword } from '../apps/server/src/lib/crypto';
import { envInt, fmt, printTable } from './lib/common';
import { BENCH_PASSWORD, load, logRun, runCells, runDatabaseBench, signIn, timedQuery } from './lib/harness';

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
    `insert into accounts (email, first_name, last_name, contact_types, password_hash) values ('staff@bench.example', 'Sam', 'Staff', '{MembershipStaff}', $1)`,
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

const HEADER = [
  'First name',
  'Last name',
  'Email',
  'Mobile',
  'Member number',
  'Suburb',
  'State',
  'Postcode',
  'Membership type',
  'Member since',
  'Paid through',
  'Segments',
];

/** The 10,000 rows: rows 0..UPDATES-1 are existing members, the rest new (join date as a Date). */
function memberRows(): (string | number | Date)[][] {
  const rows: (string | number | Date)[][] = [];
  for (let i = 0; i < ROWS; i += 1) {
    const existing = i < UPDATES;
    const email = existing ? `member${i * 7 + 1}@bench.example` : `new.member${i}@bench.example`;
    const first = FIRST[i % FIRST.length];
    const last = LAST[Math.floor(i / FIRST.length) % LAST.length];
    const segments = `${SEGMENTS[i % SEGMENTS.length]};${SEGMENTS[(i + 3) % SEGMENTS.length]}`;
    const type = ['full', 'Graduate Member', 'student'][i % 3];
    const joined = new Date(Date.UTC(2000 + (i % 25), i % 12, 1 + (i % 28)));
    rows.push([
      first,
      last,
      email,
      `04${String(10_000_000 + i).slice(0, 8)}`,
      `OT${String(50_000 + i)}`,
      SUBURBS[i % SUBURBS.length],
      'VIC',
      800 + (i % 3000),
      type,
      joined,
      '30/06/2027',
      segments,
    ]);
  }
  return rows;
}

const csvCell = (v: string | number | Date) =>
  v instanceof Date
    ? `${v.getUTCDate()}/${v.getUTCMonth() + 1}/${v.getUTCFullYear()}`
    : /[",\n]|;/.test(String(v))
      ? `"${String(v).replace(/"/g, '""')}"`
      : String(v).padStart(typeof v === 'number' ? 4 : 0, '0');

/** The rows as a CSV file (comma, UTF-8). */
function memberCsv(rows: (string | number | Date)[][]): Buffer {
  const lines = [HEADER.join(','), ...rows.map((r) => r.map(csvCell).join(','))];
  return Buffer.from(`${lines.join('\n')}\n`);
}

/** The rows as an .xlsx workbook (one sheet "Members"). */
async function memberXlsx(rows: (string | number | Date)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Members');
  sheet.addRow(HEADER);
  for (const row of rows) sheet.addRow(row);
  sheet.getColumn(8).numFmt = '0000';
  sheet.getColumn(10).numFmt = 'd/m/yyyy';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function post(
  url: string,
  authorization: string,
  file: Buffer,
  filename: string,
  fields: Record<string, string>,
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(file)]), filename);
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
  const rows = memberRows();
  const files = [
    { label: 'CSV', filename: 'bench-members.csv', bytes: memberCsv(rows) },
    { label: '.xlsx', filename: 'bench-members.xlsx', bytes: await memberXlsx(rows) },
  ];
  for (const f of files)
    console.log(`${f.label}: ${ROWS.toLocaleString('en-AU')} rows, ${fmt(f.bytes.length / 1024, 0)} KB`);
  const health = (label: string, secs = seconds) =>
    load({ url: address, label, connections: 5, seconds: secs, path: '/api/health' });

  await health('warm-up', 2);
  const idle = await health('GET /api/health idle (5 connections)');
  logRun(idle);

  const base = `${address}/api/v1/admin/member-imports`;
  const healthRows: (string | number)[][] = [];
  const importRows: string[][] = [];
  let ok = true;
  for (const f of files) {
    let dry = { seconds: 0, counts: {} as Record<string, number> };
    let apply = { seconds: 0, id: '', counts: {} as Record<string, number> };
    const importing = (async () => {
      const d = await post(`${base}/dry-run`, authorization, f.bytes, f.filename, {});
      dry = { seconds: d.seconds, counts: d.data.counts };
      const a = await post(base, authorization, f.bytes, f.filename, {
        skipRefused: 'false',
        sendInvitations: 'false',
      });
      apply = { seconds: a.seconds, id: a.data.id, counts: a.data.counts };
    })();
    const busy = await health(`GET /api/health during ${f.label} dry run + apply`, Math.max(seconds, 20));
    await importing;
    logRun(busy);
    console.log(`${f.label} dry run: ${fmt(dry.seconds, 1)} s ${JSON.stringify(dry.counts)}`);
    console.log(`${f.label} apply: ${fmt(apply.seconds, 1)} s ${JSON.stringify(apply.counts)}`);
    const imported = await client.query<{ n: number }>(
      `select count(*)::int as n from member_import_rows where batch_id = $1 and action in ('create', 'update')`,
      [apply.id],
    );
    const joined = await client.query<{ n: number }>(
      `select count(*)::int as n from memberships m join accounts a on a.id = m.account_id
        where a.email like 'new.member%' and m.renewed_to = '2027-06-30' and m.join_date < '2025-01-01'`,
    );
    const undoStarted = performance.now();
    const undo = await fetch(`${base}/${apply.id}/undo`, { method: 'POST', headers: { authorization } });
    if (undo.status !== 200) throw new Error(`undo answered ${undo.status}: ${await undo.text()}`);
    const undoSeconds = (performance.now() - undoStarted) / 1000;
    const left = await client.query<{ n: number }>(
      `select count(*)::int as n from accounts where email like 'new.member%'`,
    );
    console.log(`${f.label} undo: ${fmt(undoSeconds, 1)} s; new members left after undo: ${left.rows[0].n}`);
    healthRows.push([
      ...runCells(busy),
      `${fmt(busy.p99 / Math.max(idle.p99, 1), 2)} × idle`,
      `≤ ${HEALTH_TARGET}`,
      busy.errors,
    ]);
    importRows.push(
      [`${f.label} dry run (10,000 rows)`, fmt(dry.seconds, 1), '', JSON.stringify(dry.counts)],
      [
        `${f.label} apply (10,000 rows)`,
        fmt(apply.seconds, 1),
        `< ${APPLY_TARGET_S}`,
        `${imported.rows[0].n} written, ${joined.rows[0].n} new with join and renewal dates`,
      ],
      [`${f.label} undo`, fmt(undoSeconds, 1), '', `${left.rows[0].n} new members left`],
    );
    ok &&=
      apply.seconds < APPLY_TARGET_S &&
      busy.p99 <= Math.max(idle.p99, 1) * HEALTH_TARGET &&
      left.rows[0].n === 0 &&
      joined.rows[0].n === ROWS - UPDATES;
  }
  await client.end();

  printTable(
    `Health during a ${ROWS.toLocaleString('en-AU')}-row import`,
    ['endpoint', 'req/s', 'mean ms', 'p50 ms', 'p99 ms', 'p99 ratio', 'target', 'errors'],
    [[...runCells(idle), '', '', idle.errors], ...healthRows],
  );
  printTable('Import', ['step', 'seconds', 'target', 'rows'], importRows);
  console.log(ok ? 'All targets met.' : 'A target was missed.');
});

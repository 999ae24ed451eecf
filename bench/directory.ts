/**
 * Member directory at scale (issue 16 Performance): a database of its own on the PostgreSQL server
 * of DATABASE_URL (`portal_bench_directory_<pid>`, created, migrated, dropped) with 100,000 members
 * (Australian surnames and given names combined, spread over the eight states) and their profiles
 * (40 organisations, expertise areas, privacy settings: one in twelve out of the directory, one in
 * five hiding contact details, one in nine hiding the workplace), written with generate_series; then
 * VACUUM ANALYZE. The ceiling (bench/ceiling.ts, one run) goes first. The product server runs as a
 * child process; autocannon with 50 connections for BENCH_SECONDS (10) on
 * GET /api/directory/member/list (size 20), three runs:
 * - by name prefix ('smi', 'ngu', 'mar', 'o', 'wil', 'tho' and a full-name prefix), pages 1 and 100;
 * - by location (each state), pages 1 and 100, A-Z and Z-A;
 * - sorted, no filter, A-Z and Z-A, pages 1 and 100.
 *
 * Target (2-core machine): each run's p99 ≤ 3× the ceiling's p99.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:directory
 *   BENCH_KEEP_DB=1 ... (keep the database), then BENCH_REUSE_DB=portal_bench_directory_<pid> ... (measure again)
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
const TARGET = 3;

const SURNAMES = [
  'Smith',
  'Jones',
  'Williams',
  'Brown',
  'Wilson',
  'Taylor',
  'Johnson',
  'White',
  'Martin',
  'Anderson',
  'Thompson',
  'Nguyen',
  'Thomas',
  'Walker',
  'Harris',
  'Lee',
  'Ryan',
  'Robinson',
  'Kelly',
  'King',
  'Davis',
  'Wright',
  'Evans',
  'Roberts',
  'Green',
  'Hall',
  'Wood',
  'Jackson',
  'Clarke',
  'Patel',
  'Khan',
  'Lewis',
  'James',
  'Phillips',
  'Mitchell',
  'Turner',
  'Campbell',
  'Edwards',
  "O'Brien",
  'Murphy',
  'Tran',
  'Le',
  'Chen',
  'Wang',
  'Singh',
  'Kaur',
  'Russo',
  'Papadopoulos',
  'Marshall',
  'Morris',
];
const GIVEN = [
  'Olivia',
  'Charlotte',
  'Amelia',
  'Isla',
  'Mia',
  'Ava',
  'Grace',
  'Chloe',
  'Sophie',
  'Emily',
  'Ruby',
  'Zoe',
  'Hannah',
  'Lucy',
  'Sarah',
  'Jessica',
  'Priya',
  'Mai',
  'Aisha',
  'Leah',
  'Oliver',
  'Noah',
  'Jack',
  'William',
  'Leo',
  'Lucas',
  'Thomas',
  'Henry',
  'James',
  'Ethan',
];
const STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'];

const sqlArray = (values: string[]) => `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`;

/** Bulk data in plain SQL (generate_series). */
async function seed(client: pg.Client, benchHash: string): Promise<void> {
  await client.query(
    `insert into organisations (name, suburb, state, postcode) select 'Allied Health Practice ' || g, 'Suburb ' || g, (${sqlArray(STATES)})[g % 8 + 1], lpad((2000 + g)::text, 4, '0') from generate_series(1, 40) g`,
  );
  await timedQuery(
    'members',
    client,
    `insert into accounts (email, first_name, last_name, contact_types, state, suburb, member_num)
     select 'member' || g || '@bench.example', (${sqlArray(GIVEN)})[g % ${GIVEN.length} + 1],
       (${sqlArray(SURNAMES)})[(g / 7) % ${SURNAMES.length} + 1] || case when g % 3 = 0 then '' else '-' || (${sqlArray(SURNAMES)})[(g / 350) % ${SURNAMES.length} + 1] end,
       '{Member}', (${sqlArray(STATES)})[(g * 13) % 8 + 1], 'Suburb ' || (g % 500), 'OT' || lpad(g::text, 7, '0')
     from generate_series(1, ${MEMBERS}) g`,
  );
  await client.query(
    `insert into accounts (email, first_name, last_name, contact_types, password_hash, state) values ('bench@example.org', 'Bench', 'Member', '{Member}', $1, 'NSW')`,
    [benchHash],
  );
  await timedQuery(
    'profiles',
    client,
    `with o as (select array_agg(id order by id) ids from organisations)
     insert into account_profiles (account_id, organisation_id, job_title, privacy, expertise)
     select a.id, case when n % 8 <> 7 then o.ids[n % 40 + 1] end, 'Occupational Therapist',
       jsonb_build_object('includeInDirectory', n % 12 <> 5, 'showDirectoryPhoto', n % 7 <> 2,
         'showContactInformation', n % 5 <> 3, 'showEmail', n % 4 <> 1, 'showPersonalMobile', n % 3 <> 0,
         'showWorkLandline', true, 'showOrganisation', n % 9 <> 4),
       jsonb_build_array(jsonb_build_object('areaId', n % 5 + 1, 'categoryIds', '[]'::jsonb))
     from (select id, row_number() over (order by id) n from accounts where email like '%@bench.example') a, o`,
  );
  await timedQuery('vacuum analyze', client, 'vacuum analyze');
}

/** autocannon on GET paths in turn. */
function measure(url: string, label: string, paths: string[], authorization: string, seconds: number) {
  return load({
    url,
    label,
    connections: CONNECTIONS,
    seconds,
    method: 'GET',
    headers: { authorization, 'accept-encoding': 'gzip' },
    rotate: (n) => ({ path: paths[n % paths.length] }),
  });
}

const list = (q: string) => `/api/directory/member/list?size=20&${q}`;

await runDatabaseBench('directory', async ({ seconds, ceiling, databaseUrl, reused, startServer }) => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  if (!reused) {
    console.log(`Seeding ${MEMBERS.toLocaleString('en-AU')} members and their profiles...`);
    const t0 = performance.now();
    await seed(client, await hashPassword(BENCH_PASSWORD));
    console.log(`Seeded in ${fmt((performance.now() - t0) / 1000, 1)} s`);
  }
  await client.end();

  const server = await startServer({ fromSource: true, echo: true, port: envInt('BENCH_PORT', 0) });
  const address = server.url;
  const authorization = await signIn(address, 'bench@example.org');

  const byName: string[] = [];
  for (const name of ['smi', 'ngu', 'mar', 'o', 'wil', 'tho', 'mia k']) {
    byName.push(list(`name=${encodeURIComponent(name)}&page=1`), list(`name=${encodeURIComponent(name)}&page=100`));
  }
  const byLocation: string[] = [];
  for (let id = 1; id <= 8; id++) {
    byLocation.push(list(`locationId=${id}&page=1`), list(`locationId=${id}&page=100&sortOrder=desc`));
  }
  const sorted = [list('page=1'), list('page=100'), list('page=1&sortOrder=desc'), list('page=100&sortOrder=desc')];

  // Check the answers once (and warm up).
  for (const path of [...byName, ...byLocation, ...sorted]) {
    const res = await fetch(`${address}${path}`, { headers: { authorization } });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${text.slice(0, 300)}`);
    const parsed = JSON.parse(text) as { members: unknown[]; totalItems: number };
    if (path.includes('page=1&') && parsed.members.length === 0) throw new Error(`${path} answered no members`);
  }
  await measure(address, 'warm-up', [...byName, ...byLocation, ...sorted], authorization, 2);
  const runs: [LoadRun, string][] = [];
  for (const [label, paths] of [
    ['by name prefix, pages 1 and 100', byName],
    ['by location, pages 1 and 100', byLocation],
    ['sorted A-Z / Z-A, pages 1 and 100', sorted],
  ] as const) {
    const run = await measure(address, `GET /api/directory/member/list ${label}`, [...paths], authorization, seconds);
    logRun(run);
    runs.push([run, label]);
  }

  printTable(
    `Member directory, ${CONNECTIONS} connections, ${seconds} s each (${MEMBERS.toLocaleString('en-AU')} members)`,
    ['query', 'req/s', 'mean ms', 'p50 ms', 'p99 ms', 'p99 / ceiling p99', 'target', 'errors'],
    runs.map(([run, label]) => [
      label,
      ...runCells(run).slice(1),
      ceiling ? fmt(run.p99 / ceiling.p99, 2) : 'n/a',
      `≤ ${TARGET}`,
      run.errors,
    ]),
  );
  if (ceiling) {
    console.log(`Target: p99 ≤ ${fmt(ceiling.p99 * TARGET)} ms (${TARGET} × ${ceiling.p99}).`);
    console.log(runs.every(([run]) => run.p99 <= ceiling.p99 * TARGET) ? 'All targets met.' : 'A target was missed.');
  }
});

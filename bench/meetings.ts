/**
 * Community meetings at scale (issue 18 Performance): a database of its own on the PostgreSQL server
 * of DATABASE_URL (`portal_bench_meetings_<pid>`, created, migrated, dropped) with 100,000 members,
 * 500 communities (3 memberships per member), 50,000 meetings (100 per community, starts spread over
 * 180 days back and forward; 30% public, 60% community, 10% private with 10 invitations each), RSVPs
 * and bookmarks; then VACUUM ANALYZE. The ceiling (bench/ceiling.ts, one run) goes first. The product
 * server runs as a child process; autocannon with 50 connections for BENCH_SECONDS (10) on each of:
 * Explore meetings, My upcoming, page 1 (`POST community/meeting {showUpcoming, page 1, pageSize 10}`)
 * and `GET dashboard/meetings?page=1&pageSize=4`, as a bench member who joined 10 communities.
 *
 * Target (2-core machine): p99 ≤ 3× the ceiling's p99.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:meetings
 *   BENCH_KEEP_DB=1 ... (keep the database), then BENCH_REUSE_DB=portal_bench_meetings_<pid> ... (measure again)
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
  insertBenchMembers,
} from './lib/harness';

const CONNECTIONS = 50;
const MEMBERS = 100_000;
const COMMUNITIES = 500;
const MEETINGS = 50_000;
const JOINED = 10;

/** Bulk data in plain SQL (generate_series). */
async function seed(client: pg.Client, benchHash: string): Promise<void> {
  await client.query(`set session_replication_role = replica`);
  await insertBenchMembers(client, MEMBERS);
  await client.query(
    `insert into accounts (email, first_name, last_name, contact_types, password_hash) values ('bench@example.org', 'Bench', 'Member', '{Member}', $1)`,
    [benchHash],
  );
  await timedQuery(
    'communities',
    client,
    `insert into communities (alias, name, short_description, about, is_public, created_at)
     select 'bench-' || g, 'Bench community ' || g, 'A benchmark community', '<p>About</p>', g % 5 <> 0, now() - interval '400 days' from generate_series(1, ${COMMUNITIES}) g`,
  );
  await timedQuery(
    'memberships (3 per member)',
    client,
    `with a as (select id, row_number() over (order by email) as rn from accounts where email like '%@bench.example'),
       c as (select array_agg(id order by id) as ids from communities)
     insert into community_members (community_id, user_id, role, status, joined_at)
     select distinct on (c.ids[v.k], a.id) c.ids[v.k], a.id, case when a.rn % 500 = 0 then 1 else 0 end, 2, now() - interval '200 days'
     from a, c, lateral (values ((a.rn % ${COMMUNITIES}) + 1), (((a.rn * 7) % ${COMMUNITIES}) + 1), (((a.rn * 13) % ${COMMUNITIES}) + 1)) v(k)`,
  );
  await client.query(
    `insert into community_members (community_id, user_id, role, status, joined_at)
     select c.id, (select id from accounts where email = 'bench@example.org'), 0, 2, now() from communities c order by c.id limit ${JOINED}`,
  );
  await timedQuery(
    'meetings',
    client,
    `with c as (select array_agg(id order by id) as ids from communities)
     insert into community_meetings (community_id, name, description, meeting_link, start_date, duration, end_date, visible, to_dashboard, created_at)
     select c.ids[(g % ${COMMUNITIES}) + 1], 'Practice meeting ' || g, 'Members discuss assessment and goal setting. Meeting ' || g || '.',
       'https://meet.example.org/m' || g, s, 60, s + interval '60 minutes',
       case when g % 10 = 0 then 3 when g % 10 < 4 then 1 else 2 end, g % 20 = 1, now() - interval '200 days'
     from generate_series(1, ${MEETINGS}) g, c,
       lateral (select now() + ((g * 7919) % (360 * 24) - 180 * 24) * interval '1 hour' as s) t`,
  );
  await timedQuery(
    'invitations (10 per private meeting) and the bench member’s answers and bookmarks',
    client,
    `with a as (select array_agg(id) as ids from (select id from accounts where email like '%@bench.example' limit 20000) x)
     insert into community_meeting_users (meeting_id, user_id, status, invited)
     select distinct on (mt.id, a.ids[(mt.id * 31 + k) % 20000 + 1]) mt.id, a.ids[(mt.id * 31 + k) % 20000 + 1], k % 3, true
     from community_meetings mt, a, generate_series(1, 10) k where mt.visible = 3`,
  );
  await client.query(
    `insert into community_meeting_users (meeting_id, user_id, status, invited)
     select mt.id, b.id, 1 + (mt.id % 2), mt.visible = 3 from community_meetings mt, accounts b
     where b.email = 'bench@example.org' and mt.community_id in (select community_id from community_members where user_id = b.id) and mt.id % 3 = 0
     on conflict do nothing`,
  );
  await client.query(
    `insert into community_meeting_favorites (meeting_id, user_id)
     select mt.id, b.id from community_meetings mt, accounts b
     where b.email = 'bench@example.org' and mt.community_id in (select community_id from community_members where user_id = b.id) and mt.id % 7 = 0`,
  );
  await client.query(
    `update communities c set members_count = m.n from (select community_id, count(*) n from community_members where status = 2 group by community_id) m where m.community_id = c.id`,
  );
  await client.query(`set session_replication_role = default`);
  await client.query(`update read_versions set version = version + 1`);
  await timedQuery('vacuum analyze', client, 'vacuum analyze');
}

await runDatabaseBench('meetings', async ({ seconds, ceiling, databaseUrl, reused, startServer }) => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  if (!reused) {
    console.log(
      `Seeding ${MEMBERS.toLocaleString('en-AU')} members and ${MEETINGS.toLocaleString('en-AU')} meetings...`,
    );
    const t0 = performance.now();
    await seed(client, await hashPassword(BENCH_PASSWORD));
    console.log(`Seeded in ${fmt((performance.now() - t0) / 1000, 1)} s`);
  }
  await client.end();

  const server = await startServer({ fromSource: true, echo: true, port: envInt('BENCH_PORT', 0) });
  const address = server.url;
  const authorization = await signIn(address, 'bench@example.org');
  const json = { authorization, 'content-type': 'application/json' };
  const explore = { showUpcoming: true, page: 1, pageSize: 10 };
  const check = await fetch(`${address}/api/v1/community/meeting`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify(explore),
  });
  const body = (await check.json()) as { meets: unknown[]; totalItemCount: number };
  if (check.status !== 200 || body.meets.length !== 10) throw new Error(`explore answered ${check.status}`);
  console.log(`Bench member: ${body.totalItemCount.toLocaleString('en-AU')} upcoming meetings visible.`);

  const runs: LoadRun[] = [];
  const targets: [string, Parameters<typeof load>[0]][] = [
    [
      'POST community/meeting (My upcoming, page 1)',
      {
        url: address,
        label: 'POST community/meeting (My upcoming, page 1)',
        connections: CONNECTIONS,
        seconds,
        method: 'POST',
        path: '/api/v1/community/meeting',
        headers: json,
        rotate: () => ({ body: JSON.stringify(explore) }),
      },
    ],
    [
      'GET dashboard/meetings',
      {
        url: address,
        label: 'GET dashboard/meetings?page=1&pageSize=4',
        connections: CONNECTIONS,
        seconds,
        path: '/api/v1/dashboard/meetings?page=1&pageSize=4',
        headers: { authorization },
      },
    ],
  ];
  for (const [, options] of targets) await load({ ...options, seconds: 2 });
  for (const [, options] of targets) {
    const run = await load(options);
    logRun(run);
    runs.push(run);
  }
  printTable(
    `Meetings, ${CONNECTIONS} connections, ${seconds} s each (${MEETINGS.toLocaleString('en-AU')} meetings, ${COMMUNITIES} communities, ${MEMBERS.toLocaleString('en-AU')} members)`,
    ['endpoint', 'req/s', 'mean ms', 'p50 ms', 'p99 ms', 'p99 / ceiling p99', 'errors'],
    runs.map((r) => [...runCells(r), ceiling ? fmt(r.p99 / ceiling.p99, 2) : 'n/a', r.errors]),
  );
  if (ceiling) console.log(`Target: p99 ≤ ${fmt(ceiling.p99 * 3)} ms (3 × ${ceiling.p99}).`);
});

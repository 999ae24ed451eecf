/**
 * Notification centre at scale (issue 17 Performance): a database of its own on the PostgreSQL
 * server of DATABASE_URL (created, migrated, dropped; runDatabaseBench) with BENCH_MEMBERS (100,000)
 * members, 10 communities and BENCH_NOTIFICATIONS (5,000,000) notifications (50 a member, about a
 * fifth unread) written with generate_series, then VACUUM ANALYZE. The ceiling (bench/ceiling.ts,
 * one run) goes first. The product server runs as a child process; autocannon with 100 connections
 * for BENCH_SECONDS (10) on the bell's unread poll, GET api/v1/community/notification?page=1&
 * pageSize=7&isRead=false, as 1,000 members in turn (sessions written directly).
 *
 * Targets: req/s ≥ 1/4 of the ceiling's, p99 ≤ 2× the ceiling's p99.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:notifications
 *   BENCH_NOTIFICATIONS=500000 BENCH_MEMBERS=10000 ... (a quick version)
 */
import pg from 'pg';
import { envInt, fmt, printTable } from './lib/common';
import { benchSessions, insertBenchMembers, load, logRun, runCells, runDatabaseBench, timedQuery } from './lib/harness';

const CONNECTIONS = 100;
const MEMBERS = envInt('BENCH_MEMBERS', 100_000);
const NOTIFICATIONS = envInt('BENCH_NOTIFICATIONS', 5_000_000);
const POLLERS = Math.min(1000, MEMBERS);

async function seed(client: pg.Client): Promise<void> {
  await client.query(`set session_replication_role = replica`);
  await insertBenchMembers(client, MEMBERS);
  await client.query(
    `insert into communities (alias, name, short_description, about, is_public)
     select 'bench-' || g, 'Bench community ' || g, 'A benchmark community', '<p>About</p>', true from generate_series(1, 10) g`,
  );
  await timedQuery(
    'notifications',
    client,
    `with a as (select array_agg(id order by email) as ids from accounts where email like '%@bench.example'),
       c as (select array_agg(id order by id) as ids from communities)
     insert into community_notifications (recipient_id, activity_type, initiator_id, community_id, read_at, created_at)
     select a.ids[(g % ${MEMBERS}) + 1], (array[2, 4, 9, 12, 17])[(g % 5) + 1], a.ids[((g * 7) % ${MEMBERS}) + 1],
       c.ids[(g % 10) + 1], case when (g / ${MEMBERS}) % 5 = 0 then null else now() - (g % 1000) * interval '1 minute' end,
       now() - (${NOTIFICATIONS} - g) * interval '1 second'
     from generate_series(1, ${NOTIFICATIONS}) g, a, c`,
  );
  await client.query(`set session_replication_role = default`);
  await timedQuery('vacuum analyze', client, 'vacuum analyze');
}

await runDatabaseBench('notifications', async ({ seconds, ceiling, databaseUrl, reused, startServer }) => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  if (!reused) {
    console.log(
      `Seeding ${MEMBERS.toLocaleString('en-AU')} members and ${NOTIFICATIONS.toLocaleString('en-AU')} notifications...`,
    );
    await seed(client);
  }
  const authorizations = (await benchSessions(client, POLLERS)).authorizations;
  await client.end();

  const server = await startServer({ fromSource: true, echo: true, port: envInt('BENCH_PORT', 0) });
  const path = '/api/v1/community/notification?page=1&pageSize=7&isRead=false';
  const check = await fetch(`${server.url}${path}`, { headers: { authorization: authorizations[0] } });
  const body = (await check.json()) as { notifications: unknown[]; totalItemCount: number };
  if (check.status !== 200 || body.notifications.length !== 7)
    throw new Error(`the unread poll answered ${check.status} with ${body.notifications?.length} notifications`);
  console.log(`A poller: ${body.totalItemCount} unread.`);
  const run = (s: number) =>
    load({
      url: server.url,
      label: 'GET community/notification page 1, 7, unread',
      connections: CONNECTIONS,
      seconds: s,
      path,
      rotate: (n) => ({ headers: { authorization: authorizations[n % authorizations.length] } }),
    });
  await run(2);
  const result = await run(seconds);
  logRun(result);
  printTable(
    `Notification unread poll, ${CONNECTIONS} connections, ${seconds} s (${NOTIFICATIONS.toLocaleString('en-AU')} notifications)`,
    ['endpoint', 'req/s', 'mean ms', 'p50 ms', 'p99 ms', 'req/s of ceiling', 'p99 / ceiling p99', 'errors'],
    [
      [
        ...runCells(result),
        ceiling ? fmt(result.reqPerSec / ceiling.reqPerSec, 2) : 'n/a',
        ceiling ? fmt(result.p99 / ceiling.p99, 2) : 'n/a',
        result.errors,
      ],
    ],
  );
  if (ceiling)
    console.log(
      `Targets: req/s ≥ ${fmt(ceiling.reqPerSec / 4)} (1/4 of ${fmt(ceiling.reqPerSec)}), p99 ≤ ${fmt(ceiling.p99 * 2)} ms (2 × ${ceiling.p99}).`,
    );
});

/**
 * Community feed at scale (issue #3 Performance): a database of its own on the PostgreSQL server of
 * DATABASE_URL (`portal_bench_feed_<pid>`, created, migrated, dropped) with 100,000 members, 100
 * communities, 300,000 posts and 700,000 comments (1,000,000 posts and comments) written with
 * generate_series, plus tags, attachment rows, likes and saves; then VACUUM ANALYZE. The ceiling
 * (bench/ceiling.ts, one run) goes first. The product server runs as a child process (like the
 * ceiling's server); autocannon with 50 connections for BENCH_SECONDS (10) on each of:
 * GET community/post/feed and GET community/{id}/posts (page size 20), pages 1 and 100, as a bench
 * member who joined 10 communities (30,000 posts in the feed); then the feed's page 1 again while
 * BENCH_WRITES (50) likes and unlikes per second change the community data (each write makes every
 * cached answer stale: the figure for a busy association, not only for repeated reads).
 *
 * Targets (2-core machine): req/s ≥ 1/3 of the ceiling's, p99 ≤ 3× the ceiling's p99, and page 100
 * no slower than 1.5× page 1.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:feed
 *   BENCH_SECONDS=5 BENCH_PORT=3301 DATABASE_URL=... npm run bench:feed
 *   BENCH_KEEP_DB=1 ... (keep the database), then BENCH_REUSE_DB=portal_bench_feed_<pid> ... (measure again, no seeding)
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
/** Likes per second during the last run (BENCH_WRITES, default 50). */
const WRITES = envInt('BENCH_WRITES', 50);
const MEMBERS = 100_000;
const COMMUNITIES = 100;
const POSTS = 300_000;
const COMMENTS = 700_000;
const JOINED = 10;

/** Bulk data in plain SQL (generate_series): members, communities, memberships, posts, comments. */
async function seed(client: pg.Client, benchHash: string): Promise<void> {
  // A bulk load, not product writes: the read-version triggers (migration 0006) stay off for this
  // session (they would queue one deferred event per row), and the version is raised once at the end.
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
     select 'bench-' || g, 'Bench community ' || g, 'A benchmark community', '<p>About</p>', true, now() - interval '400 days' from generate_series(1, ${COMMUNITIES}) g`,
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
    'posts (with the generated search vector)',
    client,
    `with c as (select array_agg(id order by id) as ids from communities), a as (select array_agg(id) as ids from (select id from accounts where email like '%@bench.example' limit 5000) x)
     insert into community_posts (community_id, created_by, title, body, status, type, created_at, updated_at)
     select c.ids[(g % ${COMMUNITIES}) + 1], a.ids[(g % 5000) + 1], 'Practice note ' || g || ': assessment and goal setting',
       '<p>Occupational therapists share practice notes about assessment, goal setting and outcomes. Note ' || g || '.</p><p>Clients, families and teams.</p>',
       case when g % 97 = 0 then 2 else 1 end, case when g % 5 = 0 then 4 end, now() - g * interval '40 seconds', now() - g * interval '40 seconds'
     from generate_series(1, ${POSTS}) g, c, a`,
  );
  await timedQuery(
    'comments',
    client,
    `with a as (select array_agg(id) as ids from (select id from accounts where email like '%@bench.example' limit 5000) x), p as (select min(id) as lo from community_posts)
     insert into community_comments (post_id, created_by, body, depth, created_at, updated_at)
     select p.lo + (g % ${POSTS}), a.ids[(g % 5000) + 1], '<p>Thanks for sharing, comment ' || g || '.</p>', 1, now() - g * interval '15 seconds', now() - g * interval '15 seconds'
     from generate_series(1, ${COMMENTS}) g, a, p`,
  );
  await client.query(`insert into community_tags (name) select 'Tag ' || g from generate_series(1, 40) g`);
  await timedQuery(
    'tags, attachment rows, likes and saves',
    client,
    `insert into community_post_tags (post_id, tag_id) select p.id, t.id from community_posts p join community_tags t on t.id = (select min(id) from community_tags) + (p.id % 40) where p.id % 3 = 0`,
  );
  await client.query(
    `insert into community_files (storage_key, filename, mime_type, size, kind, community_id, post_id)
     select '2026/01/' || gen_random_uuid() || '.pdf', 'notes.pdf', 'application/pdf', 12345, 'post_attachment', p.community_id, p.id from community_posts p where p.id % 10 = 0`,
  );
  await client.query(
    `insert into community_post_likes (post_id, user_id) select p.id, a.id from community_posts p, accounts a where a.email = 'bench@example.org' and p.id % 7 = 0 and p.community_id in (select community_id from community_members where user_id = a.id)`,
  );
  await client.query(
    `insert into community_post_saves (post_id, user_id) select p.id, a.id from community_posts p, accounts a where a.email = 'bench@example.org' and p.id % 29 = 0 and p.community_id in (select community_id from community_members where user_id = a.id)`,
  );
  await timedQuery(
    'counters',
    client,
    `update communities c set members_count = m.n from (select community_id, count(*) n from community_members where status = 2 group by community_id) m where m.community_id = c.id`,
  );
  await client.query(
    `update communities c set posts_count = p.n, latest_activity = p.latest from (select community_id, count(*) n, max(created_at) latest from community_posts where status = 1 group by community_id) p where p.community_id = c.id`,
  );
  await client.query(
    `update community_posts p set comments_count = x.n from (select post_id, count(*) n from community_comments group by post_id) x where x.post_id = p.id`,
  );
  await client.query(
    `update community_posts p set likes_count = x.n from (select post_id, count(*) n from community_post_likes group by post_id) x where x.post_id = p.id`,
  );
  await client.query(`set session_replication_role = default`);
  await client.query(`update read_versions set version = version + 1`);
  await timedQuery('vacuum analyze', client, 'vacuum analyze');
}

/** autocannon GETs on the paths in turn. */
function measure(url: string, label: string, paths: string[], authorization: string, seconds: number) {
  return load({
    url,
    label,
    connections: CONNECTIONS,
    seconds,
    headers: { authorization },
    rotate: (n) => ({ path: paths[n % paths.length] }),
  });
}

await runDatabaseBench('feed', async ({ seconds, ceiling, databaseUrl, reused, startServer }) => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  if (!reused) {
    console.log(
      `Seeding ${MEMBERS.toLocaleString('en-AU')} members, ${POSTS.toLocaleString('en-AU')} posts and ${COMMENTS.toLocaleString('en-AU')} comments...`,
    );
    const t0 = performance.now();
    await seed(client, await hashPassword(BENCH_PASSWORD));
    console.log(`Seeded in ${fmt((performance.now() - t0) / 1000, 1)} s`);
  }
  const { rows: joined } = await client.query<{ id: number; posts_count: number }>(
    `select c.id, c.posts_count from communities c join community_members m on m.community_id = c.id join accounts a on a.id = m.user_id where a.email = 'bench@example.org' order by c.id`,
  );
  await client.end();

  // READ_CACHE_MB=0 in this environment reaches the server: the figures without its read cache.
  const server = await startServer({ fromSource: true, echo: true, port: envInt('BENCH_PORT', 0) });
  const address = server.url;
  const authorization = await signIn(address, 'bench@example.org');
  const ids = joined.map((r) => Number(r.id));
  const feedTotal = joined.reduce((s, r) => s + Number(r.posts_count), 0);
  console.log(
    `Bench member: ${ids.length} communities, ${feedTotal.toLocaleString('en-AU')} posts in the feed; each community ~${fmt(feedTotal / ids.length)} posts.`,
  );

  const targets: [string, string[]][] = [
    ['GET community/post/feed page 1', ['/api/v1/community/post/feed?page=1&pageSize=20']],
    ['GET community/post/feed page 100', ['/api/v1/community/post/feed?page=100&pageSize=20']],
    ['GET community/{id}/posts page 1', ids.map((id) => `/api/v1/community/${id}/posts?page=1&pageSize=20`)],
    ['GET community/{id}/posts page 100', ids.map((id) => `/api/v1/community/${id}/posts?page=100&pageSize=20`)],
  ];
  // Check the answers once (and warm up).
  for (const [label, paths] of targets) {
    const res = await fetch(`${address}${paths[0]}`, { headers: { authorization } });
    const body = (await res.json()) as { posts: unknown[]; totalItemCount: number };
    if (res.status !== 200 || body.posts.length !== 20)
      throw new Error(`${label} answered ${res.status} with ${body.posts?.length} posts`);
    await measure(address, label, paths, authorization, 2);
  }
  // References: the app's lightest answers (the same server, auth and plugins), for context.
  const references: LoadRun[] = [];
  for (const [label, paths] of [
    ['(reference) GET /api/health', ['/api/health']],
    ['(reference) GET community/{id}', ids.map((id) => `/api/v1/community/${id}`)],
  ] as [string, string[]][]) {
    await measure(address, label, paths, authorization, 2);
    references.push(await measure(address, label, paths, authorization, seconds));
  }
  const runs: LoadRun[] = [];
  for (const [label, paths] of targets) {
    const run = await measure(address, label, paths, authorization, seconds);
    logRun(run);
    runs.push(run);
  }
  // The feed while community data keeps changing: WRITES likes or unlikes per second (each a
  // committed write that raises the read version, so every cached answer is rebuilt once after it).
  const feedPosts = (
    (await (await fetch(`${address}${targets[0][1][0]}`, { headers: { authorization } })).json()) as {
      posts: { id: number }[];
    }
  ).posts.map((p) => p.id);
  let writes = 0;
  let round = 0;
  const pending: Promise<unknown>[] = [];
  const writer = setInterval(() => {
    // Round r likes the feed's post r mod 20 on even passes over the page and unlikes it on odd ones.
    const post = feedPosts[round % feedPosts.length];
    const action = Math.floor(round / feedPosts.length) % 2 === 0 ? 'like' : 'dislike';
    round += 1;
    pending.push(
      fetch(`${address}/api/v1/community/post/${post}/${action}`, {
        method: 'POST',
        headers: { authorization },
      }).then(
        (res) => {
          if (res.status === 200) writes += 1;
        },
        () => undefined,
      ),
    );
  }, 1000 / WRITES);
  const underWrites = await measure(
    address,
    `GET community/post/feed page 1, ${WRITES} likes/s`,
    targets[0][1],
    authorization,
    seconds,
  );
  clearInterval(writer);
  await Promise.all(pending);
  underWrites.label = `GET community/post/feed page 1, ${fmt(writes / seconds)} likes/s`;
  logRun(underWrites);
  runs.push(underWrites);
  printTable(
    `Community feed, ${CONNECTIONS} connections, ${seconds} s each (${MEMBERS.toLocaleString('en-AU')} members, ${(POSTS + COMMENTS).toLocaleString('en-AU')} posts and comments)`,
    ['endpoint', 'req/s', 'mean ms', 'p50 ms', 'p99 ms', 'req/s of ceiling', 'p99 / ceiling p99', 'errors'],
    [...runs, ...references].map((r) => [
      ...runCells(r),
      ceiling ? fmt(r.reqPerSec / ceiling.reqPerSec, 2) : 'n/a',
      ceiling ? fmt(r.p99 / ceiling.p99, 2) : 'n/a',
      r.errors,
    ]),
  );
  printTable(
    'Page 100 against page 1 (target ≤ 1.5)',
    ['endpoint', 'mean latency ratio', 'p99 ratio', 'req/s ratio (page 1 / page 100)'],
    [
      [
        'feed',
        fmt(runs[1].mean / runs[0].mean, 2),
        fmt(runs[1].p99 / runs[0].p99, 2),
        fmt(runs[0].reqPerSec / runs[1].reqPerSec, 2),
      ],
      [
        'community posts',
        fmt(runs[3].mean / runs[2].mean, 2),
        fmt(runs[3].p99 / runs[2].p99, 2),
        fmt(runs[2].reqPerSec / runs[3].reqPerSec, 2),
      ],
    ],
  );
  if (ceiling)
    console.log(
      `Targets: req/s ≥ ${fmt(ceiling.reqPerSec / 3)} (1/3 of ${fmt(ceiling.reqPerSec)}), p99 ≤ ${fmt(ceiling.p99 * 3)} ms (3 × ${ceiling.p99}).`,
    );
});

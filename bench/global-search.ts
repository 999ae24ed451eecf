/**
 * Global search at scale (issue 17 Performance): a database of its own on the PostgreSQL server of
 * DATABASE_URL (`portal_bench_gsearch_<pid>`, created, migrated, dropped; runDatabaseBench) with BENCH_POSTS (1,000,000) community posts, 100,000 news
 * and resources, 5,000 events and 500 communities, written with generate_series in PostgreSQL. The
 * text is occupational-therapy vocabulary: every title and body draws from a list of common terms
 * (each in about 30 % of the posts), two specialist terms each (assessment tools,
 * conditions, interventions: about 1 % of rows each) and, in one row of fifty, an Australian town
 * (rare: about 0.02 % each). Then 300 product tags (a third of the posts carry one), 200 content
 * tags, 2,000 members, each joined to 20 communities, and VACUUM ANALYZE.
 *
 * The ceiling (bench/ceiling.ts, one run) goes first (BENCH_CEILING=0 skips it). The product server
 * runs as a child process; autocannon with 20 connections for BENCH_SECONDS (10) each, after a 2 s
 * warm-up, on the dropdown (GET api/v1/search?keyword) and each tab of the search page
 * (GET api/v1/search/{news,resources,events,posts,communities}?keyword&page=1&pageSize=10) and the
 * tag panel (GET api/v1/search/tags?keyword&pageSize=150), with a keyword mix (common word,
 * specialist term, rare town, two words, a prefix as typed) as 50 members in turn. Then each class
 * of keyword alone on the dropdown and the posts tab, one connection (p50/p99 of BENCH_CLASS_REQUESTS,
 * 20, requests).
 *
 * Targets: p50 ≤ 50 ms and p99 ≤ 250 ms at 20 connections for the dropdown and for each tab.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:global-search
 *   BENCH_POSTS=200000 BENCH_SECONDS=5 DATABASE_URL=... npm run bench:global-search (a quick version)
 *   BENCH_KEEP_DB=1 ... (keep the database), then BENCH_REUSE_DB=portal_bench_gsearch_<pid> ... (no seeding)
 */
import pg from 'pg';
import { envInt, fmt, percentile, printTable } from './lib/common';
import {
  benchSessions,
  insertBenchMembers,
  type LoadRun,
  load,
  logRun,
  runCells,
  runDatabaseBench,
  timedQuery,
} from './lib/harness';

const CONNECTIONS = 20;
const TARGET_P50 = 50;
const TARGET_P99 = 250;
const POSTS = envInt('BENCH_POSTS', 1_000_000);
const CONTENT = envInt('BENCH_CONTENT', 100_000);
const EVENTS = 5_000;
const COMMUNITIES = 500;
const MEMBERS = 2_000;
const JOINED = 20;
const SEARCHERS = 50;
/** Requests per keyword class in the one-connection figures. */
const CLASS_REQUESTS = envInt('BENCH_CLASS_REQUESTS', 20);

/** Everyday words of the profession, drawn uniformly: each is in about 30 % of the posts. */
const COMMON = (
  'therapy occupational client practice support assessment goals function daily living participation ' +
  'home school work community family health care plan team clinical skills activity independence safety ' +
  'equipment mobility hand cognitive sensory mental physical children adults older people service report ' +
  'review outcome intervention program group session referral discharge hospital ward rehabilitation ' +
  'recovery injury pain fatigue routine engagement environment modification access seating transfer ' +
  'wheelchair splint fine motor handwriting play feeding dressing bathing toileting cooking shopping ' +
  'driving return employment leisure social wellbeing evidence research supervision student placement ' +
  'telehealth funding ndis aged disability carer education training workshop guideline policy'
).split(' ');

/** Specialist terms: two per row, uniformly (about 1 % of rows each). */
const SPECIALIST = (
  'copm amps mohost dysphagia proprioception vestibular hemiplegia spasticity contracture dementia ' +
  'delirium stroke parkinsons arthritis osteoarthritis fibromyalgia lymphoedema amputation prosthesis ' +
  'orthosis tenodesis dysgraphia dyspraxia autism adhd cerebral palsy spina bifida scoliosis tremor ' +
  'ataxia aphasia neglect apraxia agnosia anxiety depression psychosis schizophrenia trauma burnout ' +
  'ergonomics biomechanics kinesiology neuroplasticity interoception praxis visual perception ' +
  'bilateral coordination grip strength pinch dexterity endurance posture pressure care cushion hoist ' +
  'ramp handrail bathroom kitchen vehicle scooter walker crutches'
)
  .split(' ')
  .filter((w) => w.length > 3);

/** Australian towns: one row in fifty carries one (rare words). */
const TOWNS = (
  'wagga dubbo tamworth orange bathurst lismore armidale goulburn mudgee griffith albury wodonga ' +
  'bendigo ballarat shepparton mildura warrnambool traralgon horsham toowoomba rockhampton mackay ' +
  'bundaberg cairns townsville gladstone emerald longreach kalgoorlie geraldton bunbury albany broome ' +
  'karratha esperance whyalla mildura gawler murraybridge launceston devonport burnie katherine ' +
  'tennantcove alicesprings'
).split(' ');

/** SQL array literal of words. */
const arr = (words: string[]) => `array[${words.map((w) => `'${w}'`).join(',')}]`;

/**
 * SQL for `n` words drawn for row `g` (salt `s`): common words, `spec`
 * specialist terms and (one row in fifty) a town.
 */
function wordsSql(n: number, salt: number, spec: number): string {
  const common = `(${arr(COMMON)})[1 + abs(hashint4(g * ${n} + k + ${salt})) % ${COMMON.length}]`;
  const specialist = `(${arr(SPECIALIST)})[1 + abs(hashint4(g * 7 + k + ${salt + 1000})) % ${SPECIALIST.length}]`;
  const town = `(${arr(TOWNS)})[1 + abs(hashint4(g + ${salt + 2000})) % ${TOWNS.length}]`;
  return `(select string_agg(case when k <= ${spec} then ${specialist} else ${common} end, ' ') from generate_series(1, ${n}) k)
    || case when abs(hashint4(g + ${salt + 3000})) % 50 = 0 then ' ' || ${town} else '' end`;
}

/** Capitalised first letter. */
const cap = (s: string) => `upper(left(${s}, 1)) || substr(${s}, 2)`;

/** Runs statements over `parts` ranges of 1..total on as many connections at once (2 cores). */
async function parallel(
  databaseUrl: string,
  label: string,
  total: number,
  statement: (from: number, to: number) => string,
) {
  const parts = 2;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: parts }, async (_, i) => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        await client.query(`set session_replication_role = replica`);
        const from = Math.floor((total * i) / parts) + 1;
        const to = Math.floor((total * (i + 1)) / parts);
        await client.query(statement(from, to));
      } finally {
        await client.end();
      }
    }),
  );
  console.log(`  ${label}: ${fmt((performance.now() - started) / 1000, 1)} s`);
}

async function seed(client: pg.Client, databaseUrl: string): Promise<void> {
  // A bulk load: the read-version triggers stay off for these sessions; the versions are raised at the end.
  await client.query(`set session_replication_role = replica`);
  await insertBenchMembers(client, MEMBERS);
  await timedQuery(
    'communities',
    client,
    `insert into communities (alias, name, short_description, about, is_public, is_auto_join, created_at)
     select 'community-' || g, ${cap(`(${arr(COMMON)})[1 + (g * 7) % ${COMMON.length}]`)} || ' ' || (${arr(SPECIALIST)})[1 + g % ${SPECIALIST.length}] || ' network ' || g,
       'Occupational therapists sharing practice on ' || (${arr(SPECIALIST)})[1 + (g * 3) % ${SPECIALIST.length}] || ' and ' || (${arr(COMMON)})[1 + (g * 11) % ${COMMON.length}],
       '<p>A community of practice.</p>', g % 10 <> 0, g % 25 = 0, now() - interval '400 days'
     from generate_series(1, ${COMMUNITIES}) g`,
  );
  await timedQuery(
    `memberships (${JOINED} per member)`,
    client,
    `with a as (select id, row_number() over (order by email) as rn from accounts where email like '%@bench.example'),
       c as (select array_agg(id order by id) as ids from communities)
     insert into community_members (community_id, user_id, role, status, joined_at)
     select distinct on (c.ids[1 + (a.rn * 37 + k * 23) % ${COMMUNITIES}], a.id) c.ids[1 + (a.rn * 37 + k * 23) % ${COMMUNITIES}], a.id, 0, 2, now() - interval '200 days'
     from a, c, generate_series(1, ${JOINED}) k`,
  );
  await client.query(
    `insert into community_tags (name) select distinct on (lower(w)) ${cap('w')} from (
       select unnest(${arr(SPECIALIST)}) as w
       union all select a || ' ' || b from unnest(${arr(COMMON)}) a, unnest(${arr(SPECIALIST.slice(0, 3))}) b) x`,
  );
  await parallel(
    databaseUrl,
    `${POSTS.toLocaleString('en-AU')} posts (with the generated search vector)`,
    POSTS,
    (from, to) =>
      `with c as (select array_agg(id order by id) as ids from communities), a as (select array_agg(id) as ids from accounts where email like '%@bench.example')
       insert into community_posts (community_id, created_by, title, body, status, created_at, updated_at)
       select c.ids[1 + g % ${COMMUNITIES}], a.ids[1 + g % ${MEMBERS}], ${cap(`(${wordsSql(6, 11, 1)})`)},
         '<p>' || ${wordsSql(40, 17, 2)} || '.</p>', case when g % 97 = 0 then 2 else 1 end,
         now() - g * interval '30 seconds', now() - g * interval '30 seconds'
       from generate_series(${from}, ${to}) g, c, a`,
  );
  await timedQuery(
    'post tags (a third of the posts)',
    client,
    `with t as (select array_agg(id order by id) as ids, count(*)::int as n from community_tags)
     insert into community_post_tags (post_id, tag_id) select p.id, t.ids[1 + p.id % t.n] from community_posts p, t where p.id % 3 = 0`,
  );
  await client.query(
    `update communities c set members_count = m.n from (select community_id, count(*) n from community_members where status = 2 group by community_id) m where m.community_id = c.id`,
  );
  await client.query(
    `update communities c set posts_count = p.n, latest_activity = p.latest from (select community_id, count(*) n, max(created_at) latest from community_posts where status = 1 group by community_id) p where p.community_id = c.id`,
  );
  await client.query(`insert into content_tags (label) select distinct ${cap('w')} from unnest(${arr(SPECIALIST)}) w`);
  await parallel(
    databaseUrl,
    `${CONTENT.toLocaleString('en-AU')} news and resources`,
    CONTENT,
    (from, to) =>
      `insert into content_items (kind, name, short_description, content, status, publish_start_date, members_only, created_at, updated_at)
       select case when g % 2 = 0 then 'news' else 'resource' end, ${cap(`(${wordsSql(7, 23, 1)})`)}, ${cap(`(${wordsSql(18, 29, 1)})`)},
         '<p>' || ${wordsSql(80, 31, 2)} || '.</p>', case when g % 50 = 0 then 'draft' else 'active' end,
         now() - g * interval '20 minutes', g % 4 <> 0, now() - g * interval '20 minutes', now() - g * interval '20 minutes'
       from generate_series(${from}, ${to}) g`,
  );
  await client.query(
    `with t as (select array_agg(id order by id) as ids, count(*)::int as n from content_tags)
     insert into content_item_tags (item_id, tag_id) select i.id, t.ids[1 + i.id % t.n] from content_items i, t where i.id % 2 = 0`,
  );
  await client.query(
    `insert into event_types (label, sort_order) select unnest(array['Workshop','Webinar','Conference','Seminar','Course']), 0`,
  );
  await timedQuery(
    'events',
    client,
    `with t as (select array_agg(id order by id) ids from event_types)
     insert into events (title, short_desc, content, type_id, start_utc, end_utc, status)
     select ${cap(`(${wordsSql(5, 37, 1)})`)}, ${cap(`(${wordsSql(20, 41, 1)})`)}, '<p>' || ${wordsSql(60, 43, 2)} || '</p>', t.ids[1 + g % 5],
       date_trunc('day', now()) - interval '700 days' + g * interval '5 hours', date_trunc('day', now()) - interval '700 days' + g * interval '5 hours' + interval '3 hours',
       case when g % 100 = 99 then 'draft' else 'published' end
     from generate_series(1, ${EVENTS}) g, t`,
  );
  await client.query(
    `insert into event_tags (event_id, tag_id) select e.id, t.ids[1 + e.id % t.n] from events e, (select array_agg(id order by id) ids, count(*)::int n from community_tags) t`,
  );
  await client.query(`set session_replication_role = default`);
  await client.query(`update read_versions set version = version + 1`);
  await timedQuery('vacuum analyze', client, 'vacuum analyze');
}

/** The keyword mix, by class. */
const KEYWORDS: Record<string, string[]> = {
  common: ['therapy', 'client', 'assessment', 'home', 'support', 'practice'],
  specialist: ['dysphagia', 'vestibular', 'hemiplegia', 'ergonomics', 'dementia', 'splint'],
  rare: ['wagga', 'toowoomba', 'kalgoorlie', 'bendigo', 'launceston', 'broome'],
  'two words': [
    'sensory processing',
    'hand therapy',
    'falls prevention',
    'stroke rehabilitation',
    'home modification',
    'pressure care',
  ],
  prefix: ['rehab', 'occup', 'dysph', 'wheelch', 'prop', 'telehe'],
};
const MIX = Object.values(KEYWORDS).flat();

const SCENARIOS: { label: string; path: (keyword: string) => string }[] = [
  { label: 'dropdown GET search', path: (k) => `/api/v1/search?keyword=${encodeURIComponent(k)}` },
  ...(['news', 'resources', 'events', 'posts', 'communities'] as const).map((section) => ({
    label: `tab ${section}`,
    path: (k: string) => `/api/v1/search/${section}?keyword=${encodeURIComponent(k)}&page=1&pageSize=10`,
  })),
  { label: 'tag panel', path: (k) => `/api/v1/search/tags?keyword=${encodeURIComponent(k)}&page=1&pageSize=150` },
];

/**
 * Waits (at most 60 s) until the server has worked off what a run left behind: requests autocannon
 * gave up on (its 10 s timeout) still hold the database pool, and would be billed to the next
 * scenario. Settled when a community search (a 500-row table) answers within 500 ms.
 */
async function settle(url: string, authorization: string): Promise<void> {
  const deadline = performance.now() + 60_000;
  while (performance.now() < deadline) {
    const started = performance.now();
    const res = await fetch(`${url}/api/v1/search/communities?keyword=network`, { headers: { authorization } });
    await res.arrayBuffer();
    if (performance.now() - started < 500) return;
  }
  console.log('  (the server was still busy 60 s after the run)');
}

await runDatabaseBench('gsearch', async ({ seconds, ceiling, databaseUrl, reused, startServer }) => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let authorizations: string[];
  try {
    if (!reused) {
      console.log(
        `Seeding ${POSTS.toLocaleString('en-AU')} posts, ${CONTENT.toLocaleString('en-AU')} news and resources, ${EVENTS} events, ${COMMUNITIES} communities...`,
      );
      await seed(client, databaseUrl);
    }
    authorizations = (await benchSessions(client, SEARCHERS)).authorizations;
  } finally {
    await client.end();
  }

  const server = await startServer({ fromSource: true, echo: true, port: envInt('BENCH_PORT', 0) });
  const check = await fetch(`${server.url}/api/v1/search?keyword=therapy`, {
    headers: { authorization: authorizations[0] },
  });
  const summary = (await check.json()) as Record<string, { totalItemCount: number } | null>;
  if (check.status !== 200) throw new Error(`GET api/v1/search answered ${check.status}: ${JSON.stringify(summary)}`);
  const counts = ['news', 'resources', 'events', 'posts', 'communities', 'tags']
    .map((s) => `${s} ${summary[s]?.totalItemCount ?? 'closed'}`)
    .join(', ');
  console.log(`"therapy" as a member: ${counts}`);

  const runs: LoadRun[] = [];
  for (const scenario of SCENARIOS) {
    const run = (s: number) =>
      load({
        url: server.url,
        label: scenario.label,
        connections: CONNECTIONS,
        seconds: s,
        rotate: (n) => ({
          path: scenario.path(MIX[n % MIX.length]),
          headers: { authorization: authorizations[n % authorizations.length] },
        }),
      });
    await run(2);
    const result = await run(seconds);
    logRun(result);
    runs.push(result);
    await settle(server.url, authorizations[0]);
  }

  // Each class alone, one connection: which kind of keyword costs what.
  const classRows: (string | number)[][] = [];
  for (const scenario of [SCENARIOS[0], SCENARIOS[4]]) {
    for (const [cls, words] of Object.entries(KEYWORDS)) {
      const times: number[] = [];
      for (let i = 0; i < CLASS_REQUESTS; i++) {
        const started = performance.now();
        const res = await fetch(`${server.url}${scenario.path(words[i % words.length])}`, {
          headers: { authorization: authorizations[i % authorizations.length] },
        });
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`${scenario.label} answered ${res.status}`);
        times.push(performance.now() - started);
      }
      classRows.push([`${scenario.label}: ${cls}`, fmt(percentile(times, 50), 1), fmt(percentile(times, 99), 1)]);
    }
  }

  printTable(
    `Global search, ${CONNECTIONS} connections, ${seconds} s each (${POSTS.toLocaleString('en-AU')} posts, ${CONTENT.toLocaleString('en-AU')} news and resources, ${EVENTS} events, ${COMMUNITIES} communities)`,
    ['endpoint', 'req/s', 'mean ms', 'p50 ms', 'p99 ms', `p50 ≤ ${TARGET_P50}`, `p99 ≤ ${TARGET_P99}`, 'errors'],
    runs.map((r) => [...runCells(r), r.p50 <= TARGET_P50 ? 'yes' : 'NO', r.p99 <= TARGET_P99 ? 'yes' : 'NO', r.errors]),
  );
  printTable(
    `One connection, by keyword class (${CLASS_REQUESTS} requests each)`,
    ['query', 'p50 ms', 'p99 ms'],
    classRows,
  );
  if (ceiling) console.log(`\nCeiling: ${fmt(ceiling.reqPerSec)} req/s, p50 ${ceiling.p50} ms, p99 ${ceiling.p99} ms`);
  if (runs.some((r) => r.errors > 0)) throw new Error('some requests failed');
});

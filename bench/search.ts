/**
 * Content search at scale (issue #5): 100,000 news and resources in a fresh PostgreSQL database
 * (DATABASE_URL names the server; a database `portal_bench_search_<pid>` is created, migrated and
 * dropped), the built product server as a child process (`npm run build` first; SEED_DEMO=false,
 * RATE_LIMIT_PER_MINUTE=0), a signed-in bench member (the one-connection figures), then
 * autocannon with 20 connections for BENCH_SECONDS (10) against SEARCH /api/content/news and
 * SEARCH /api/content/resources with a keyword mix: half rare words, a third common words, the rest
 * two-word and prefix queries, each request from one of 100 reader members at random (a quarter
 * in the bench segment: two visibility classes, which is what the read cache shares answers by). The ceiling (lib/ceiling.ts, one
 * run) goes first (BENCH_CEILING=0 skips it). Prints p50/p99 per endpoint, per query class (one connection),
 * and ratios to the targets (p50 ≤ 20 ms, p99 ≤ 250 ms) and to the ceiling. The mix repeats, so
 * the load runs mostly measure the read cache (lib/read-cache.ts); they are then repeated on a
 * server without it (READ_CACHE_MB=0; BENCH_UNCACHED=0 skips them) for every query's own cost, after a
 * 3 s warm-up of that server with a mix of other queries (compiled code, prepared statements). The
 * one-connection figures are each query's first run, so uncached too.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:search
 *   BENCH_ITEMS=20000 BENCH_SECONDS=5 DATABASE_URL=... npm run bench:search
 *   BENCH_KEEP_DB=1 ... (keep the database), then BENCH_REUSE_DB=portal_bench_search_<pid> ... (no inserts)
 */
import { createRequire } from 'node:module';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Db, openDb } from '../apps/server/src/db/client';
import { rowsOf } from '../apps/server/src/db/raw-query';
import { hashPassword, newToken, sha256 } from '../apps/server/src/lib/crypto';
import { envInt, fmt, percentile, printTable } from './lib/common';
import { BENCH_PASSWORD, load, runDatabaseBench, signIn } from './lib/harness';

// autocannon 8 checks methods against its own list, which lacks SEARCH: add it to that (shared) list.
const autocannonMethods = createRequire(import.meta.url)('autocannon/lib/httpMethods.js') as string[];
if (!autocannonMethods.includes('SEARCH')) autocannonMethods.push('SEARCH');

const TARGET_P50 = 20;
const TARGET_P99 = 250;
const CONNECTIONS = 20;

/** Deterministic pseudo-random numbers (mulberry32). */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const COMMON = (
  'therapy practice clinical patient care health support program service community assessment client family school ' +
  'workplace rehabilitation mental physical injury recovery training member guide report policy research funding ' +
  'disability hospital home children adult older safety equipment mobility function daily living goal plan team'
).split(' ');
const SYLLABLES = [
  'ka',
  'lo',
  'mi',
  'ru',
  'ten',
  'vor',
  'sa',
  'pel',
  'dri',
  'nu',
  'qua',
  'zel',
  'fo',
  'bri',
  'tam',
  'gex',
];

/**
 * 30,000 pseudo-words of four syllables such as "kalomiru" (no syllable starts another, so no
 * word is a prefix of another): each lands in about 60 items (rare words).
 */
function makeVocabulary(rand: () => number): string[] {
  const words = new Set<string>();
  while (words.size < 30_000) {
    let w = '';
    for (let i = 0; i < 4; i++) w += SYLLABLES[Math.floor(rand() * SYLLABLES.length)];
    words.add(w);
  }
  return [...words];
}

function text(rand: () => number, vocab: string[], count: number): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++)
    out.push(rand() < 0.3 ? COMMON[Math.floor(rand() * COMMON.length)] : vocab[Math.floor(rand() * vocab.length)]);
  return out.join(' ');
}

async function insertItems(client: pg.Client, total: number, vocab: string[]): Promise<void> {
  const rand = rng(42);
  const [{ id: segmentId }] = (
    await client.query(
      `insert into segments (category_name, name) values ('Area of practice', 'Bench segment') returning id`,
    )
  ).rows;
  const batch = 1000;
  const start = Date.UTC(2020, 0, 1);
  for (let offset = 0; offset < total; offset += batch) {
    const values: unknown[] = [];
    const tuples: string[] = [];
    for (let i = offset; i < Math.min(total, offset + batch); i++) {
      const p = values.length;
      const created = new Date(start + i * 1_000_000);
      values.push(
        i % 2 === 0 ? 'news' : 'resource',
        text(rand, vocab, 4),
        text(rand, vocab, 12),
        `<p>${text(rand, vocab, 60)}</p>`,
        created,
        i % 10 === 0 ? `{${segmentId}}` : '{}',
        i % 2 === 1 ? `{${['pdf', 'image', 'audio', 'word'][i % 4]}}` : '{}',
      );
      tuples.push(
        `($${p + 1}, $${p + 2}, $${p + 3}, $${p + 4}, 'active', $${p + 5}, $${p + 5}, $${p + 5}, $${p + 6}::int[], $${p + 7}::text[])`,
      );
    }
    await client.query(
      `insert into content_items (kind, name, short_description, content, status, publish_start_date, created_at, updated_at, segment_ids, asset_types) values ${tuples.join(', ')}`,
      values,
    );
  }
  // Steady state, as autovacuum leaves a table some time after a bulk load: the GIN indexes' pending
  // lists merged (a fresh bulk insert leaves thousands of entries every search scans linearly) and
  // statistics gathered.
  await client.query('vacuum analyze content_items');
}

const READERS = 100;

/**
 * READERS members who search under load (`reader<i>@bench.example.org`, every fourth in the bench
 * segment, so there are two visibility classes), each with a new session: their access tokens.
 */
async function createReaders(db: Db): Promise<string[]> {
  const tokens: string[] = [];
  const hash = await hashPassword(BENCH_PASSWORD);
  for (let i = 1; i <= READERS; i++) {
    const email = `reader${i}@bench.example.org`;
    await db.execute(
      sql`insert into accounts (email, first_name, last_name, contact_types, password_hash) values (${email}, 'Bench', ${`Reader ${i}`}, '{Member}', ${hash}) on conflict do nothing`,
    );
    const [{ id }] = rowsOf<{ id: string }>(await db.execute(sql`select id from accounts where email = ${email}`));
    if (i % 4 === 0) {
      await db.execute(
        sql`insert into account_segments (account_id, segment_id) select ${id}, s.id from segments s where s.name = 'Bench segment' on conflict do nothing`,
      );
    }
    // A session as sign-in makes one (modules/identity/sessions.ts), without 100 password checks.
    const token = newToken();
    await db.execute(
      sql`insert into sessions (token_hash, account_id, expires_at) values (${sha256(token)}, ${id}, now() + interval '1 day')`,
    );
    tokens.push(token);
  }
  return tokens;
}

/** The keyword mix: half rare words, a third common words, the rest two-word and prefix queries. */
function queryMix(vocab: string[], seed = 7): { search: string; cls: string }[] {
  const rand = rng(seed);
  const mix: { search: string; cls: string }[] = [];
  for (let i = 0; i < 600; i++) {
    const r = rand();
    const rare = () => vocab[Math.floor(rand() * vocab.length)];
    const common = () => COMMON[Math.floor(rand() * COMMON.length)];
    if (r < 0.5) mix.push({ search: rare(), cls: 'rare word' });
    else if (r < 0.8333) mix.push({ search: common(), cls: 'common word' });
    else if (r < 0.9166) mix.push({ search: `${common()} ${rare()}`, cls: 'two words' });
    else mix.push({ search: rare().slice(0, 4), cls: 'prefix' });
  }
  return mix;
}

/** The product server's settings for this benchmark (sign-in limits off for the bench member). */
const SERVER_ENV = { CREDENTIAL_LIMIT_PER_IP: '0' };

await runDatabaseBench('search', async ({ seconds, ceiling, databaseUrl, reused, startServer }) => {
  const total = envInt('BENCH_ITEMS', 100_000);
  const vocab = makeVocabulary(rng(1));
  if (!reused) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const t0 = performance.now();
    await insertItems(client, total, vocab);
    console.log(`Inserted ${total.toLocaleString('en-AU')} items in ${fmt((performance.now() - t0) / 1000, 1)} s`);
    await client.query(
      `insert into accounts (email, first_name, last_name, contact_types, password_hash) values ('bench@example.org', 'Bench', 'Member', '{Member}', $1)`,
      [await hashPassword(BENCH_PASSWORD)],
    );
    await client.end();
  }
  const handle = await openDb({ databaseUrl, pgliteDir: null });
  let readerTokens: string[];
  try {
    readerTokens = await createReaders(handle.db);
  } finally {
    await handle.close();
  }
  let server = await startServer({ env: SERVER_ENV });
  const headers = {
    authorization: await signIn(server.url, 'bench@example.org'),
    'content-type': 'application/json',
  };
  const mix = queryMix(vocab);

  // One connection, every query once per endpoint: latency by class (and a warm-up).
  const byClass = new Map<string, number[]>();
  let hits = 0;
  for (const endpoint of ['news', 'resources']) {
    for (const q of mix.slice(0, 300)) {
      const s = performance.now();
      const res = await fetch(`${server.url}/api/content/${endpoint}`, {
        method: 'SEARCH',
        headers,
        body: JSON.stringify({ search: q.search }),
      });
      const body = (await res.json()) as { meta: { total_count: number } };
      if (res.status !== 200) throw new Error(`SEARCH answered ${res.status}`);
      hits += body.meta.total_count;
      const list = byClass.get(q.cls) ?? [];
      list.push(performance.now() - s);
      byClass.set(q.cls, list);
    }
  }
  printTable(
    'Latency by query class (one connection, ms)',
    ['class', 'queries', 'p50', 'p99'],
    [...byClass].map(([cls, l]) => [cls, l.length, fmt(percentile(l, 50), 1), fmt(percentile(l, 99), 1)]),
  );
  console.log(`(average total_count per query: ${fmt(hits / 600, 0)})`);

  const rows: (string | number)[][] = [];
  const pickReader = rng(11);
  const measure = async (base: string, label: string, queries = mix, duration = seconds, record = true) => {
    for (const endpoint of ['news', 'resources']) {
      const run = await load({
        url: base,
        label: `SEARCH /api/content/${endpoint}${label}`,
        connections: CONNECTIONS,
        seconds: duration,
        method: 'SEARCH',
        path: `/api/content/${endpoint}`,
        headers,
        // The mix in order; each request from one of the readers, at random.
        rotate: (n) => ({
          headers: {
            ...headers,
            authorization: `Bearer ${readerTokens[Math.floor(pickReader() * readerTokens.length)]}`,
          },
          body: JSON.stringify({ search: queries[n % queries.length].search }),
        }),
      });
      if (!record) continue;
      rows.push([
        run.label,
        fmt(run.reqPerSec, 0),
        run.p50,
        run.p99,
        `${fmt(run.p50 / TARGET_P50, 2)}`,
        `${fmt(run.p99 / TARGET_P99, 2)}`,
        ceiling ? `${fmt((100 * run.reqPerSec) / ceiling.reqPerSec, 1)}%` : 'n/a',
        run.errors,
      ]);
    }
  };
  await measure(server.url, '');
  // The mix repeats (600 queries), so after one pass the figures above are the read cache's; the
  // same runs on a server without it (READ_CACHE_MB=0) give every query's own cost.
  if (process.env.BENCH_UNCACHED !== '0') {
    await server.stop();
    server = await startServer({ env: { ...SERVER_ENV, READ_CACHE_MB: '0' } });
    // Warm-up (not measured): the new process compiles its hot code and each connection prepares
    // its statements, as the first server did in the one-connection runs, with queries of another
    // mix so the measured queries' first runs (and their estimates) are still measured.
    await measure(server.url, '', queryMix(vocab, 99), 3, false);
    await measure(server.url, ' (cache off)');
  }
  printTable(
    `Search with ${total.toLocaleString('en-AU')} items, ${CONNECTIONS} connections, ${seconds} s each (targets: p50 ≤ ${TARGET_P50} ms, p99 ≤ ${TARGET_P99} ms)`,
    ['endpoint', 'req/s', 'p50 ms', 'p99 ms', 'p50/target', 'p99/target', 'of ceiling req/s', 'errors'],
    rows,
  );
  if (ceiling)
    console.log(
      `Ceiling: ${fmt(ceiling.reqPerSec)} req/s, p50 ${ceiling.p50} ms, p99 ${ceiling.p99} ms (200 connections, one primary-key SELECT).`,
    );
});

/**
 * Mixed traffic under load (issue 33 point 4, "Writes under load"): the traffic of a busy morning at
 * a fixed arrival rate, on PostgreSQL (DATABASE_URL; a database of its own, `portal_bench_mixed_<pid>`,
 * created, migrated, dropped after). Seeded with generate_series: 100,000 members (sessions for
 * BENCH_ACTIVE (400) of them, made as bench/global-search.ts does), 50 communities (3 per member),
 * 100,000 posts and 100,000 comments, 100 upcoming published events each with a free and a paid
 * ticket type (capacity 100,000), 20,000 existing tickets and 300,000 notifications.
 *
 * Load: OPEN loop. BENCH_RATE (150) arrivals a second at a fixed interval for a 5 s warm-up (not
 * recorded) and then BENCH_SECONDS (60); each arrival draws a class by WEIGHTS (below) and an active
 * member, and is sent on time whatever is still in flight (node:http, keep-alive, at most
 * BENCH_CONNECTIONS (64) sockets; a request waiting for a socket waits in the client's queue). Its
 * latency runs from its scheduled arrival to the last byte of the answer, so queueing counts (no
 * coordinated omission). An error is a non-2xx answer, a network error or no answer within 30 s.
 * A checkout arrival is the member's cart: POST cart/new, POST cart/additem (a paid ticket), then
 * POST cart/checkout (test gateway; timed as the `checkout` class from the moment it is sent) and the
 * test card's POST payments/test-gateway/{session}/pay (the `pay` class); the cart steps are one
 * more row (`cart (new + additem)`).
 *
 * Where the writes' time goes, three sources over the measured window, each said in the output:
 * - the server's own Prometheus histogram (GET /metrics with METRICS_TOKEN) scraped at the window's
 *   start and end: per route, the mean time from the request reaching Fastify to its answer, and
 *   the bucket holding its p99; the client's mean minus that mean is time outside the handler
 *   (waiting for a socket in the client, the kernel's queue, the event loop before Fastify reads the
 *   request, the network);
 * - the same endpoint scraped every second: the database pool's busy connections and waiting
 *   queries, the event loop's lag, the server process's CPU;
 * - pg_stat_activity sampled every 100 ms (the bench database's backends): which statements are
 *   running, and whether they wait on a lock, on I/O or nothing (on the CPU), and how often a
 *   backend sits idle inside a transaction (the server doing JavaScript, or waiting for its event
 *   loop, between two statements of one transaction).
 *
 * Targets: every write class p99 ≤ 250 ms, every read class p99 ≤ 200 ms, 0 errors.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test BENCH_CEILING=0 npm run bench:mixed
 *   BENCH_SECONDS=10 BENCH_RATE=100 ... (a short run)
 *   BENCH_KEEP_DB=1 ... (keep the database), then BENCH_REUSE_DB=portal_bench_mixed_<pid> ... (no seeding)
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import pg from 'pg';
import { envInt, fmt, percentile, printTable } from './lib/common';
import { benchSessions, insertBenchMembers, runDatabaseBench, timedQuery } from './lib/harness';

const RATE = envInt('BENCH_RATE', 150);
const SECONDS = envInt('BENCH_SECONDS', 60);
const WARMUP_SECONDS = 5;
const CONNECTIONS = envInt('BENCH_CONNECTIONS', 64);
const ACTIVE = envInt('BENCH_ACTIVE', 400);
const MEMBERS = 100_000;
const COMMUNITIES = 50;
const POSTS = 100_000;
const COMMENTS = 100_000;
const EVENTS = 100;
const TICKETS = 20_000;
const NOTIFICATIONS = 300_000;
const TIMEOUT_MS = 30_000;
const READ_TARGET = 200;
const WRITE_TARGET = 250;
const METRICS_TOKEN = 'bench-metrics-token-0123456789abcdef';

type ClassName =
  | 'feed'
  | 'event list'
  | 'event detail'
  | 'notification poll'
  | 'like/unlike'
  | 'comment'
  | 'registration (free)'
  | 'checkout'
  | 'pay'
  | 'cart (new + additem)';

/**
 * Arrivals per 100 (a busy morning: reads 80 %, writes 20 %). `pay` and the cart steps are not drawn:
 * they follow each checkout arrival.
 */
const WEIGHTS: [ClassName, number][] = [
  ['feed', 30],
  ['notification poll', 26],
  ['event list', 12],
  ['event detail', 12],
  ['like/unlike', 10],
  ['comment', 4],
  ['registration (free)', 3],
  ['checkout', 3],
];
const READS: ClassName[] = ['feed', 'event list', 'event detail', 'notification poll'];
const WRITES: ClassName[] = ['like/unlike', 'comment', 'registration (free)', 'checkout', 'pay'];
const ALL: ClassName[] = [...READS, ...WRITES, 'cart (new + additem)'];

/** The server routes (method and pattern, as /metrics labels them) each class's requests go to. */
const ROUTES: Record<ClassName, string[]> = {
  feed: ['GET /api/v1/community/post/feed', 'GET /api/v1/community/:id/posts'],
  'event list': ['POST /api/event/list'],
  'event detail': ['GET /api/event/:id'],
  'notification poll': ['GET /api/v1/community/notification'],
  'like/unlike': ['POST /api/v1/community/post/:id/like', 'POST /api/v1/community/post/:id/dislike'],
  comment: ['POST /api/v1/community/post/:id/comment'],
  'registration (free)': ['POST /api/event/register'],
  checkout: ['POST /api/cart/checkout'],
  pay: ['POST /api/payments/test-gateway/:sessionId/pay'],
  'cart (new + additem)': ['POST /api/cart/new', 'POST /api/cart/additem'],
};

/** Bulk data in plain SQL (generate_series). */
async function seed(client: pg.Client): Promise<void> {
  // A bulk load, not product writes: the read-version triggers stay off for this session.
  await client.query(`set session_replication_role = replica`);
  await insertBenchMembers(client, MEMBERS);
  await client.query(
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
  await timedQuery(
    'posts',
    client,
    `with c as (select array_agg(id order by id) as ids from communities), a as (select array_agg(id) as ids from (select id from accounts where email like '%@bench.example' limit 5000) x)
     insert into community_posts (community_id, created_by, title, body, status, created_at, updated_at)
     select c.ids[(g % ${COMMUNITIES}) + 1], a.ids[(g % 5000) + 1], 'Practice note ' || g || ': assessment and goal setting',
       '<p>Occupational therapists share practice notes about assessment, goal setting and outcomes. Note ' || g || '.</p>',
       1, now() - g * interval '40 seconds', now() - g * interval '40 seconds'
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
  await timedQuery(
    'notifications',
    client,
    `with a as (select array_agg(id order by email) as ids from accounts where email like '%@bench.example'),
       c as (select array_agg(id order by id) as ids from communities)
     insert into community_notifications (recipient_id, activity_type, initiator_id, community_id, read_at, created_at)
     select a.ids[(g % ${MEMBERS}) + 1], (array[2, 4, 9, 12, 17])[(g % 5) + 1], a.ids[((g * 7) % ${MEMBERS}) + 1],
       c.ids[(g % ${COMMUNITIES}) + 1], case when (g / ${MEMBERS}) % 3 = 0 then null else now() - (g % 1000) * interval '1 minute' end,
       now() - (${NOTIFICATIONS} - g) * interval '1 second'
     from generate_series(1, ${NOTIFICATIONS}) g, a, c`,
  );
  await timedQuery(
    'events and ticket types',
    client,
    `insert into events (title, short_desc, content, address, venue, start_utc, end_utc, status)
     select 'Morning event ' || g || ': ' || (array['assessment','telehealth','goal setting','home modifications','supervision'])[g % 5 + 1],
       'An upcoming benchmark event with a free and a paid ticket type.', '<p>About the event</p>', g || ' George Street, Sydney', 'Town Hall',
       date_trunc('day', now()) + (g + 2) * interval '1 day' + interval '23 hours', date_trunc('day', now()) + (g + 2) * interval '1 day' + interval '26 hours', 'published'
     from generate_series(1, ${EVENTS}) g`,
  );
  await client.query(
    `insert into event_ticket_prices (event_id, name, amount_cents, capacity, sort_order)
     select e.id, v.name, v.cents, 100000, v.ord from events e, (values ('Members (free)', 0, 0), ('Full registration', 4500, 1)) v(name, cents, ord)`,
  );
  // Existing tickets, for members without a session (the active ones register during the run).
  await timedQuery(
    'tickets',
    client,
    `with p as (select array_agg(id order by id) ids, count(*) n from event_ticket_prices),
       a as (select array_agg(id order by email) ids from accounts where email like '%@bench.example')
     insert into event_tickets (event_id, ticket_price_id, account_id, amount_cents)
     select tp.event_id, tp.id, a.ids[${ACTIVE} + 1 + (g % (${MEMBERS} - ${ACTIVE}))], tp.amount_cents
     from generate_series(1, ${TICKETS}) g, p, a, lateral (select * from event_ticket_prices where id = p.ids[(g % p.n) + 1]) tp`,
  );
  await timedQuery(
    'counters',
    client,
    `update event_ticket_prices p set sold = x.n from (select ticket_price_id, count(*) n from event_tickets where attendance_status = 'Active' group by ticket_price_id) x where x.ticket_price_id = p.id`,
  );
  await client.query(
    `update communities c set members_count = m.n from (select community_id, count(*) n from community_members where status = 2 group by community_id) m where m.community_id = c.id`,
  );
  await client.query(
    `update communities c set posts_count = p.n, latest_activity = p.latest from (select community_id, count(*) n, max(created_at) latest from community_posts where status = 1 group by community_id) p where p.community_id = c.id`,
  );
  await client.query(
    `update community_posts p set comments_count = x.n from (select post_id, count(*) n from community_comments group by post_id) x where x.post_id = p.id`,
  );
  await client.query(`set session_replication_role = default`);
  await client.query(`update read_versions set version = version + 1`);
  await timedQuery('vacuum analyze', client, 'vacuum analyze');
}

/** An active member: bearer header, account id, and the newest posts of their communities. */
interface Member {
  id: string;
  authorization: string;
  communities: number[];
  posts: number[];
}

/** Sessions for the first ACTIVE members (harness benchSessions), with their communities' newest posts. */
async function activeMembers(client: pg.Client): Promise<Member[]> {
  const { ids, authorizations } = await benchSessions(client, ACTIVE);
  const { rows: memberships } = await client.query<{ user_id: string; community_id: number }>(
    `select user_id, community_id from community_members where status = 2 and user_id = any($1::uuid[])`,
    [ids],
  );
  const { rows: newest } = await client.query<{ community_id: number; id: number }>(
    `select community_id, id from (select community_id, id, row_number() over (partition by community_id order by created_at desc, id desc) rn
       from community_posts where status = 1) x where rn <= 40`,
  );
  const postsOf = new Map<number, number[]>();
  for (const r of newest)
    postsOf.set(Number(r.community_id), [...(postsOf.get(Number(r.community_id)) ?? []), Number(r.id)]);
  return ids.map((id, i) => {
    const communities = memberships.filter((m) => m.user_id === id).map((m) => Number(m.community_id));
    return {
      id,
      authorization: authorizations[i],
      communities,
      posts: communities.flatMap((c) => postsOf.get(c) ?? []),
    };
  });
}

/** A small deterministic PRNG (mulberry32), so two runs draw the same sequence of arrivals. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

interface Answer {
  status: number;
  body: string;
}

/** One HTTP request over the bounded keep-alive agent; rejects on a network error or the timeout. */
function send(
  agent: http.Agent,
  base: URL,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string | Buffer,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { agent, host: base.hostname, port: base.port, method, path, headers, timeout: TIMEOUT_MS },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    if (body !== undefined) req.end(body);
    else req.end();
  });
}

/** A multipart form of text fields (what the web app sends for a comment). */
function multipart(fields: Record<string, string>): { body: Buffer; contentType: string } {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    body: Buffer.from(`${parts.join('')}--${boundary}--\r\n`),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** One sample of a Prometheus text page: name{labels} → value. */
type Scrape = Map<string, number>;

function parseMetrics(text: string): Scrape {
  const out: Scrape = new Map();
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const space = line.lastIndexOf(' ');
    out.set(line.slice(0, space), Number(line.slice(space + 1)));
  }
  return out;
}

/** Per route ("METHOD /pattern", 2xx and others together): count, sum (s) and cumulative buckets over the window. */
interface RouteTime {
  count: number;
  sum: number;
  buckets: Map<number, number>;
}

function routeTimes(before: Scrape, after: Scrape): Map<string, RouteTime> {
  const out = new Map<string, RouteTime>();
  const labelsOf = (key: string) => Object.fromEntries([...key.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
  for (const [key, value] of after) {
    const m = /^portal_http_request_duration_seconds_(sum|count|bucket)\{/.exec(key);
    if (!m) continue;
    const labels = labelsOf(key);
    const route = `${labels.method} ${labels.route}`;
    const delta = value - (before.get(key) ?? 0);
    const entry = out.get(route) ?? { count: 0, sum: 0, buckets: new Map() };
    if (m[1] === 'sum') entry.sum += delta;
    else if (m[1] === 'count') entry.count += delta;
    else {
      const le = labels.le === '+Inf' ? Number.POSITIVE_INFINITY : Number(labels.le);
      entry.buckets.set(le, (entry.buckets.get(le) ?? 0) + delta);
    }
    out.set(route, entry);
  }
  return out;
}

/** The summed server time of some routes: mean ms and the bucket bound holding the p50 and p99 ("≤ X ms"). */
function serverTime(times: Map<string, RouteTime>, routes: string[]) {
  let count = 0;
  let sum = 0;
  const buckets = new Map<number, number>();
  for (const r of routes) {
    const t = times.get(r);
    if (!t) continue;
    count += t.count;
    sum += t.sum;
    for (const [le, n] of t.buckets) buckets.set(le, (buckets.get(le) ?? 0) + n);
  }
  const bound = (q: number) => {
    for (const le of [...buckets.keys()].sort((a, b) => a - b))
      if ((buckets.get(le) ?? 0) >= q * count) return le === Number.POSITIVE_INFINITY ? '> 10 s' : `≤ ${le * 1000}`;
    return 'n/a';
  };
  return { count, mean: count ? (sum / count) * 1000 : Number.NaN, p50: bound(0.5), p99: bound(0.99) };
}

await runDatabaseBench('mixed', async ({ databaseUrl, reused, startServer }) => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  if (!reused) {
    console.log(
      `Seeding ${MEMBERS.toLocaleString('en-AU')} members, ${POSTS.toLocaleString('en-AU')} posts, ${EVENTS} events...`,
    );
    const t0 = performance.now();
    await seed(client);
    console.log(`Seeded in ${fmt((performance.now() - t0) / 1000, 1)} s`);
  }
  const members = await activeMembers(client);
  const events = (
    await client.query<{ event_id: number; free: number; paid: number }>(
      `select event_id, min(id) filter (where amount_cents = 0) free, min(id) filter (where amount_cents > 0) paid
       from event_ticket_prices group by event_id order by event_id`,
    )
  ).rows.map((r) => ({ id: Number(r.event_id), free: Number(r.free), paid: Number(r.paid) }));
  // Free registrations are one per member and event: the pairs already taken (a reused database).
  const registered = new Set(
    (
      await client.query<{ account_id: string; event_id: number }>(
        `select account_id, event_id from event_tickets where attendance_status = 'Active' and account_id = any($1::uuid[])`,
        [members.map((m) => m.id)],
      )
    ).rows.map((r) => `${r.account_id}:${r.event_id}`),
  );

  const server = await startServer({ fromSource: true, echo: true, env: { METRICS_TOKEN } });
  const base = new URL(server.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  // The scrapes have a socket of their own, not queued behind the load's.
  const metricsAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const scrape = async () => {
    const res = await send(metricsAgent, base, 'GET', '/metrics', { authorization: `Bearer ${METRICS_TOKEN}` });
    if (res.status !== 200) throw new Error(`/metrics answered ${res.status}`);
    return parseMetrics(res.body);
  };

  const random = prng(33);
  const pick = <T>(list: T[]): T => list[Math.floor(random() * list.length)];
  const liked = new Set<string>();
  const json = (m: Member) => ({ authorization: m.authorization, 'content-type': 'application/json' });
  const auth = (m: Member) => ({ authorization: m.authorization });
  const ok = (res: Answer, what: string) => {
    if (res.status < 200 || res.status >= 300)
      throw new Error(`${what} answered ${res.status}: ${res.body.slice(0, 200)}`);
    return res;
  };

  /** One arrival of a class: its requests, each reported with the class it counts for, the time it started and its outcome. */
  type Report = (cls: ClassName, startedAt: number, error: string | null) => void;
  const arrivals: Record<string, (m: Member, at: number, report: Report) => Promise<unknown>> = {
    feed: async (m, at, report) => {
      const path =
        random() < 0.7
          ? `/api/v1/community/post/feed?page=1&pageSize=20`
          : `/api/v1/community/${pick(m.communities)}/posts?page=1&pageSize=20`;
      await timed('feed', at, report, () => send(agent, base, 'GET', path, auth(m)));
    },
    'notification poll': (m, at, report) =>
      timed('notification poll', at, report, () =>
        send(agent, base, 'GET', '/api/v1/community/notification?page=1&pageSize=7&isRead=false', auth(m)),
      ),
    'event list': (m, at, report) =>
      timed('event list', at, report, () =>
        send(
          agent,
          base,
          'POST',
          '/api/event/list',
          json(m),
          JSON.stringify({ page: 1 + Math.floor(random() * 3), size: 20, isActiveEvent: true }),
        ),
      ),
    'event detail': (m, at, report) =>
      timed('event detail', at, report, () => send(agent, base, 'GET', `/api/event/${pick(events).id}`, auth(m))),
    'like/unlike': (m, at, report) => {
      const post = pick(m.posts);
      const key = `${m.id}:${post}`;
      const action = liked.has(key) ? 'dislike' : 'like';
      if (action === 'like') liked.add(key);
      else liked.delete(key);
      return timed('like/unlike', at, report, () =>
        send(agent, base, 'POST', `/api/v1/community/post/${post}/${action}`, auth(m)),
      );
    },
    comment: (m, at, report) => {
      const form = multipart({ body: `<p>Thanks, this helps with my caseload this morning (${at.toFixed(0)}).</p>` });
      return timed('comment', at, report, () =>
        send(
          agent,
          base,
          'POST',
          `/api/v1/community/post/${pick(m.posts)}/comment`,
          { ...auth(m), 'content-type': form.contentType },
          form.body,
        ),
      );
    },
    'registration (free)': async (m, at, report) => {
      let event = pick(events);
      for (let i = 0; i < 50 && registered.has(`${m.id}:${event.id}`); i++) event = pick(events);
      registered.add(`${m.id}:${event.id}`);
      await timed('registration (free)', at, report, () =>
        send(
          agent,
          base,
          'POST',
          '/api/event/register',
          json(m),
          JSON.stringify({ ticketPriceId: event.free, userId: m.id }),
        ),
      );
    },
    checkout: async (m, at, report) => {
      const event = pick(events);
      // A paid ticket of the event also closes its free registration to the member.
      registered.add(`${m.id}:${event.id}`);
      let cartId = '';
      const cartOk = await timed('cart (new + additem)', at, report, async () => {
        const created = ok(await send(agent, base, 'POST', `/api/cart/new?userId=${m.id}`, auth(m)), 'cart/new');
        cartId = (JSON.parse(created.body) as { cartId: string }).cartId;
        return send(
          agent,
          base,
          'POST',
          '/api/cart/additem',
          json(m),
          JSON.stringify({ cartId, itemPriceId: event.paid, quantity: 1 }),
        );
      });
      if (!cartOk) return;
      let sessionId = '';
      const checkedOut = await timed('checkout', performance.now(), report, async () => {
        const res = await send(
          agent,
          base,
          'POST',
          '/api/cart/checkout',
          json(m),
          JSON.stringify({ cartId, userId: m.id }),
        );
        if (res.status === 200) sessionId = (JSON.parse(res.body) as { sessionId: string }).sessionId;
        return res;
      });
      if (!checkedOut) return;
      await timed('pay', performance.now(), report, () =>
        send(
          agent,
          base,
          'POST',
          `/api/payments/test-gateway/${sessionId}/pay`,
          json(m),
          JSON.stringify({ cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', name: 'Bench Buyer' }),
        ),
      );
    },
  };

  /** Runs `request`, reports its class's latency from `at`; answers whether it succeeded. */
  async function timed(cls: ClassName, at: number, report: Report, request: () => Promise<Answer>): Promise<boolean> {
    try {
      const res = await request();
      const error = res.status >= 200 && res.status < 300 ? null : `${res.status} ${res.body.slice(0, 160)}`;
      report(cls, at, error);
      return error === null;
    } catch (err) {
      report(cls, at, (err as Error).message);
      return false;
    }
  }

  // Check every class once (and warm up).
  for (const [cls] of WEIGHTS) {
    const errors: string[] = [];
    await arrivals[cls](members[0], performance.now(), (c, _at, error) => {
      if (error) errors.push(`${c}: ${error}`);
    });
    if (errors.length) throw new Error(`the first ${cls} failed: ${errors.join('; ')}`);
  }

  const totalWeight = WEIGHTS.reduce((s, [, w]) => s + w, 0);
  const drawClass = (): ClassName => {
    let r = random() * totalWeight;
    for (const [cls, w] of WEIGHTS) {
      r -= w;
      if (r < 0) return cls;
    }
    return WEIGHTS[0][0];
  };
  const latencies = new Map<ClassName, number[]>(ALL.map((c) => [c, []]));
  const errors = new Map<ClassName, number>(ALL.map((c) => [c, 0]));
  const errorSamples: string[] = [];

  // Samplers over the measured window: /metrics every second, pg_stat_activity every 100 ms.
  const gauges: { busy: number; waiting: number; lagP99: number; cpu: number; t: number }[] = [];
  const activity = new Map<string, { total: number; byWait: Map<string, number> }>();
  let activitySamples = 0;
  let idleInTransaction = 0;
  let activeBackends = 0;
  const sampler = new pg.Client({ connectionString: databaseUrl });
  await sampler.connect();
  const dbName = new URL(databaseUrl).pathname.slice(1);

  const interval = 1000 / RATE;
  const warmupArrivals = WARMUP_SECONDS * RATE;
  const totalArrivals = (WARMUP_SECONDS + SECONDS) * RATE;
  const inFlight = new Set<Promise<unknown>>();
  let before: Scrape = new Map();
  let measureStart = 0;
  let sampling = true;
  const samplers: Promise<void>[] = [];
  const start = performance.now();
  console.log(
    `Open loop: ${RATE} arrivals/s, ${WARMUP_SECONDS} s warm-up then ${SECONDS} s measured, ≤ ${CONNECTIONS} connections, ${members.length} members...`,
  );
  await new Promise<void>((resolve) => {
    let next = 0;
    const tick = async () => {
      const now = performance.now();
      while (next < totalArrivals && start + next * interval <= now) {
        const at = start + next * interval;
        const recorded = next >= warmupArrivals;
        if (next === warmupArrivals) {
          measureStart = at;
          // Baselines of the window (the scrape is itself one request, not counted).
          samplers.push(
            scrape().then((s) => {
              before = s;
            }),
            sampleGauges(),
            sampleActivity(),
          );
        }
        next += 1;
        const cls = drawClass();
        const member = pick(members);
        const report: Report = (c, startedAt, error) => {
          if (!recorded) return;
          latencies.get(c)?.push(performance.now() - startedAt);
          if (error) {
            errors.set(c, (errors.get(c) ?? 0) + 1);
            if (errorSamples.length < 10) errorSamples.push(`${c}: ${error}`);
          }
        };
        const p = arrivals[cls](member, at, report).finally(() => inFlight.delete(p));
        inFlight.add(p);
      }
      if (next >= totalArrivals) {
        clearInterval(timer);
        resolve();
      }
    };
    const timer = setInterval(tick, 2);
  });
  const sendingEnded = performance.now();
  await Promise.all(inFlight);
  const after = await scrape();
  sampling = false;
  await Promise.all(samplers);
  await sampler.end();
  const windowSeconds = (sendingEnded - measureStart) / 1000;

  async function sampleGauges(): Promise<void> {
    let lastCpu: { cpu: number; t: number } | null = null;
    while (sampling) {
      const t = performance.now();
      try {
        const s = await scrape();
        const cpu = s.get('process_cpu_seconds_total') ?? 0;
        gauges.push({
          busy:
            (s.get('portal_db_pool_connections{state="total"}') ?? 0) -
            (s.get('portal_db_pool_connections{state="idle"}') ?? 0),
          waiting: s.get('portal_db_pool_waiting_requests') ?? 0,
          lagP99: (s.get('nodejs_eventloop_lag_p99_seconds') ?? 0) * 1000,
          cpu: lastCpu ? (cpu - lastCpu.cpu) / ((t - lastCpu.t) / 1000) : Number.NaN,
          t,
        });
        lastCpu = { cpu, t };
      } catch {
        // a slow scrape: skip the sample
      }
      await new Promise((r) => setTimeout(r, Math.max(0, 1000 - (performance.now() - t))));
    }
  }

  async function sampleActivity(): Promise<void> {
    while (sampling) {
      const t = performance.now();
      const { rows } = await sampler.query<{ state: string; wait: string | null; query: string }>(
        `select state, case when wait_event_type is null then null else wait_event_type || ':' || wait_event end as wait, query
         from pg_stat_activity where datname = $1 and pid <> pg_backend_pid() and state <> 'idle'`,
        [dbName],
      );
      activitySamples += 1;
      for (const r of rows) {
        if (r.state === 'idle in transaction') {
          idleInTransaction += 1;
          continue;
        }
        activeBackends += 1;
        const key = r.query.replace(/\s+/g, ' ').replace(/\$\d+/g, '$').slice(0, 90);
        const entry = activity.get(key) ?? { total: 0, byWait: new Map() };
        entry.total += 1;
        const wait = r.wait ?? 'CPU';
        entry.byWait.set(wait, (entry.byWait.get(wait) ?? 0) + 1);
        activity.set(key, entry);
      }
      await new Promise((r) => setTimeout(r, Math.max(0, 100 - (performance.now() - t))));
    }
  }

  const times = routeTimes(before, after);
  const rows: (string | number)[][] = [];
  let allMet = true;
  for (const cls of ALL) {
    const list = latencies.get(cls) ?? [];
    const isWrite = WRITES.includes(cls);
    const isRead = READS.includes(cls);
    const target = isWrite ? WRITE_TARGET : isRead ? READ_TARGET : null;
    const p99 = percentile(list, 99);
    const met = target === null ? '' : p99 <= target && (errors.get(cls) ?? 0) === 0 ? 'met' : 'MISSED';
    if (met === 'MISSED') allMet = false;
    rows.push([
      cls,
      isWrite ? 'write' : isRead ? 'read' : 'write (aux)',
      list.length,
      fmt(list.length / windowSeconds, 1),
      fmt(percentile(list, 50), 1),
      fmt(percentile(list, 95), 1),
      fmt(p99, 1),
      fmt(Math.max(...list), 0),
      errors.get(cls) ?? 0,
      target === null ? '' : `p99 ≤ ${target}`,
      met,
    ]);
  }
  printTable(
    `Mixed traffic: ${RATE} arrivals/s open loop, ${SECONDS} s measured after ${WARMUP_SECONDS} s warm-up, ≤ ${CONNECTIONS} connections, ${members.length} active members of ${MEMBERS.toLocaleString('en-AU')} (latency in ms from the scheduled arrival; checkout and pay from when each was sent)`,
    ['class', 'kind', 'requests', 'req/s', 'p50', 'p95', 'p99', 'max', 'errors', 'target', ''],
    rows,
  );
  console.log(
    `Weights per 100 arrivals: ${WEIGHTS.map(([c, w]) => `${c} ${w}`).join(', ')} (a checkout arrival also makes cart/new, cart/additem and the test card's pay).`,
  );
  if (errorSamples.length) console.log(`First errors:\n  ${errorSamples.join('\n  ')}`);

  printTable(
    'Where the time goes, per class: client latency (ms, from the arrival) against the server’s own time (GET /metrics histogram, request reaching Fastify → answer sent, over the window; p50/p99 as the histogram bucket that holds them); "outside" = client mean − server mean (client socket queue, kernel accept queue, event loop before Fastify reads the request, network)',
    ['class', 'client mean', 'client p99', 'server n', 'server mean', 'server p50', 'server p99', 'outside (mean)'],
    ALL.map((cls) => {
      const list = latencies.get(cls) ?? [];
      const mean = list.reduce((s, v) => s + v, 0) / list.length;
      const server = serverTime(times, ROUTES[cls]);
      return [
        cls,
        fmt(mean, 1),
        fmt(percentile(list, 99), 1),
        server.count,
        fmt(server.mean, 1),
        server.p50,
        server.p99,
        fmt(mean - (cls === 'cart (new + additem)' || cls === 'feed' ? Number.NaN : server.mean), 1),
      ];
    }),
  );
  type Gauge = (typeof gauges)[number];
  const avg = (f: (g: Gauge) => number) => {
    const v = gauges.map(f).filter(Number.isFinite);
    return v.length ? v.reduce((s, x) => s + x, 0) / v.length : Number.NaN;
  };
  const max = (f: (g: Gauge) => number) => Math.max(...gauges.map(f).filter(Number.isFinite));
  const row = (label: string, f: (g: Gauge) => number, meanDigits: number, maxDigits: number) => [
    label,
    fmt(avg(f), meanDigits),
    fmt(max(f), maxDigits),
  ];
  printTable(
    `Server process, sampled from GET /metrics every second (${gauges.length} samples)`,
    ['figure', 'mean', 'max'],
    [
      row('database pool: connections running a query or transaction (of 10)', (g) => g.busy, 1, 0),
      row('database pool: queries waiting for a connection', (g) => g.waiting, 1, 0),
      row('event loop lag p99 (ms, prom-client)', (g) => g.lagP99, 1, 1),
      row('server CPU (cores, user + system)', (g) => g.cpu, 2, 2),
    ],
  );
  const top = [...activity.entries()].sort((a, b) => b[1].total - a[1].total).slice(0, 15);
  printTable(
    `The database, pg_stat_activity every 100 ms (${activitySamples} samples): on average ${fmt(activeBackends / activitySamples, 2)} backends running a statement and ${fmt(idleInTransaction / activitySamples, 2)} idle inside a transaction (waiting for the server between statements). Statements seen running, most often first; "CPU" = no wait event`,
    ['statement (first 90 characters)', 'samples', 'share', 'waits'],
    top.map(([q, e]) => [
      q,
      e.total,
      `${fmt((100 * e.total) / Math.max(1, activeBackends), 1)} %`,
      [...e.byWait.entries()]
        .sort((a, b) => b[1] - a[1])
        .map(([w, n]) => `${w} ${n}`)
        .join(', '),
    ]),
  );
  console.log(
    `\nTargets: every write class p99 ≤ ${WRITE_TARGET} ms, every read class p99 ≤ ${READ_TARGET} ms, 0 errors: ${allMet ? 'all met' : 'a target was missed'}.`,
  );
  agent.destroy();
  metricsAgent.destroy();
  await client.end();
});

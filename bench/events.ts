/**
 * Events at scale (issue #4 Performance): a database of its own on the PostgreSQL server of
 * DATABASE_URL (`portal_bench_events_<pid>`, created, migrated, dropped) with 5,000 events over
 * three years (one year back, two ahead), two ticket types each, 7 types, 5 categories, 7
 * locations, 40 tags (two per event), 20,000 members and 200,000 tickets, written with
 * generate_series; then VACUUM ANALYZE. The ceiling (bench/ceiling.ts, one run) goes first. The
 * product server runs as a child process; autocannon with 50 connections for BENCH_SECONDS (10) on:
 * - POST /api/event/list, size 20, with filters (a rotation of type, tags, categories with
 *   isActiveEvent, location, keyword, the when-filter, and pages 1-5);
 * - the calendar month fetch: POST /api/event/list {view: 'calendar', size: 1000,
 *   startDateFrom/To: a 42-day month grid as YYYY-MM-DD}, over twelve months.
 * The month answer's size is reported raw and gzipped.
 *
 * Targets (2-core machine): list p99 ≤ 3× the ceiling's p99; month fetch p99 ≤ 4.5× the ceiling's
 * p99 and its answer ≤ 30 KB gzip.
 *
 * Attendees (issue 22): three more events with 1,000, 5,000 and 20,000 tickets and a staff account;
 * at 20 connections, the staff attendee list of the 5,000-ticket event (GET
 * /api/v1/admin/events/{id}/attendees, pages 1-10 and a search in turn; target p99 ≤ 3× the
 * ceiling's p99) and its CSV export (whole file per request); then, for each of the three events, 20
 * concurrent CSV exports while the server's resident memory (VmRSS of its process tree, sampled
 * every 10 ms) is watched: a streamed export keeps the peak growth flat as the list grows.
 * BENCH_ONLY=attendees skips the list and month runs.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:events
 *   BENCH_SECONDS=5 DATABASE_URL=... npm run bench:events
 *   BENCH_KEEP_DB=1 ... (keep the database), then BENCH_REUSE_DB=portal_bench_events_<pid> ... (measure again, no seeding)
 */
import fs from 'node:fs';
import { gzipSync } from 'node:zlib';
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
const EVENTS = 5_000;
const MEMBERS = 20_000;
const TICKETS = 200_000;
const LIST_TARGET = 3;
const MONTH_TARGET = 4.5;
const MONTH_GZIP_KB = 30;
const ATTENDEE_CONNECTIONS = 20;
const ATTENDEE_SIZES = [1_000, 5_000, 20_000] as const;
const ATTENDEE_LIST_TARGET = 3;

/** Three events of 1k, 5k and 20k Active tickets (distinct members, two types) and a staff account. */
async function seedAttendees(client: pg.Client, benchHash: string): Promise<void> {
  await client.query(
    `insert into accounts (email, first_name, last_name, contact_types, password_hash) values ('benchstaff@example.org', 'Bench', 'Staff', '{Staff}', $1)`,
    [benchHash],
  );
  for (const n of ATTENDEE_SIZES) {
    const {
      rows: [event],
    } = await client.query<{ id: number }>(
      `insert into events (title, short_desc, content, start_utc, end_utc, time_zone, status)
       values ('National occupational therapy conference, ${n} delegates', 'The attendee benchmark event.', '<p>Conference</p>',
         now() + interval '60 days', now() + interval '62 days', 'Australia/Sydney', 'published') returning id`,
    );
    await client.query(
      `insert into event_ticket_prices (event_id, name, amount_cents, capacity, sort_order) values ($1, 'Delegate', 45000, null, 0), ($1, 'Student', 15000, null, 1)`,
      [event.id],
    );
    await timedQuery(
      `attendees ${n}`,
      client,
      `with p as (select array_agg(id order by id) ids from event_ticket_prices where event_id = $1),
         a as (select id, row_number() over (order by id) r from accounts where email like '%@bench.example')
       insert into event_tickets (event_id, ticket_price_id, account_id, amount_cents, dietary_requirements, accessibility_requirement)
       select $1, p.ids[(a.r % 2) + 1], a.id, case when a.r % 2 = 0 then 45000 else 15000 end,
         case when a.r % 5 = 0 then array['Vegetarian'] when a.r % 7 = 0 then array['Gluten free', 'Dairy free'] end,
         case when a.r % 50 = 0 then 'Wheelchair access to the main hall' end
       from a, p where a.r <= ${n}`,
      [event.id],
    );
  }
  await client.query(
    `update event_ticket_prices p set sold = x.n from (select ticket_price_id, count(*) n from event_tickets where attendance_status = 'Active' group by ticket_price_id) x where x.ticket_price_id = p.id`,
  );
  await timedQuery('vacuum analyze', client, 'vacuum analyze');
}

/** Resident memory (KB) of a process and its descendants (Linux /proc). */
function treeRssKb(pid: number): number {
  let total = 0;
  const visit = (p: number) => {
    try {
      const status = fs.readFileSync(`/proc/${p}/status`, 'utf8');
      total += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      for (const task of fs.readdirSync(`/proc/${p}/task`)) {
        const children = fs.readFileSync(`/proc/${p}/task/${task}/children`, 'utf8').trim();
        for (const c of children ? children.split(/\s+/) : []) visit(Number(c));
      }
    } catch {
      // The process ended meanwhile.
    }
  };
  visit(pid);
  return total;
}

/** Peak growth of the server's RSS (MB) over its RSS just before, while `work` runs. */
async function peakRssGrowth(pid: number, work: () => Promise<unknown>): Promise<{ beforeMb: number; peakMb: number }> {
  const before = treeRssKb(pid);
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, treeRssKb(pid));
  }, 10);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  peak = Math.max(peak, treeRssKb(pid));
  return { beforeMb: before / 1024, peakMb: peak / 1024 };
}

/** Bulk data in plain SQL (generate_series). Events start at 09:00 Sydney standard time, every ~5 h. */
async function seed(client: pg.Client, benchHash: string): Promise<void> {
  await client.query(
    `insert into event_types (label, sort_order) select unnest(array['Workshop','Webinar','Conference','Seminar','Course','Networking','Meeting']), 0`,
  );
  await client.query(
    `insert into event_categories (label) select unnest(array['Clinical practice','Professional practice','Research','Leadership','Ethics'])`,
  );
  await client.query(
    `insert into event_locations (label) select unnest(array['Sydney','Melbourne','Brisbane','Perth','Adelaide','Hobart','Online'])`,
  );
  await client.query(`insert into community_tags (name) select 'Event tag ' || g from generate_series(1, 40) g`);
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
    'events',
    client,
    `with t as (select array_agg(id order by id) ids from event_types), c as (select array_agg(id order by id) ids from event_categories), l as (select array_agg(id order by id) ids from event_locations)
     insert into events (title, short_desc, content, address, venue, type_id, category_id, location_id, start_utc, end_utc, time_zone,
       cpd_details, is_single_click_registration, is_conference, status)
     select 'Practice event ' || g || ': ' || (array['assessment','telehealth','goal setting','home modifications','supervision','falls prevention'])[g % 6 + 1],
       'A benchmark event about occupational therapy practice, number ' || g || ', with a short description of typical length for the listing cards.',
       '<p>About the event</p>', g || ' George Street, Sydney', 'Town Hall',
       t.ids[g % 7 + 1], case when g % 3 = 0 then c.ids[g % 5 + 1] end, l.ids[g % 7 + 1],
       date_trunc('day', now()) - interval '365 days' + g * interval '5 hours 15 minutes' - interval '1 hour',
       date_trunc('day', now()) - interval '365 days' + g * interval '5 hours 15 minutes' + interval '2 hours',
       'Australia/Sydney',
       case when g % 3 = 0 then '{"hours": 3, "category": "Clinical practice", "description": null}'::jsonb end,
       g % 2 = 0, g % 7 = 2, case when g % 100 = 99 then 'draft' else 'published' end
     from generate_series(1, ${EVENTS}) g, t, c, l`,
  );
  await timedQuery(
    'ticket types',
    client,
    `insert into event_ticket_prices (event_id, name, amount_cents, capacity, sort_order)
     select e.id, v.name, case when e.id % 4 = 0 then 0 else v.cents end, v.cap, v.ord from events e,
       (values ('Member', 9500, 60, 0), ('Non-member', 14500, 40, 1)) v(name, cents, cap, ord)
     where not (e.is_single_click_registration and v.ord = 1)`,
  );
  await client.query(
    `insert into event_tags (event_id, tag_id) select distinct e.id, t.ids[k] from events e, (select array_agg(id order by id) ids from community_tags) t,
       lateral (values (e.id % 40 + 1), ((e.id * 7) % 40 + 1)) v(k)`,
  );
  await timedQuery(
    'tickets',
    client,
    `with p as (select array_agg(id order by id) ids, count(*) n from event_ticket_prices), a as (select array_agg(id) ids from accounts where email like '%@bench.example')
     insert into event_tickets (event_id, ticket_price_id, account_id, amount_cents)
     select tp.event_id, tp.id, a.ids[(g % ${MEMBERS}) + 1], tp.amount_cents
     from generate_series(1, ${TICKETS}) g, p, a, lateral (select * from event_ticket_prices where id = p.ids[(g % p.n) + 1]) tp`,
  );
  await client.query(
    `insert into event_tickets (event_id, ticket_price_id, account_id, amount_cents)
     select p.event_id, p.id, (select id from accounts where email = 'bench@example.org'), p.amount_cents
     from event_ticket_prices p where p.sort_order = 0 and p.event_id % 150 = 0`,
  );
  await client.query(
    `insert into event_favourites (account_id, event_id) select (select id from accounts where email = 'bench@example.org'), id from events where id % 170 = 0`,
  );
  await timedQuery(
    'sold counts',
    client,
    `update event_ticket_prices p set sold = x.n from (select ticket_price_id, count(*) n from event_tickets where attendance_status = 'Active' group by ticket_price_id) x where x.ticket_price_id = p.id`,
  );
  await client.query('update event_ticket_prices set capacity = greatest(capacity, sold)');
  await timedQuery('vacuum analyze', client, 'vacuum analyze');
}

/** autocannon on POST /api/event/list with the bodies in turn. */
function measure(url: string, label: string, bodies: object[], authorization: string, seconds: number) {
  return load({
    url,
    label,
    connections: CONNECTIONS,
    seconds,
    method: 'POST',
    path: '/api/event/list',
    headers: { authorization, 'content-type': 'application/json', 'accept-encoding': 'gzip' },
    rotate: (n) => ({ body: JSON.stringify(bodies[n % bodies.length]) }),
  });
}

const ymd = (d: Date) => d.toISOString().slice(0, 10);

/** The 42-day grid of the month `offset` months from now: from the Sunday on or before the 1st. */
function monthGrid(offset: number): { startDateFrom: string; startDateTo: string } {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
  const from = new Date(first.getTime() - first.getUTCDay() * 86_400_000);
  return { startDateFrom: ymd(from), startDateTo: ymd(new Date(from.getTime() + 41 * 86_400_000)) };
}

await runDatabaseBench('events', async ({ seconds, ceiling, databaseUrl, reused, startServer }) => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  if (!reused) {
    console.log(
      `Seeding ${EVENTS.toLocaleString('en-AU')} events, ${MEMBERS.toLocaleString('en-AU')} members and ${TICKETS.toLocaleString('en-AU')} tickets...`,
    );
    const t0 = performance.now();
    const benchHash = await hashPassword(BENCH_PASSWORD);
    await seed(client, benchHash);
    await seedAttendees(client, benchHash);
    console.log(`Seeded in ${fmt((performance.now() - t0) / 1000, 1)} s`);
  }
  const ids = async (table: string) =>
    (await client.query<{ id: number }>(`select id from ${table} order by id`)).rows.map((r) => Number(r.id));
  const [types, categories, locations, tags] = [
    await ids('event_types'),
    await ids('event_categories'),
    await ids('event_locations'),
    await ids('community_tags'),
  ];
  const attendeeEvents = new Map<number, number>();
  for (const n of ATTENDEE_SIZES) {
    const { rows } = await client.query<{ id: number }>(
      `select id from events where title = 'National occupational therapy conference, ${n} delegates'`,
    );
    attendeeEvents.set(n, Number(rows[0].id));
  }
  await client.end();

  const server = await startServer({ fromSource: true, echo: true, port: envInt('BENCH_PORT', 0) });
  const address = server.url;
  const authorization = await signIn(address, 'bench@example.org');

  await attendeesBench(address, server.child.pid as number, attendeeEvents, seconds, ceiling);
  if (process.env.BENCH_ONLY === 'attendees') return;

  const listBodies: object[] = [];
  for (let page = 1; page <= 5; page++) {
    listBodies.push(
      { page, size: 20, isActiveEvent: true },
      { page, size: 20, typeId: types[page % types.length] },
      { page, size: 20, tagId: [tags[page], tags[page + 10]] },
      { page, size: 20, categoryId: [categories[page % categories.length]], isActiveEvent: true },
      { page, size: 20, locationId: locations[page % locations.length], sortOrder: 'desc' },
      { page, size: 20, keyword: 'telehealth' },
      { page, size: 20, listing: 5, typeId: types[(page + 2) % types.length] },
    );
  }
  const monthBodies = Array.from({ length: 12 }, (_, k) => ({
    view: 'calendar',
    size: 1000,
    page: 1,
    ...monthGrid(k - 3),
  }));

  // Check the answers once (and warm up); size of the month answers.
  const sizes: { raw: number; gzip: number; events: number }[] = [];
  for (const body of [...listBodies.slice(0, 7), ...monthBodies]) {
    const res = await fetch(`${address}/api/event/list`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`list answered ${res.status}: ${text.slice(0, 300)}`);
    const parsed = JSON.parse(text) as { events: unknown[]; totalItems: number };
    if ('view' in body)
      sizes.push({ raw: Buffer.byteLength(text), gzip: gzipSync(text).length, events: parsed.events.length });
    else if (parsed.events.length === 0) throw new Error(`list ${JSON.stringify(body)} answered no events`);
  }
  await measure(address, 'warm-up', listBodies, authorization, 2);
  await measure(address, 'warm-up', monthBodies, authorization, 2);
  const reference = await measure(
    address,
    '(reference) POST /api/event/list {size: 1, keyword: none}',
    [{ size: 1, keyword: 'zzzz-none' }],
    authorization,
    seconds,
  );
  const list = await measure(address, 'POST /api/event/list (size 20, filters)', listBodies, authorization, seconds);
  logRun(list);
  const month = await measure(
    address,
    'Calendar month fetch (size 1000, 42 days)',
    monthBodies,
    authorization,
    seconds,
  );
  logRun(month);

  const row = (run: LoadRun, target: string) => [
    ...runCells(run),
    ceiling ? fmt(run.p99 / ceiling.p99, 2) : 'n/a',
    target,
    run.errors,
  ];
  printTable(
    `Events, ${CONNECTIONS} connections, ${seconds} s each (${EVENTS.toLocaleString('en-AU')} events, ${TICKETS.toLocaleString('en-AU')} tickets)`,
    ['endpoint', 'req/s', 'mean ms', 'p50 ms', 'p99 ms', 'p99 / ceiling p99', 'target', 'errors'],
    [row(list, `≤ ${LIST_TARGET}`), row(month, `≤ ${MONTH_TARGET}`), row(reference, '')],
  );
  const maxGzip = Math.max(...sizes.map((s) => s.gzip));
  printTable(
    `Calendar month answers (target ≤ ${MONTH_GZIP_KB} KB gzip)`,
    ['', 'events', 'raw KB', 'gzip KB'],
    [
      [
        'smallest',
        Math.min(...sizes.map((s) => s.events)),
        fmt(Math.min(...sizes.map((s) => s.raw)) / 1024, 1),
        fmt(Math.min(...sizes.map((s) => s.gzip)) / 1024, 1),
      ],
      [
        'largest',
        Math.max(...sizes.map((s) => s.events)),
        fmt(Math.max(...sizes.map((s) => s.raw)) / 1024, 1),
        fmt(maxGzip / 1024, 1),
      ],
    ],
  );
  if (ceiling) {
    console.log(
      `Targets: list p99 ≤ ${fmt(ceiling.p99 * LIST_TARGET)} ms (${LIST_TARGET} × ${ceiling.p99}); month p99 ≤ ${fmt(ceiling.p99 * MONTH_TARGET)} ms (${MONTH_TARGET} × ${ceiling.p99}).`,
    );
    const ok =
      list.p99 <= ceiling.p99 * LIST_TARGET &&
      month.p99 <= ceiling.p99 * MONTH_TARGET &&
      maxGzip <= MONTH_GZIP_KB * 1024;
    console.log(ok ? 'All targets met.' : 'A target was missed.');
  }
});

/** The attendee list and CSV export part (see the module docstring). */
async function attendeesBench(
  address: string,
  pid: number,
  eventIds: Map<number, number>,
  seconds: number,
  ceiling: { p99: number } | null,
): Promise<void> {
  const staff = await signIn(address, 'benchstaff@example.org');
  const id5k = eventIds.get(5_000) as number;
  const headers = { authorization: staff, 'accept-encoding': 'gzip' };
  const paths = [
    ...Array.from({ length: 10 }, (_, k) => `/api/v1/admin/events/${id5k}/attendees?page=${k + 1}&limit=50`),
    `/api/v1/admin/events/${id5k}/attendees?search=First12&page=1&limit=50`,
  ];
  // Check the answers once.
  for (const path of paths.slice(0, 1)) {
    const res = await fetch(`${address}${path}`, { headers: { authorization: staff } });
    const body = (await res.json()) as { meta?: { total_count: number } };
    if (res.status !== 200 || body.meta?.total_count !== 5_000)
      throw new Error(`attendees answered ${res.status}: ${JSON.stringify(body).slice(0, 200)}`);
  }
  const csvPath = (id: number) => `/api/v1/admin/events/${id}/attendees.csv`;
  const lines = async (id: number) =>
    (await (await fetch(`${address}${csvPath(id)}`, { headers: { authorization: staff } })).text()).trim().split('\n')
      .length - 1;
  for (const [n, id] of eventIds) if ((await lines(id)) !== n) throw new Error(`CSV of ${n} tickets has another count`);

  const list = await load({
    url: address,
    label: 'GET attendees (5,000 tickets, pages of 50, search)',
    connections: ATTENDEE_CONNECTIONS,
    seconds,
    headers,
    rotate: (n) => ({ path: paths[n % paths.length] }),
  });
  logRun(list);
  const csv = await load({
    url: address,
    label: 'GET attendees.csv (5,000 tickets, whole file)',
    connections: ATTENDEE_CONNECTIONS,
    seconds,
    headers,
    path: csvPath(id5k),
  });
  logRun(csv);
  printTable(
    `Attendees, ${ATTENDEE_CONNECTIONS} connections, ${seconds} s each`,
    ['endpoint', 'req/s', 'mean ms', 'p50 ms', 'p99 ms', 'p99 / ceiling p99', 'target', 'errors'],
    [
      [...runCells(list), ceiling ? fmt(list.p99 / ceiling.p99, 2) : 'n/a', `≤ ${ATTENDEE_LIST_TARGET}`, list.errors],
      [...runCells(csv), ceiling ? fmt(csv.p99 / ceiling.p99, 2) : 'n/a', '', csv.errors],
    ],
  );

  // Memory: 20 concurrent whole exports of each size, twice (the first warms the code paths).
  const rowsOut: (string | number)[][] = [];
  for (const [n, id] of eventIds) {
    const round = () =>
      Promise.all(
        Array.from({ length: ATTENDEE_CONNECTIONS }, async () => {
          const res = await fetch(`${address}${csvPath(id)}`, { headers: { authorization: staff } });
          let bytes = 0;
          for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
          return bytes;
        }),
      );
    await round();
    let bytes = 0;
    const started = performance.now();
    const { beforeMb, peakMb } = await peakRssGrowth(pid, async () => {
      bytes = (await round())[0];
    });
    rowsOut.push([
      n.toLocaleString('en-AU'),
      fmt(bytes / 1024, 0),
      fmt(performance.now() - started, 0),
      fmt(beforeMb, 1),
      fmt(peakMb, 1),
      fmt(peakMb - beforeMb, 1),
    ]);
  }
  printTable(
    `CSV export memory: ${ATTENDEE_CONNECTIONS} concurrent exports per size (server process tree VmRSS)`,
    ['tickets', 'file KB', 'all done ms', 'RSS before MB', 'RSS peak MB', 'growth MB'],
    rowsOut,
  );
  if (ceiling)
    console.log(
      `Attendee list target: p99 ≤ ${fmt(ceiling.p99 * ATTENDEE_LIST_TARGET)} ms (${ATTENDEE_LIST_TARGET} × ${ceiling.p99}): ${list.p99 <= ceiling.p99 * ATTENDEE_LIST_TARGET ? 'met' : 'missed'}.`,
    );
}

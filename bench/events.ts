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
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:events
 *   BENCH_SECONDS=5 DATABASE_URL=... npm run bench:events
 *   BENCH_KEEP_DB=1 ... (keep the database), then BENCH_REUSE_DB=portal_bench_events_<pid> ... (measure again, no seeding)
 */
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
     insert into events (title, short_desc, content, address, venue, type_id, category_id, location_id, start_utc, end_utc, start_offset_minutes, end_offset_minutes,
       cpd_details, is_single_click_registration, is_conference, status)
     select 'Practice event ' || g || ': ' || (array['assessment','telehealth','goal setting','home modifications','supervision','falls prevention'])[g % 6 + 1],
       'A benchmark event about occupational therapy practice, number ' || g || ', with a short description of typical length for the listing cards.',
       '<p>About the event</p>', g || ' George Street, Sydney', 'Town Hall',
       t.ids[g % 7 + 1], case when g % 3 = 0 then c.ids[g % 5 + 1] end, l.ids[g % 7 + 1],
       date_trunc('day', now()) - interval '365 days' + g * interval '5 hours 15 minutes' - interval '1 hour',
       date_trunc('day', now()) - interval '365 days' + g * interval '5 hours 15 minutes' + interval '2 hours',
       600, 600,
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
    await seed(client, await hashPassword(BENCH_PASSWORD));
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
  await client.end();

  const server = await startServer({ fromSource: true, echo: true, port: envInt('BENCH_PORT', 0) });
  const address = server.url;
  const authorization = await signIn(address, 'bench@example.org');

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

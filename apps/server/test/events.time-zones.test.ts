/**
 * Event and session times in IANA zones (issue 30 "Time"): staff type a wall-clock time in a zone; the
 * API answers the same wall-clock time, the UTC instant of that date (right across both daylight-saving
 * changes) and the offset label of that date ("UTC+11:00" in January, "UTC+10:00" in July). Brisbane
 * (no DST), Perth, Adelaide (+9:30/+10:30). The migration turns stored offsets into zones keeping the
 * wall-clock time. Expected instants are written out by hand and checked against Intl (not the product's
 * date library).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type EventAdminWrite, TIME_ZONE_MESSAGES } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, type Member, newMember, rows } from './events-fixtures';
import { createTestApp, type TestApp } from './harness';
import { intlWallClock } from './time-oracle';

let t: TestApp;
let c: ReturnType<typeof client>;
let staff: Member;
let member: Member;

beforeAll(async () => {
  t = await createTestApp();
  c = client(t.app);
  staff = await newMember(t.app, t.ctx.db, { contactTypes: ['Staff'] });
  member = await newMember(t.app, t.ctx.db);
}, 60_000);
afterAll(async () => t?.close());

let seq = 0;
function body(start: string, end: string, timeZone?: string, over: Partial<EventAdminWrite> = {}): EventAdminWrite {
  return {
    title: `Time zone forum ${++seq}`,
    startDateTime: start,
    endDateTime: end,
    ...(timeZone ? { timeZone } : {}),
    ticketTypes: [{ name: 'Free', amount: 0, capacity: null }],
    ...over,
  };
}

/** Creates and publishes an event; answers the member's details answer. */
async function published(payload: EventAdminWrite) {
  const res = await c.post('/api/v1/admin/events', staff, payload);
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().data.id as number;
  expect((await c.post(`/api/v1/admin/events/${id}/publish`, staff)).statusCode).toBe(200);
  const details = await c.get(`/api/Event/${id}`, member);
  expect(details.statusCode).toBe(200);
  return details.json();
}

describe('event times in IANA zones', () => {
  it.each([
    // zone, wall-clock start, wall-clock end, expected UTC start, UTC end, start label, end label
    [
      'Sydney summer (26 Dec)',
      'Australia/Sydney',
      '2026-12-26T09:00',
      '2026-12-26T17:00',
      '2026-12-25T22:00:00.000Z',
      '2026-12-26T06:00:00.000Z',
      'UTC+11:00',
      'UTC+11:00',
    ],
    [
      'Sydney winter (July)',
      'Australia/Sydney',
      '2027-07-15T09:00',
      '2027-07-15T17:00',
      '2027-07-14T23:00:00.000Z',
      '2027-07-15T07:00:00.000Z',
      'UTC+10:00',
      'UTC+10:00',
    ],
    [
      'Sydney, the day before DST ends (4 Apr 2026)',
      'Australia/Sydney',
      '2026-04-04T09:00',
      '2026-04-04T10:00',
      '2026-04-03T22:00:00.000Z',
      '2026-04-03T23:00:00.000Z',
      'UTC+11:00',
      'UTC+11:00',
    ],
    [
      'Sydney, the day DST ends (5 Apr 2026)',
      'Australia/Sydney',
      '2026-04-05T09:00',
      '2026-04-05T10:00',
      '2026-04-04T23:00:00.000Z',
      '2026-04-05T00:00:00.000Z',
      'UTC+10:00',
      'UTC+10:00',
    ],
    [
      'Sydney, across the end of DST (night of 5 Apr 2026)',
      'Australia/Sydney',
      '2026-04-05T01:00',
      '2026-04-05T04:00',
      '2026-04-04T14:00:00.000Z',
      '2026-04-04T18:00:00.000Z',
      'UTC+11:00',
      'UTC+10:00',
    ],
    [
      'Sydney, the day before DST starts (3 Oct 2026)',
      'Australia/Sydney',
      '2026-10-03T09:00',
      '2026-10-03T10:00',
      '2026-10-02T23:00:00.000Z',
      '2026-10-03T00:00:00.000Z',
      'UTC+10:00',
      'UTC+10:00',
    ],
    [
      'Sydney, across the start of DST (night of 4 Oct 2026)',
      'Australia/Sydney',
      '2026-10-04T01:00',
      '2026-10-04T04:00',
      '2026-10-03T15:00:00.000Z',
      '2026-10-03T17:00:00.000Z',
      'UTC+10:00',
      'UTC+11:00',
    ],
    [
      'Brisbane (no DST) in January',
      'Australia/Brisbane',
      '2027-01-20T09:00',
      '2027-01-20T10:00',
      '2027-01-19T23:00:00.000Z',
      '2027-01-20T00:00:00.000Z',
      'UTC+10:00',
      'UTC+10:00',
    ],
    [
      'Perth in January',
      'Australia/Perth',
      '2027-01-20T09:00',
      '2027-01-20T10:00',
      '2027-01-20T01:00:00.000Z',
      '2027-01-20T02:00:00.000Z',
      'UTC+08:00',
      'UTC+08:00',
    ],
    [
      'Adelaide in January',
      'Australia/Adelaide',
      '2027-01-20T09:00',
      '2027-01-20T10:00',
      '2027-01-19T22:30:00.000Z',
      '2027-01-19T23:30:00.000Z',
      'UTC+10:30',
      'UTC+10:30',
    ],
    [
      'Adelaide in July',
      'Australia/Adelaide',
      '2027-07-20T09:00',
      '2027-07-20T10:00',
      '2027-07-19T23:30:00.000Z',
      '2027-07-20T00:30:00.000Z',
      'UTC+09:30',
      'UTC+09:30',
    ],
  ])('%s', async (_name, zone, start, end, startUtc, endUtc, startLabel, endLabel) => {
    // The expectations agree with the runtime's own zone data.
    expect(intlWallClock(startUtc, zone)).toEqual({ wallClock: `${start}:00`, label: startLabel });
    expect(intlWallClock(endUtc, zone)).toEqual({ wallClock: `${end}:00`, label: endLabel });

    const ev = await published(
      body(start, end, zone, { sessions: [{ title: 'Whole day', startDateTime: start, endDateTime: end }] }),
    );
    expect(ev).toMatchObject({
      timeZone: zone,
      startDateTime: `${start}:00`,
      endDateTime: `${end}:00`,
      startTimeZone: startLabel,
      endTimeZone: endLabel,
      eventStartUtc: startUtc,
      eventEndUtc: endUtc,
    });
    // A session without its own zone takes the event's.
    expect(ev.sessions[0]).toMatchObject({
      timeZone: zone,
      startDateTime: `${start}:00`,
      startTimeZone: startLabel,
      endTimeZone: endLabel,
      sessionStartUtc: startUtc,
      sessionEndUtc: endUtc,
    });
    // The list (and its calendar-day filter) and the staff form answer the same.
    const day = start.slice(0, 10);
    const list = await c.post('/api/event/list', member, { startDateFrom: day, startDateTo: day, size: 100 });
    const item = list.json().events.find((e: { id: number }) => e.id === ev.id);
    expect(item).toMatchObject({ timeZone: zone, startDateTime: `${start}:00`, startTimeZone: startLabel });
    const form = (await c.get(`/api/v1/admin/events/${ev.id}`, staff)).json().data;
    expect(form).toMatchObject({ timeZone: zone, startDateTime: `${start}:00`, eventStartUtc: startUtc });
  });

  it('keeps a session in its own zone (a Perth session of a Sydney event)', async () => {
    const ev = await published(
      body('2027-01-20T09:00', '2027-01-20T18:00', 'Australia/Sydney', {
        sessions: [
          {
            title: 'Perth link-up',
            startDateTime: '2027-01-20T08:00',
            endDateTime: '2027-01-20T09:00',
            timeZone: 'Australia/Perth',
          },
        ],
      }),
    );
    expect(ev.sessions[0]).toMatchObject({
      timeZone: 'Australia/Perth',
      startDateTime: '2027-01-20T08:00:00',
      startTimeZone: 'UTC+08:00',
      sessionStartUtc: '2027-01-20T00:00:00.000Z',
    });
  });

  it('uses the tenant zone when the form sends none (Sydney for the occupational therapy tenant)', async () => {
    expect(t.config.tenant.timeZone).toBe('Australia/Sydney');
    const ev = await published(body('2027-02-01T09:00', '2027-02-01T10:00'));
    expect(ev).toMatchObject({
      timeZone: 'Australia/Sydney',
      startTimeZone: 'UTC+11:00',
      eventStartUtc: '2027-01-31T22:00:00.000Z',
    });
  });

  it.each([
    ['an offset', 'UTC+10:00'],
    ['an unknown city', 'Australia/Atlantis'],
    ['an abbreviation', 'AEST'],
  ])('refuses %s as the zone with 400 and a clear message, writing nothing', async (_name, zone) => {
    const before = await rows<{ n: string }>(t.ctx.db, 'select count(*) as n from events');
    const res = await c.post('/api/v1/admin/events', staff, body('2027-02-01T09:00', '2027-02-01T10:00', zone));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: TIME_ZONE_MESSAGES.unknown });
    expect(await rows<{ n: string }>(t.ctx.db, 'select count(*) as n from events')).toEqual(before);
  });
});

describe('migration of stored offsets to zones (hand-written part of 0029)', () => {
  it('turns offsets into zones keeping the wall-clock time staff typed', async () => {
    const file = await readFile(join(import.meta.dirname, '../drizzle/0029_time_zones.sql'), 'utf8');
    const handWritten = file.slice(file.indexOf('-- hand-written (keep at merge)'));
    expect(handWritten).toContain('UPDATE "events"');
    // A database as it was before: fixed offsets next to the instants (the columns the next migration drops).
    for (const table of ['events', 'event_sessions'])
      await rows(
        t.ctx.db,
        `alter table ${table} add column start_offset_minutes integer not null default 600, add column end_offset_minutes integer not null default 600`,
      );
    try {
      // Stored with "UTC+10:00" in December: 09:00 wall-clock was kept as 23:00Z (an hour late in summer).
      const old = [
        [
          'Migrated Sydney December',
          '2026-12-25T23:00:00Z',
          '2026-12-26T07:00:00Z',
          600,
          'Australia/Sydney',
          '2026-12-25T22:00:00.000Z',
        ],
        [
          'Migrated Sydney July',
          '2027-07-14T23:00:00Z',
          '2027-07-15T07:00:00Z',
          600,
          'Australia/Sydney',
          '2027-07-14T23:00:00.000Z',
        ],
        [
          'Migrated Sydney summer offset',
          '2027-01-19T22:00:00Z',
          '2027-01-20T06:00:00Z',
          660,
          'Australia/Sydney',
          '2027-01-19T22:00:00.000Z',
        ],
        [
          'Migrated Adelaide summer',
          '2027-01-19T22:30:00Z',
          '2027-01-20T06:30:00Z',
          630,
          'Australia/Adelaide',
          '2027-01-19T22:30:00.000Z',
        ],
        [
          'Migrated Darwin',
          '2027-01-19T23:30:00Z',
          '2027-01-20T07:30:00Z',
          570,
          'Australia/Darwin',
          '2027-01-19T23:30:00.000Z',
        ],
        [
          'Migrated Perth',
          '2027-01-20T01:00:00Z',
          '2027-01-20T09:00:00Z',
          480,
          'Australia/Perth',
          '2027-01-20T01:00:00.000Z',
        ],
      ] as const;
      const ids: number[] = [];
      for (const [title, start, end, offset] of old) {
        const [row] = await rows<{ id: number }>(
          t.ctx.db,
          `insert into events (title, start_utc, end_utc, start_offset_minutes, end_offset_minutes, status)
           values ('${title}', '${start}', '${end}', ${offset}, ${offset}, 'published') returning id`,
        );
        ids.push(Number(row.id));
        await rows(
          t.ctx.db,
          `insert into event_sessions (event_id, title, start_utc, end_utc, start_offset_minutes, end_offset_minutes)
           values (${row.id}, 'Session', '${start}', '${end}', ${offset}, ${offset})`,
        );
      }
      for (const statement of handWritten.split('--> statement-breakpoint')) await rows(t.ctx.db, statement);

      for (const [i, [title, , , , zone, startUtc]] of old.entries()) {
        const ev = (await c.get(`/api/Event/${ids[i]}`, member)).json();
        expect(ev.title).toBe(title);
        expect(ev.timeZone, title).toBe(zone);
        expect(ev.eventStartUtc, title).toBe(startUtc);
        expect(ev.startDateTime, title).toBe(intlWallClock(startUtc, zone).wallClock);
        expect(ev.sessions[0]).toMatchObject({ timeZone: zone, sessionStartUtc: startUtc });
      }
      // The December event: same 09:00 wall-clock, now 22:00Z the day before and labelled UTC+11:00.
      const december = (await c.get(`/api/Event/${ids[0]}`, member)).json();
      expect(december).toMatchObject({
        startDateTime: '2026-12-26T09:00:00',
        startTimeZone: 'UTC+11:00',
        endDateTime: '2026-12-26T17:00:00',
      });
    } finally {
      for (const table of ['events', 'event_sessions'])
        await rows(t.ctx.db, `alter table ${table} drop column start_offset_minutes, drop column end_offset_minutes`);
    }
  });
});

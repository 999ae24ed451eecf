/**
 * Every calendar the portal serves (issue 30), each read by two independent parsers (ical.js and
 * Python's icalendar): an event's file, "My events", a meeting's file, the personal feed and the
 * registration mail's attachment. They carry X-WR-CALNAME, a VTIMEZONE and TZID wall times, a
 * stable UID and DTSTAMP, SEQUENCE +1 per staff change, STATUS:CANCELLED for a cancelled event,
 * lines of at most 75 octets; meeting links follow COMMUNITIES_ROUTE; the feed revalidates (304).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityMeetings } from '../src/db/schema/meetings';
import { addMember, createCommunity, multipart } from './communities-fixtures';
import { client, createEvent, DAY_MS, type Member, newMember, waitForMail } from './events-fixtures';
import { createTestApp, type TestApp } from './harness';
import { lineFacts, parseBoth } from './ical-parsers';

let t: TestApp;
let c: ReturnType<typeof client>;
let member: Member;
let staff: Member;
let admin: Member;
let host: string;

// A long description with non-ASCII text: 2-byte and 3-byte characters across the 75-octet folds.
const LONG = 'Évaluation sensorielle pédiatrique – ergothérapie, 作業療法, Ünïcödé… '.repeat(4).trim();

beforeAll(async () => {
  t = await createTestApp({}, { communitiesRoute: '/hubs' });
  c = client(t.app);
  host = new URL(t.ctx.config.publicUrl).hostname;
  member = await newMember(t.app, t.ctx.db, { firstName: 'Mia' });
  staff = await newMember(t.app, t.ctx.db, { contactTypes: ['EventsStaff'] });
  admin = await newMember(t.app, t.ctx.db, { role: 1 });
});
afterAll(async () => t?.close());

const seconds = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** The text/calendar part of a stored mail (.eml), decoded. */
async function mailCalendar(id: string): Promise<string> {
  const raw = await readFile(join(t.ctx.config.dataDir, 'outbox', `${id}.eml`), 'utf8');
  const part = raw.split(/\n--/).find((p) => /Content-Type: text\/calendar/i.test(p));
  if (!part) throw new Error('no calendar part');
  const [head, ...body] = part.split(/\n\n/);
  const text = body.join('\n\n').trim();
  if (/Content-Transfer-Encoding: base64/i.test(head)) return Buffer.from(text, 'base64').toString('utf8');
  if (/Content-Transfer-Encoding: quoted-printable/i.test(head))
    return Buffer.from(
      text
        .replace(/=\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
      'latin1',
    )
      .toString('utf8')
      .replace(/\r?\n/g, '\r\n');
  return text.replace(/\r?\n/g, '\r\n');
}

describe('event calendars', () => {
  it('an event file, My events and the confirmation attachment: zone, name, stable stamp, 75-octet lines', async () => {
    const { eventId, priceIds, start } = await createEvent(t.ctx.db, {
      title: 'Ergothérapie et intégration sensorielle',
      shortDesc: LONG,
    });
    const reg = await c.post('/api/event/register', member, { ticketPriceId: priceIds[0], userId: member.id });
    expect(reg.statusCode, reg.body).toBe(200);

    const res = await c.get(`/api/event/${eventId}/calendar.ics`, member);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const lines = lineFacts(res.body);
    expect(lines.maxOctets).toBeLessThanOrEqual(75);
    expect(lines.crlf).toBe(true);
    expect(res.body).toMatch(/\r\n [^\r]/); // the long description was folded
    const cal = parseBoth(res.body);
    expect(cal.name).toBe('OT Association events');
    expect(cal.timezones).toEqual(['Australia/Sydney']);
    expect(cal.entries).toEqual([
      {
        uid: `event-${eventId}@${host}`,
        summary: 'Ergothérapie et intégration sensorielle',
        description: LONG,
        url: `${t.ctx.config.publicUrl}/events/${eventId}`,
        sequence: 0,
        status: 'CONFIRMED',
        tzid: 'Australia/Sydney',
        start: seconds(start),
        end: seconds(new Date(start.getTime() + 2 * 3_600_000)),
        stamp: expect.any(String),
      },
    ]);
    // DTSTAMP is the row's last change: the same bytes on the next request.
    expect((await c.get(`/api/event/${eventId}/calendar.ics`, member)).body).toBe(res.body);

    const mine = parseBoth((await c.get('/api/user/events/calendar.ics', member)).body);
    expect(mine.name).toBe('My events');
    expect(mine.entries.map((e) => [e.uid, e.tzid, e.start])).toEqual([
      [`event-${eventId}@${host}`, 'Australia/Sydney', seconds(start)],
    ]);

    const mail = await waitForMail(
      t.ctx.mailer,
      (m) => m.to === member.email && m.subject === 'Registration confirmed: Ergothérapie et intégration sensorielle',
    );
    const attached = await mailCalendar((mail as unknown as { id: string }).id);
    expect(lineFacts(attached).maxOctets).toBeLessThanOrEqual(75);
    const fromMail = parseBoth(attached);
    expect(fromMail.timezones).toEqual(['Australia/Sydney']);
    expect(fromMail.entries).toEqual(cal.entries);
  });

  it("each event is written in its own zone: a Perth event's TZID is Australia/Perth, My events holds both zones", async () => {
    const perth = await createEvent(t.ctx.db, { title: 'WA hand therapy day', timeZone: 'Australia/Perth' });
    const sydney = await createEvent(t.ctx.db, { title: 'NSW driving assessment day' });
    const viewer = await newMember(t.app, t.ctx.db);
    for (const e of [perth, sydney])
      expect(
        (await c.post('/api/event/register', viewer, { ticketPriceId: e.priceIds[0], userId: viewer.id })).statusCode,
      ).toBe(200);

    const one = parseBoth((await c.get(`/api/event/${perth.eventId}/calendar.ics`, viewer)).body);
    expect(one.timezones).toEqual(['Australia/Perth']);
    expect(one.entries.map((e) => [e.tzid, e.start])).toEqual([['Australia/Perth', seconds(perth.start)]]);

    const mine = parseBoth((await c.get('/api/user/events/calendar.ics', viewer)).body);
    expect([...mine.timezones].sort()).toEqual(['Australia/Perth', 'Australia/Sydney']);
    expect(Object.fromEntries(mine.entries.map((e) => [e.summary, e.tzid]))).toEqual({
      'WA hand therapy day': 'Australia/Perth',
      'NSW driving assessment day': 'Australia/Sydney',
    });
  });

  it('SEQUENCE and DTSTAMP move with each staff change; a cancelled event is STATUS:CANCELLED, in My events too', async () => {
    const { eventId, priceIds } = await createEvent(t.ctx.db, { title: 'Falls prevention forum' });
    await c.post('/api/event/register', member, { ticketPriceId: priceIds[0], userId: member.id });
    const entry = async () => parseBoth((await c.get(`/api/event/${eventId}/calendar.ics`, member)).body).entries[0];
    const first = await entry();
    expect(first).toMatchObject({ sequence: 0, status: 'CONFIRMED' });

    await new Promise((r) => setTimeout(r, 1100)); // DTSTAMP has whole seconds
    expect((await c.post(`/api/v1/admin/events/${eventId}/unpublish`, staff)).statusCode).toBe(200);
    expect((await c.post(`/api/v1/admin/events/${eventId}/publish`, staff)).statusCode).toBe(200);
    const second = await entry();
    expect(second.sequence).toBe(2);
    expect(second.stamp > first.stamp).toBe(true);

    expect((await c.post(`/api/v1/admin/events/${eventId}/cancel`, staff)).statusCode).toBe(200);
    const cancelled = await entry();
    expect(cancelled).toMatchObject({ uid: first.uid, sequence: 3, status: 'CANCELLED' });
    // The holder's own calendar keeps it, cancelled, so their calendar app removes it.
    const mine = parseBoth((await c.get('/api/user/events/calendar.ics', member)).body);
    expect(mine.entries.find((e) => e.uid === first.uid)).toMatchObject({ status: 'CANCELLED', sequence: 3 });
  });
});

describe('meeting calendars and the personal feed', () => {
  it('a meeting file links under COMMUNITIES_ROUTE; the feed revalidates with ETag and Last-Modified (304)', async () => {
    const community = await createCommunity(t.ctx.db);
    await addMember(t.ctx.db, community.id, member.id);
    const start = new Date(Math.ceil((Date.now() + 3 * DAY_MS) / 1000) * 1000);
    const [meeting] = await t.ctx.db
      .insert(communityMeetings)
      .values({
        communityId: community.id,
        name: 'Hand therapy journal club',
        description: LONG,
        meetingLink: 'https://meet.example.org/hand-therapy',
        startDate: start,
        duration: 90,
        endDate: new Date(start.getTime() + 90 * 60_000),
        visible: 2,
      })
      .returning();
    const url = `/api/v1/community/${community.id}/meeting/${meeting.id}/ics`;
    const one = await c.get(url, member);
    expect(one.statusCode).toBe(200);
    expect(lineFacts(one.body).maxOctets).toBeLessThanOrEqual(75);
    const cal = parseBoth(one.body);
    expect(cal.name).toBe('OT Association meetings');
    expect(cal.timezones).toEqual(['Australia/Sydney']);
    expect(cal.entries[0]).toMatchObject({
      uid: `meeting-${meeting.id}@${host}`,
      url: `${t.ctx.config.publicUrl}/hubs/${community.alias}/meetings/${meeting.id}`,
      tzid: 'Australia/Sydney',
      start: seconds(start),
      end: seconds(new Date(start.getTime() + 90 * 60_000)),
      sequence: 0,
      status: 'CONFIRMED',
      description: `${LONG}\n\nJoin meeting: https://meet.example.org/hand-therapy`,
    });

    // The feed: the Going meeting and the ticketed events, "My events".
    expect(
      (await c.post(`/api/v1/community/${community.id}/meeting/${meeting.id}`, member, { status: 1 })).statusCode,
    ).toBe(200);
    const feedPath = new URL((await c.post('/api/v1/account/calendar-feed', member)).json().url as string).pathname;
    const get = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: feedPath, headers });
    const feed = await get();
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['cache-control']).toBe('private, max-age=300');
    const etag = String(feed.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    const lastModified = String(feed.headers['last-modified']);
    expect(Number.isNaN(Date.parse(lastModified))).toBe(false);
    expect(lineFacts(feed.body).maxOctets).toBeLessThanOrEqual(75);
    const parsed = parseBoth(feed.body);
    expect(parsed.name).toBe('My events');
    expect(parsed.timezones).toEqual(['Australia/Sydney']);
    expect(parsed.entries.map((e) => e.uid)).toContain(`meeting-${meeting.id}@${host}`);
    expect(parsed.entries.every((e) => e.tzid === 'Australia/Sydney')).toBe(true);

    // Unchanged: same bytes and validators; conditional requests answer 304 with no body.
    const again = await get();
    expect(again.body).toBe(feed.body);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['last-modified']).toBe(lastModified);
    const byTag = await get({ 'if-none-match': etag });
    expect(byTag.statusCode).toBe(304);
    expect(byTag.body).toBe('');
    expect((await get({ 'if-modified-since': lastModified })).statusCode).toBe(304);
    expect((await get({ 'if-none-match': '"stale"' })).statusCode).toBe(200);

    // A staff edit of the meeting: SEQUENCE 1, a new ETag, and the old one answers 200.
    await new Promise((r) => setTimeout(r, 1100));
    const mp = multipart(
      Object.entries({
        name: 'Hand therapy journal club (moved)',
        description: 'Moved by an hour.',
        meetingLink: 'https://meet.example.org/hand-therapy',
        startDate: new Date(start.getTime() + 3_600_000).toISOString(),
        duration: '90',
        visible: '2',
      }).map(([name, value]) => ({ name, value })),
    );
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/community/${community.id}/meeting/${meeting.id}`,
      headers: { authorization: admin.authorization, ...mp.headers },
      payload: mp.payload,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const changed = await get({ 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(Date.parse(String(changed.headers['last-modified']))).toBeGreaterThan(Date.parse(lastModified));
    const moved = parseBoth(changed.body).entries.find((e) => e.uid === `meeting-${meeting.id}@${host}`);
    expect(moved).toMatchObject({ sequence: 1, summary: 'Hand therapy journal club (moved)' });
    expect(moved?.start).toBe(seconds(new Date(start.getTime() + 3_600_000)));
  });
});

/**
 * Cancelling a meeting (issue 30, beyond spec 02 §7): POST admin/community/{cid}/meeting/{mid}/cancel
 * keeps the meeting as cancelled (RSVP closed, out of upcoming lists), bumps its SEQUENCE so every
 * calendar shows STATUS:CANCELLED (read by ical.js and Python's icalendar), tells the members who
 * answered through notification 19 and a 'meetings.cancelled' mail, and writes an audit row.
 * Same permission as DELETE; 404 under another community; 409 when already cancelled or ended.
 */
import { NotificationActivityType } from '@portal/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, caller, countRows, createCommunity, multipart, type Part, queryRows } from './communities-fixtures';
import { waitForMail } from './events-fixtures';
import { createTestApp, type TestApp } from './harness';
import { parseBoth } from './ical-parsers';

let t: TestApp;
type Caller = Awaited<ReturnType<typeof caller>>;
let going: Caller;
let cantGo: Caller;
let silent: Caller;
let moderator: Caller;
let member: Caller;
let communityId: number;
let otherCommunityId: number;
let host: string;

beforeAll(async () => {
  t = await createTestApp();
  host = new URL(t.ctx.config.publicUrl).hostname;
  const c = await createCommunity(t.ctx.db);
  communityId = c.id;
  otherCommunityId = (await createCommunity(t.ctx.db)).id;
  going = await caller(t.app, t.ctx.db, { firstName: 'Gina' });
  cantGo = await caller(t.app, t.ctx.db, { firstName: 'Carl' });
  silent = await caller(t.app, t.ctx.db, { firstName: 'Sid' });
  member = await caller(t.app, t.ctx.db);
  moderator = await caller(t.app, t.ctx.db);
  for (const u of [going, cantGo, silent, member]) await addMember(t.ctx.db, c.id, u.id);
  await addMember(t.ctx.db, c.id, moderator.id, 2, 1);
  await addMember(t.ctx.db, otherCommunityId, moderator.id, 2, 1);
});
afterAll(async () => t?.close());

const json = (method: 'GET' | 'POST' | 'DELETE', url: string, who: Caller, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { authorization: who.authorization },
    ...(payload ? { payload } : {}),
  });
const hours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
async function createMeeting(name: string, cid = communityId): Promise<number> {
  const parts: Part[] = Object.entries({
    name,
    description: 'Quarterly review of the practice standards.',
    meetingLink: 'https://meet.example.org/standards',
    startDate: hours(48),
    duration: '60',
    visible: '2',
    toDashBoard: 'true',
  }).map(([n, value]) => ({ name: n, value }));
  const mp = multipart(parts);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/community/${cid}/meeting`,
    headers: { authorization: moderator.authorization, ...mp.headers },
    payload: mp.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}
const cancelUrl = (mid: number, cid = communityId) => `/admin/community/${cid}/meeting/${mid}/cancel`;

describe('cancelling a meeting', () => {
  it('keeps it cancelled: no RSVP, out of upcoming lists, STATUS:CANCELLED with SEQUENCE +1 in the .ics and the feed', async () => {
    const id = await createMeeting('Practice standards review');
    expect((await json('POST', `/community/${communityId}/meeting/${id}`, going, { status: 1 })).statusCode).toBe(200);
    expect((await json('POST', `/community/${communityId}/meeting/${id}`, cantGo, { status: 2 })).statusCode).toBe(200);
    const feedPath = new URL((await json('POST', '/account/calendar-feed', going)).json().url as string).pathname;
    const feedEntry = async () =>
      parseBoth((await t.app.inject({ method: 'GET', url: feedPath })).body).entries.find(
        (e) => e.uid === `meeting-${id}@${host}`,
      );
    expect(await feedEntry()).toMatchObject({ status: 'CONFIRMED', sequence: 0 });
    const upcoming = async () => (await json('GET', '/dashboard/meetings?page=1&pageSize=10', going)).json();
    expect((await upcoming()).meets.map((m: { id: number }) => m.id)).toContain(id);

    const res = await json('POST', cancelUrl(id), moderator, { reason: 'The presenter is unwell.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      cancelReason: 'The presenter is unwell.',
      rsvpClosed: 'RSVP is closed. The meeting was cancelled.',
    });
    expect(Number.isNaN(Date.parse(res.json().cancelledAt))).toBe(false);

    // The member still sees it (struck through), cannot answer, and upcoming lists leave it out.
    const seen = await json('GET', `/community/${communityId}/meeting/${id}`, member);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().cancelledAt).not.toBeNull();
    const rsvp = await json('POST', `/community/${communityId}/meeting/${id}`, member, { status: 1 });
    expect(rsvp.statusCode).toBe(409);
    expect(rsvp.json().message).toBe('RSVP is closed. The meeting was cancelled.');
    expect((await upcoming()).meets.map((m: { id: number }) => m.id)).not.toContain(id);
    const list = await json('GET', `/community/${communityId}/meeting?page=1&pageSize=50`, member);
    expect(list.json().meets.find((m: { id: number }) => m.id === id)?.cancelledAt).not.toBeNull();
    const explore = await json('POST', '/community/meeting', member, {
      showUpcoming: true,
      communitiesIds: [communityId],
    });
    expect(explore.json().meets.map((m: { id: number }) => m.id)).not.toContain(id);

    // Both calendars: STATUS:CANCELLED, SEQUENCE 1, same UID.
    const one = parseBoth((await json('GET', `/community/${communityId}/meeting/${id}/ics`, member)).body);
    expect(one.entries).toEqual([
      expect.objectContaining({ uid: `meeting-${id}@${host}`, status: 'CANCELLED', sequence: 1 }),
    ]);
    expect(await feedEntry()).toMatchObject({ status: 'CANCELLED', sequence: 1 });
  });

  it('tells those who answered (notification 19 and a mail), not the others; writes an audit row', async () => {
    const id = await createMeeting('Ethics round table');
    await json('POST', `/community/${communityId}/meeting/${id}`, going, { status: 1 });
    await json('POST', `/community/${communityId}/meeting/${id}`, cantGo, { status: 2 });
    const res = await json('POST', cancelUrl(id), moderator, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().cancelReason).toBeNull();

    const told = (who: Caller) =>
      countRows(
        t.ctx.db,
        'community_notifications',
        `activity_type = ${NotificationActivityType.MeetingWasCancelled} and recipient_id = '${who.id}' and (data::jsonb->>'meetId')::int = ${id}`,
      );
    expect([await told(going), await told(cantGo), await told(silent), await told(moderator)]).toEqual([1, 1, 0, 0]);
    const centre = await json('GET', '/community/notification?page=1&pageSize=7', going);
    expect(JSON.stringify(centre.json())).toContain('Ethics round table');

    for (const who of [going, cantGo]) {
      const mail = await waitForMail(
        t.ctx.mailer,
        (m) => m.to === who.account.email && m.subject === 'Meeting cancelled: Ethics round table',
      );
      expect((mail as unknown as { text: string }).text).toContain(`/communities/`);
    }
    const rows = await queryRows<{ recipient: string }>(
      t.ctx.db,
      `select recipient from outbox where kind = 'meetings.cancelled' and subject = 'Meeting cancelled: Ethics round table'`,
    );
    expect(rows.map((r) => r.recipient).sort()).toEqual([going.account.email, cantGo.account.email].sort());

    expect(await countRows(t.ctx.db, 'staff_audit_log', `action = 'meeting.cancel' and entity_id = '${id}'`)).toBe(1);
  });

  it('refuses: a member (403), another community (404), twice or after the end (409), a long reason (400)', async () => {
    const id = await createMeeting('Supervision clinic');
    expect((await json('POST', cancelUrl(id), member, {})).statusCode).toBe(403);
    const elsewhere = await json('POST', cancelUrl(id, otherCommunityId), moderator, {});
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().message).toBe('Meeting not found.');
    const long = await json('POST', cancelUrl(id), moderator, { reason: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('The reason can be at most 500 characters.');

    expect((await json('POST', cancelUrl(id), moderator, {})).statusCode).toBe(200);
    const twice = await json('POST', cancelUrl(id), moderator, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This meeting is already cancelled.');

    const ended = await createMeeting('Past clinic');
    await t.ctx.db.execute(
      sql`update community_meetings set start_date = now() - interval '3 hours', end_date = now() - interval '2 hours' where id = ${ended}`,
    );
    const past = await json('POST', cancelUrl(ended), moderator, {});
    expect(past.statusCode).toBe(409);
    expect(past.json().message).toBe('A meeting that has ended cannot be cancelled.');

    // DELETE stays removal (spec 02 §7), cancelled or not.
    expect((await json('DELETE', `/admin/community/${communityId}/meeting/${id}`, moderator)).statusCode).toBe(200);
    expect((await json('GET', `/community/${communityId}/meeting/${id}`, member)).statusCode).toBe(404);
  });
});

/**
 * Community meetings (spec 02 §2, §4 Meeting, §5 Meeting, §6 meetingAll, §7 Meetings; issue 18):
 * the member calls (list, details, RSVP with its two closed messages, bookmarks, explore filters,
 * preference, dashboard), privacy of private meetings everywhere, the admin calls with every form
 * rule, one-time notification and publish, invitations, files, the .ics file and the calendar feed.
 */
import { TIME_ZONE_MESSAGES } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf, makePng } from '../src/modules/files/demo-files';
import { addMember, caller, countRows, createCommunity, multipart, type Part } from './communities-fixtures';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
type Caller = Awaited<ReturnType<typeof caller>>;
let member: Caller;
let invitee: Caller;
let moderator: Caller;
let outsider: Caller;
let admin: Caller;
let communityId: number;
let pdf: Buffer;
const png = makePng([10, 20, 30], [200, 210, 220], 30, 10);

beforeAll(async () => {
  t = await createTestApp();
  pdf = await makePdf('Agenda', 1);
  const c = await createCommunity(t.ctx.db);
  communityId = c.id;
  member = await caller(t.app, t.ctx.db, { firstName: 'Maya' });
  invitee = await caller(t.app, t.ctx.db, { firstName: 'Ivy' });
  moderator = await caller(t.app, t.ctx.db);
  outsider = await caller(t.app, t.ctx.db);
  admin = await caller(t.app, t.ctx.db, { role: 1 });
  await addMember(t.ctx.db, c.id, member.id);
  await addMember(t.ctx.db, c.id, invitee.id);
  await addMember(t.ctx.db, c.id, moderator.id, 2, 1);
});
afterAll(async () => t?.close());

const v1 = (url: string) => `/api/v1${url}`;
const json = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: Caller, payload?: object) =>
  t.app.inject({
    method,
    url: v1(url),
    headers: { authorization: who.authorization },
    ...(payload ? { payload } : {}),
  });
const form = (method: 'POST' | 'PUT', url: string, who: Caller, parts: Part[]) => {
  const mp = multipart(parts);
  return t.app.inject({
    method,
    url: v1(url),
    headers: { authorization: who.authorization, ...mp.headers },
    payload: mp.payload,
  });
};
const hours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
const base = (over: Record<string, string> = {}) => ({
  name: 'Sensory integration case review',
  description: 'We review two paediatric cases and agree next steps.',
  meetingLink: 'https://meet.example.org/ot-review',
  startDate: hours(24),
  duration: '60',
  visible: '2',
  ...over,
});
const fields = (f: Record<string, string>): Part[] => Object.entries(f).map(([name, value]) => ({ name, value }));
const create = async (over: Record<string, string> = {}, who = moderator, extra: Part[] = [], cid = communityId) =>
  form('POST', `/admin/community/${cid}/meeting`, who, [...fields(base(over)), ...extra]);
const created = async (over: Record<string, string> = {}, extra: Part[] = []) => {
  const res = await create(over, moderator, extra);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; visible: number; assets: { id: number; path: string }[]; imageUrl: string | null };
};

describe('creating and validating meetings', () => {
  it('a moderator creates a meeting with an image and assets; a member may not (403)', async () => {
    const res = await create({}, moderator, [
      { name: 'imageFile', filename: 'cover.png', bytes: png, type: 'image/png' },
      { name: 'files', filename: 'agenda.pdf', bytes: pdf, type: 'application/pdf' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const m = res.json();
    expect(m).toMatchObject({
      name: 'Sensory integration case review',
      visible: 2,
      duration: 60,
      status: 0,
      canManage: true,
    });
    expect(m.assets).toHaveLength(1);
    const file = await t.app.inject({
      method: 'GET',
      url: m.assets[0].path,
      headers: { authorization: member.authorization },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    const image = await t.app.inject({
      method: 'GET',
      url: m.imageUrl,
      headers: { authorization: member.authorization },
    });
    expect(image.statusCode).toBe(200);
    const refused = await create({}, member);
    expect(refused.statusCode).toBe(403);
  });

  it.each([
    ['Please enter a Meeting title', { name: '  ' }],
    ['Max length is 300 symbols', { name: 'x'.repeat(301) }],
    ['Please enter a meeting description', { description: '' }],
    ['Max length is 2000 symbols', { description: 'x'.repeat(2001) }],
    ['Time cannot be in the past', { startDate: hours(-2) }],
    ['End time before start time', { duration: '0' }],
    ['The RSVP date cannot be set after the meeting start time', { rsvpDate: hours(25) }],
    ['Please enter a meeting link', { meetingLink: '' }],
    ['Please enter a valid meeting link', { meetingLink: 'ftp://meet.example.org' }],
    ['Please enter a valid meeting link', { meetingLink: 'https://localhost' }],
    ['Please select privacy', { visible: '' }],
  ])('refuses with "%s" and writes nothing', async (message, over) => {
    const before = await countRows(t.ctx.db, 'community_meetings');
    const res = await create(over);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await countRows(t.ctx.db, 'community_meetings')).toBe(before);
  });

  it('accepts at most 5 assets', async () => {
    const six = Array.from({ length: 6 }, (_, i) => ({
      name: 'files',
      filename: `f${i}.pdf`,
      bytes: pdf,
      type: 'application/pdf',
    }));
    const res = await create({}, moderator, six);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('You can attach up to 5 files.');
  });

  it('keeps the IANA zone a meeting is planned in: the tenant zone by default, refuses an unknown one (issue 30)', async () => {
    const plain = await created();
    const shown = await json('GET', `/community/${communityId}/meeting/${plain.id}`, moderator);
    expect(shown.json().timeZone).toBe('Australia/Sydney');
    const perth = await created({ timeZone: 'Australia/Perth' });
    expect((perth as unknown as { timeZone: string }).timeZone).toBe('Australia/Perth');
    // An edit without a zone keeps it.
    const edited = await form('PUT', `/admin/community/${communityId}/meeting/${perth.id}`, moderator, [
      ...fields(base({ name: 'Renamed review' })),
    ]);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Renamed review', timeZone: 'Australia/Perth' });
    for (const zone of ['UTC+10:00', 'Australia/Atlantis']) {
      const res = await create({ timeZone: zone });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: TIME_ZONE_MESSAGES.unknown });
    }
  });
});

describe('private meetings, invitations and RSVP', () => {
  it('only invited members and moderators see a private meeting, everywhere', async () => {
    const m = await created({ visible: '3', name: 'Private supervision circle' });
    expect((await json('GET', `/community/${communityId}/meeting/${m.id}`, member)).statusCode).toBe(404);
    const inv = await json('PUT', `/admin/community/${communityId}/meeting/${m.id}/add-members`, moderator, {
      userIds: [invitee.id],
    });
    expect(inv.statusCode, inv.body).toBe(200);
    expect(inv.json().users.map((u: { userId: string }) => u.userId)).toEqual([invitee.id]);
    expect((await json('GET', `/community/${communityId}/meeting/${m.id}`, invitee)).statusCode).toBe(200);
    expect((await json('GET', `/community/${communityId}/meeting/${m.id}`, member)).statusCode).toBe(404);
    const names = async (who: Caller) => {
      const list = await json('GET', `/community/${communityId}/meeting`, who);
      const explore = await json('POST', '/community/meeting', who, {});
      return [list, explore].map((r) =>
        r
          .json()
          .meets.map((x: { id: number }) => x.id)
          .includes(m.id),
      );
    };
    expect(await names(member)).toEqual([false, false]);
    expect(await names(invitee)).toEqual([true, true]);
    expect(await names(moderator)).toEqual([true, true]);
    expect(await names(admin)).toEqual([true, true]);
    // The invitee sees only their own row; a member cannot be invited to a non-private meeting.
    const open = await created();
    const wrong = await json('PUT', `/admin/community/${communityId}/meeting/${open.id}/add-members`, moderator, {
      userIds: [member.id],
    });
    expect(wrong.statusCode).toBe(400);
    const outsiderInvite = await json('PUT', `/admin/community/${communityId}/meeting/${m.id}/add-members`, moderator, {
      userIds: [outsider.id],
    });
    expect(outsiderInvite.json().message).toBe('Only members of the community can be invited.');
    // Search from 3 letters finds members with their invitation.
    const search = await json(
      'GET',
      `/admin/community/${communityId}/meeting/${m.id}/member-search?keyword=Ivy`,
      moderator,
    );
    expect(search.json().users).toEqual([expect.objectContaining({ userId: invitee.id, invited: true })]);
    expect(
      (await json('GET', `/admin/community/${communityId}/meeting/${m.id}/member-search?keyword=Iv`, moderator)).json()
        .message,
    ).toBe('Please enter at least 3 letters');
    const removed = await json('PUT', `/admin/community/${communityId}/meeting/${m.id}/remove-members`, moderator, {
      userIds: [invitee.id],
    });
    expect(removed.json().users).toEqual([]);
    expect((await json('GET', `/community/${communityId}/meeting/${m.id}`, invitee)).statusCode).toBe(404);
  });

  it('community meetings are hidden from non-members; public ones are not', async () => {
    const community = await created({ visible: '2' });
    const pub = await created({ visible: '1' });
    expect((await json('GET', `/community/${communityId}/meeting/${community.id}`, outsider)).statusCode).toBe(404);
    expect((await json('GET', `/community/${communityId}/meeting/${pub.id}`, outsider)).statusCode).toBe(200);
    const other = await createCommunity(t.ctx.db);
    expect((await json('GET', `/community/${other.id}/meeting/${pub.id}`, member)).statusCode).toBe(404);
    const unknown = await json('GET', '/community/999999/meeting', member);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Community not found.');
    const hidden = await createCommunity(t.ctx.db, { isVisible: false, isPublic: false });
    expect((await json('GET', `/community/${hidden.id}/meeting`, member)).statusCode).toBe(400);
  });

  it('RSVP: Going, then closed after the deadline and after the end with the spec messages', async () => {
    const m = await created();
    const going = await json('POST', `/community/${communityId}/meeting/${m.id}`, member, { status: 1 });
    expect(going.statusCode).toBe(200);
    expect(going.json()).toMatchObject({ status: 1, goingCount: 1, rsvpClosed: null });
    const deadline = await created({ rsvpDate: hours(1) });
    await t.ctx.db.execute(
      (await import('drizzle-orm'))
        .sql`update community_meetings set rsvp_date = now() - interval '1 hour' where id = ${deadline.id}`,
    );
    const late = await json('POST', `/community/${communityId}/meeting/${deadline.id}`, member, { status: 2 });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('RSVP is closed. The deadline has passed.');
    const ended = await created();
    await t.ctx.db.execute(
      (await import('drizzle-orm'))
        .sql`update community_meetings set start_date = now() - interval '3 hours', end_date = now() - interval '2 hours' where id = ${ended.id}`,
    );
    const after = await json('POST', `/community/${communityId}/meeting/${ended.id}`, member, { status: 1 });
    expect(after.json().message).toBe('RSVP is closed. The meeting date and time have passed.');
    const details = await json('GET', `/community/${communityId}/meeting/${ended.id}`, member);
    expect(details.json().rsvpClosed).toBe('RSVP is closed. The meeting date and time have passed.');
  });
});

describe('bookmarks, explore, preference and dashboard', () => {
  it('bookmarks feed Favourites > Meetings; explore filters by type, status and community', async () => {
    const other = await createCommunity(t.ctx.db);
    const viewer = await caller(t.app, t.ctx.db);
    await addMember(t.ctx.db, communityId, viewer.id);
    await addMember(t.ctx.db, other.id, viewer.id);
    await addMember(t.ctx.db, other.id, moderator.id, 2, 1);
    const a = await created({ name: 'Upcoming A' });
    const b = await create({ name: 'Upcoming B' }, moderator, [], other.id);
    const bId = b.json().id as number;
    const past = await created({ name: 'Past C' });
    await t.ctx.db.execute(
      (await import('drizzle-orm'))
        .sql`update community_meetings set start_date = now() - interval '3 days', end_date = now() - interval '3 days' + interval '1 hour' where id = ${past.id}`,
    );
    expect((await json('POST', `/community/${communityId}/meeting/${a.id}/add-to-favorite`, viewer)).statusCode).toBe(
      200,
    );
    await json('POST', `/community/${communityId}/meeting/${a.id}/add-to-favorite`, viewer);
    const favs = await json('POST', '/community/meeting', viewer, { onlyFavorite: true });
    expect(favs.json()).toMatchObject({ totalItemCount: 1, meets: [{ id: a.id, isFavorite: true }] });
    await json('POST', `/community/${communityId}/meeting/${a.id}/delete-from-favorite`, viewer);
    expect((await json('POST', '/community/meeting', viewer, { onlyFavorite: true })).json().totalItemCount).toBe(0);

    await json('POST', `/community/${other.id}/meeting/${bId}`, viewer, { status: 1 });
    const ids = async (body: object) =>
      (await json('POST', '/community/meeting', viewer, body)).json().meets.map((m: { id: number }) => m.id);
    expect(await ids({ showPast: true })).toContain(past.id);
    expect(await ids({ showPast: true })).not.toContain(a.id);
    expect(await ids({ showUpcoming: true })).toEqual(expect.arrayContaining([a.id, bId]));
    expect(await ids({ showUpcoming: true })).not.toContain(past.id);
    expect(await ids({ statuses: [1] })).toEqual([bId]);
    expect(await ids({ communitiesIds: [other.id] })).toEqual([bId]);
    const page = await json('POST', '/community/meeting', viewer, { page: 1, pageSize: 1, showUpcoming: true });
    expect(page.json().meets).toHaveLength(1);
    expect(page.json().totalItemCount).toBeGreaterThanOrEqual(2);

    const pref = (await json('GET', '/community/meeting/preference', viewer)).json();
    expect(pref.communities.map((c: { id: number }) => c.id)).toEqual(expect.arrayContaining([communityId, other.id]));
    expect(pref.totalUpcoming).toBeGreaterThanOrEqual(2);
    expect(pref.totalIncoming).toBe(pref.totalUpcoming - 1);

    // Dashboard: published, Going or invited, upcoming.
    const dash = async () =>
      (await json('GET', '/dashboard/meetings?page=1&pageSize=10', viewer))
        .json()
        .meets.map((m: { id: number }) => m.id);
    expect(await dash()).toEqual([bId]);
    const publish = await form(
      'PUT',
      `/admin/community/${communityId}/meeting/${a.id}`,
      moderator,
      fields(base({ name: 'Upcoming A', toDashBoard: 'true' })),
    );
    expect(publish.statusCode, publish.body).toBe(200);
    expect(publish.json().toDashBoard).toBe(true);
    expect(await dash()).toEqual(expect.arrayContaining([a.id, bId]));
    await json('POST', `/community/${other.id}/meeting/${bId}`, viewer, { status: 2 });
    expect(await dash()).not.toContain(bId);
    const all = (await json('GET', '/dashboard/meetings?viewMeetsWithAllAnswers=true', viewer)).json();
    expect(all.meets.map((m: { id: number }) => m.id)).toContain(bId);
    // Publishing again is refused.
    const again = await form(
      'PUT',
      `/admin/community/${communityId}/meeting/${a.id}`,
      moderator,
      fields(base({ name: 'Upcoming A', toDashBoard: 'true' })),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This meeting is already published to the dashboard.');
  });
});

describe('editing, notifications and deleting', () => {
  it('privacy is locked; the push notification is one-time; notification 13 reaches the right audience', async () => {
    const m = await created({ visible: '3' });
    const locked = await form(
      'PUT',
      `/admin/community/${communityId}/meeting/${m.id}`,
      moderator,
      fields(base({ visible: '2' })),
    );
    expect(locked.statusCode).toBe(400);
    expect(locked.json().message).toBe('The privacy of a meeting cannot be changed.');
    await json('PUT', `/admin/community/${communityId}/meeting/${m.id}/add-members`, moderator, {
      userIds: [invitee.id],
    });
    const count = (who: Caller) =>
      countRows(t.ctx.db, 'community_notifications', `activity_type = 13 and recipient_id = '${who.id}'`);
    const [inviteeBefore, memberBefore] = [await count(invitee), await count(member)];
    const send = await form(
      'PUT',
      `/admin/community/${communityId}/meeting/${m.id}`,
      moderator,
      fields(base({ visible: '3', sendNotification: 'true', name: 'Renamed circle' })),
    );
    expect(send.statusCode, send.body).toBe(200);
    expect(send.json()).toMatchObject({ sendNotification: true, name: 'Renamed circle' });
    expect(await count(invitee)).toBe(inviteeBefore + 1);
    expect(await count(member)).toBe(memberBefore);
    const again = await form(
      'PUT',
      `/admin/community/${communityId}/meeting/${m.id}`,
      moderator,
      fields(base({ visible: '3', sendNotification: 'true' })),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('The notification for this meeting has already been sent.');
    const publishPrivate = await form(
      'PUT',
      `/admin/community/${communityId}/meeting/${m.id}`,
      moderator,
      fields(base({ visible: '3', toDashBoard: 'true' })),
    );
    expect(publishPrivate.statusCode).toBe(400);
    // A community meeting notifies every Joined member but the author.
    const before = await count(member);
    await created({ sendNotification: 'true' });
    expect(await count(member)).toBe(before + 1);
    const notes = await t.app.inject({
      method: 'GET',
      url: '/api/v1/community/notification?page=1&pageSize=50',
      headers: { authorization: member.authorization },
    });
    const note = notes.json().notifications.find((n: { activityType: number }) => n.activityType === 13);
    expect(note.meet).toMatchObject({ name: 'Sensory integration case review' });
  });

  it('edit replaces assets; delete removes the meeting and its files; a member cannot delete', async () => {
    const m = await created({}, [{ name: 'files', filename: 'a.pdf', bytes: pdf, type: 'application/pdf' }]);
    const edited = await form('PUT', `/admin/community/${communityId}/meeting/${m.id}`, moderator, [
      ...fields(base({ deletedAssetIds: String(m.assets[0].id) })),
      { name: 'files', filename: 'b.pdf', bytes: pdf, type: 'application/pdf' },
    ]);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().assets.map((a: { fileName: string }) => a.fileName)).toEqual(['b.pdf']);
    expect((await json('DELETE', `/admin/community/${communityId}/meeting/${m.id}`, member)).statusCode).toBe(403);
    const filesBefore = await countRows(t.ctx.db, 'community_files', "kind = 'meeting_asset'");
    expect((await json('DELETE', `/admin/community/${communityId}/meeting/${m.id}`, moderator)).statusCode).toBe(200);
    expect(await countRows(t.ctx.db, 'community_files', "kind = 'meeting_asset'")).toBe(filesBefore - 1);
    expect((await json('GET', `/community/${communityId}/meeting/${m.id}`, member)).statusCode).toBe(404);
    const list = await json('GET', `/admin/community/${communityId}/meeting`, moderator);
    expect(list.statusCode).toBe(200);
    expect(list.json().totalItemCount).toBe(list.json().meets.length);
    expect((await json('GET', `/admin/community/${communityId}/meeting`, member)).statusCode).toBe(403);
  });
});

describe('calendar files', () => {
  it('Add to calendar answers an .ics; the feed carries Going meetings and stops after revoking (404)', async () => {
    const m = await created({ name: 'Hand therapy journal club' });
    const one = await json('GET', `/community/${communityId}/meeting/${m.id}/ics`, member);
    expect(one.statusCode).toBe(200);
    expect(one.headers['content-type']).toContain('text/calendar');
    expect(one.body).toContain('SUMMARY:Hand therapy journal club');
    await json('POST', `/community/${communityId}/meeting/${m.id}`, member, { status: 1 });
    const feed = await json('POST', '/account/calendar-feed', member);
    const url = new URL(feed.json().url as string);
    const read = await t.app.inject({ method: 'GET', url: url.pathname });
    expect(read.statusCode).toBe(200);
    expect(read.body).toContain('SUMMARY:Hand therapy journal club');
    expect((await json('GET', '/account/calendar-feed', member)).json()).toEqual({ url: null, active: true });
    await json('DELETE', '/account/calendar-feed', member);
    expect((await t.app.inject({ method: 'GET', url: url.pathname })).statusCode).toBe(404);
  });
});

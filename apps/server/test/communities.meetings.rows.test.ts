/**
 * The meeting rows of the hot raw statement (issue 29 point 1): loadMeeting and listMeetings answer
 * one camelCase key per output of the selection MeetingRow is derived from, each value of the type
 * the schema gives it (instants as a Date or the driver's text of the same instant, counts and small
 * ints as numbers, booleans, a text array or null), on both drivers; and the builder's rows of the
 * same meeting agree with it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as meetings from '../src/modules/communities/meetings/meetings.repository';
import * as people from '../src/modules/communities/meetings/meeting-users.repository';
import { addMember, caller, createCommunity } from './communities-fixtures';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
let communityId: number;
let meetingId: number;
let viewer: { id: string; role: number; isAdmin: boolean };
const start = new Date(Date.now() + 48 * 3_600_000);

beforeAll(async () => {
  t = await createTestApp();
  communityId = (await createCommunity(t.ctx.db)).id;
  const member = await caller(t.app, t.ctx.db, { firstName: 'Rowan' });
  const other = await caller(t.app, t.ctx.db);
  await addMember(t.ctx.db, communityId, member.id);
  await addMember(t.ctx.db, communityId, other.id);
  viewer = { id: member.id, role: 0, isAdmin: false };
  meetingId = await meetings.insertMeeting(
    t.ctx.db,
    communityId,
    member.id,
    {
      name: 'Row check',
      description: 'Typed rows',
      meetingLink: 'https://meet.example.org/rows',
      meetingCode: null,
      meetingPassword: 'pw',
      startDate: start,
      duration: 90,
      rsvpDate: null,
      visible: 2,
      toDashboard: false,
    },
    null,
    true,
  );
  await people.upsertRsvp(t.ctx.db, meetingId, member.id, 1);
  await people.upsertRsvp(t.ctx.db, meetingId, other.id, 1);
  await people.addFavorite(t.ctx.db, meetingId, member.id);
});
afterAll(async () => t?.close());

/** Every key of MeetingRow, so that a key the statement does not answer fails here too. */
const KEYS: (keyof meetings.MeetingRow)[] = [
  'id',
  'communityId',
  'name',
  'description',
  'meetingLink',
  'meetingCode',
  'meetingPassword',
  'startDate',
  'duration',
  'endDate',
  'rsvpDate',
  'timeZone',
  'cancelledAt',
  'cancelReason',
  'visible',
  'notificationSentAt',
  'toDashboard',
  'imageFileId',
  'createdAt',
  'cName',
  'cAlias',
  'cImage',
  'isPublic',
  'isVisible',
  'isAutoJoin',
  'isArchived',
  'isDeleted',
  'mStatus',
  'mRole',
  'mPermissions',
  'myStatus',
  'isInvited',
  'isFavorite',
  'goingCount',
];

function expectTyped(row: meetings.MeetingRow | undefined) {
  expect(row).toBeDefined();
  const r = row as meetings.MeetingRow;
  expect(Object.keys(r).sort()).toEqual([...KEYS].sort());
  expect(r).toMatchObject({
    id: meetingId,
    communityId,
    name: 'Row check',
    meetingCode: null,
    meetingPassword: 'pw',
    duration: 90,
    rsvpDate: null,
    visible: 2,
    toDashboard: false,
    imageFileId: null,
    mStatus: 2,
    mRole: 0,
    mPermissions: null,
    myStatus: 1,
    isInvited: false,
    isFavorite: true,
    goingCount: 2,
    cancelledAt: null,
    cancelReason: null,
  });
  const ms = (v: Date | string | null) => new Date(v as Date | string).getTime();
  expect(ms(r.startDate)).toBe(start.getTime());
  expect(ms(r.endDate)).toBe(start.getTime() + 90 * 60_000);
  expect(Number.isFinite(ms(r.notificationSentAt))).toBe(true);
  expect(Number.isFinite(ms(r.createdAt))).toBe(true);
  expect(typeof r.isPublic).toBe('boolean');
}

describe('meeting rows of the raw statement', () => {
  it('loadMeeting answers every MeetingRow key with the schema types', async () => {
    expectTyped(await meetings.loadMeeting(t.ctx.db, viewer, communityId, meetingId));
  });

  it('listMeetings answers the same row and a numeric total', async () => {
    const { rows, total } = await meetings.listMeetings(
      t.ctx.db,
      viewer,
      { communityIds: [communityId] },
      new Date(),
      1,
      10,
    );
    expect(total).toBe(1);
    expectTyped(rows[0]);
  });

  it("the builder's answer rows of the meeting agree with the raw going count", async () => {
    const users = await people.loadMeetingUsers(t.ctx.db, [meetingId]);
    expect(users.filter((u) => u.status === 1)).toHaveLength(2);
    expect(users.map((u) => u.meetingId)).toEqual([meetingId, meetingId]);
  });
});

/**
 * Join flow and membership (spec 02 §2 Join flow, §4 Membership, §5 Join answers, §7 Membership,
 * Members): terms, questions with text and file answers (exactly one file), Awaiting for private
 * communities, cancel, unjoin, auto-join, the members list and the NewAwaitingMember notification.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf, makePng } from '../src/modules/files/demo-files';
import {
  addMember,
  caller,
  countRows,
  createCommunity,
  createQuestion,
  multipart,
  queryRows,
} from './communities-fixtures';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
let pdf: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  pdf = await makePdf('Certificate', 1);
});
afterAll(async () => t?.close());

const put = (url: string, authorization: string, payload?: object) =>
  t.app.inject({ method: 'PUT', url: `/api/v1${url}`, headers: { authorization }, ...(payload ? { payload } : {}) });
const get = (url: string, authorization: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { authorization } });
const sendFiles = (url: string, authorization: string, files: { filename: string; bytes: Buffer }[]) => {
  const mp = multipart(files.map((f) => ({ name: 'files', ...f })));
  return t.app.inject({
    method: 'PUT',
    url: `/api/v1${url}`,
    headers: { authorization, ...mp.headers },
    payload: mp.payload,
  });
};

describe('joining a public community', () => {
  it('joins at once (Joined, membersCount + 1) and leaving gives no membership', async () => {
    const c = await createCommunity(t.ctx.db);
    const me = await caller(t.app, t.ctx.db);
    const joined = await put(`/community/${c.id}/join`, me.authorization, {});
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toEqual({ communityId: c.id, status: 2, isJoined: true, role: 0 });
    expect((await get(`/community/${c.id}`, me.authorization)).json().community).toMatchObject({
      membersCount: 1,
      status: 2,
      isJoined: true,
    });
    const left = await put(`/community/${c.id}/unjoin`, me.authorization);
    expect(left.json()).toEqual({ communityId: c.id, status: null, isJoined: false, role: null });
    expect((await get(`/community/${c.id}`, me.authorization)).json().community).toMatchObject({
      membersCount: 0,
      status: null,
    });
  });

  it('requires accepting the terms when the community requires agreement, and writes nothing otherwise', async () => {
    const c = await createCommunity(t.ctx.db, { isRequireAgreement: true, agreement: '<p>Be kind</p>' });
    const me = await caller(t.app, t.ctx.db);
    const terms = await get(`/community/${c.id}/terms`, me.authorization);
    expect(terms.json()).toEqual({ id: c.id, isRequireAgreement: true, agreement: '<p>Be kind</p>' });
    const refused = await put(`/community/${c.id}/join`, me.authorization, {});
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Please accept the terms and conditions.');
    expect(await countRows(t.ctx.db, 'community_members', `community_id = ${c.id}`)).toBe(0);
    expect((await put(`/community/${c.id}/join`, me.authorization, { acceptTerms: true })).json().status).toBe(2);
  });

  it('auto-join: counts as joined without a row, cannot be left; administrators have no join control', async () => {
    const c = await createCommunity(t.ctx.db, { isAutoJoin: true });
    const me = await caller(t.app, t.ctx.db);
    expect((await get(`/community/${c.id}`, me.authorization)).json().community).toMatchObject({
      isAutoJoin: true,
      isJoined: true,
      status: null,
    });
    const leave = await put(`/community/${c.id}/unjoin`, me.authorization);
    expect(leave.statusCode).toBe(400);
    expect(leave.json().message).toBe('Auto joined: this community cannot be left.');
    const admin = await caller(t.app, t.ctx.db, { role: 1 });
    const details = (await get(`/community/${c.id}`, admin.authorization)).json();
    expect(details.community).toMatchObject({ isAdmin: true, isJoined: true });
    expect(Object.values(details.permissions).every(Boolean)).toBe(true);
    expect((await put(`/community/${c.id}/join`, admin.authorization, {})).statusCode).toBe(400);
  });
});

describe('asking to join a private community', () => {
  it('answers the questions, sends exactly one file, waits (Pending), and the managers are notified', async () => {
    const c = await createCommunity(t.ctx.db, { isPublic: false, isRequireAgreement: true, agreement: '<p>Rules</p>' });
    const textQ = await createQuestion(t.ctx.db, c.id, 'Where do you practise?');
    const fileQ = await createQuestion(t.ctx.db, c.id, 'Upload your certificate', true);
    const moderator = await caller(t.app, t.ctx.db);
    await addMember(t.ctx.db, c.id, moderator.id, 2, 1);
    const plain = await caller(t.app, t.ctx.db);
    await addMember(t.ctx.db, c.id, plain.id, 2, 0);
    const me = await caller(t.app, t.ctx.db);

    const questions = (await get(`/community/${c.id}/join/question`, me.authorization)).json();
    expect(questions).toEqual({
      communityQuestions: [
        { id: textQ.id, text: 'Where do you practise?', isRequiredAssets: false },
        { id: fileQ.id, text: 'Upload your certificate', isRequiredAssets: true },
      ],
      totalItemCount: 2,
    });
    const blank = await put(`/community/${c.id}/join`, me.authorization, {
      acceptTerms: true,
      answers: [{ questionId: textQ.id, answer: '   ' }],
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('This field is required');

    const asked = await put(`/community/${c.id}/join`, me.authorization, {
      acceptTerms: true,
      answers: [{ questionId: textQ.id, answer: 'Sydney' }],
    });
    expect(asked.json()).toEqual({ communityId: c.id, status: 1, isJoined: false, role: null });
    expect((await get(`/community/${c.id}`, me.authorization)).json().community).toMatchObject({
      status: 1,
      isJoined: false,
    });
    expect((await get(`/community/${c.id}/posts`, me.authorization)).json().message).toBe(
      'Oops! Only members of this community can view it!',
    );

    const none = await sendFiles(`/community/${c.id}/join/question/${fileQ.id}/send-files`, me.authorization, []);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Please upload a file.');
    const two = await sendFiles(`/community/${c.id}/join/question/${fileQ.id}/send-files`, me.authorization, [
      { filename: 'a.pdf', bytes: pdf },
      { filename: 'b.pdf', bytes: pdf },
    ]);
    expect(two.statusCode).toBe(400);
    expect(two.json().message).toBe('Only one file may be uploaded for this question.');
    const disguised = await sendFiles(`/community/${c.id}/join/question/${fileQ.id}/send-files`, me.authorization, [
      { filename: 'cert.pdf', bytes: makePng([0, 0, 0], [9, 9, 9], 8, 8) },
    ]);
    expect(disguised.statusCode).toBe(415);
    expect(await countRows(t.ctx.db, 'community_files', "kind = 'join_answer'")).toBe(0);
    const sent = await sendFiles(`/community/${c.id}/join/question/${fileQ.id}/send-files`, me.authorization, [
      { filename: 'cert.pdf', bytes: pdf },
    ]);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().status).toBe(1);

    // Only the managers (the moderator, not the plain member) hear about the request.
    const notes = (await get('/community/notification', moderator.authorization)).json();
    expect(notes.notifications.map((n: { activityType: number }) => n.activityType)).toEqual([16]);
    expect(notes.notifications[0]).toMatchObject({
      community: { id: c.id },
      member: { memberFullName: `${me.account.firstName} ${me.account.lastName}` },
    });
    expect((await get('/community/notification', plain.authorization)).json().totalItemCount).toBe(0);
    expect((await get(`/community/${c.id}`, moderator.authorization)).json().community.pendingMembersCount).toBe(1);

    // The answer file: its uploader and the community's member managers may read it, others not.
    const [{ id: fileId }] = await queryRows<{ id: string }>(
      t.ctx.db,
      "select id from community_files where kind = 'join_answer'",
    );
    expect((await get(`/community/files/${fileId}`, me.authorization)).statusCode).toBe(200);
    expect((await get(`/community/files/${fileId}`, moderator.authorization)).statusCode).toBe(200);
    expect((await get(`/community/files/${fileId}`, plain.authorization)).statusCode).toBe(404);

    // A failed join is cancelled by the client: the request, answers and files go.
    const cancelled = await put(`/community/${c.id}/join/cancel`, me.authorization);
    expect(cancelled.json()).toEqual({ communityId: c.id, status: null, isJoined: false, role: null });
    expect(await countRows(t.ctx.db, 'community_join_answers', `community_id = ${c.id}`)).toBe(0);
    expect(await countRows(t.ctx.db, 'community_files', "kind = 'join_answer'")).toBe(0);
    expect((await get(`/community/${c.id}`, moderator.authorization)).json().community.pendingMembersCount).toBe(0);
  });

  it('a non-visible community cannot be found by non-members; a blocked user cannot join', async () => {
    const hidden = await createCommunity(t.ctx.db, { isPublic: false, isVisible: false });
    const me = await caller(t.app, t.ctx.db);
    const res = await put(`/community/${hidden.id}/join`, me.authorization, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Community not found.');
    const c = await createCommunity(t.ctx.db);
    await addMember(t.ctx.db, c.id, me.id, 3);
    const blocked = await put(`/community/${c.id}/join`, me.authorization, {});
    expect(blocked.statusCode).toBe(403);
    expect(await countRows(t.ctx.db, 'community_members', `community_id = ${c.id} and status = 3`)).toBe(1);
  });
});

describe('members list', () => {
  it('lists Joined members, moderators first; emails only for member managers; totals match', async () => {
    const c = await createCommunity(t.ctx.db);
    const moderator = await caller(t.app, t.ctx.db, { firstName: 'Zed' });
    await addMember(t.ctx.db, c.id, moderator.id, 2, 1);
    const member = await caller(t.app, t.ctx.db, { firstName: 'Amy' });
    await addMember(t.ctx.db, c.id, member.id, 2, 0);
    const pending = await caller(t.app, t.ctx.db);
    await addMember(t.ctx.db, c.id, pending.id, 1, 0);
    const asMember = (await get(`/community/${c.id}/member`, member.authorization)).json();
    expect(asMember.totalItemCount).toBe(2);
    expect(asMember.members.map((m: { userId: string }) => m.userId)).toEqual([moderator.id, member.id]);
    expect(asMember.members.every((m: { email: string | null }) => m.email === null)).toBe(true);
    const asModerator = (await get(`/community/${c.id}/member?pageSize=1&page=2`, moderator.authorization)).json();
    expect(asModerator).toMatchObject({
      totalItemCount: 2,
      members: [{ userId: member.id, email: member.account.email, role: 0, status: 2 }],
    });
    const searched = (await get(`/community/${c.id}/member?keyword=zed`, member.authorization)).json();
    expect(searched.members.map((m: { userId: string }) => m.userId)).toEqual([moderator.id]);
    expect(searched.totalItemCount).toBe(1);
  });
});

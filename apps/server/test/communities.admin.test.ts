/**
 * Community admin area (issue 19; spec 02 §4, §6, §7): every admin call called by a moderator of
 * the community (allowed), a moderator of another community (403), an editor without the call's
 * flag (403; allowed where the Editor role holds it), a member (403) and an administrator
 * (allowed); another community's child ids under this community's id (404); the state
 * transitions of spec 02 §4; notifications 10, 11, 14, 15; the moderation log; a blocked member.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityReports } from '../src/db/schema';
import {
  addMember,
  caller,
  countRows,
  createCategory,
  createComment,
  createCommunity,
  createPost,
  createQuestion,
  multipart,
  queryRows,
} from './communities-fixtures';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
type Who = Awaited<ReturnType<typeof caller>>;
let A: { id: number };
let B: { id: number };
let modA: Who;
let modB: Who;
let editorA: Who;
let memberA: Who;
let admin: Who;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.ctx.db;
  // Private and visible: join questions may be added (spec 02 §2).
  A = await createCommunity(db, { isPublic: false, isVisible: true });
  B = await createCommunity(db, { isPublic: false, isVisible: true });
  modA = await caller(t.app, db);
  modB = await caller(t.app, db);
  editorA = await caller(t.app, db);
  memberA = await caller(t.app, db);
  admin = await caller(t.app, db, { role: 1 });
  await addMember(db, A.id, modA.id, 2, 1);
  await addMember(db, B.id, modB.id, 2, 1);
  await addMember(db, A.id, editorA.id, 2, 2);
  await addMember(db, A.id, memberA.id, 2, 0);
});
afterAll(async () => t?.close());

const api = (who: Who, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { authorization: who.authorization },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function report(communityId: number, postId: number, userId: string, commentId: number | null = null) {
  const [row] = await t.ctx.db
    .insert(communityReports)
    .values({ communityId, postId, commentId, userId, reason: 'Shares a client name' })
    .returning();
  return row;
}

/** A fresh site user (and, with a status, their membership in `communityId`). */
async function someone(communityId?: number, status?: number, role = 0) {
  const u = await caller(t.app, t.ctx.db);
  if (communityId && status) await addMember(t.ctx.db, communityId, u.id, status, role);
  return u;
}

/** PUT admin/community/{id} with the community form's fields (defaults filled in). */
function settings(who: Who, id: number, fields: Record<string, string>) {
  const all: Record<string, string> = { shortDescription: 'Therapists in schools', isPublic: 'true', ...fields };
  const body = multipart(Object.entries(all).map(([name, value]) => ({ name, value })));
  return t.app.inject({
    method: 'PUT',
    url: `/api/v1/admin/community/${id}`,
    headers: { authorization: who.authorization, ...body.headers },
    payload: body.payload,
  });
}

type Call = {
  name: string;
  /** Whether the Editor role's flags allow the call. */
  editor: boolean;
  /** Whether a moderator of this community may (the moderation log is for administrators only). */
  moderator?: boolean;
  run: (who: Who) => Promise<{ statusCode: number; body: string }>;
};

const CALLS: Call[] = [
  {
    name: 'PUT about',
    editor: false,
    run: (w) => api(w, 'PUT', `/admin/community/${A.id}/about`, { about: '<p>We are OTs</p>' }),
  },
  { name: 'GET terms', editor: true, run: (w) => api(w, 'GET', `/admin/community/${A.id}/terms`) },
  {
    name: 'PUT terms',
    editor: false,
    run: (w) => api(w, 'PUT', `/admin/community/${A.id}/terms`, { agreement: '<p>Be kind</p>' }),
  },
  {
    name: 'PUT archive',
    editor: false,
    run: (w) => api(w, 'PUT', `/admin/community/${A.id}/archive`, { isArchived: false }),
  },
  { name: 'GET question', editor: true, run: (w) => api(w, 'GET', `/admin/community/${A.id}/question`) },
  {
    name: 'POST question',
    editor: false,
    run: (w) =>
      api(w, 'POST', `/admin/community/${A.id}/question`, { communityQuestions: [{ text: 'Where do you practise?' }] }),
  },
  {
    name: 'PUT question',
    editor: false,
    run: async (w) => {
      const q = await createQuestion(t.ctx.db, A.id, 'Old text');
      return api(w, 'PUT', `/admin/community/${A.id}/question/${q.id}`, { text: 'New text', isRequiredAssets: false });
    },
  },
  {
    name: 'DELETE question',
    editor: false,
    run: async (w) => {
      const q = await createQuestion(t.ctx.db, A.id, 'To delete');
      return api(w, 'DELETE', `/admin/community/${A.id}/question/${q.id}`);
    },
  },
  {
    name: 'GET question-answers',
    editor: true,
    run: (w) => api(w, 'GET', `/admin/community/${A.id}/question-answers?memberId=${memberA.id}`),
  },
  { name: 'GET post/report', editor: true, run: (w) => api(w, 'GET', `/admin/community/${A.id}/post/report`) },
  {
    name: 'DELETE post/report',
    editor: true,
    run: async (w) => {
      const post = await createPost(t.ctx.db, A.id, memberA.id);
      const r = await report(A.id, post.id, modA.id);
      return api(w, 'DELETE', `/admin/community/${A.id}/post/report`, { reportIds: [r.id] });
    },
  },
  { name: 'GET comment/report', editor: true, run: (w) => api(w, 'GET', `/admin/community/${A.id}/comment/report`) },
  {
    name: 'DELETE comment (approve report)',
    editor: true,
    run: async (w) => {
      const post = await createPost(t.ctx.db, A.id, memberA.id);
      const c = await createComment(t.ctx.db, post.id, memberA.id);
      return api(w, 'DELETE', `/admin/community/${A.id}/comment/${c.id}`);
    },
  },
  { name: 'POST getlist', editor: true, run: (w) => api(w, 'POST', `/admin/community/${A.id}/getlist`, {}) },
  {
    name: 'POST getlist-with-answers',
    editor: true,
    run: (w) => api(w, 'POST', `/admin/community/${A.id}/getlist-with-answers`, { statuses: [1, 2] }),
  },
  {
    name: 'PUT member role',
    editor: false,
    run: async (w) => {
      const u = await someone(A.id, 2);
      return api(w, 'PUT', `/admin/community/${A.id}/member/${u.id}`, { role: 2 });
    },
  },
  {
    name: 'PUT member approve',
    editor: true,
    run: async (w) => {
      const u = await someone(A.id, 1);
      return api(w, 'PUT', `/admin/community/${A.id}/member/${u.id}`, { status: 2 });
    },
  },
  {
    name: 'DELETE member',
    editor: false,
    run: async (w) => {
      const u = await someone(A.id, 2);
      return api(w, 'DELETE', `/admin/community/${A.id}/member/${u.id}`);
    },
  },
  {
    name: 'POST member (add)',
    editor: true,
    run: async (w) => {
      const u = await someone();
      return api(w, 'POST', `/admin/community/${A.id}/member`, { userIds: [u.id] });
    },
  },
  {
    name: 'GET members_and_blocked',
    editor: true,
    run: (w) => api(w, 'GET', `/admin/community/members_and_blocked?communityId=${A.id}&keyword=Test`),
  },
  { name: 'GET block', editor: false, run: (w) => api(w, 'GET', `/admin/community/${A.id}/block`) },
  {
    name: 'POST block',
    editor: false,
    run: async (w) => {
      const u = await someone(A.id, 2);
      return api(w, 'POST', `/admin/community/${A.id}/block`, { users: [{ userId: u.id, reason: 'Spam' }] });
    },
  },
  {
    name: 'PUT block',
    editor: false,
    run: async (w) => {
      const u = await someone(A.id, 3);
      return api(w, 'PUT', `/admin/community/${A.id}/block`, { users: [{ userId: u.id, reason: 'Spam again' }] });
    },
  },
  {
    name: 'PUT block/{uid}',
    editor: false,
    run: async (w) => {
      const u = await someone(A.id, 3);
      return api(w, 'PUT', `/admin/community/${A.id}/block/${u.id}`, { reason: 'Changed' });
    },
  },
  {
    name: 'POST unblock',
    editor: false,
    run: async (w) => {
      const u = await someone(A.id, 3);
      return api(w, 'POST', `/admin/community/${A.id}/unblock`, { userIds: [u.id] });
    },
  },
  {
    name: 'POST set-status',
    editor: true,
    run: async (w) => {
      const post = await createPost(t.ctx.db, A.id, memberA.id, { status: 2 });
      return api(w, 'POST', `/admin/community/${A.id}/post/${post.id}/set-status`, { status: 1 });
    },
  },
  {
    name: 'PUT settings (multipart)',
    editor: false,
    run: async (w) => {
      const cat = await createCategory(t.ctx.db, `Paediatrics ${Math.random()}`);
      return settings(w, A.id, { name: 'Paediatric OT network', categoryIds: String(cat.id), isPublic: 'false' });
    },
  },
  {
    // Issue 32: the community's own moderator reads its log; a moderator of another community does not.
    name: 'GET moderation-log',
    editor: false,
    run: (w) => api(w, 'GET', `/admin/community/${A.id}/moderation-log`),
  },
];

describe('community admin permissions (spec 02 §6)', () => {
  const who = () => ({ modA, modB, editorA, memberA, admin });
  for (const call of CALLS) {
    it(`${call.name}`, async () => {
      const expected: Record<string, number> = {
        modA: call.moderator === false ? 403 : 200,
        modB: 403,
        editorA: call.editor ? 200 : 403,
        memberA: 403,
        admin: 200,
      };
      const got: Record<string, number> = {};
      for (const [name, w] of Object.entries(who())) {
        const res = await call.run(w);
        got[name] = res.statusCode;
        if (res.statusCode !== expected[name]) got[`${name}Body`] = res.body as unknown as number;
      }
      expect(got).toEqual(expected);
    });
  }

  it('a moderator reads their own community’s moderation log, not a hidden one’s (400 "Community not found.", spec 02 §6) (issue 32)', async () => {
    const own = await api(modA, 'GET', `/admin/community/${A.id}/moderation-log`);
    expect(own.statusCode).toBe(200);
    expect(Array.isArray(own.json().entries)).toBe(true);
    const hidden = await createCommunity(t.ctx.db, { isPublic: false, isVisible: false });
    const other = await api(modA, 'GET', `/admin/community/${hidden.id}/moderation-log`);
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe('Community not found.');
  });

  it('answers 400 "Community not found." for an unknown community', async () => {
    const res = await api(modA, 'GET', '/admin/community/999999/terms');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Community not found.');
  });
});

describe('another community’s child under this community’s id answers 404', () => {
  it.each([
    [
      'PUT question',
      async () => {
        const q = await createQuestion(t.ctx.db, B.id, 'B question');
        return api(modA, 'PUT', `/admin/community/${A.id}/question/${q.id}`, { text: 'x' });
      },
    ],
    [
      'DELETE question',
      async () => {
        const q = await createQuestion(t.ctx.db, B.id, 'B question');
        return api(modA, 'DELETE', `/admin/community/${A.id}/question/${q.id}`);
      },
    ],
    [
      'DELETE post/report',
      async () => {
        const post = await createPost(t.ctx.db, B.id, modB.id);
        const r = await report(B.id, post.id, memberA.id);
        return api(modA, 'DELETE', `/admin/community/${A.id}/post/report`, { reportIds: [r.id] });
      },
    ],
    [
      'DELETE comment',
      async () => {
        const post = await createPost(t.ctx.db, B.id, modB.id);
        const c = await createComment(t.ctx.db, post.id, modB.id);
        return api(modA, 'DELETE', `/admin/community/${A.id}/comment/${c.id}`);
      },
    ],
    [
      'PUT member',
      async () => {
        const u = await someone(B.id, 2);
        return api(modA, 'PUT', `/admin/community/${A.id}/member/${u.id}`, { role: 2 });
      },
    ],
    [
      'DELETE member',
      async () => {
        const u = await someone(B.id, 2);
        return api(modA, 'DELETE', `/admin/community/${A.id}/member/${u.id}`);
      },
    ],
    [
      'PUT block/{uid}',
      async () => {
        const u = await someone(B.id, 3);
        return api(modA, 'PUT', `/admin/community/${A.id}/block/${u.id}`, { reason: 'x' });
      },
    ],
    [
      'POST unblock',
      async () => {
        const u = await someone(B.id, 3);
        return api(modA, 'POST', `/admin/community/${A.id}/unblock`, { userIds: [u.id] });
      },
    ],
    [
      'POST set-status',
      async () => {
        const post = await createPost(t.ctx.db, B.id, modB.id, { status: 2 });
        return api(admin, 'POST', `/admin/community/${A.id}/post/${post.id}/set-status`, { status: 1 });
      },
    ],
  ])('%s', async (_name, run) => {
    const res = await run();
    expect(res.statusCode).toBe(404);
  });
});

const statusOf = async (postId: number) =>
  Number(
    (await queryRows<{ status: number }>(t.ctx.db, `select status from community_posts where id = ${postId}`))[0]
      .status,
  );
const memberStatus = async (communityId: number, userId: string) =>
  (
    await queryRows<{ status: number }>(
      t.ctx.db,
      `select status from community_members where community_id = ${communityId} and user_id = '${userId}'`,
    )
  )[0]?.status ?? null;
const notifications = (type: number, recipient: string) =>
  countRows(t.ctx.db, 'community_notifications', `activity_type = ${type} and recipient_id = '${recipient}'`);

describe('post transitions (spec 02 §4 Post)', () => {
  it('approve, decline, publish, delete, restore, Open/Close and a reported post archived, each logged', async () => {
    const setStatus = (id: number, body: object) =>
      api(modA, 'POST', `/admin/community/${A.id}/post/${id}/set-status`, body);
    const pending = await createPost(t.ctx.db, A.id, memberA.id, { status: 2 });
    expect((await setStatus(pending.id, { status: 1 })).statusCode).toBe(200);
    expect(await statusOf(pending.id)).toBe(1);
    const declined = await createPost(t.ctx.db, A.id, memberA.id, { status: 2 });
    await setStatus(declined.id, { status: 99 });
    expect(await statusOf(declined.id)).toBe(99);
    await setStatus(declined.id, { status: 1 });
    expect(await statusOf(declined.id)).toBe(1);
    await setStatus(declined.id, { status: 3 });
    expect(await statusOf(declined.id)).toBe(3);
    await setStatus(declined.id, { status: 1 });
    expect(await statusOf(declined.id)).toBe(1);
    await setStatus(declined.id, { isFrozen: true });
    const frozen = await queryRows<{ is_frozen: boolean }>(
      t.ctx.db,
      `select is_frozen from community_posts where id = ${declined.id}`,
    );
    expect(frozen[0].is_frozen).toBe(true);
    // A reported post approved: ArchivedDueToReported, reports resolved, reporter told (10).
    const reporter = await someone(A.id, 2);
    const reported = await createPost(t.ctx.db, A.id, memberA.id);
    await report(A.id, reported.id, reporter.id);
    await setStatus(reported.id, { status: 4 });
    expect(await statusOf(reported.id)).toBe(4);
    expect(await notifications(10, reporter.id)).toBe(1);
    const log = await api(admin, 'GET', `/admin/community/${A.id}/moderation-log`);
    const actions = (log.json().entries as { action: string; postId: number }[])
      .filter((e) => [pending.id, declined.id, reported.id].includes(e.postId))
      .map((e) => e.action)
      .reverse();
    expect(actions).toEqual([
      'post.approve',
      'post.decline',
      'post.publish',
      'post.delete',
      'post.restore',
      'post.close',
      'post.archiveReported',
    ]);
  });

  it('Deny declines a post’s reports and Resolve resolves them; reporters are told (10); listed until then', async () => {
    const reporter = await someone(A.id, 2);
    const post = await createPost(t.ctx.db, A.id, memberA.id, { title: 'A reported post' });
    const r = await report(A.id, post.id, reporter.id);
    const list = await api(modA, 'GET', `/admin/community/${A.id}/post/report`);
    const entry = (list.json().reportedPosts as { post: { id: number }; reports: { firstName: string }[] }[]).find(
      (p) => p.post.id === post.id,
    );
    expect(entry?.reports).toHaveLength(1);
    await api(modA, 'DELETE', `/admin/community/${A.id}/post/report`, { reportIds: [r.id] });
    const after = await api(modA, 'GET', `/admin/community/${A.id}/post/report`);
    expect((after.json().reportedPosts as { post: { id: number } }[]).some((p) => p.post.id === post.id)).toBe(false);
    expect(await statusOf(post.id)).toBe(1);
    expect(await notifications(10, reporter.id)).toBe(1);
    // Declining twice: the report is no longer open, nothing changes.
    const again = await api(modA, 'DELETE', `/admin/community/${A.id}/post/report`, { reportIds: [r.id] });
    expect(again.statusCode).toBe(200);
    expect(await notifications(10, reporter.id)).toBe(1);
  });

  it('approving a comment report deletes the comment and tells the reporters (11); Deny keeps it', async () => {
    const reporter = await someone(A.id, 2);
    const post = await createPost(t.ctx.db, A.id, memberA.id);
    const bad = await createComment(t.ctx.db, post.id, memberA.id, null, '<p>Off-topic</p>');
    const fine = await createComment(t.ctx.db, post.id, memberA.id, null, '<p>Fine</p>');
    await report(A.id, post.id, reporter.id, bad.id);
    const r2 = await report(A.id, post.id, reporter.id, fine.id);
    const list = await api(modA, 'GET', `/admin/community/${A.id}/comment/report`);
    expect((list.json().postComments as { id: number }[]).map((c) => c.id)).toEqual(
      expect.arrayContaining([bad.id, fine.id]),
    );
    expect((await api(modA, 'DELETE', `/admin/community/${A.id}/comment/${bad.id}`)).statusCode).toBe(200);
    expect(await countRows(t.ctx.db, 'community_comments', `id = ${bad.id}`)).toBe(0);
    await api(modA, 'DELETE', `/admin/community/${A.id}/post/report`, { reportIds: [r2.id] });
    expect(await countRows(t.ctx.db, 'community_comments', `id = ${fine.id}`)).toBe(1);
    expect(await notifications(11, reporter.id)).toBe(2);
    const counts = await queryRows<{ comments_count: number }>(
      t.ctx.db,
      `select comments_count from community_posts where id = ${post.id}`,
    );
    expect(Number(counts[0].comments_count)).toBe(1);
  });
});

describe('member transitions (spec 02 §4 Membership)', () => {
  const membersCount = async () =>
    (
      await queryRows<{ members_count: number; pending_members_count: number }>(
        t.ctx.db,
        `select members_count, pending_members_count from communities where id = ${A.id}`,
      )
    )[0];

  it('approve, remove, return, add; counters follow; the member is told (14)', async () => {
    const u = await someone(A.id, 1);
    const before = await membersCount();
    await api(modA, 'PUT', `/admin/community/${A.id}/member/${u.id}`, { status: 2 });
    expect(await memberStatus(A.id, u.id)).toBe(2);
    let now = await membersCount();
    expect([
      now.members_count - before.members_count,
      now.pending_members_count - before.pending_members_count,
    ]).toEqual([1, -1]);
    await api(modA, 'DELETE', `/admin/community/${A.id}/member/${u.id}`);
    expect(await memberStatus(A.id, u.id)).toBe(4);
    const removed = await api(modA, 'POST', `/admin/community/${A.id}/getlist-with-answers`, { statuses: [4] });
    expect((removed.json().members as { userId: string }[]).map((m) => m.userId)).toContain(u.id);
    await api(modA, 'PUT', `/admin/community/${A.id}/member/${u.id}`, { status: 2 });
    expect(await memberStatus(A.id, u.id)).toBe(2);
    now = await membersCount();
    expect(now.members_count - before.members_count).toBe(1);
    expect(await notifications(14, u.id)).toBe(2);
    // Adding an existing member or a blacklisted user is refused with the spec's messages.
    const dup = await api(modA, 'POST', `/admin/community/${A.id}/member`, { userIds: [u.id] });
    expect([dup.statusCode, dup.json().message]).toEqual([409, 'User is already in your community']);
    const blocked = await someone(A.id, 3);
    const refused = await api(modA, 'POST', `/admin/community/${A.id}/member`, { userIds: [blocked.id] });
    expect([refused.statusCode, refused.json().message]).toEqual([
      409,
      'To add this user as a member, remove them from the blacklist first',
    ]);
    const search = await api(
      modA,
      'GET',
      `/admin/community/members_and_blocked?communityId=${A.id}&keyword=${blocked.account.lastName}`,
    );
    expect(search.json().users[0]).toMatchObject({ userId: blocked.id, isBlocked: true, isMember: false });
    const short = await api(modA, 'GET', `/admin/community/members_and_blocked?communityId=${A.id}&keyword=ab`);
    expect([short.statusCode, short.json().message]).toEqual([400, 'Please enter at least 3 letters']);
  });

  it('change role: an editor cannot make moderators; a moderator can; nobody changes themselves', async () => {
    const u = await someone(A.id, 2);
    const res = await api(modA, 'PUT', `/admin/community/${A.id}/member/${u.id}`, { role: 1 });
    expect(res.json()).toMatchObject({ userId: u.id, role: 1 });
    const self = await api(modA, 'PUT', `/admin/community/${A.id}/member/${modA.id}`, { role: 0 });
    expect(self.statusCode).toBe(403);
  });

  it('a blacklisted member is refused everywhere in the community, stays a site member, and may rejoin once unblocked', async () => {
    const pub = await createCommunity(t.ctx.db, { isPublic: true });
    const mod = await someone(pub.id, 2, 1);
    const u = await someone(pub.id, 2);
    const post = await createPost(t.ctx.db, pub.id, mod.id);
    const block = await api(mod, 'POST', `/admin/community/${pub.id}/block`, {
      users: [{ userId: u.id, reason: 'Repeated spam' }],
    });
    expect(block.statusCode).toBe(200);
    expect(await notifications(15, u.id)).toBe(1);
    expect((await api(u, 'GET', `/community/${pub.id}/posts`)).statusCode).toBe(403);
    expect((await api(u, 'GET', `/community/post/${post.id}`)).statusCode).toBe(403);
    const comment = await t.app.inject({
      method: 'POST',
      url: `/api/v1/community/post/${post.id}/comment`,
      headers: { authorization: u.authorization, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="body"\r\n\r\n<p>hi</p>\r\n--x--\r\n',
    });
    expect(comment.statusCode).toBe(403);
    const join = await api(u, 'PUT', `/community/${pub.id}/join`, {});
    expect([join.statusCode, join.json().code]).toEqual([403, 'BLOCKED']);
    expect((await api(u, 'GET', '/account')).statusCode).not.toBe(401);
    const list = await api(mod, 'GET', `/admin/community/${pub.id}/block?keyword=${u.account.email}`);
    expect(list.json().blacklistUsers).toMatchObject([{ userId: u.id, reason: 'Repeated spam' }]);
    await api(mod, 'PUT', `/admin/community/${pub.id}/block/${u.id}`, { reason: 'Spam and abuse' });
    const blank = await api(mod, 'PUT', `/admin/community/${pub.id}/block/${u.id}`, { reason: '  ' });
    expect([blank.statusCode, blank.json().message]).toEqual([400, 'Please enter a reason']);
    await api(mod, 'POST', `/admin/community/${pub.id}/unblock`, { userIds: [u.id] });
    expect(await memberStatus(pub.id, u.id)).toBeNull();
    expect((await api(u, 'PUT', `/community/${pub.id}/join`, {})).statusCode).toBe(200);
    const log = await api(admin, 'GET', `/admin/community/${pub.id}/moderation-log`);
    expect(
      (log.json().entries as { action: string; reason: string | null }[]).map((e) => [e.action, e.reason]),
    ).toEqual([
      ['member.unblock', null],
      ['member.blockReason', 'Spam and abuse'],
      ['member.block', 'Repeated spam'],
    ]);
  });
});

describe('terms, questions and the join flow (spec 02 §2 Join flow, §5)', () => {
  it('terms: blank refused with the spec message; the requirement toggle alone saves; the join flow reads them', async () => {
    const blank = await api(modA, 'PUT', `/admin/community/${A.id}/terms`, { agreement: '<p> </p>' });
    expect([blank.statusCode, blank.json().message]).toEqual([400, 'Content cannot be empty.']);
    await api(modA, 'PUT', `/admin/community/${A.id}/terms`, { agreement: '<p>Respect client privacy</p>' });
    const toggled = await api(modA, 'PUT', `/admin/community/${A.id}/terms`, { isRequireAgreement: true });
    expect(toggled.json()).toEqual({ agreement: '<p>Respect client privacy</p>', isRequireAgreement: true });
    const outsider = await someone();
    const terms = await api(outsider, 'GET', `/community/${A.id}/terms`);
    expect(terms.json()).toMatchObject({ isRequireAgreement: true });
    await api(modA, 'PUT', `/admin/community/${A.id}/terms`, { isRequireAgreement: false });
  });

  it('questions: only private visible communities; text required, max 150; members see them when joining', async () => {
    const pub = await createCommunity(t.ctx.db, { isPublic: true });
    const res = await api(admin, 'POST', `/admin/community/${pub.id}/question`, {
      communityQuestions: [{ text: 'Why?' }],
    });
    expect([res.statusCode, res.json().message]).toEqual([400, 'Community must be private and visible']);
    const empty = await api(modA, 'POST', `/admin/community/${A.id}/question`, { communityQuestions: [{ text: ' ' }] });
    expect([empty.statusCode, empty.json().message]).toEqual([400, 'Please enter a question']);
    const long = await api(modA, 'POST', `/admin/community/${A.id}/question`, {
      communityQuestions: [{ text: 'x'.repeat(151) }],
    });
    expect([long.statusCode, long.json().message]).toEqual([400, 'Max length is 150 symbols']);
    await api(modA, 'POST', `/admin/community/${A.id}/question`, {
      communityQuestions: [{ text: 'Which setting do you work in?', isRequiredAssets: false }],
    });
    const outsider = await someone();
    const join = await api(outsider, 'GET', `/community/${A.id}/join/question`);
    expect(JSON.stringify(join.json())).toContain('Which setting do you work in?');
  });
});

describe('admin settings (spec 02 §4 Community, §5 Community)', () => {
  it('applies the privacy rules, refuses a taken alias and bad fields with the spec messages, archives', async () => {
    const c = await createCommunity(t.ctx.db, { isPublic: false });
    const other = await createCommunity(t.ctx.db);
    const cat = await createCategory(t.ctx.db, `Mental health ${Math.random()}`);
    const ok = await settings(admin, c.id, {
      name: 'Mental health OTs',
      alias: 'mental-health-ots',
      categoryIds: String(cat.id),
      isPublic: 'true',
      isVisible: 'false',
      isAutoJoin: 'true',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().community).toMatchObject({
      name: 'Mental health OTs',
      alias: 'mental-health-ots',
      isPublic: true,
      isVisible: true,
      isAutoJoin: true,
    });
    const priv = await settings(admin, c.id, {
      name: 'Mental health OTs',
      categoryIds: String(cat.id),
      isPublic: 'false',
      isAutoJoin: 'true',
    });
    expect(priv.json().community).toMatchObject({ isPublic: false, isAutoJoin: false });
    const taken = await settings(admin, c.id, { name: 'x', alias: other.alias, categoryIds: String(cat.id) });
    expect([taken.statusCode, taken.json().message]).toEqual([409, 'This community alias already exists']);
    const spaces = await settings(admin, c.id, { name: 'x', alias: 'has space', categoryIds: String(cat.id) });
    expect(spaces.json().message).toBe('Spaces are not allowed in alias');
    const noName = await settings(admin, c.id, { name: ' ', categoryIds: String(cat.id) });
    expect(noName.json().message).toBe('Please enter a community name');
    const noCategory = await settings(admin, c.id, { name: 'x' });
    expect(noCategory.json().message).toBe('Please enter a category');
    await api(admin, 'PUT', `/admin/community/${c.id}/archive`, { isArchived: true });
    const archived = await api(admin, 'GET', `/community/${c.id}`);
    expect(archived.json().community.isArchived).toBe(true);
    expect(archived.json().community.archivedDate).not.toBeNull();
  });
});

describe('the moderation log is append-only', () => {
  it('refuses a direct update and delete', async () => {
    await expect(t.ctx.db.execute(sql`update community_moderation_log set reason = 'x'`)).rejects.toThrow();
    await expect(t.ctx.db.execute(sql`delete from community_moderation_log`)).rejects.toThrow();
  });
});

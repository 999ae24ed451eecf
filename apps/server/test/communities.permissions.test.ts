/**
 * Permission matrix (spec 02 §4, §6; issue #3): every community endpoint called by every kind of
 * caller (account role × membership state × per-community flag) on every kind of community
 * (public, private, non-visible, auto-join, archived). The expected answers are written out
 * below as tables, independently of policies/communities.ts.
 */
import { COMMUNITY_PERMISSION_FLAGS } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, caller, createCommunity, createPost, multipart } from './communities-fixtures';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const KINDS = ['public', 'private', 'hidden', 'autojoin', 'archived'] as const;
type Kind = (typeof KINDS)[number];
const CALLERS = [
  'none',
  'awaiting',
  'member',
  'memberPostEdit',
  'editor',
  'moderator',
  'blocked',
  'removed',
  'admin',
  'manager',
] as const;
type Caller = (typeof CALLERS)[number];

type Outcome =
  | 'ok'
  | 'notFound'
  | 'private'
  | 'notMember'
  | 'archived'
  | 'forbidden'
  | 'blocked'
  | 'adminNoJoin'
  | 'autoJoinNoLeave'
  | 'notJoined';
const EXPECTED_STATUS: Record<Outcome, [number, string]> = {
  ok: [200, ''],
  notFound: [400, 'COMMUNITY_NOT_FOUND'],
  private: [403, 'COMMUNITY_PRIVATE'],
  notMember: [403, 'NOT_A_MEMBER'],
  archived: [403, 'COMMUNITY_ARCHIVED'],
  forbidden: [403, 'FORBIDDEN'],
  blocked: [403, 'BLOCKED'],
  adminNoJoin: [400, 'ADMIN_NO_JOIN'],
  autoJoinNoLeave: [400, 'AUTO_JOIN'],
  notJoined: [400, 'VALIDATION_ERROR'],
};

const row = (pub: Outcome, priv: Outcome, hidden: Outcome, auto: Outcome, arch: Outcome): Record<Kind, Outcome> => ({
  public: pub,
  private: priv,
  hidden,
  autojoin: auto,
  archived: arch,
});
const allOk = row('ok', 'ok', 'ok', 'ok', 'ok');

/** GET community/{id}, /about, like: the community page (open). */
const OPEN: Record<Caller, Record<Kind, Outcome>> = {
  none: row('ok', 'private', 'notFound', 'ok', 'ok'),
  awaiting: row('ok', 'private', 'private', 'ok', 'ok'),
  blocked: row('ok', 'private', 'notFound', 'ok', 'ok'),
  removed: row('ok', 'private', 'notFound', 'ok', 'ok'),
  member: allOk,
  memberPostEdit: allOk,
  editor: allOk,
  moderator: allOk,
  admin: allOk,
  manager: allOk,
};
/** Terms, join questions, favourites: whoever discovers the community. */
const DISCOVER: Record<Caller, Record<Kind, Outcome>> = {
  none: row('ok', 'ok', 'notFound', 'ok', 'ok'),
  awaiting: allOk,
  blocked: row('ok', 'ok', 'notFound', 'ok', 'ok'),
  removed: row('ok', 'ok', 'notFound', 'ok', 'ok'),
  member: allOk,
  memberPostEdit: allOk,
  editor: allOk,
  moderator: allOk,
  admin: allOk,
  manager: allOk,
};
/** Posts, comments, members: joined only (auto-join counts unless blocked or removed). */
const READ: Record<Caller, Record<Kind, Outcome>> = {
  none: row('notMember', 'notMember', 'notFound', 'ok', 'notMember'),
  awaiting: row('notMember', 'notMember', 'notMember', 'ok', 'notMember'),
  blocked: row('notMember', 'notMember', 'notFound', 'notMember', 'notMember'),
  removed: row('notMember', 'notMember', 'notFound', 'notMember', 'notMember'),
  member: allOk,
  memberPostEdit: allOk,
  editor: allOk,
  moderator: allOk,
  admin: allOk,
  manager: allOk,
};
/** Writes: READ, and the community not archived. */
const WRITE: Record<Caller, Record<Kind, Outcome>> = Object.fromEntries(
  CALLERS.map((c) => [
    c,
    Object.fromEntries(KINDS.map((k) => [k, READ[c][k] === 'ok' && k === 'archived' ? 'archived' : READ[c][k]])),
  ]),
) as Record<Caller, Record<Kind, Outcome>>;
/** PUT community/{id}/join */
const JOIN: Record<Caller, Record<Kind, Outcome>> = {
  none: row('ok', 'ok', 'notFound', 'ok', 'archived'),
  awaiting: row('ok', 'ok', 'ok', 'ok', 'archived'),
  blocked: row('blocked', 'blocked', 'notFound', 'blocked', 'blocked'),
  removed: row('ok', 'ok', 'notFound', 'ok', 'archived'),
  member: row('ok', 'ok', 'ok', 'ok', 'archived'),
  memberPostEdit: row('ok', 'ok', 'ok', 'ok', 'archived'),
  editor: row('ok', 'ok', 'ok', 'ok', 'archived'),
  moderator: row('ok', 'ok', 'ok', 'ok', 'archived'),
  admin: row('adminNoJoin', 'adminNoJoin', 'adminNoJoin', 'adminNoJoin', 'adminNoJoin'),
  manager: row('adminNoJoin', 'adminNoJoin', 'adminNoJoin', 'adminNoJoin', 'adminNoJoin'),
};
/** PUT community/{id}/unjoin */
const LEAVE: Record<Caller, Record<Kind, Outcome>> = {
  none: row('notJoined', 'notJoined', 'notFound', 'autoJoinNoLeave', 'notJoined'),
  awaiting: row('ok', 'ok', 'ok', 'autoJoinNoLeave', 'ok'),
  blocked: row('notJoined', 'notJoined', 'notFound', 'autoJoinNoLeave', 'notJoined'),
  removed: row('notJoined', 'notJoined', 'notFound', 'autoJoinNoLeave', 'notJoined'),
  member: row('ok', 'ok', 'ok', 'autoJoinNoLeave', 'ok'),
  memberPostEdit: row('ok', 'ok', 'ok', 'autoJoinNoLeave', 'ok'),
  editor: row('ok', 'ok', 'ok', 'autoJoinNoLeave', 'ok'),
  moderator: row('ok', 'ok', 'ok', 'autoJoinNoLeave', 'ok'),
  admin: row('adminNoJoin', 'adminNoJoin', 'adminNoJoin', 'adminNoJoin', 'adminNoJoin'),
  manager: row('adminNoJoin', 'adminNoJoin', 'adminNoJoin', 'adminNoJoin', 'adminNoJoin'),
};

/** The per-community flags each caller holds where it counts as joined. */
const ALL = [...COMMUNITY_PERMISSION_FLAGS] as string[];
const MEMBER_FLAGS = ['postCreate', 'commentCreate'];
const FLAGS: Record<Caller, string[]> = {
  none: MEMBER_FLAGS, // only where auto-join makes them members
  awaiting: MEMBER_FLAGS,
  blocked: [],
  removed: [],
  member: MEMBER_FLAGS,
  memberPostEdit: ['postCreate', 'commentCreate', 'postEdit'],
  editor: [
    'postCreate',
    'postEdit',
    'postApprove',
    'postDelete',
    'commentCreate',
    'commentDelete',
    'assetsAll',
    'meetingAll',
    'communityAddMember',
  ],
  moderator: ALL,
  admin: ALL,
  manager: ALL,
};
const withFlag = (access: Outcome, who: Caller, flags: string[]): Outcome =>
  access !== 'ok' ? access : flags.some((f) => FLAGS[who].includes(f)) ? 'ok' : 'forbidden';

interface Case {
  kind: Kind;
  who: Caller;
}

async function setup({ kind, who }: Case) {
  const db = t.ctx.db;
  const community = await createCommunity(db, {
    isPublic: kind === 'public' || kind === 'autojoin' || kind === 'archived',
    isVisible: kind !== 'hidden',
    isAutoJoin: kind === 'autojoin',
    isArchived: kind === 'archived',
  });
  const author = await caller(t.app, db);
  await addMember(db, community.id, author.id);
  const published = await createPost(db, community.id, author.id);
  const pending = await createPost(db, community.id, author.id, { status: 2 });
  const role = who === 'admin' ? 1 : who === 'manager' ? 3 : 0;
  const me = await caller(t.app, db, { role });
  const memberships: Partial<Record<Caller, [number, number, string[] | null]>> = {
    awaiting: [1, 0, null],
    member: [2, 0, null],
    memberPostEdit: [2, 0, ['postCreate', 'commentCreate', 'postEdit']],
    editor: [2, 2, null],
    moderator: [2, 1, null],
    blocked: [3, 0, null],
    removed: [4, 0, null],
  };
  const m = memberships[who];
  if (m) await addMember(db, community.id, me.id, m[0], m[1], m[2]);
  return { community, published, pending, me };
}

function expectOutcome(res: { statusCode: number; body: string }, outcome: Outcome, label: string) {
  const [status, code] = EXPECTED_STATUS[outcome];
  if (outcome === 'ok') {
    expect(res.statusCode, `${label}: ${res.body.slice(0, 200)}`).toBeLessThan(300);
    return;
  }
  expect([res.statusCode, JSON.parse(res.body).code], label).toEqual([status, code]);
}

const cases: Case[] = KINDS.flatMap((kind) => CALLERS.map((who) => ({ kind, who })));

describe('permission matrix: role × membership × community kind × flag', () => {
  it('(first, before other auto-join communities exist) the feed holds exactly the published posts of the communities the caller reads', async () => {
    const db = t.ctx.db;
    const me = await caller(t.app, db);
    const author = await caller(t.app, db);
    const expected: number[] = [];
    for (const kind of KINDS) {
      for (const status of [null, 1, 2, 3, 4] as const) {
        const community = await createCommunity(db, {
          isPublic: kind !== 'private' && kind !== 'hidden',
          isVisible: kind !== 'hidden',
          isAutoJoin: kind === 'autojoin',
          isArchived: kind === 'archived',
        });
        if (status) await addMember(db, community.id, me.id, status);
        await addMember(db, community.id, author.id);
        const post = await createPost(db, community.id, author.id);
        await createPost(db, community.id, author.id, { status: 2 });
        const reads = status === 2 || (kind === 'autojoin' && status !== 3 && status !== 4);
        if (reads) expected.push(post.id);
      }
    }
    const feed = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/community/post/feed?pageSize=1000',
        headers: { authorization: me.authorization },
      })
    ).json();
    expect(feed.posts.map((p: { id: number }) => p.id).sort((a: number, b: number) => a - b)).toEqual(
      expected.sort((a, b) => a - b),
    );
    expect(feed.totalItemCount).toBe(expected.length);
    const page2 = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/community/post/feed?page=2&pageSize=3',
        headers: { authorization: me.authorization },
      })
    ).json();
    expect(page2.posts.map((p: { id: number }) => p.id)).toEqual(
      feed.posts.slice(3, 6).map((p: { id: number }) => p.id),
    );
  });

  it.each(cases)('$who in a $kind community', async (c) => {
    const { community, published, pending, me } = await setup(c);
    const h = { authorization: me.authorization };
    const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url: `/api/v1${url}`, headers: h, ...(payload ? { payload } : {}) });
    const form = (method: 'POST' | 'PUT', url: string, fields: Record<string, string>) => {
      const mp = multipart(Object.entries(fields).map(([name, value]) => ({ name, value })));
      return t.app.inject({ method, url: `/api/v1${url}`, headers: { ...h, ...mp.headers }, payload: mp.payload });
    };
    const id = community.id;
    const p = published.id;
    const k = c.kind;
    const w = c.who;

    // The community page answers whoever discovers it; its text only to those who may open it.
    const page = await call('GET', `/community/${id}`);
    expectOutcome(page, DISCOVER[w][k], 'GET community/{id}');
    if (page.statusCode === 200)
      expect('about' in page.json().community, 'about in GET community/{id}').toBe(OPEN[w][k] === 'ok');
    expectOutcome(await call('GET', `/community?alias=${community.alias}`), DISCOVER[w][k], 'GET community?alias');
    expectOutcome(await call('GET', `/community/${id}/about`), OPEN[w][k], 'GET about');
    expectOutcome(await call('POST', `/community/${id}/like`), OPEN[w][k], 'POST like');
    expectOutcome(await call('POST', `/community/${id}/view`), OPEN[w][k], 'POST view');
    expectOutcome(await call('GET', `/community/${id}/terms`), DISCOVER[w][k], 'GET terms');
    expectOutcome(await call('GET', `/community/${id}/join/question`), DISCOVER[w][k], 'GET join/question');
    expectOutcome(await call('POST', `/community/${id}/add-to-favorite`), DISCOVER[w][k], 'POST add-to-favorite');
    expectOutcome(await call('GET', `/community/${id}/posts`), READ[w][k], 'GET posts');
    expectOutcome(await call('GET', `/community/${id}/member`), READ[w][k], 'GET member');
    expectOutcome(await call('GET', `/community/post/${p}`), READ[w][k], 'GET post');
    expectOutcome(await call('GET', `/community/post/${p}/comment`), READ[w][k], 'GET comments');
    expectOutcome(await call('POST', `/community/post/${p}/save`), READ[w][k], 'POST save');
    expectOutcome(await call('POST', `/community/post/${p}/view`), READ[w][k], 'POST post view');
    expectOutcome(await call('POST', `/community/post/${p}/like`), WRITE[w][k], 'POST post like');
    expectOutcome(
      await call('POST', `/community/post/${p}/report`, { message: 'Off topic' }),
      WRITE[w][k],
      'POST report',
    );
    expectOutcome(
      await form('POST', `/community/post/${p}/comment`, { body: '<p>Hi</p>' }),
      withFlag(WRITE[w][k], w, ['commentCreate']),
      'POST comment',
    );
    expectOutcome(
      await form('POST', '/community/post', { communityId: String(id), title: 'New', body: '<p>x</p>' }),
      withFlag(WRITE[w][k], w, ['postCreate']),
      'POST post',
    );
    expectOutcome(
      await form('PUT', `/community/post/${p}`, { title: 'Edited', body: '<p>y</p>' }),
      withFlag(WRITE[w][k], w, ['postEdit']),
      'PUT post (not author)',
    );
    expectOutcome(
      await call('PUT', `/community/post/${p}/set-tags`, { tagIds: [] }),
      withFlag(WRITE[w][k], w, ['postEdit']),
      'PUT set-tags (not author)',
    );
    expectOutcome(
      await call('GET', `/admin/community/${id}/post?status=2`),
      withFlag(READ[w][k], w, ['postApprove', 'postEdit', 'postDelete']),
      'GET admin posts',
    );
    expectOutcome(
      await call('POST', `/admin/community/${id}/post/${pending.id}/set-status`, { status: 1 }),
      withFlag(READ[w][k], w, ['postApprove']),
      'POST set-status approve',
    );
    expectOutcome(
      await call('DELETE', `/community/post/${p}`),
      withFlag(WRITE[w][k], w, ['postDelete']),
      'DELETE post (not author)',
    );

    // Lists show exactly what the single answers allow, and their totals agree.
    const listed = (await call('POST', '/community/getlist', { communityIds: [id] })).json();
    expect(listed.totalItemCount, 'getlist total').toBe(DISCOVER[w][k] === 'ok' ? 1 : 0);
    expect(listed.communities.length, 'getlist rows').toBe(listed.totalItemCount);

    expectOutcome(await call('PUT', `/community/${id}/unjoin`), LEAVE[w][k], 'PUT unjoin');
    // Join after leaving (a member who left joins again; others as the table says).
    const joinAfterLeave: Outcome =
      LEAVE[w][k] !== 'ok' ? JOIN[w][k] : k === 'archived' ? 'archived' : k === 'hidden' ? 'notFound' : 'ok';
    expectOutcome(await call('PUT', `/community/${id}/join`, {}), joinAfterLeave, 'PUT join');
  });

  it('a staff-only account (communities access rule) gets 403 everywhere; no session gets 401', async () => {
    const staff = await caller(t.app, t.ctx.db, { contactTypes: ['Staff'] });
    const community = await createCommunity(t.ctx.db);
    for (const url of [
      '/api/v1/community/category',
      `/api/v1/community/${community.id}`,
      '/api/v1/community/post/feed',
    ]) {
      expect(
        (await t.app.inject({ method: 'GET', url, headers: { authorization: staff.authorization } })).statusCode,
      ).toBe(403);
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});

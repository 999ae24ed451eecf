/**
 * Comments (spec 02 §3 Comment, §5, §6, §7 Posts): a tree three levels deep, the comment
 * allowlist, attachments, the edited marker, edit/delete by author or commentEdit, likes, reports,
 * and notifications 4 (post author), 17 (replied author) and 9 (the community's moderators).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf } from '../src/modules/files/demo-files';
import {
  addMember,
  caller,
  countRows,
  createCommunity,
  createPost,
  multipart,
  type Part,
} from './communities-fixtures';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
type Caller = Awaited<ReturnType<typeof caller>>;
let author: Caller;
let alice: Caller;
let bob: Caller;
let moderator: Caller;
let communityId: number;
let pdf: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  pdf = await makePdf('Notes', 1);
  communityId = (await createCommunity(t.ctx.db)).id;
  author = await caller(t.app, t.ctx.db, { notificationActivityTypes: [2, 4, 17] });
  alice = await caller(t.app, t.ctx.db, { notificationActivityTypes: [4, 17] });
  bob = await caller(t.app, t.ctx.db, { notificationActivityTypes: [] });
  moderator = await caller(t.app, t.ctx.db);
  for (const who of [author, alice, bob]) await addMember(t.ctx.db, communityId, who.id);
  await addMember(t.ctx.db, communityId, moderator.id, 2, 1);
});
afterAll(async () => t?.close());

const form = (method: 'POST' | 'PUT', url: string, who: Caller, parts: Part[]) => {
  const mp = multipart(parts);
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { authorization: who.authorization, ...mp.headers },
    payload: mp.payload,
  });
};
const json = (method: 'GET' | 'POST' | 'DELETE', url: string, who: Caller, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { authorization: who.authorization },
    ...(payload ? { payload } : {}),
  });
const comment = (postId: number, who: Caller, body: string, parentCommentId?: number, files: Part[] = []) =>
  form('POST', `/community/post/${postId}/comment`, who, [
    { name: 'body', value: body },
    ...(parentCommentId ? [{ name: 'parentCommentId', value: String(parentCommentId) }] : []),
    ...files,
  ]);
const types = async (who: Caller) =>
  (await json('GET', '/community/notification?pageSize=100', who))
    .json()
    .notifications.map((n: { activityType: number }) => n.activityType);

describe('comment tree', () => {
  it('nests three levels, refuses a fourth, sanitises to the comment allowlist and notifies 4, 17 and 9', async () => {
    const post = await createPost(t.ctx.db, communityId, author.id);
    const first = await comment(
      post.id,
      alice,
      '<h1>Big</h1><p>Level <strong>one</strong> <img src=x onerror=alert(1)></p><blockquote>quote</blockquote><ul><li>a</li></ul>',
      undefined,
      [{ name: 'files', filename: 'notes.pdf', bytes: pdf }],
    );
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      body: 'Big<p>Level <strong>one</strong> </p><blockquote>quote</blockquote><ul><li>a</li></ul>',
      depth: 1,
      parentCommentId: null,
      isEdited: false,
      attachments: [{ name: 'notes.pdf', type: 'application/pdf' }],
      abilities: { canEdit: true, canDelete: true, canReply: true, canReport: false },
    });
    const second = (await comment(post.id, bob, '<p>Level two</p>', first.json().id)).json();
    const third = (await comment(post.id, author, '<p>Level three</p>', second.id)).json();
    expect([second.depth, third.depth]).toEqual([2, 3]);
    expect(third.abilities.canReply).toBe(false);
    const fourth = await comment(post.id, alice, '<p>Level four</p>', third.id);
    expect([fourth.statusCode, fourth.json().message]).toEqual([400, 'Comments can be nested at most 3 levels deep.']);
    const list = (await json('GET', `/community/post/${post.id}/comment`, bob)).json();
    expect(list.totalItemCount).toBe(3);
    expect(list.comments.map((c: { id: number; parentCommentId: number | null }) => [c.id, c.parentCommentId])).toEqual(
      [
        [first.json().id, null],
        [second.id, first.json().id],
        [third.id, second.id],
      ],
    );
    expect((await json('GET', `/community/post/${post.id}`, bob)).json().commentsCount).toBe(3);
    // The author heard of alice's comment (4) and of bob's reply? No: bob replied to alice (17 for alice).
    expect(await types(alice)).toContain(17);
    expect(await types(author)).toEqual(expect.arrayContaining([4]));
    // bob turned every preference off: nothing of types 4/17 for him (author replied to him).
    expect(await types(bob)).not.toContain(17);
    expect((await types(moderator)).filter((x: number) => x === 9)).toHaveLength(3);
    const empty = await comment(post.id, alice, '<p>  </p>');
    expect([empty.statusCode, empty.json().message]).toEqual([400, 'Please enter a comment']);
    const wrongParent = await comment(post.id, alice, '<p>x</p>', 999999);
    expect(wrongParent.statusCode).toBe(404);
  });

  it('edits by the author show the edited marker; others need commentEdit; delete removes the replies too', async () => {
    const post = await createPost(t.ctx.db, communityId, author.id);
    const root = (await comment(post.id, alice, '<p>root</p>')).json();
    const reply = (await comment(post.id, bob, '<p>reply</p>', root.id)).json();
    await new Promise((r) => setTimeout(r, 150));
    const edited = await form('PUT', `/community/post/${post.id}/comment/${root.id}`, alice, [
      { name: 'body', value: '<p>root, edited</p>' },
    ]);
    expect(edited.json()).toMatchObject({ body: '<p>root, edited</p>', isEdited: true });
    expect(
      (
        await form('PUT', `/community/post/${post.id}/comment/${root.id}`, bob, [
          { name: 'body', value: '<p>hijack</p>' },
        ])
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await form('PUT', `/community/post/${post.id}/comment/${root.id}`, moderator, [
          { name: 'body', value: '<p>moderated</p>' },
        ])
      ).statusCode,
    ).toBe(200);
    expect((await json('DELETE', `/community/post/${post.id}/comment/${reply.id}`, alice)).statusCode).toBe(403);
    expect((await json('DELETE', `/community/post/${post.id}/comment/${root.id}`, alice)).json()).toEqual({
      success: true,
    });
    expect(await countRows(t.ctx.db, 'community_comments', `post_id = ${post.id}`)).toBe(0);
    expect((await json('GET', `/community/post/${post.id}`, alice)).json().commentsCount).toBe(0);
    expect((await json('DELETE', `/community/post/${post.id}/comment/${root.id}`, alice)).statusCode).toBe(404);
  });

  it('comment likes move by one; reports: only non-authors, once; moderators are notified (8)', async () => {
    const post = await createPost(t.ctx.db, communityId, author.id);
    const c = (await comment(post.id, alice, '<p>likeable</p>')).json();
    const base = `/community/post/${post.id}/comment/${c.id}`;
    expect((await json('POST', `${base}/like`, bob)).json()).toEqual({ id: c.id, isLiked: true, likesCount: 1 });
    expect((await json('POST', `${base}/like`, bob)).json().likesCount).toBe(1);
    expect((await json('POST', `${base}/dislike`, bob)).json()).toEqual({ id: c.id, isLiked: false, likesCount: 0 });
    const own = await json('POST', `${base}/report`, alice, { message: 'me' });
    expect([own.statusCode, own.json().message]).toEqual([400, 'You cannot report your own comment.']);
    expect((await json('POST', `${base}/report`, bob, { message: 'rude' })).json().message).toBe(
      'The report has been submitted successfully.',
    );
    expect((await json('POST', `${base}/report`, bob, { message: 'rude' })).statusCode).toBe(409);
    expect(await types(moderator)).toContain(8);
    const seen = (await json('GET', `/community/post/${post.id}/comment`, moderator)).json().comments[0];
    expect(seen.reports).toMatchObject([{ userId: bob.id, reason: 'rude' }]);
    expect((await json('GET', `/community/post/${post.id}/comment`, bob)).json().comments[0]).toMatchObject({
      reports: [],
      isReported: true,
    });
  });

  it('a comment attachment is served to readers of the post only', async () => {
    const post = await createPost(t.ctx.db, communityId, author.id);
    const c = (
      await comment(post.id, alice, '<p>file</p>', undefined, [{ name: 'files', filename: 'notes.pdf', bytes: pdf }])
    ).json();
    const outsider = await caller(t.app, t.ctx.db);
    expect((await json('GET', c.attachments[0].path.replace('/api/v1', ''), bob)).statusCode).toBe(200);
    expect((await json('GET', c.attachments[0].path.replace('/api/v1', ''), outsider)).statusCode).toBe(404);
  });
});

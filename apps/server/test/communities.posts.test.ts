/**
 * Posts (spec 02 §4 Post, §5 Post validation and uploads, §6, §7 Posts): create with cover,
 * attachments and tags; bad input writes nothing; WaitForApproval and the approval queue; edit,
 * delete, likes, saves, views, reports; feed, saved, search and deep pages; downloads with a safe
 * Content-Disposition and nosniff, checked against the post's visibility; notifications 2, 3, 5, 7.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf, makePng } from '../src/modules/files/demo-files';
import {
  addMember,
  caller,
  countRows,
  createCommunity,
  createPost,
  createTag,
  multipart,
  type Part,
} from './communities-fixtures';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
let pdf: Buffer;
const png = makePng([10, 20, 30], [200, 210, 220], 30, 10);
type Caller = Awaited<ReturnType<typeof caller>>;
let author: Caller;
let reader: Caller;
let outsider: Caller;
let moderator: Caller;
let communityId: number;

beforeAll(async () => {
  t = await createTestApp();
  pdf = await makePdf('Attachment', 1);
  const c = await createCommunity(t.ctx.db);
  communityId = c.id;
  author = await caller(t.app, t.ctx.db);
  reader = await caller(t.app, t.ctx.db);
  outsider = await caller(t.app, t.ctx.db);
  moderator = await caller(t.app, t.ctx.db);
  await addMember(t.ctx.db, c.id, author.id);
  await addMember(t.ctx.db, c.id, reader.id);
  await addMember(t.ctx.db, c.id, moderator.id, 2, 1);
  await t.ctx.db.execute(`update accounts set notification_activity_types = '{2,4,17}'` as never);
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
const json = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: Caller, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { authorization: who.authorization },
    ...(payload ? { payload } : {}),
  });
const fields = (f: Record<string, string>): Part[] => Object.entries(f).map(([name, value]) => ({ name, value }));
const tables = ['community_posts', 'community_files', 'community_post_tags', 'community_notifications'];
const snapshot = async () => Promise.all(tables.map((table) => countRows(t.ctx.db, table)));

describe('creating a post', () => {
  it('stores title, sanitised body, cover, attachments and tags; members are notified (2)', async () => {
    const tags = [await createTag(t.ctx.db), await createTag(t.ctx.db)];
    const res = await form('POST', '/community/post', author, [
      ...fields({
        communityId: String(communityId),
        title: '  Sensory diets  ',
        body: '<p onclick="x()">Hello <script>alert(1)</script><a href="example.org">link</a></p><iframe src="https://evil"></iframe>',
        type: '4',
      }),
      { name: 'tagIds', value: String(tags[0].id) },
      { name: 'tagIds', value: String(tags[1].id) },
      { name: 'imageFile', filename: 'cover.png', bytes: png, type: 'image/png' },
      { name: 'files', filename: 'guide.pdf', bytes: pdf },
      { name: 'files', filename: 'diagram.png', bytes: png },
    ]);
    expect(res.statusCode).toBe(201);
    const post = res.json();
    expect(post).toMatchObject({
      title: 'Sensory diets',
      body: '<p>Hello <a href="https://example.org" target="_blank" rel="noopener noreferrer">link</a></p>',
      status: 1,
      type: 4,
      communityId,
      commentsCount: 0,
      tags: [...tags].sort((a, b) => a.name.localeCompare(b.name)).map((tag) => ({ id: tag.id, name: tag.name })),
      abilities: { canEdit: true, canDelete: true, canReport: false },
    });
    expect(post.attachments.map((a: { name: string; type: string }) => [a.name, a.type])).toEqual([
      ['guide.pdf', 'application/pdf'],
      ['diagram.png', 'image/png'],
    ]);
    expect(post.imageUrl).toMatch(/^\/api\/v1\/community\/files\/[0-9a-f-]{36}$/);
    const notes = (await json('GET', '/community/notification', reader)).json().notifications;
    expect(notes[0]).toMatchObject({
      activityType: 2,
      post: { id: post.id, title: 'Sensory diets' },
      initiatorUser: { id: author.id },
    });
    expect(
      (await json('GET', '/community/notification', author))
        .json()
        .notifications.some((n: { post: { id: number } | null }) => n.post?.id === post.id),
    ).toBe(false);
  });

  it.each([
    ['a 151-character title', { title: 'x'.repeat(151) }, 400, 'Max length is 150 symbols'],
    ['a blank title', { title: '   ' }, 400, 'Please enter a post title'],
    ['an empty body', { body: '<p> </p>' }, 400, 'Please enter a post content'],
    ['a body that is only a script', { body: '<script>alert(1)</script>' }, 400, 'Please enter a post content'],
    [
      'a NUL character in a multipart text field',
      { title: 'Ti\u0000tle' },
      400,
      'The field "title" contains a character that is not allowed.',
    ],
  ])('refuses %s and writes nothing', async (_label, override, status, message) => {
    const before = await snapshot();
    const res = await form('POST', '/community/post', author, [
      ...fields({ communityId: String(communityId), title: 'Title', body: '<p>Body</p>', ...override }),
      { name: 'files', filename: 'guide.pdf', bytes: pdf },
    ]);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses an eleventh tag, an eleventh file, a disguised file and 5 MB + 1 byte; nothing is written', async () => {
    const tags = await Promise.all(Array.from({ length: 11 }, () => createTag(t.ctx.db)));
    const base = fields({ communityId: String(communityId), title: 'Title', body: '<p>Body</p>' });
    const before = await snapshot();
    const elevenTags = await form('POST', '/community/post', author, [
      ...base,
      { name: 'tagIds', value: JSON.stringify(tags.map((tag) => tag.id)) },
    ]);
    expect([elevenTags.statusCode, elevenTags.json().message]).toEqual([400, 'You can add up to 10 tags.']);
    const elevenFiles = await form('POST', '/community/post', author, [
      ...base,
      ...Array.from({ length: 11 }, (_, i) => ({ name: 'files', filename: `f${i}.pdf`, bytes: pdf })),
    ]);
    expect([elevenFiles.statusCode, elevenFiles.json().message]).toEqual([400, 'You can attach up to 10 files.']);
    const disguised = await form('POST', '/community/post', author, [
      ...base,
      { name: 'files', filename: 'report.pdf', bytes: Buffer.from('<html><script>alert(1)</script></html>') },
    ]);
    expect(disguised.statusCode).toBe(415);
    const exe = await form('POST', '/community/post', author, [
      ...base,
      { name: 'files', filename: 'photo.png', bytes: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]) },
    ]);
    expect(exe.statusCode).toBe(415);
    const gif = await form('POST', '/community/post', author, [
      ...base,
      { name: 'files', filename: 'a.gif', bytes: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary') },
    ]);
    expect([gif.statusCode, gif.json().message]).toEqual([
      415,
      'Allowed only: pdf, docx, xlsx, txt, png, jpeg, jpg, pptx, ppt.',
    ]);
    const pdfCover = await form('POST', '/community/post', author, [
      ...base,
      { name: 'imageFile', filename: 'cover.pdf', bytes: pdf },
    ]);
    expect([pdfCover.statusCode, pdfCover.json().message]).toEqual([
      415,
      'The cover image must be a png, jpeg or jpg file.',
    ]);
    const big = Buffer.concat([pdf, Buffer.alloc(5 * 1024 * 1024 + 1 - pdf.length, 0x20)]);
    expect(big.length).toBe(5 * 1024 * 1024 + 1);
    const tooBig = await form('POST', '/community/post', author, [
      ...base,
      { name: 'files', filename: 'big.pdf', bytes: big },
    ]);
    expect([tooBig.statusCode, tooBig.json().message]).toEqual([413, 'Maximum allowed file size is 5Mb']);
    const exact = Buffer.concat([pdf, Buffer.alloc(5 * 1024 * 1024 - pdf.length, 0x20)]);
    expect(await snapshot()).toEqual(before);
    const ok = await form('POST', '/community/post', author, [
      ...base,
      { name: 'files', filename: 'exact.pdf', bytes: exact },
    ]);
    expect(ok.statusCode).toBe(201);
  });

  it('waits for approval where required; the moderator approves it from the queue (3 to the author, 2 to members)', async () => {
    const c = await createCommunity(t.ctx.db, { isRequirePostApproval: true });
    await addMember(t.ctx.db, c.id, author.id);
    await addMember(t.ctx.db, c.id, reader.id);
    await addMember(t.ctx.db, c.id, moderator.id, 2, 1);
    const created = await form(
      'POST',
      '/community/post',
      author,
      fields({ communityId: String(c.id), title: 'Needs approval', body: '<p>x</p>' }),
    );
    expect(created.json().status).toBe(2);
    const id = created.json().id;
    expect((await json('GET', `/community/${c.id}/posts`, reader)).json()).toEqual({ posts: [], totalItemCount: 0 });
    expect((await json('GET', `/community/post/${id}`, reader)).statusCode).toBe(404);
    expect((await json('GET', `/community/post/${id}`, author)).statusCode).toBe(200);
    const queue = (await json('GET', `/admin/community/${c.id}/post?status=2`, moderator)).json();
    expect(queue.posts.map((p: { id: number }) => p.id)).toEqual([id]);
    expect((await json('GET', `/admin/community/${c.id}/post/statistics`, moderator)).json()).toMatchObject({
      pendingPostsCount: 1,
      allPostsCount: 1,
    });
    expect((await json('GET', `/admin/community/${c.id}/post?status=2`, reader)).statusCode).toBe(403);
    const approved = await json('POST', `/admin/community/${c.id}/post/${id}/set-status`, moderator, { status: 1 });
    expect(approved.json().status).toBe(1);
    expect((await json('GET', `/community/${c.id}/posts`, reader)).json().totalItemCount).toBe(1);
    const authorNotes = (await json('GET', '/community/notification', author)).json().notifications;
    expect(authorNotes[0]).toMatchObject({ activityType: 3, post: { id } });
    const readerNotes = (await json('GET', '/community/notification', reader)).json().notifications;
    expect(readerNotes[0]).toMatchObject({ activityType: 2, post: { id } });
    // A moderator's own post needs no approval.
    expect(
      (
        await form(
          'POST',
          '/community/post',
          moderator,
          fields({ communityId: String(c.id), title: 'Mine', body: '<p>x</p>' }),
        )
      ).json().status,
    ).toBe(1);
  });
});

describe('editing, deleting and closing', () => {
  it('the author edits (drops one attachment, adds one, new tags); savers are notified (5); others cannot', async () => {
    const created = (
      await form('POST', '/community/post', author, [
        ...fields({ communityId: String(communityId), title: 'Draft', body: '<p>v1</p>' }),
        { name: 'files', filename: 'one.pdf', bytes: pdf },
        { name: 'files', filename: 'two.png', bytes: png },
      ])
    ).json();
    await json('POST', `/community/post/${created.id}/save`, reader);
    const tag = await createTag(t.ctx.db);
    const edited = await form('PUT', `/community/post/${created.id}`, author, [
      ...fields({
        title: 'Final',
        body: '<p>v2</p>',
        attachmentsUrls: created.attachments[0].path,
        tagIds: String(tag.id),
      }),
      { name: 'files', filename: 'three.pdf', bytes: pdf },
    ]);
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Final', body: '<p>v2</p>', tags: [{ id: tag.id }] });
    expect(edited.json().attachments.map((a: { name: string }) => a.name)).toEqual(['two.png', 'three.pdf']);
    expect((await json('GET', created.attachments[0].path, author)).statusCode).toBe(404);
    expect((await json('GET', '/community/notification', reader)).json().notifications[0]).toMatchObject({
      activityType: 5,
      post: { id: created.id },
    });
    expect(
      (await form('PUT', `/community/post/${created.id}`, reader, fields({ title: 'Hijack', body: '<p>x</p>' })))
        .statusCode,
    ).toBe(403);
    expect((await json('PUT', `/community/post/${created.id}/set-tags`, reader, { tagIds: [] })).statusCode).toBe(403);
    const setTags = await json('PUT', `/community/post/${created.id}/set-tags`, author, { tagIds: [] });
    expect(setTags.json().tags).toEqual([]);
    expect(
      (
        await json('PUT', `/community/post/${created.id}/set-tags`, author, {
          tagIds: Array.from({ length: 11 }, (_, i) => i + 1),
        })
      ).statusCode,
    ).toBe(400);
  });

  it('a closed post blocks comments, likes, reports and the author edit; the moderator reopens it', async () => {
    const post = await createPost(t.ctx.db, communityId, author.id);
    const closed = await json('POST', `/admin/community/${communityId}/post/${post.id}/set-status`, moderator, {
      isFrozen: true,
    });
    expect(closed.json().isFrozen).toBe(true);
    expect((await json('POST', `/community/post/${post.id}/like`, reader)).json().code).toBe('POST_CLOSED');
    expect(
      (await form('POST', `/community/post/${post.id}/comment`, reader, fields({ body: '<p>hi</p>' }))).statusCode,
    ).toBe(403);
    expect((await json('POST', `/community/post/${post.id}/report`, reader, { message: 'spam' })).statusCode).toBe(403);
    expect(
      (await form('PUT', `/community/post/${post.id}`, author, fields({ title: 'x', body: '<p>x</p>' }))).json().code,
    ).toBe('POST_CLOSED');
    expect((await json('GET', `/community/post/${post.id}`, reader)).json().abilities).toMatchObject({
      canComment: false,
      canInteract: false,
    });
    expect((await json('POST', `/community/post/${post.id}/save`, reader)).statusCode).toBe(200);
    await json('POST', `/admin/community/${communityId}/post/${post.id}/set-status`, moderator, { isFrozen: false });
    expect((await json('POST', `/community/post/${post.id}/like`, reader)).json()).toMatchObject({
      isLiked: true,
      likesCount: 1,
    });
  });

  it('delete moves the post to Deleted: gone for members, the published count follows', async () => {
    const c = await createCommunity(t.ctx.db);
    await addMember(t.ctx.db, c.id, author.id);
    await addMember(t.ctx.db, c.id, reader.id);
    const post = await createPost(t.ctx.db, c.id, author.id);
    expect((await json('DELETE', `/community/post/${post.id}`, reader)).statusCode).toBe(403);
    expect((await json('DELETE', `/community/post/${post.id}`, author)).json()).toEqual({ success: true });
    expect((await json('GET', `/community/post/${post.id}`, reader)).statusCode).toBe(404);
    expect((await json('GET', `/community/${c.id}`, reader)).json().community.postsCount).toBe(0);
    expect((await json('DELETE', `/community/post/${post.id}`, author)).statusCode).toBe(404);
    expect((await json('GET', '/community/post/999999', reader)).statusCode).toBe(404);
  });
});

describe('likes, saves, views and reports', () => {
  it('like/dislike/save/unsave/view are idempotent and move the counts by one', async () => {
    const post = await createPost(t.ctx.db, communityId, author.id);
    const p = `/community/post/${post.id}`;
    expect((await json('POST', `${p}/like`, reader)).json()).toMatchObject({ isLiked: true, likesCount: 1 });
    expect((await json('POST', `${p}/like`, reader)).json()).toMatchObject({ isLiked: true, likesCount: 1 });
    expect((await json('POST', `${p}/like`, author)).json()).toMatchObject({ likesCount: 2 });
    expect((await json('POST', `${p}/dislike`, reader)).json()).toMatchObject({ isLiked: false, likesCount: 1 });
    expect((await json('POST', `${p}/dislike`, reader)).json()).toMatchObject({ likesCount: 1 });
    expect((await json('POST', `${p}/view`, reader)).json().viewsCount).toBe(1);
    expect((await json('POST', `${p}/view`, reader)).json().viewsCount).toBe(1);
    expect((await json('POST', `${p}/save`, reader)).json().isSaved).toBe(true);
    const saved = (await json('GET', '/community/post/feed?includeOnlySaved=true', reader)).json();
    expect(saved.posts.map((x: { id: number }) => x.id)).toContain(post.id);
    expect(saved.totalItemCount).toBe(saved.posts.length);
    expect((await json('POST', `${p}/unsave`, reader)).json().isSaved).toBe(false);
    expect((await json('POST', `${p}/like`, outsider)).statusCode).toBe(403);
  });

  it('reports: not your own post, not twice; moderators are notified (7) and see the report', async () => {
    const post = await createPost(t.ctx.db, communityId, author.id);
    const own = await json('POST', `/community/post/${post.id}/report`, author, { message: 'mine' });
    expect([own.statusCode, own.json().message]).toEqual([400, 'You cannot report your own post.']);
    const blank = await json('POST', `/community/post/${post.id}/report`, reader, { message: '  ' });
    expect([blank.statusCode, blank.json().message]).toEqual([400, 'Please enter a reason']);
    const first = await json('POST', `/community/post/${post.id}/report`, reader, {
      message: 'Shares client details',
      type: 2,
    });
    expect(first.json().message).toBe('The report has been submitted successfully.');
    const twice = await json('POST', `/community/post/${post.id}/report`, reader, { message: 'again' });
    expect([twice.statusCode, twice.json().message]).toEqual([409, 'You have already reported this post.']);
    const note = (await json('GET', '/community/notification', moderator)).json().notifications[0];
    expect(note).toMatchObject({
      activityType: 7,
      post: { id: post.id, reports: [{ type: 2, message: 'Shares client details' }] },
    });
    expect((await json('GET', `/community/post/${post.id}`, moderator)).json().reports).toMatchObject([
      { userId: reader.id, type: 2, reason: 'Shares client details' },
    ]);
    expect((await json('GET', `/community/post/${post.id}`, reader)).json()).toMatchObject({
      reports: [],
      isReported: true,
      abilities: { canReport: false },
    });
    // Archiving the reported post resolves the report (10, hidden from the list).
    await json('POST', `/admin/community/${communityId}/post/${post.id}/set-status`, moderator, { status: 4 });
    expect((await json('GET', `/community/post/${post.id}`, reader)).statusCode).toBe(404);
    expect(
      await countRows(t.ctx.db, 'community_notifications', `activity_type = 10 and recipient_id = '${reader.id}'`),
    ).toBe(1);
    expect(
      (await json('GET', '/community/notification', reader))
        .json()
        .notifications.every((n: { activityType: number }) => n.activityType !== 10),
    ).toBe(true);
  });
});

describe('feeds, pages and search', () => {
  it('pages of a community are consecutive, newest first, with matching totals (page 1 and a deep page)', async () => {
    const c = await createCommunity(t.ctx.db);
    await addMember(t.ctx.db, c.id, reader.id);
    const start = Date.now() - 10_000_000;
    for (let i = 0; i < 45; i++)
      await createPost(t.ctx.db, c.id, author.id, { createdAt: new Date(start + (i % 15) * 1000), title: `P${i}` });
    await createPost(t.ctx.db, c.id, author.id, { status: 2 });
    const all = (await json('GET', `/community/${c.id}/posts?pageSize=100`, reader)).json();
    expect(all.totalItemCount).toBe(45);
    const ids = all.posts.map((p: { id: number }) => p.id);
    const keys = all.posts.map((p: { createdAt: string; id: number }) => [p.createdAt, p.id]);
    expect(keys).toEqual([...keys].sort((a, b) => (a[0] === b[0] ? b[1] - a[1] : a[0] < b[0] ? 1 : -1)));
    const pages = [];
    for (let page = 1; page <= 3; page++)
      pages.push(
        ...(await json('GET', `/community/${c.id}/posts?page=${page}`, reader))
          .json()
          .posts.map((p: { id: number }) => p.id),
      );
    expect(pages).toEqual(ids);
    expect((await json('GET', `/community/${c.id}/posts?page=100`, reader)).json()).toEqual({
      posts: [],
      totalItemCount: 45,
    });
  });

  it('search-by-body finds title and body words in the communities of the caller only', async () => {
    const hidden = await createCommunity(t.ctx.db);
    await createPost(t.ctx.db, hidden.id, outsider.id, { title: 'Zebracorn secret', body: '<p>zebracorn</p>' });
    const visible = await createPost(t.ctx.db, communityId, author.id, {
      title: 'Plain title',
      body: '<p>about the zebracorn herd</p>',
    });
    const found = (await json('GET', '/community/post/search-by-body?keyword=zebracorn', reader)).json();
    expect(found.posts.map((p: { id: number }) => p.id)).toEqual([visible.id]);
    expect(found.totalItemCount).toBe(1);
    // Title words too, and the last word as a prefix (search as you type); every word must match.
    const ids = async (keyword: string) =>
      (await json('GET', `/community/post/search-by-body?keyword=${encodeURIComponent(keyword)}`, reader))
        .json()
        .posts.map((p: { id: number }) => p.id);
    expect(await ids('plain')).toEqual([visible.id]);
    expect(await ids('zebrac')).toEqual([visible.id]);
    expect(await ids('herd zebr')).toEqual([visible.id]);
    expect(await ids('herd unicorn')).toEqual([]);
    expect((await json('GET', '/community/post/search-by-body?keyword=', reader)).statusCode).toBe(400);
  });

  it('post-counter counts the readable posts and comments of a user', async () => {
    const c = await createCommunity(t.ctx.db);
    const someone = await caller(t.app, t.ctx.db);
    await addMember(t.ctx.db, c.id, someone.id);
    await createPost(t.ctx.db, c.id, someone.id);
    await createPost(t.ctx.db, communityId, someone.id);
    const counter = (await json('GET', `/community/users/${someone.id}/post-counter`, reader)).json();
    expect(counter).toEqual({ userId: someone.id, postsCount: 1, commentsCount: 0 });
  });
});

describe('downloads', () => {
  it('serve the bytes with nosniff and a safe Content-Disposition to readers only (also by a signed link, never ?access_token)', async () => {
    const created = (
      await form('POST', '/community/post', author, [
        ...fields({ communityId: String(communityId), title: 'With file', body: '<p>x</p>' }),
        { name: 'files', filename: 'Résumé (final) ; v2.pdf', bytes: pdf },
      ])
    ).json();
    const path = created.attachments[0].path;
    const res = await json('GET', `${path.replace('/api/v1', '')}?download=true`, reader);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="R_sum_ (final) _ v2.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%28final%29%20%3B%20v2.pdf`,
    );
    expect(res.rawPayload.equals(pdf)).toBe(true);
    expect((await json('GET', path.replace('/api/v1', ''), outsider)).statusCode).toBe(404);
    const byToken = await t.app.inject({ method: 'GET', url: `${path}?access_token=${reader.accessToken}` });
    expect(byToken.statusCode).toBe(401);
    const link = await t.app.inject({
      method: 'POST',
      url: '/api/v1/files/signed-links',
      payload: { path },
      headers: { authorization: reader.authorization },
    });
    const bySignedLink = await t.app.inject({ method: 'GET', url: link.json().url });
    expect(bySignedLink.statusCode).toBe(200);
    expect(bySignedLink.rawPayload.equals(pdf)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(401);
    expect((await json('GET', '/community/files/not-a-uuid', reader)).statusCode).toBe(404);
  });
});

/**
 * Segment visibility on every content path, files and favourites (spec 03 §2 Favourites, §4
 * Content visibility by segment, §6, §7; issue #5). Items without segments are visible to every
 * member; others only to members sharing a segment; the Admin role sees all.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePng } from '../src/modules/files/demo-files';
import { storageFor } from '../src/modules/files/storage';
import { createFile, createItem, createSegment, joinSegment, setStatus } from './content-fixtures';
import { createAccount, signInAs } from './factories';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
let paedAuth: string;
let paedToken: string;
let plainAuth: string;
let adminAuth: string;
const ids: Record<string, number> = {};
let openFile: string;
let ndisFile: string;
let ndisCover: string;
const pngBytes = makePng([10, 20, 30], [200, 100, 50], 16, 16);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.ctx.db;
  const paed = await createSegment(db, 'Paediatrics');
  const ndis = await createSegment(db, 'NDIS', 'Funding scheme');
  const paedMember = await createAccount(db);
  await joinSegment(db, paedMember.id, paed.id);
  const plain = await createAccount(db);
  const admin = await createAccount(db, { role: 1 });
  const s = await signInAs(t.app, paedMember.email);
  paedAuth = s.authorization;
  paedToken = s.accessToken;
  plainAuth = (await signInAs(t.app, plain.email)).authorization;
  adminAuth = (await signInAs(t.app, admin.email)).authorization;
  const storage = storageFor(t.config);
  const open = await createFile(db, storage, pngBytes, 'open chart "v1".png', 'image/png');
  const restricted = await createFile(
    db,
    storage,
    Buffer.from('%PDF-1.4 restricted'),
    'ndis-guide.pdf',
    'application/pdf',
  );
  const cover = await createFile(db, storage, pngBytes, 'ndis-cover.png', 'image/png');
  openFile = open.id;
  ndisFile = restricted.id;
  ndisCover = cover.id;
  ids.open = (await createItem(db, { name: 'Open news', createdAt: new Date('2025-01-01') })).id;
  ids.paed = (
    await createItem(db, { name: 'Paediatrics news', segmentIds: [paed.id], createdAt: new Date('2025-01-02') })
  ).id;
  ids.ndis = (
    await createItem(db, {
      name: 'NDIS news',
      segmentIds: [ndis.id],
      imageId: cover.id,
      createdAt: new Date('2025-01-03'),
    })
  ).id;
  ids.both = (
    await createItem(db, { name: 'Both news', segmentIds: [paed.id, ndis.id], createdAt: new Date('2025-01-04') })
  ).id;
  ids.rOpen = (await createItem(db, { kind: 'resource', name: 'Open resource', files: [open] })).id;
  ids.rNdis = (
    await createItem(db, { kind: 'resource', name: 'NDIS resource', segmentIds: [ndis.id], files: [restricted] })
  ).id;
  ids.page1 = (
    await createItem(db, { kind: 'page', name: 'Member benefits', content: '<p>Benefits</p>', sortOrder: 1 })
  ).id;
  ids.page0 = (
    await createItem(db, { kind: 'page', name: 'Code of ethics', content: '<p>Ethics</p>', sortOrder: 0 })
  ).id;
  ids.pageDraft = (await createItem(db, { kind: 'page', name: 'Draft page', status: 'draft' })).id;
  ids.pagePublic = (await createItem(db, { kind: 'page', name: 'Public page', membersOnly: false, sortOrder: 2 })).id;
});
afterAll(async () => t?.close());

const req = (method: 'GET' | 'POST' | 'SEARCH', url: string, authorization: string, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });
const searchNames = async (authorization: string, path = 'news') =>
  ((await req('SEARCH', `/api/content/${path}`, authorization, {})).json().data as { name: string }[])
    .map((i) => i.name)
    .sort();

describe('segment visibility', () => {
  it('search shows items without segments and items sharing a segment', async () => {
    expect(await searchNames(paedAuth)).toEqual(['Both news', 'Open news', 'Paediatrics news']);
    expect(await searchNames(plainAuth)).toEqual(['Open news']);
    expect(await searchNames(adminAuth)).toEqual(['Both news', 'NDIS news', 'Open news', 'Paediatrics news']);
    expect(await searchNames(paedAuth, 'resources')).toEqual(['Open resource']);
  });

  it('details and item-by-id lists answer 404 or leave out items of another segment', async () => {
    expect((await req('GET', `/api/content/items/news/${ids.ndis}`, paedAuth)).statusCode).toBe(404);
    expect((await req('GET', `/api/content/items/news/${ids.paed}`, plainAuth)).statusCode).toBe(404);
    expect((await req('GET', `/api/content/items/news/${ids.paed}`, paedAuth)).statusCode).toBe(200);
    expect((await req('GET', `/api/content/items/news/${ids.ndis}`, adminAuth)).json().data.segments).toHaveLength(1);
    expect((await req('GET', `/api/content/items/resource/${ids.rNdis}`, paedAuth)).statusCode).toBe(404);
    const list = await req(
      'GET',
      `/api/content/items/news?filter[id][_in]=${ids.open},${ids.ndis},${ids.paed}`,
      paedAuth,
    );
    expect(list.json().data.map((i: { id: number }) => i.id)).toEqual([ids.paed, ids.open]);
  });

  it('files of invisible items answer 404, on assets and on items/files; covers too', async () => {
    for (const id of [ndisFile, ndisCover]) {
      expect((await req('GET', `/api/content/assets/${id}`, paedAuth)).statusCode).toBe(404);
      expect((await req('GET', `/api/content/items/files/${id}`, paedAuth)).statusCode).toBe(404);
      expect((await req('GET', `/api/content/assets/${id}`, adminAuth)).statusCode).toBe(200);
    }
    const files = (await req('GET', '/api/content/items/files', paedAuth)).json().data.map((f: { id: string }) => f.id);
    expect(files).toEqual([openFile]);
    expect((await req('GET', '/api/content/assets/not-a-uuid', paedAuth)).statusCode).toBe(404);
  });

  it('mapping lists leave out rows of invisible items', async () => {
    const rows = (await req('GET', '/api/content/items/segment_mapping', paedAuth)).json().data as { itemId: number }[];
    expect(new Set(rows.map((r) => r.itemId))).toEqual(new Set([ids.paed, ids.both]));
    expect(
      (await req('GET', '/api/content/items/segment', paedAuth))
        .json()
        .data.map((s: { name: string }) => s.name)
        .sort(),
    ).toEqual(['NDIS', 'Paediatrics']);
  });
});

describe('GET /api/content/assets/{id}', () => {
  it('serves the bytes inline with the checked type and nosniff; download=true makes it an attachment', async () => {
    const res = await req('GET', `/api/content/assets/${openFile}`, paedAuth);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(pngBytes)).toBe(true);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="open chart _v1_.png"; filename*=UTF-8''open%20chart%20%22v1%22.png`,
    );
    const dl = await req('GET', `/api/content/assets/${openFile}?download=true`, paedAuth);
    expect(dl.headers['content-disposition']).toMatch(/^attachment; /);
  });

  it('never takes the session from ?access_token=; a signed link opens the file without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/content/assets/${openFile}?access_token=${paedToken}` });
    expect(res.statusCode).toBe(401);
    const link = await req('POST', '/api/v1/files/signed-links', paedAuth, { path: `/api/content/assets/${openFile}` });
    const signed = await t.app.inject({ method: 'GET', url: link.json().url });
    expect(signed.statusCode).toBe(200);
    expect(signed.rawPayload.equals(pngBytes)).toBe(true);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/content/assets/${openFile}?access_token=nope` })).statusCode,
    ).toBe(401);
  });
});

describe('favourites', () => {
  it('adds idempotently, lists, removes; invisible and unknown items answer 404', async () => {
    const add = (id: number, kind = 'news', auth = paedAuth) =>
      req('POST', `/api/v1/${kind}/${id}/add-to-favorite`, auth);
    const del = (id: number, kind = 'news', auth = paedAuth) =>
      req('POST', `/api/v1/${kind}/${id}/delete-from-favorite`, auth);
    expect((await add(ids.open)).json()).toEqual({ success: true });
    expect((await add(ids.open)).statusCode).toBe(200);
    expect((await add(ids.paed)).statusCode).toBe(200);
    expect((await add(ids.ndis)).statusCode).toBe(404);
    expect((await add(999_999)).statusCode).toBe(404);
    expect((await add(ids.rOpen)).statusCode).toBe(404);
    expect((await add(ids.rOpen, 'resource')).statusCode).toBe(200);
    expect((await req('GET', '/api/v1/news/favorite', paedAuth)).json()).toEqual({
      favoriteNewsIds: [ids.paed, ids.open],
    });
    expect((await req('GET', '/api/v1/news/favorite?page=2&pageSize=1', paedAuth)).json()).toEqual({
      favoriteNewsIds: [ids.open],
    });
    expect((await req('GET', '/api/v1/resource/favorite', paedAuth)).json()).toEqual({
      favoriteResourcesIds: [ids.rOpen],
    });
    expect((await req('GET', '/api/v1/news/favorite', plainAuth)).json()).toEqual({ favoriteNewsIds: [] });
    const onlyFav = await req('SEARCH', '/api/content/news', paedAuth, { onlyFavorites: true });
    expect(onlyFav.json().meta.total_count).toBe(2);
    expect((await del(ids.paed)).json()).toEqual({ success: true });
    expect((await del(ids.paed)).statusCode).toBe(200);
    expect((await del(ids.ndis)).statusCode).toBe(404);
    expect((await req('GET', '/api/v1/news/favorite', paedAuth)).json()).toEqual({ favoriteNewsIds: [ids.open] });
  });

  it('leaves out favourites of items no longer active', async () => {
    const item = await createItem(t.ctx.db, { name: 'Soon archived' });
    await req('POST', `/api/v1/news/${item.id}/add-to-favorite`, plainAuth);
    expect((await req('GET', '/api/v1/news/favorite', plainAuth)).json().favoriteNewsIds).toEqual([item.id]);
    await setStatus(t.ctx.db, item.id, 'archived');
    expect((await req('GET', '/api/v1/news/favorite', plainAuth)).json().favoriteNewsIds).toEqual([]);
  });

  it('answers 401 without a session and 400 for a bad id', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/news/favorite' })).statusCode).toBe(401);
    expect((await req('POST', '/api/v1/news/abc/add-to-favorite', paedAuth)).statusCode).toBe(400);
  });
});

describe('member-only pages', () => {
  it('lists visible pages by sort order with the membersOnly filter and fields id,name', async () => {
    const res = await req('GET', '/api/content/items/page?filter[membersOnly][_eq]=true&fields=id,name', paedAuth);
    expect(res.json()).toEqual({
      data: [
        { id: ids.page0, name: 'Code of ethics' },
        { id: ids.page1, name: 'Member benefits' },
      ],
    });
  });

  it('answers one page; a draft page is 404', async () => {
    const res = await req('GET', `/api/content/items/page/${ids.page1}`, paedAuth);
    expect(res.json().data).toMatchObject({
      id: ids.page1,
      name: 'Member benefits',
      content: '<p>Benefits</p>',
      membersOnly: true,
      sortOrder: 1,
    });
    expect((await req('GET', `/api/content/items/page/${ids.pageDraft}`, paedAuth)).statusCode).toBe(404);
    expect((await req('GET', `/api/content/items/news/${ids.page1}`, paedAuth)).statusCode).toBe(404);
  });
});

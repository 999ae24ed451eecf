/**
 * SEARCH /api/content/news and /resources, items lists and details (spec 03 §2 Library side
 * menu, §7 News and resources; issue #5): filters, paging, sorts, keyword ranking, hidden drafts
 * and scheduled items, bad input, the session and the answer shape.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SORTS } from '@portal/shared';
import { stripDollarKeys } from '../src/modules/content/content.presenter';
import { toTsQuery } from '../src/modules/content/content.search';
import { storageFor } from '../src/modules/files/storage';
import { createCategory, createFile, createItem, createTag } from './content-fixtures';
import { createAccount, signInAs } from './factories';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
let auth: string;
const ids: Record<string, number> = {};
let catA: number;
let catB: number;
let tagX: number;
let tagY: number;
const day = (n: number) => new Date(Date.UTC(2025, 0, 1) + n * 86_400_000);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.ctx.db;
  const member = await createAccount(db);
  auth = (await signInAs(t.app, member.email)).authorization;
  catA = (await createCategory(db, 'Advocacy')).id;
  catB = (await createCategory(db, 'Research')).id;
  const resCat = (await createCategory(db, 'Practice tools', 'ResourceCategories')).id;
  tagX = (await createTag(db, 'Telehealth')).id;
  tagY = (await createTag(db, 'Policy')).id;
  const news = [
    {
      key: 'alpha',
      name: 'Alpha telehealth update',
      createdAt: day(1),
      updatedAt: day(60),
      categoryIds: [catA],
      tagIds: [tagX],
    },
    {
      key: 'bravo',
      name: 'Bravo research digest',
      createdAt: day(2),
      updatedAt: day(2),
      categoryIds: [catB],
      tagIds: [tagY],
    },
    {
      key: 'charlie',
      name: 'Charlie workforce survey',
      createdAt: day(3),
      updatedAt: day(30),
      categoryIds: [catA],
      tagIds: [tagX, tagY],
    },
    {
      key: 'delta',
      name: 'Delta zebrafish findings',
      content: '<p>Plain words here.</p>',
      createdAt: day(4),
      updatedAt: day(4),
      categoryIds: [catB],
    },
    {
      key: 'echo',
      name: 'Echo member story',
      content: '<p>We studied zebrafish in the lab for a long time.</p>',
      createdAt: day(5),
      updatedAt: day(5),
    },
    { key: 'hotel', name: 'Hotel published elsewhere', status: 'published', createdAt: day(6), updatedAt: day(6) },
    { key: 'draft', name: 'Draft zebrafish note', status: 'draft', createdAt: day(7) },
    { key: 'archived', name: 'Archived zebrafish note', status: 'archived', createdAt: day(8) },
    {
      key: 'scheduled',
      name: 'Scheduled zebrafish note',
      publishStartDate: new Date(Date.now() + 86_400_000),
      createdAt: day(9),
    },
  ];
  for (const n of news) ids[n.key] = (await createItem(db, { kind: 'news', ...n })).id;
  const storage = storageFor(t.config);
  const pdf = await createFile(db, storage, Buffer.from('%PDF-1.4 test'), 'a.pdf', 'application/pdf');
  const png = await createFile(db, storage, Buffer.from('png'), 'b.png', 'image/png');
  const wav = await createFile(db, storage, Buffer.from('wav'), 'c.wav', 'audio/wav');
  ids.rPdf = (
    await createItem(db, {
      kind: 'resource',
      name: 'Guide in PDF',
      files: [pdf],
      categoryIds: [resCat],
      createdAt: day(1),
    })
  ).id;
  ids.rImage = (
    await createItem(db, { kind: 'resource', name: 'Poster image', files: [png, pdf], createdAt: day(2) })
  ).id;
  ids.rAudio = (
    await createItem(db, { kind: 'resource', name: 'Relaxation audio', files: [wav], createdAt: day(3) })
  ).id;
});
afterAll(async () => t?.close());

const search = (path: 'news' | 'resources', payload: object, authorization: string | null = auth) =>
  t.app.inject({
    method: 'SEARCH',
    url: `/api/content/${path}`,
    payload,
    headers: authorization ? { authorization } : {},
  });
const get = (url: string, authorization: string | null = auth) =>
  t.app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });
const names = (res: { json(): { data: { name: string }[] } }) => res.json().data.map((i) => i.name);
const visibleNews = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'hotel'];

describe('SEARCH /api/content/news', () => {
  it('answers 401 without a session, on search, items, details and assets', async () => {
    for (const res of [
      await search('news', {}, null),
      await get('/api/content/items/news', null),
      await get(`/api/content/items/news/${ids.alpha}`, null),
      await get('/api/content/items/tag', null),
      await get('/api/content/assets/00000000-0000-0000-0000-000000000000', null),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('UNAUTHORIZED');
    }
  });

  it('lists visible items newest first with the spec fields and meta.total_count; drafts, archived and scheduled are hidden', async () => {
    const res = await search('news', {});
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta).toEqual({ total_count: visibleNews.length });
    expect(body.data.map((i: { id: number }) => i.id)).toEqual([...visibleNews].reverse().map((k) => ids[k]));
    expect(Object.keys(body.data[0]).sort()).toEqual(
      [
        'id',
        'name',
        'shortDescription',
        'content',
        'image',
        'status',
        'date_created',
        'date_updated',
        'publishStartDate',
        'user_created',
        'categories',
        'tags',
        'assets',
        'segments',
      ].sort(),
    );
    const alpha = body.data.find((i: { id: number }) => i.id === ids.alpha);
    expect(alpha).toMatchObject({
      categories: [{ id: catA, label: 'Advocacy' }],
      tags: [{ id: tagX, label: 'Telehealth' }],
      segments: [],
      status: 'active',
    });
  });

  it('pages with page and limit; total_count stays the number of matches', async () => {
    const pages = [];
    for (let page = 1; page <= 3; page++) {
      const res = await search('news', { page, limit: 4 });
      expect(res.json().meta.total_count).toBe(6);
      pages.push(...names(res));
    }
    expect(pages).toHaveLength(6);
    expect(new Set(pages).size).toBe(6);
    expect((await search('news', { page: 2, limit: 4 })).json().data).toHaveLength(2);
  });

  it.each(CONTENT_SORTS)('sorts by %s', async (sort) => {
    const res = await search('news', { sort, limit: 100 });
    const got = res.json().data as { name: string; date_created: string; date_updated: string }[];
    const key = sort.startsWith('created') ? 'date_created' : sort.startsWith('updated') ? 'date_updated' : 'name';
    const values = got.map((i) => i[key]);
    const expected = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    if (sort.endsWith('desc')) expected.reverse();
    expect(values).toEqual(expected);
    expect(got).toHaveLength(6);
  });

  it('the default sort is newest first by creation', async () => {
    expect(names(await search('news', {}))).toEqual(names(await search('news', { sort: 'created_desc' })));
  });

  it('filters by category; all_categories means no filter', async () => {
    expect(names(await search('news', { categoryId: catA })).sort()).toEqual([
      'Alpha telehealth update',
      'Charlie workforce survey',
    ]);
    expect((await search('news', { categoryId: 'all_categories' })).json().meta.total_count).toBe(6);
  });

  it('filters by tags: items with any of the tags', async () => {
    expect(names(await search('news', { tagIds: [tagX] })).sort()).toEqual([
      'Alpha telehealth update',
      'Charlie workforce survey',
    ]);
    expect(names(await search('news', { tagIds: [tagX, tagY] })).sort()).toEqual([
      'Alpha telehealth update',
      'Bravo research digest',
      'Charlie workforce survey',
    ]);
    expect(
      (await search('news', { tagIds: [tagY], categoryId: catA })).json().data.map((i: { id: number }) => i.id),
    ).toEqual([ids.charlie]);
  });

  it('filters resources by attachment type', async () => {
    expect(names(await search('resources', { type: 'pdf' })).sort()).toEqual(['Guide in PDF', 'Poster image']);
    expect(names(await search('resources', { type: 'image' }))).toEqual(['Poster image']);
    expect(names(await search('resources', { type: 'audio' }))).toEqual(['Relaxation audio']);
    expect((await search('resources', { type: 'video' })).json()).toEqual({ data: [], meta: { total_count: 0 } });
  });

  it('ranks a title match above a body match, and hides drafts, archived and scheduled matches', async () => {
    const res = await search('news', { search: 'zebrafish' });
    expect(names(res)).toEqual(['Delta zebrafish findings', 'Echo member story']);
    expect(res.json().meta.total_count).toBe(2);
  });

  it('matches word prefixes and stems, and combines words with AND', async () => {
    expect(names(await search('news', { search: 'zebra' }))).toEqual(['Delta zebrafish findings', 'Echo member story']);
    expect(names(await search('news', { search: 'surveys' }))).toEqual(['Charlie workforce survey']);
    expect(names(await search('news', { search: 'telehealth upd' }))).toEqual(['Alpha telehealth update']);
    expect((await search('news', { search: 'zebrafish telehealth' })).json().meta.total_count).toBe(0);
    expect((await search('news', { search: '!!! ***' })).json().meta.total_count).toBe(6);
  });

  it('ranks title over short description over body whatever their age; a page past the end keeps the total', async () => {
    const db = t.ctx.db;
    await createItem(db, { kind: 'news', name: 'Quokka census', createdAt: day(20) });
    await createItem(db, {
      kind: 'news',
      name: 'Island wildlife',
      shortDescription: 'Counting the quokka',
      createdAt: day(21),
    });
    await createItem(db, {
      kind: 'news',
      name: 'Ferry timetable',
      content: '<p>A quokka was seen at the wharf.</p>',
      createdAt: day(22),
    });
    expect(names(await search('news', { search: 'quokka' }))).toEqual([
      'Quokka census',
      'Island wildlife',
      'Ferry timetable',
    ]);
    const past = await search('news', { search: 'quokka', page: 3, limit: 2 });
    expect(past.statusCode).toBe(200);
    expect(past.json()).toMatchObject({ data: [], meta: { total_count: 3 } });
    expect(names(await search('news', { search: 'quokka', page: 2, limit: 2 }))).toEqual(['Ferry timetable']);
  });

  it('a keyword of stop words only matches nothing', async () => {
    const res = await search('news', { search: 'the and' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: [], meta: { total_count: 0 } });
  });

  it('a keyword with an explicit sort orders the matches by that sort', async () => {
    expect(names(await search('news', { search: 'zebrafish', sort: 'created_desc' }))).toEqual([
      'Echo member story',
      'Delta zebrafish findings',
    ]);
  });

  it.each([
    ['an unknown sort', { sort: 'popular' }, 'sort'],
    ['page 0', { page: 0 }, 'page'],
    ['limit 1000', { limit: 1000 }, 'limit'],
    ['limit 0', { limit: 0 }, 'limit'],
    ['an unknown type', { type: 'exe' }, 'type'],
    ['a text category', { categoryId: 'news' }, 'categoryId'],
    ['an unknown key', { keyword: 'x' }, 'body'],
  ])('answers 400 for %s', async (_label, payload, field) => {
    const res = await search('news', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect(JSON.stringify(res.json().errors)).toContain(field);
  });
});

describe('GET /api/content/items/news', () => {
  it('answers one visible item with fields selection; drafts, archived and scheduled are 404', async () => {
    const res = await get(`/api/content/items/news/${ids.alpha}?fields=id,name,user_created.firstName&meta=*`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { id: ids.alpha, name: 'Alpha telehealth update', user_created: null } });
    for (const key of ['draft', 'archived', 'scheduled']) {
      const hidden = await get(`/api/content/items/news/${ids[key]}`);
      expect(hidden.statusCode, key).toBe(404);
      expect(hidden.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found' });
    }
    expect((await get(`/api/content/items/resource/${ids.alpha}`)).statusCode).toBe(404);
    expect((await get('/api/content/items/news/999999')).statusCode).toBe(404);
    expect((await get('/api/content/items/news/abc')).statusCode).toBe(400);
  });

  it('lists by filter[id][_in], leaving out hidden items, with meta on request', async () => {
    const res = await get(
      `/api/content/items/news?filter[id][_in]=${ids.alpha},${ids.draft},${ids.bravo},${ids.rPdf}&meta=total_count,filter_count`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((i: { id: number }) => i.id)).toEqual([ids.bravo, ids.alpha]);
    expect(res.json().meta).toEqual({ total_count: 2, filter_count: 2 });
    expect((await get('/api/content/items/news?filter[id][_in]=1;drop')).statusCode).toBe(400);
  });

  it('lists tags, categories by type, and subcategories', async () => {
    expect((await get('/api/content/items/tag')).json().data.map((x: { label: string }) => x.label)).toEqual([
      'Policy',
      'Telehealth',
    ]);
    expect((await get('/api/content/items/tag?filter[label][_icontains]=tele')).json().data).toEqual([
      { id: tagX, label: 'Telehealth' },
    ]);
    expect((await get(`/api/content/items/tag/${tagY}`)).json()).toEqual({ data: { id: tagY, label: 'Policy' } });
    expect(
      (await get('/api/content/items/category?filter[type][_eq]=NewsCategories'))
        .json()
        .data.map((x: { label: string }) => x.label),
    ).toEqual(['Advocacy', 'Research']);
    expect((await get('/api/content/items/category?filter[type][_eq]=ResourceCategories')).json().data).toHaveLength(1);
    expect((await get('/api/content/items/category/99999')).statusCode).toBe(404);
    expect((await get('/api/content/items/subcategory')).json()).toEqual({ data: [] });
    const mapping = (await get('/api/content/items/tag_mapping')).json().data;
    expect(mapping).toContainEqual(expect.objectContaining({ itemId: ids.charlie, tagId: tagY }));
  });
});

describe('answers carry no dollar-prefixed keys', () => {
  it('strips them at any depth', () => {
    expect(stripDollarKeys({ a: 1, $b: 2, c: [{ $d: 1, e: { $f: 1, g: 2 } }] })).toEqual({
      a: 1,
      c: [{ e: { g: 2 } }],
    });
  });

  it('no content answer holds one', async () => {
    for (const res of [
      await search('news', {}),
      await get(`/api/content/items/news/${ids.alpha}`),
      await get('/api/content/items/tag'),
    ]) {
      expect(res.body).not.toMatch(/"\$/);
    }
  });
});

describe('toTsQuery', () => {
  it.each([
    ['zebra', '(zebra | zebra:*)'],
    ['Telehealth  Update', 'telehealth & (update | update:*)'],
    ["o'brien & (x) | !y", 'o & brien & x & (y | y:*)'],
    ['   ', null],
    [undefined, null],
  ])('%j → %j', (input, expected) => {
    expect(toTsQuery(input)).toBe(expected);
  });
});

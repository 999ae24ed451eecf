/**
 * Staff authoring API and uploads (issue #5, beyond the spec): permission (policies/content.ts),
 * create, publish, schedule, archive, sanitised rich text, and upload checks by content and size.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf, makePng, makeWav } from '../src/modules/files/demo-files';
import { createCategory, createSegment, createTag } from './content-fixtures';
import { createAccount, signInAs } from './factories';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
let memberAuth: string;
let staffAuth: string;
let adminAuth: string;
let categoryId: number;
let tagId: number;
let segmentId: number;
let pdf: Buffer;
const png = makePng([0, 0, 0], [255, 255, 255], 32, 32);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.ctx.db;
  memberAuth = (await signInAs(t.app, (await createAccount(db)).email)).authorization;
  staffAuth = (await signInAs(t.app, (await createAccount(db, { contactTypes: ['Staff'] })).email)).authorization;
  adminAuth = (await signInAs(t.app, (await createAccount(db, { role: 1 })).email)).authorization;
  categoryId = (await createCategory(db, 'Clinical guidelines', 'ResourceCategories')).id;
  tagId = (await createTag(db, 'Ethics')).id;
  segmentId = (await createSegment(db, 'Neurology')).id;
  pdf = await makePdf('Test', 2);
});
afterAll(async () => t?.close());

/** A multipart/form-data body of files. */
function multipartBody(files: { name: string; bytes: Buffer; type?: string }[]) {
  const boundary = `----portal${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${f.name}"\r\nContent-Type: ${f.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
    );
    chunks.push(f.bytes, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const upload = (files: { name: string; bytes: Buffer; type?: string }[], authorization = staffAuth) => {
  const { payload, headers } = multipartBody(files);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/content/files',
    payload,
    headers: { ...headers, authorization },
  });
};
const send = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'SEARCH',
  url: string,
  authorization: string,
  payload?: object,
) => t.app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });

describe('authoring permission', () => {
  it('a member gets 403 on every authoring route; no session gets 401', async () => {
    expect(
      (await send('POST', '/api/v1/admin/content/items', memberAuth, { kind: 'news', name: 'x' })).statusCode,
    ).toBe(403);
    expect((await send('GET', '/api/v1/admin/content/items', memberAuth)).statusCode).toBe(403);
    expect((await upload([{ name: 'a.png', bytes: png }], memberAuth)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/admin/content/items', payload: { kind: 'news', name: 'x' } }))
        .statusCode,
    ).toBe(401);
  });

  it('staff and admin create (201) a draft that members do not see', async () => {
    const res = await send('POST', '/api/v1/admin/content/items', staffAuth, { kind: 'news', name: 'Staff draft' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      kind: 'news',
      name: 'Staff draft',
      status: 'draft',
      user_created: { firstName: 'Test' },
    });
    expect(
      (await send('POST', '/api/v1/admin/content/items', adminAuth, { kind: 'page', name: 'Admin page' })).statusCode,
    ).toBe(201);
    expect((await send('GET', `/api/content/items/news/${res.json().data.id}`, memberAuth)).statusCode).toBe(404);
  });
});

describe('rich text', () => {
  it('strips scripts, handlers and unknown tags; links open in a new tab with noopener noreferrer', async () => {
    const content =
      '<script>alert(1)</script><p onclick="steal()">Hello <a href="example.org/x" onmouseover="x()">link</a> <strong>bold</strong></p>' +
      '<img src="javascript:alert(1)" onerror="x()"><iframe src="https://evil.example"></iframe><h2 style="color:red">Title</h2>';
    const res = await send('POST', '/api/v1/admin/content/items', staffAuth, {
      kind: 'news',
      name: 'Sanitised',
      content,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.content).toBe(
      '<p>Hello <a href="https://example.org/x" target="_blank" rel="noopener noreferrer">link</a> <strong>bold</strong></p><img /><h2>Title</h2>',
    );
  });
});

describe('publishing', () => {
  it('creates with relations and files, publishes, schedules and archives', async () => {
    const up = await upload([
      { name: 'cover.png', bytes: png },
      { name: 'guide.pdf', bytes: pdf },
      { name: 'tone.wav', bytes: makeWav(0.2) },
      { name: 'notes.txt', bytes: Buffer.from('plain notes\n') },
    ]);
    expect(up.statusCode).toBe(201);
    const files = up.json().data as { id: string; type: string; filesize: number; filenameDownload: string }[];
    expect(files.map((f) => f.type)).toEqual(['image/png', 'application/pdf', 'audio/wav', 'text/plain']);
    expect(files[1]).toMatchObject({ filenameDownload: 'guide.pdf', filesize: pdf.length });
    const created = await send('POST', '/api/v1/admin/content/items', staffAuth, {
      kind: 'resource',
      name: 'Unique kangaroo guide',
      shortDescription: 'Short',
      categoryIds: [categoryId],
      tagIds: [tagId],
      imageId: files[0].id,
      attachmentIds: files.slice(1).map((f) => f.id),
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    expect(created.json().data).toMatchObject({
      image: files[0].id,
      categories: [{ id: categoryId }],
      tags: [{ id: tagId }],
    });
    expect((await send('GET', `/api/content/assets/${files[1].id}`, memberAuth)).statusCode).toBe(404);

    const published = await send('POST', `/api/v1/admin/content/items/${id}/publish`, staffAuth, {});
    expect(published.json().data.status).toBe('active');
    const found = await send('SEARCH', '/api/content/resources', memberAuth, { search: 'kangaroo', type: 'audio' });
    expect(found.json().data.map((i: { id: number }) => i.id)).toEqual([id]);
    expect((await send('GET', `/api/content/assets/${files[1].id}`, memberAuth)).headers['content-type']).toBe(
      'application/pdf',
    );

    const future = new Date(Date.now() + 7 * 86_400_000).toISOString();
    await send('POST', `/api/v1/admin/content/items/${id}/publish`, staffAuth, { publishStartDate: future });
    expect((await send('GET', `/api/content/items/resource/${id}`, memberAuth)).statusCode).toBe(404);
    await send('POST', `/api/v1/admin/content/items/${id}/publish`, staffAuth, {});
    expect((await send('GET', `/api/content/items/resource/${id}`, memberAuth)).statusCode).toBe(200);

    await send('PATCH', `/api/v1/admin/content/items/${id}`, staffAuth, { segmentIds: [segmentId] });
    expect((await send('GET', `/api/content/items/resource/${id}`, memberAuth)).statusCode).toBe(404);
    expect((await send('GET', `/api/content/items/resource/${id}`, adminAuth)).json().data.segments).toEqual([
      { segmentId },
    ]);
    await send('PATCH', `/api/v1/admin/content/items/${id}`, staffAuth, { segmentIds: [] });

    const archived = await send('POST', `/api/v1/admin/content/items/${id}/archive`, staffAuth);
    expect(archived.json().data.status).toBe('archived');
    expect((await send('GET', `/api/content/items/resource/${id}`, memberAuth)).statusCode).toBe(404);
    expect(
      (await send('GET', `/api/v1/admin/content/items?kind=resource&status=archived`, staffAuth)).json().meta
        .total_count,
    ).toBe(1);
  });

  it('answers 400 for unknown relations and a non-image cover; 404 for an unknown item', async () => {
    const bad = await send('POST', '/api/v1/admin/content/items', staffAuth, {
      kind: 'news',
      name: 'x',
      categoryIds: [99999],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Unknown categoryIds');
    const pdfUp = (await upload([{ name: 'x.pdf', bytes: pdf }])).json().data[0].id;
    expect(
      (await send('POST', '/api/v1/admin/content/items', staffAuth, { kind: 'news', name: 'x', imageId: pdfUp }))
        .statusCode,
    ).toBe(400);
    expect((await send('PATCH', '/api/v1/admin/content/items/99999', staffAuth, { name: 'y' })).statusCode).toBe(404);
    expect((await send('POST', '/api/v1/admin/content/items', staffAuth, { kind: 'news', name: '' })).statusCode).toBe(
      400,
    );
  });
});

describe('upload checks', () => {
  it('refuses a PDF disguised as .png with 415 and a clear message', async () => {
    const res = await upload([{ name: 'photo.png', bytes: pdf, type: 'image/png' }]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'The content of "photo.png" does not match its extension (it is application/pdf).',
    });
  });

  it('refuses HTML or SVG whatever the extension', async () => {
    for (const name of ['page.png', 'page.html', 'icon.svg', 'notes.txt.exe']) {
      const res = await upload([{ name, bytes: Buffer.from('<html><script>alert(1)</script></html>') }]);
      expect(res.statusCode, name).toBe(415);
      expect(res.json().message).toContain(name);
    }
  });

  it('answers 413 for 5 MB + 1 byte, and stores nothing', async () => {
    const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024 + 1 - png.length)]);
    const before = (await send('GET', '/api/content/items/files', staffAuth)).json().data.length;
    const res = await upload([
      { name: 'ok.png', bytes: png },
      { name: 'big.png', bytes: big },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
    expect((await send('GET', '/api/content/items/files', staffAuth)).json().data.length).toBe(before);
  });

  it('accepts exactly 5 MB and refuses an eleventh file', async () => {
    const exact = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024 - png.length)]);
    expect((await upload([{ name: 'exact.png', bytes: exact }])).statusCode).toBe(201);
    const eleven = Array.from({ length: 11 }, (_, i) => ({ name: `f${i}.png`, bytes: png }));
    expect((await upload(eleven)).statusCode).toBe(413);
  });

  it('answers 415 for a JSON body and 400 for an empty form', async () => {
    expect((await send('POST', '/api/v1/admin/content/files', staffAuth, { a: 1 })).statusCode).toBe(415);
    expect((await upload([])).statusCode).toBe(400);
  });
});

describe('authoring list and abilities', () => {
  it('tells any signed-in user whether they may author; 401 without a session', async () => {
    expect((await send('GET', '/api/v1/admin/content/abilities', memberAuth)).json()).toEqual({
      data: { canManageContent: false },
    });
    expect((await send('GET', '/api/v1/admin/content/abilities', staffAuth)).json()).toEqual({
      data: { canManageContent: true },
    });
    expect((await send('GET', '/api/v1/admin/content/abilities', adminAuth)).json()).toEqual({
      data: { canManageContent: true },
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/content/abilities' })).statusCode).toBe(401);
  });

  it('filters by state (draft, scheduled, published, archived) and by a part of the name', async () => {
    const create = async (name: string) =>
      (await send('POST', '/api/v1/admin/content/items', staffAuth, { kind: 'news', name })).json().data.id as number;
    const draft = await create('Wombat draft');
    const live = await create('Wombat live');
    const later = await create('Wombat later');
    const gone = await create('Wombat gone');
    await send('POST', `/api/v1/admin/content/items/${live}/publish`, staffAuth, {});
    await send('POST', `/api/v1/admin/content/items/${later}/publish`, staffAuth, {
      publishStartDate: new Date(Date.now() + 86_400_000).toISOString(),
    });
    await send('POST', `/api/v1/admin/content/items/${gone}/archive`, staffAuth);
    const ids = async (query: string) => {
      const res = await send('GET', `/api/v1/admin/content/items?kind=news&search=wombat&${query}`, staffAuth);
      expect(res.statusCode).toBe(200);
      return (res.json().data as { id: number }[]).map((i) => i.id);
    };
    expect(await ids('state=draft')).toEqual([draft]);
    expect(await ids('state=published')).toEqual([live]);
    expect(await ids('state=scheduled')).toEqual([later]);
    expect(await ids('state=archived')).toEqual([gone]);
    expect((await ids('')).sort()).toEqual([draft, live, later, gone].sort());
    const paged = await send('GET', '/api/v1/admin/content/items?kind=news&search=WOMBAT&limit=3&page=2', staffAuth);
    expect(paged.json().meta.total_count).toBe(4);
    expect(paged.json().data).toHaveLength(1);
    // "%" is a literal character, not a wildcard.
    expect((await send('GET', '/api/v1/admin/content/items?search=%25', staffAuth)).json().meta.total_count).toBe(0);
    expect((await send('GET', '/api/v1/admin/content/items?state=live', staffAuth)).statusCode).toBe(400);

    // Unarchiving is a PATCH back to draft.
    expect(
      (await send('PATCH', `/api/v1/admin/content/items/${gone}`, staffAuth, { status: 'draft' })).json().data.status,
    ).toBe('draft');
    expect(await ids('state=archived')).toEqual([]);
  });

  it('creates tags and categories once: a second label in any case is 409, nothing written', async () => {
    const tag = await send('POST', '/api/v1/admin/content/tags', staffAuth, { label: 'Paediatrics' });
    expect(tag.statusCode).toBe(201);
    const again = await send('POST', '/api/v1/admin/content/tags', staffAuth, { label: 'paediatrics' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This tag already exists');
    const cat = await send('POST', '/api/v1/admin/content/categories', staffAuth, {
      label: 'Workforce',
      type: 'NewsCategories',
    });
    expect(cat.statusCode).toBe(201);
    const dup = await send('POST', '/api/v1/admin/content/categories', staffAuth, {
      label: 'WORKFORCE',
      type: 'NewsCategories',
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('This category already exists');
    expect(
      (
        await send('POST', '/api/v1/admin/content/categories', staffAuth, {
          label: 'Workforce',
          type: 'ResourceCategories',
        })
      ).statusCode,
    ).toBe(201);
    const labels = (await send('GET', '/api/content/items/category?filter[type][_eq]=NewsCategories', staffAuth))
      .json()
      .data.map((c: { label: string }) => c.label);
    expect(labels.filter((l: string) => l.toLowerCase() === 'workforce')).toEqual(['Workforce']);
  });

  it('renames and deletes tags and categories; items show the new label and lose a deleted one', async () => {
    const tag = (await send('POST', '/api/v1/admin/content/tags', staffAuth, { label: 'Telehelth' })).json().data;
    const other = (await send('POST', '/api/v1/admin/content/tags', staffAuth, { label: 'Rural' })).json().data;
    const cat = (
      await send('POST', '/api/v1/admin/content/categories', staffAuth, { label: 'Guidlines', type: 'NewsCategories' })
    ).json().data;
    const created = await send('POST', '/api/v1/admin/content/items', staffAuth, {
      kind: 'news',
      name: 'Labelled item',
      categoryIds: [cat.id],
      tagIds: [tag.id, other.id],
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;

    // A member may not; a typo is fixed; a label another tag has (any case) is 409; unknown ids are 404.
    expect(
      (await send('PATCH', `/api/v1/admin/content/tags/${tag.id}`, memberAuth, { label: 'Telehealth' })).statusCode,
    ).toBe(403);
    expect((await send('DELETE', `/api/v1/admin/content/tags/${tag.id}`, memberAuth)).statusCode).toBe(403);
    const renamed = await send('PATCH', `/api/v1/admin/content/tags/${tag.id}`, staffAuth, { label: 'Telehealth' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toEqual({ id: tag.id, label: 'Telehealth' });
    const clash = await send('PATCH', `/api/v1/admin/content/tags/${tag.id}`, staffAuth, { label: 'RURAL' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe('This tag already exists');
    expect(
      (await send('PATCH', `/api/v1/admin/content/tags/${tag.id}`, staffAuth, { label: 'telehealth' })).statusCode,
    ).toBe(200);
    expect((await send('PATCH', `/api/v1/admin/content/tags/${tag.id}`, staffAuth, { label: ' ' })).statusCode).toBe(
      400,
    );
    expect(
      (await send('PATCH', '/api/v1/admin/content/tags/999999', staffAuth, { label: 'Nowhere' })).json(),
    ).toMatchObject({ code: 'NOT_FOUND', message: 'Tag not found' });
    const catRenamed = await send('PATCH', `/api/v1/admin/content/categories/${cat.id}`, adminAuth, {
      label: 'Guidelines',
    });
    expect(catRenamed.json().data).toEqual({ id: cat.id, label: 'Guidelines', type: 'NewsCategories' });
    expect(
      (await send('PATCH', `/api/v1/admin/content/categories/${cat.id}`, adminAuth, { label: 'workforce' })).statusCode,
    ).toBe(409);

    let item = (await send('GET', `/api/v1/admin/content/items/${id}`, staffAuth)).json().data;
    expect(item.tags.map((x: { label: string }) => x.label).sort()).toEqual(['Rural', 'telehealth']);
    expect(item.categories.map((x: { label: string }) => x.label)).toEqual(['Guidelines']);

    expect((await send('DELETE', `/api/v1/admin/content/tags/${other.id}`, staffAuth)).json()).toEqual({
      success: true,
    });
    expect((await send('DELETE', `/api/v1/admin/content/tags/${other.id}`, staffAuth)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/v1/admin/content/categories/${cat.id}`, staffAuth)).json()).toEqual({
      success: true,
    });
    expect((await send('DELETE', `/api/v1/admin/content/categories/${cat.id}`, staffAuth)).json()).toMatchObject({
      message: 'Category not found',
    });
    item = (await send('GET', `/api/v1/admin/content/items/${id}`, staffAuth)).json().data;
    expect(item.name).toBe('Labelled item');
    expect(item.tags.map((x: { label: string }) => x.label)).toEqual(['telehealth']);
    expect(item.categories).toEqual([]);
    const tagLabels = (await send('GET', '/api/content/items/tag', staffAuth))
      .json()
      .data.map((x: { label: string }) => x.label);
    expect(tagLabels).toContain('telehealth');
    expect(tagLabels).not.toContain('Rural');
  });
});

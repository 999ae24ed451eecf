/**
 * Community assets (spec 02 §3 Assets folder/Asset, §5 Asset validation, §6 assetsAll, §7 Assets):
 * who reads folders and assets (as posts), who writes (assetsAll, global or per community), the
 * Admin/WorkSpaceOwner rule for asset edit and delete, validation that writes nothing, reorder,
 * folder delete with its assets and files, download visibility of asset files, notification 12,
 * and the seeded folders the demo member sees.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/db/seed';
import { seedAccounts } from '../src/db/seed/accounts.seed';
import { seedCommunities } from '../src/db/seed/communities.seed';
import { hashPassword } from '../src/lib/crypto';
import { makePdf, makePng } from '../src/modules/files/demo-files';
import { storageFor } from '../src/modules/files/storage';
import {
  addMember,
  caller,
  countRows,
  createAssetFolder,
  createCommunity,
  createLinkAsset,
  multipart,
  type Part,
} from './communities-fixtures';
import { signInAs } from './factories';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
let pdf: Buffer;
const png = makePng([10, 20, 30], [200, 210, 220], 30, 10);
type Caller = Awaited<ReturnType<typeof caller>>;
let member: Caller;
let editor: Caller;
let flagged: Caller;
let admin: Caller;
let owner: Caller;
let manager: Caller;
let outsider: Caller;
let communityId: number;

beforeAll(async () => {
  t = await createTestApp();
  pdf = await makePdf('Asset', 1);
  const c = await createCommunity(t.ctx.db);
  communityId = c.id;
  member = await caller(t.app, t.ctx.db);
  editor = await caller(t.app, t.ctx.db);
  flagged = await caller(t.app, t.ctx.db);
  admin = await caller(t.app, t.ctx.db, { role: 1 });
  owner = await caller(t.app, t.ctx.db, { role: 2 });
  manager = await caller(t.app, t.ctx.db, { role: 3 });
  outsider = await caller(t.app, t.ctx.db);
  await addMember(t.ctx.db, c.id, member.id);
  await addMember(t.ctx.db, c.id, editor.id, 2, 2);
  await addMember(t.ctx.db, c.id, flagged.id, 2, 0, ['postCreate', 'assetsAll']);
});
afterAll(async () => t?.close());

const v1 = (url: string) => (url.startsWith('/api/') ? url : `/api/v1${url}`);
const json = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: Caller, payload?: object) =>
  t.app.inject({
    method,
    url: v1(url),
    headers: { authorization: who.authorization },
    ...(payload ? { payload } : {}),
  });
const form = (url: string, who: Caller, parts: Part[]) => {
  const mp = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: v1(url),
    headers: { authorization: who.authorization, ...mp.headers },
    payload: mp.payload,
  });
};
const fields = (f: Record<string, string>): Part[] => Object.entries(f).map(([name, value]) => ({ name, value }));
const tables = ['community_asset_folders', 'community_assets', 'community_files', 'community_notifications'];
const snapshot = async () => Promise.all(tables.map((table) => countRows(t.ctx.db, table)));
const folderIn = async (cid: number, who: Caller = admin, body: object = {}) => {
  const res = await json('POST', `/community/${cid}/folder`, who, { Name: 'Folder', ...body });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; name: string; order: number };
};
const fileAsset = (
  cid: number,
  folderId: number,
  who: Caller,
  file: { filename: string; bytes: Buffer },
  name = 'A file',
) =>
  form(`/community/${cid}/folder/${folderId}/asset`, who, [
    ...fields({ name, description: 'Described' }),
    { name: 'file', ...file },
  ]);
const linkAsset = (cid: number, folderId: number, who: Caller, link: string, name = 'A link') =>
  form(`/community/${cid}/folder/${folderId}/asset`, who, fields({ name, description: 'Described', link }));

describe('reading folders and assets', () => {
  it('members read the folders and a folder’s assets in order; the answers carry the caller’s abilities', async () => {
    const c = await createCommunity(t.ctx.db);
    await addMember(t.ctx.db, c.id, member.id);
    const second = await createAssetFolder(t.ctx.db, c.id, { name: 'Second', order: 1 });
    const first = await createAssetFolder(t.ctx.db, c.id, { name: 'First', description: 'Top', order: 0 });
    await createLinkAsset(t.ctx.db, second, { name: 'Later', order: 1 });
    await createLinkAsset(t.ctx.db, second, { name: 'Sooner', link: 'https://www.otseeker.com/', order: 0 });
    const folders = await json('GET', `/community/${c.id}/folder`, member);
    expect(folders.statusCode).toBe(200);
    expect(folders.json()).toEqual([
      {
        id: first.id,
        communityId: c.id,
        name: 'First',
        description: 'Top',
        order: 0,
        createdAt: expect.any(String),
        abilities: { canManage: false },
      },
      {
        id: second.id,
        communityId: c.id,
        name: 'Second',
        description: null,
        order: 1,
        createdAt: expect.any(String),
        abilities: { canManage: false },
      },
    ]);
    const assets = (await json('GET', `/community/${c.id}/folder/${second.id}/asset`, member)).json();
    expect(assets.map((a: { name: string }) => a.name)).toEqual(['Sooner', 'Later']);
    expect(assets[0]).toMatchObject({
      type: 1,
      path: 'https://www.otseeker.com/',
      fileName: null,
      size: null,
      folderId: second.id,
      abilities: { canEdit: false, canDelete: false },
    });
    expect((await json('GET', `/community/${c.id}/folder/${first.id}/asset`, member)).json()).toEqual([]);
    expect((await json('GET', `/community/${c.id}/folder`, admin)).json()[0].abilities).toEqual({ canManage: true });
    expect((await json('GET', `/community/${c.id}/folder/${second.id}/asset`, admin)).json()[0].abilities).toEqual({
      canEdit: true,
      canDelete: true,
    });
  });

  it('others get exactly what the community’s posts answer: 403 for a non-member, 400 for a hidden or unknown community', async () => {
    const open = await createCommunity(t.ctx.db);
    const privateOne = await createCommunity(t.ctx.db, { isPublic: false });
    const hidden = await createCommunity(t.ctx.db, { isPublic: false, isVisible: false });
    for (const c of [open, privateOne, hidden]) {
      const folder = await createAssetFolder(t.ctx.db, c.id);
      for (const url of [`/community/${c.id}/folder`, `/community/${c.id}/folder/${folder.id}/asset`]) {
        const res = await json('GET', url, outsider);
        const posts = await json('GET', `/community/${c.id}/posts`, outsider);
        expect([res.statusCode, res.json()]).toEqual([posts.statusCode, posts.json()]);
        expect(res.statusCode).toBe(c === hidden ? 400 : 403);
      }
      expect((await json('GET', `/community/${c.id}/folder`, admin)).statusCode).toBe(200);
    }
    expect((await json('GET', `/community/${privateOne.id}/folder`, outsider)).json()).toMatchObject({
      code: 'NOT_A_MEMBER',
      message: 'Oops! Only members of this community can view it!',
    });
    const unknown = await json('GET', '/community/999999/folder', member);
    expect([unknown.statusCode, unknown.json().message]).toEqual([400, 'Community not found.']);
  });

  it('an unknown folder, or one of another community, is 404', async () => {
    const other = await createCommunity(t.ctx.db);
    const foreign = await createAssetFolder(t.ctx.db, other.id);
    for (const url of [
      `/community/${communityId}/folder/999999/asset`,
      `/community/${communityId}/folder/${foreign.id}/asset`,
    ]) {
      const res = await json('GET', url, member);
      expect([res.statusCode, res.json().message]).toEqual([404, 'Folder not found.']);
    }
  });
});

describe('writing needs assetsAll', () => {
  it('a member without assetsAll is refused every write and nothing changes', async () => {
    const folder = await folderIn(communityId);
    const asset = (await linkAsset(communityId, folder.id, admin, 'https://example.org/a')).json();
    const before = await snapshot();
    const calls = [
      await json('POST', `/community/${communityId}/folder`, member, { Name: 'Mine' }),
      await json('PUT', `/community/${communityId}/folder/${folder.id}`, member, { name: 'Renamed' }),
      await json('DELETE', `/community/${communityId}/folder/${folder.id}`, member),
      await json('PUT', `/community/${communityId}/folder/reorder`, member, { id: folder.id, newOrder: 0 }),
      await linkAsset(communityId, folder.id, member, 'https://example.org/b'),
      await fileAsset(communityId, folder.id, member, { filename: 'a.pdf', bytes: pdf }),
      await json('PUT', `/community/${communityId}/folder/${folder.id}/asset/reorder`, member, {
        id: asset.id,
        newOrder: 0,
      }),
      await json('PUT', `/community/${communityId}/asset/${asset.id}`, member, { name: 'Renamed' }),
      await json('DELETE', `/community/${communityId}/asset?id=${asset.id}`, member),
    ];
    expect(calls.map((r) => r.statusCode)).toEqual(calls.map(() => 403));
    expect(await snapshot()).toEqual(before);
    const outside = await json('POST', `/community/${communityId}/folder`, outsider, { Name: 'Mine' });
    expect([outside.statusCode, outside.json().code]).toEqual([403, 'NOT_A_MEMBER']);
  });

  it('the flag per community (Editor role, or a membership’s own list) or globally (Manager) lets folders and assets be written', async () => {
    for (const who of [editor, flagged, manager]) {
      const folder = await folderIn(communityId, who, { Name: 'By flag' });
      expect(
        (
          await json('PUT', `/community/${communityId}/folder/${folder.id}`, who, {
            name: 'Renamed',
            description: 'Now described',
          })
        ).json(),
      ).toMatchObject({
        id: folder.id,
        name: 'Renamed',
        description: 'Now described',
      });
      const asset = await linkAsset(communityId, folder.id, who, 'https://example.org/flag');
      expect(asset.statusCode).toBe(201);
      const reordered = await json('PUT', `/community/${communityId}/folder/${folder.id}/asset/reorder`, who, {
        id: asset.json().id,
        newOrder: 0,
      });
      expect(reordered.statusCode).toBe(200);
      expect(
        (await json('PUT', `/community/${communityId}/folder/reorder`, who, { id: folder.id, newOrder: 0 })).json()[0]
          .id,
      ).toBe(folder.id);
      expect((await json('DELETE', `/community/${communityId}/folder/${folder.id}`, who)).json()).toEqual({
        success: true,
      });
    }
  });

  it('an archived community takes no writes, even from an administrator; it still reads', async () => {
    const c = await createCommunity(t.ctx.db, { isArchived: true });
    await createAssetFolder(t.ctx.db, c.id);
    const res = await json('POST', `/community/${c.id}/folder`, admin, { Name: 'Late' });
    expect([res.statusCode, res.json().code]).toEqual([403, 'COMMUNITY_ARCHIVED']);
    expect((await json('GET', `/community/${c.id}/folder`, admin)).json()).toHaveLength(1);
  });
});

describe('editing and deleting assets: Admin or WorkSpaceOwner only (spec 02 §6)', () => {
  it('an Editor and a Manager add assets but may not edit or delete them; an Admin edits, a WorkSpaceOwner deletes', async () => {
    const folder = await folderIn(communityId, editor);
    const created = await fileAsset(communityId, folder.id, editor, { filename: 'guide.pdf', bytes: pdf }, 'Guide');
    expect(created.statusCode).toBe(201);
    const asset = created.json();
    expect(asset.abilities).toEqual({ canEdit: false, canDelete: false });
    for (const who of [editor, manager, flagged]) {
      const edit = await json('PUT', `/community/${communityId}/asset/${asset.id}`, who, { name: 'Renamed' });
      expect([edit.statusCode, edit.json().message]).toEqual([
        403,
        'Only an Admin or WorkSpaceOwner can edit or delete files in the asset table.',
      ]);
      expect((await json('DELETE', `/community/${communityId}/asset?id=${asset.id}`, who)).statusCode).toBe(403);
    }
    const edited = await json('PUT', `/community/${communityId}/folder/${folder.id}/asset/${asset.id}`, admin, {
      name: 'Practice guide',
      description: 'Updated',
    });
    expect(edited.json()).toMatchObject({
      id: asset.id,
      name: 'Practice guide',
      description: 'Updated',
      type: 2,
      fileName: 'guide.pdf',
      abilities: { canEdit: true },
    });
    const renamed = await json('PUT', `/community/${communityId}/asset/${asset.id}`, owner, { name: 'Guide v2' });
    expect(renamed.json()).toMatchObject({ name: 'Guide v2', description: 'Updated' });
    const elsewhere = await folderIn(communityId);
    expect(
      (await json('DELETE', `/community/${communityId}/folder/${elsewhere.id}/asset?id=${asset.id}`, owner)).statusCode,
    ).toBe(404);
    expect(
      (await json('DELETE', `/community/${communityId}/folder/${folder.id}/asset?id=${asset.id}`, owner)).json(),
    ).toEqual({ success: true });
    expect((await json('GET', `/community/${communityId}/folder/${folder.id}/asset`, member)).json()).toEqual([]);
    expect((await json('GET', asset.path, member)).statusCode).toBe(404);
    expect(await countRows(t.ctx.db, 'community_files', `id = '${asset.path.split('/').pop()}'`)).toBe(0);
    const again = await json('DELETE', `/community/${communityId}/asset?id=${asset.id}`, owner);
    expect([again.statusCode, again.json().message]).toEqual([404, 'Asset not found.']);
  });

  it('a link asset takes a new URL under the same rule; a file asset takes none', async () => {
    const folder = await folderIn(communityId);
    const link = (await linkAsset(communityId, folder.id, admin, 'https://example.org/old')).json();
    const file = (await fileAsset(communityId, folder.id, admin, { filename: 'a.pdf', bytes: pdf })).json();
    const moved = await json('PUT', `/community/${communityId}/asset/${link.id}`, admin, {
      name: 'Moved',
      link: 'https://www.example.com/new',
    });
    expect(moved.json()).toMatchObject({ name: 'Moved', path: 'https://www.example.com/new', type: 1 });
    const bad = await json('PUT', `/community/${communityId}/asset/${link.id}`, admin, {
      name: 'Moved',
      link: 'javascript:alert(1)',
    });
    expect([bad.statusCode, bad.json().message]).toEqual([
      400,
      'The URL must start with http:// or https:// and must have domain',
    ]);
    const onFile = await json('PUT', `/community/${communityId}/asset/${file.id}`, admin, {
      name: 'x',
      link: 'https://example.org/',
    });
    expect([onFile.statusCode, onFile.json().message]).toEqual([400, 'Only a link asset has a URL.']);
    const blank = await json('PUT', `/community/${communityId}/asset/${file.id}`, admin, { name: '  ' });
    expect([blank.statusCode, blank.json().message]).toEqual([400, 'Please input the file name']);
    expect((await json('PUT', `/community/${communityId}/asset/999999`, admin, { name: 'x' })).statusCode).toBe(404);
    expect(
      (await json('GET', `/community/${communityId}/folder/${folder.id}/asset`, admin))
        .json()
        .map((a: { name: string }) => a.name),
    ).toEqual(['Moved', 'A file']);
  });
});

describe('validation', () => {
  it('folder bodies take the spec’s casing or camelCase; a missing or long name is refused with the spec’s words', async () => {
    const spec = await json('POST', `/community/${communityId}/folder`, admin, {
      Name: ' Handouts ',
      Description: 'For families',
      Order: 0,
    });
    expect(spec.json()).toMatchObject({ name: 'Handouts', description: 'For families', order: 0 });
    const camel = await json('POST', `/community/${communityId}/folder`, admin, { name: 'Forms', description: null });
    expect(camel.json()).toMatchObject({ name: 'Forms', description: null });
    const before = await snapshot();
    const noName = await json('POST', `/community/${communityId}/folder`, admin, { Description: 'x' });
    expect([noName.statusCode, noName.json().message]).toEqual([400, 'Please input the title']);
    const long = await json('POST', `/community/${communityId}/folder`, admin, { Name: 'x'.repeat(201) });
    expect([long.statusCode, long.json().message]).toEqual([400, 'Max length is 200 symbols']);
    const rename = await json('PUT', `/community/${communityId}/folder/${spec.json().id}`, admin, { name: '' });
    expect([rename.statusCode, rename.json().message]).toEqual([400, 'Please input the folder name']);
    expect(await snapshot()).toEqual(before);
    expect((await json('PUT', `/community/${communityId}/folder/999999`, admin, { name: 'x' })).statusCode).toBe(404);
    expect((await json('DELETE', `/community/${communityId}/folder/999999`, admin)).statusCode).toBe(404);
  });

  it('an asset needs a name, a description and exactly one of a file and a valid link; nothing is written otherwise', async () => {
    const folder = await folderIn(communityId);
    const url = `/community/${communityId}/folder/${folder.id}/asset`;
    const before = await snapshot();
    const cases: [Part[], number, string][] = [
      [fields({ description: 'd', link: 'https://example.org/' }), 400, 'Please input the name!'],
      [fields({ name: 'n', link: 'https://example.org/' }), 400, 'Please input the description!'],
      [fields({ name: 'n', description: 'd' }), 400, 'Please select a file type and provide the necessary data.'],
      [
        [
          ...fields({ name: 'n', description: 'd', link: 'https://example.org/' }),
          { name: 'file', filename: 'a.pdf', bytes: pdf },
        ],
        400,
        'Please select a file type and provide the necessary data.',
      ],
      ...[
        'ftp://example.org/file',
        'example.org',
        'https://localhost/x',
        'http://127.0.0.1/',
        'https://exa mple.org',
        'javascript:alert(1)//https://x.org',
      ].map((link): [Part[], number, string] => [
        fields({ name: 'n', description: 'd', link }),
        400,
        'The URL must start with http:// or https:// and must have domain',
      ]),
    ];
    for (const [parts, status, message] of cases) {
      const res = await form(url, admin, parts);
      expect([res.statusCode, res.json().message]).toEqual([status, message]);
    }
    expect(await snapshot()).toEqual(before);
    expect(
      (
        await form(
          `/community/${communityId}/folder/999999/asset`,
          admin,
          fields({ name: 'n', description: 'd', link: 'https://example.org/' }),
        )
      ).statusCode,
    ).toBe(404);
  });

  it('refuses a disguised file, a type outside the list and 5 MB + 1 byte; exactly 5 MB is accepted', async () => {
    const folder = await folderIn(communityId);
    const before = await snapshot();
    const disguised = await fileAsset(communityId, folder.id, admin, {
      filename: 'report.pdf',
      bytes: Buffer.from('<html><script>alert(1)</script></html>'),
    });
    expect(disguised.statusCode).toBe(415);
    const renamedPng = await fileAsset(communityId, folder.id, admin, { filename: 'photo.pdf', bytes: png });
    expect(renamedPng.statusCode).toBe(415);
    const gif = await fileAsset(communityId, folder.id, admin, {
      filename: 'a.gif',
      bytes: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary'),
    });
    expect([gif.statusCode, gif.json().message]).toEqual([
      415,
      'Allowed only: pdf, doc, docx, xlsx, xls, txt, mp4, png, jpeg, jpg, pptx, ppt.',
    ]);
    const markdown = await fileAsset(communityId, folder.id, admin, {
      filename: 'notes.md',
      bytes: Buffer.from('# Notes'),
    });
    expect(markdown.statusCode).toBe(415);
    const big = Buffer.concat([pdf, Buffer.alloc(5 * 1024 * 1024 + 1 - pdf.length, 0x20)]);
    const tooBig = await fileAsset(communityId, folder.id, admin, { filename: 'big.pdf', bytes: big });
    expect([tooBig.statusCode, tooBig.json().message]).toEqual([413, 'Maximum allowed file size is 5Mb']);
    const two = await form(`/community/${communityId}/folder/${folder.id}/asset`, admin, [
      ...fields({ name: 'n', description: 'd' }),
      { name: 'file', filename: 'a.pdf', bytes: pdf },
      { name: 'file', filename: 'b.pdf', bytes: pdf },
    ]);
    expect(two.statusCode).toBe(400);
    expect(await snapshot()).toEqual(before);
    const exact = Buffer.concat([pdf, Buffer.alloc(5 * 1024 * 1024 - pdf.length, 0x20)]);
    const ok = await fileAsset(communityId, folder.id, admin, { filename: 'exact.pdf', bytes: exact });
    expect(ok.json()).toMatchObject({ type: 2, size: 5 * 1024 * 1024, fileName: 'exact.pdf' });
  });

  it('derives the type from the file’s content: PDF 2, PNG 6, TXT 10; a link is 1', async () => {
    const folder = await folderIn(communityId);
    const made = [
      await fileAsset(communityId, folder.id, admin, { filename: 'a.pdf', bytes: pdf }),
      await fileAsset(communityId, folder.id, admin, { filename: 'b.png', bytes: png }),
      await fileAsset(communityId, folder.id, admin, { filename: 'c.txt', bytes: Buffer.from('Plain notes\n') }),
      await linkAsset(communityId, folder.id, admin, 'http://sub.example.com.au/path?q=1'),
    ];
    expect(made.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    expect(made.map((r) => r.json().type)).toEqual([2, 6, 10, 1]);
    expect(made.map((r) => r.json().order)).toEqual([0, 1, 2, 3]);
    expect(made[0].json().path).toMatch(/^\/api\/v1\/community\/files\/[0-9a-f-]{36}$/);
    expect(made[3].json()).toMatchObject({ path: 'http://sub.example.com.au/path?q=1', fileName: null });
  });
});

describe('order', () => {
  it('folders: Order places a new folder, reorder moves one, a delete closes the gap', async () => {
    const c = await createCommunity(t.ctx.db);
    const names = async () =>
      (await json('GET', `/community/${c.id}/folder`, admin))
        .json()
        .map((f: { name: string; order: number }) => `${f.order}:${f.name}`);
    const a = await folderIn(c.id, admin, { Name: 'A' });
    const b = await folderIn(c.id, admin, { Name: 'B' });
    await folderIn(c.id, admin, { Name: 'C' });
    await folderIn(c.id, admin, { Name: 'Top', Order: 0 });
    await folderIn(c.id, admin, { Name: 'Far', Order: 99 });
    expect(await names()).toEqual(['0:Top', '1:A', '2:B', '3:C', '4:Far']);
    const moved = await json('PUT', `/community/${c.id}/folder/reorder`, admin, { id: b.id, newOrder: 0 });
    expect(moved.json().map((f: { name: string }) => f.name)).toEqual(['B', 'Top', 'A', 'C', 'Far']);
    await json('PUT', `/community/${c.id}/folder/reorder`, admin, { Id: a.id, NewOrder: 50 });
    expect(await names()).toEqual(['0:B', '1:Top', '2:C', '3:Far', '4:A']);
    await json('DELETE', `/community/${c.id}/folder/${b.id}`, admin);
    expect(await names()).toEqual(['0:Top', '1:C', '2:Far', '3:A']);
    const unknown = await json('PUT', `/community/${c.id}/folder/reorder`, admin, { id: 999999, newOrder: 0 });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'Folder not found.']);
  });

  it('assets: reorder within the folder; an asset of another folder is 404', async () => {
    const folder = await folderIn(communityId);
    const other = await folderIn(communityId);
    const ids: number[] = [];
    for (const name of ['one', 'two', 'three'])
      ids.push((await linkAsset(communityId, folder.id, admin, `https://example.org/${name}`, name)).json().id);
    const stranger = (await linkAsset(communityId, other.id, admin, 'https://example.org/x', 'stranger')).json().id;
    const moved = await json('PUT', `/community/${communityId}/folder/${folder.id}/asset/reorder`, admin, {
      id: ids[2],
      newOrder: 0,
    });
    expect(moved.json().map((a: { name: string; order: number }) => `${a.order}:${a.name}`)).toEqual([
      '0:three',
      '1:one',
      '2:two',
    ]);
    await json('DELETE', `/community/${communityId}/asset?id=${ids[0]}`, admin);
    expect(
      (await json('GET', `/community/${communityId}/folder/${folder.id}/asset`, member))
        .json()
        .map((a: { name: string; order: number }) => `${a.order}:${a.name}`),
    ).toEqual(['0:three', '1:two']);
    const wrong = await json('PUT', `/community/${communityId}/folder/${folder.id}/asset/reorder`, admin, {
      id: stranger,
      newOrder: 0,
    });
    expect([wrong.statusCode, wrong.json().message]).toEqual([404, 'Asset not found.']);
    const bad = await json('PUT', `/community/${communityId}/folder/${folder.id}/asset/reorder`, admin, {
      id: ids[1],
      newOrder: -1,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('deleting a folder', () => {
  it('removes its assets and their files in one go; other folders keep theirs', async () => {
    const folder = await folderIn(communityId);
    const keep = await folderIn(communityId);
    const file = (await fileAsset(communityId, folder.id, editor, { filename: 'handout.pdf', bytes: pdf })).json();
    await linkAsset(communityId, folder.id, editor, 'https://example.org/gone');
    const kept = (await fileAsset(communityId, keep.id, editor, { filename: 'kept.png', bytes: png })).json();
    expect((await json('GET', file.path, member)).statusCode).toBe(200);
    const fileId = file.path.split('/').pop();
    const res = await json('DELETE', `/community/${communityId}/folder/${folder.id}`, editor);
    expect(res.json()).toEqual({ success: true });
    expect(
      (await json('GET', `/community/${communityId}/folder`, member))
        .json()
        .some((f: { id: number }) => f.id === folder.id),
    ).toBe(false);
    expect(await countRows(t.ctx.db, 'community_assets', `folder_id = ${folder.id}`)).toBe(0);
    expect(await countRows(t.ctx.db, 'community_files', `id = '${fileId}'`)).toBe(0);
    expect((await json('GET', file.path, admin)).statusCode).toBe(404);
    expect((await json('GET', `/community/${communityId}/folder/${folder.id}/asset`, member)).statusCode).toBe(404);
    expect((await json('GET', kept.path, member)).statusCode).toBe(200);
  });
});

describe('downloading an asset file', () => {
  it('whoever reads the community’s content downloads it; others get 404', async () => {
    const c = await createCommunity(t.ctx.db, { isPublic: false });
    await addMember(t.ctx.db, c.id, member.id);
    const pending = await caller(t.app, t.ctx.db);
    await addMember(t.ctx.db, c.id, pending.id, 1);
    const folder = await folderIn(c.id);
    const asset = (await fileAsset(c.id, folder.id, admin, { filename: 'sheet.png', bytes: png })).json();
    const got = await json('GET', asset.path, member);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    // Images are stored re-encoded without metadata (issue 28 finding 7): the same pixels, not the same bytes.
    const pixels = async (bytes: Buffer) => sharp(bytes).raw().toBuffer();
    expect((await pixels(got.rawPayload)).equals(await pixels(png))).toBe(true);
    const download = await json('GET', `${asset.path}?download=true`, member);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="sheet\.png"/);
    expect((await json('GET', asset.path, admin)).statusCode).toBe(200);
    for (const who of [outsider, pending]) {
      const res = await json('GET', asset.path, who);
      expect([res.statusCode, res.json().message]).toEqual([404, 'File not found.']);
    }
  });
});

describe('notification 12 NewAssetWasCreated', () => {
  it('reaches the community’s joined members, not the author, pending members or outsiders, in the same transaction', async () => {
    const c = await createCommunity(t.ctx.db);
    const reader = await caller(t.app, t.ctx.db);
    const pending = await caller(t.app, t.ctx.db);
    await addMember(t.ctx.db, c.id, reader.id);
    await addMember(t.ctx.db, c.id, editor.id, 2, 2);
    await addMember(t.ctx.db, c.id, pending.id, 1);
    const folder = await folderIn(c.id, editor);
    const asset = (
      await fileAsset(c.id, folder.id, editor, { filename: 'plan.pdf', bytes: pdf }, 'Session plan')
    ).json();
    const notes = (await json('GET', '/community/notification', reader)).json().notifications;
    expect(notes[0]).toMatchObject({
      activityType: 12,
      asset: { type: 2, name: 'Session plan' },
      community: { id: c.id },
      initiatorUser: { id: editor.id },
      post: null,
    });
    expect(await countRows(t.ctx.db, 'community_notifications', `activity_type = 12 and asset_id = ${asset.id}`)).toBe(
      1,
    );
    for (const who of [editor, pending, outsider]) {
      expect(
        await countRows(
          t.ctx.db,
          'community_notifications',
          `activity_type = 12 and asset_id = ${asset.id} and recipient_id = '${who.id}'`,
        ),
      ).toBe(0);
    }
    const link = (await linkAsset(c.id, folder.id, editor, 'https://example.org/plan', 'Planning site')).json();
    expect((await json('GET', '/community/notification', reader)).json().notifications[0]).toMatchObject({
      activityType: 12,
      asset: { type: 1, name: 'Planning site' },
    });
    expect(link.type).toBe(1);
  });
});

describe('demo data', () => {
  let seeded: TestApp;
  beforeAll(async () => {
    seeded = await createTestApp();
    await seedAccounts(seeded.ctx.db, await hashPassword(DEMO_PASSWORD), 300);
    await seedCommunities(seeded.ctx.db, { storage: storageFor(seeded.config), now: new Date('2026-11-01T00:00:00Z') });
  }, 180_000);
  afterAll(async () => seeded?.close());

  it('the demo member sees folders with files and one link in communities they joined, and downloads a file', async () => {
    const { authorization } = await signInAs(seeded.app, 'member@example.org', DEMO_PASSWORD);
    const get = (url: string) => seeded.app.inject({ method: 'GET', url, headers: { authorization } });
    const list = (
      await seeded.app.inject({
        method: 'POST',
        url: '/api/v1/community/getlist',
        headers: { authorization },
        payload: { onlyJoined: true },
      })
    ).json();
    const found: { name: string; type: number; path: string }[] = [];
    for (const c of list.communities as { id: number }[]) {
      for (const folder of (await get(`/api/v1/community/${c.id}/folder`)).json() as { id: number }[]) {
        found.push(...(await get(`/api/v1/community/${c.id}/folder/${folder.id}/asset`)).json());
      }
    }
    expect(found.length).toBeGreaterThanOrEqual(5);
    expect(found.filter((a) => a.type === 1)).toHaveLength(1);
    const pdfAsset = found.find((a) => a.type === 2);
    const res = await get(pdfAsset?.path as string);
    expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'application/pdf']);
    const notes = (await get('/api/v1/community/notification?pageSize=1000')).json().notifications;
    expect(
      notes.some(
        (n: { activityType: number; asset: { name: string } | null }) =>
          n.activityType === 12 && n.asset?.name === 'OTseeker',
      ),
    ).toBe(true);
  });
});

/**
 * The read cache's safety rule as a test (lib/read-cache.ts, migrations 0006, 0007 and 0009):
 * cached answers are exact across processes because a deferred trigger raises the scope's read
 * version at the commit of any change to a table the answers read. The statements of every cached
 * route (the feed, a community's posts, content search) are recorded while the routes answer and
 * explained (test/read-version-coverage.ts); each relation and column they read must be covered by
 * a trigger of the right scope read from pg_trigger.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReadScope } from '../src/lib/read-cache';
import { communityFiles } from '../src/db/schema';
import { resolveSession } from '../src/plugins/session';
import { addMember, caller, createCommunity, createPost, createTag as createPostTag } from './communities-fixtures';
import { createCategory, createFile, createItem, createSegment, createTag, joinSegment } from './content-fixtures';
import { createTestApp, type TestApp } from './harness';
import {
  captureStatements,
  coverageGaps,
  type Reads,
  relationsRead,
  type Statement,
  type VersionTrigger,
  versionTriggers,
} from './read-version-coverage';
import { storageFor } from '../src/modules/files/storage';
import { readVersionTriggers, readVersionTriggersMigration } from '../src/db/read-cache-dependencies';
import { MIGRATIONS_DIR } from '../src/paths';

let t: TestApp;
/** Per scope: relations and columns the cached answers read. */
const reads = new Map<ReadScope, Reads>();
let triggers: VersionTrigger[];
let reader: Awaited<ReturnType<typeof caller>>;

interface CachedRequest {
  scope: ReadScope;
  /** The `cachedRead` call site the request goes through. */
  site: string;
  method: 'GET' | 'SEARCH';
  url: string;
  payload?: object;
  authorization: string;
}

beforeAll(async () => {
  t = await createTestApp();
  // The recorder sees every statement of the client: stop the scheduled jobs (the events jobs read
  // events and waitlists) so only the cached routes' statements are recorded.
  await t.ctx.jobs.close();
  const db = t.ctx.db;
  // Communities: a member and an admin, a post with a tag, a like, a save and an attachment.
  const community = await createCommunity(db);
  const member = await caller(t.app, db);
  reader = member;
  const admin = await caller(t.app, db, { role: 1 });
  const writer = await caller(t.app, db);
  for (const who of [member, writer]) await addMember(db, community.id, who.id);
  const post = await createPost(db, community.id, writer.id, { title: 'Covered post' });
  await createPost(db, community.id, member.id, { title: 'Pending post', status: 0 });
  const tag = await createPostTag(db);
  await db.execute(sql`insert into community_post_tags (post_id, tag_id) values (${post.id}, ${tag.id})`);
  await db.execute(sql`insert into community_post_likes (post_id, user_id) values (${post.id}, ${member.id})`);
  await db.execute(sql`insert into community_post_saves (post_id, user_id) values (${post.id}, ${member.id})`);
  await db.insert(communityFiles).values({
    storageKey: '2026/01/00000000-0000-0000-0000-000000000001.pdf',
    filename: 'minutes.pdf',
    mimeType: 'application/pdf',
    size: 10,
    kind: 'post_attachment',
    communityId: community.id,
    postId: post.id,
  });
  // Content: items in and out of a segment, with a category, a tag, a file and a favourite.
  const segment = await createSegment(db, 'Coverage segment');
  await joinSegment(db, member.id, segment.id);
  const category = await createCategory(db, 'Coverage category', 'NewsCategories');
  const contentTag = await createTag(db, 'coverage');
  const file = await createFile(db, storageFor(t.config), Buffer.from('%PDF-1.4'), 'guide.pdf', 'application/pdf');
  for (const kind of ['news', 'resource'] as const) {
    const item = await createItem(db, {
      kind,
      name: `Guide to coverage (${kind})`,
      shortDescription: 'How the guide covers things',
      content: '<p>Guide body</p>',
      categoryIds: [category.id],
      tagIds: [contentTag.id],
      files: [{ id: file.id, mimeType: 'application/pdf' }],
    });
    await createItem(db, { kind, name: `Segment guide (${kind})`, segmentIds: [segment.id] });
    await createItem(db, { kind, name: `Later guide (${kind})`, publishStartDate: new Date(Date.now() + 3_600_000) });
    await db.execute(sql`insert into content_favourites (account_id, item_id) values (${member.id}, ${item.id})`);
  }

  const requests: CachedRequest[] = [];
  for (const who of [member, admin]) {
    const auth = who.authorization;
    for (const url of [
      '/api/v1/community/post/feed?page=1&pageSize=20',
      '/api/v1/community/post/feed?page=1&pageSize=20&includeOnlySaved=true',
      '/api/v1/community/post/feed?page=2&pageSize=1',
    ])
      requests.push({ scope: 'community', site: 'feed', method: 'GET', url, authorization: auth });
    for (const url of [`/api/v1/community/${community.id}/posts?page=1&pageSize=20`])
      requests.push({ scope: 'community', site: 'community posts', method: 'GET', url, authorization: auth });
    for (const plural of ['news', 'resources'])
      for (const payload of [
        {},
        { search: 'guide' },
        { search: 'gui' },
        { search: 'body' },
        { categoryId: category.id, tagIds: [contentTag.id] },
        { type: 'pdf' },
        { onlyFavorites: true },
        { sort: 'name_asc' },
        { search: 'guide', sort: 'updated_desc' },
        { search: 'guide', onlyFavorites: true, page: 2, limit: 1 },
      ])
        requests.push({
          scope: 'content',
          site: 'content search',
          method: 'SEARCH',
          url: `/api/content/${plural}`,
          payload,
          authorization: auth,
        });
  }

  // The session lookup runs with every request and is not part of any cached answer.
  const session = captureStatements(db);
  await resolveSession(t.ctx, member.accessToken);
  const sessionTexts = new Set(session.stop().map((s) => s.text));

  const statements = new Map<ReadScope, Statement[]>();
  const sites = new Set<string>();
  for (const request of requests) {
    const before = t.ctx.readCache.size;
    const capture = captureStatements(db);
    const res = await t.app.inject({
      method: request.method,
      url: request.url,
      payload: request.payload,
      headers: { authorization: request.authorization },
    });
    const seen = capture.stop().filter((s) => !sessionTexts.has(s.text));
    expect(res.statusCode, `${request.method} ${request.url} ${JSON.stringify(request.payload ?? '')}`).toBe(200);
    // The answer went through the read cache (else this request tells nothing about it).
    expect(t.ctx.readCache.size).toBe(before + 1);
    sites.add(request.site);
    statements.set(request.scope, [...(statements.get(request.scope) ?? []), ...seen]);
  }
  // Every cachedRead call site in the server's modules is exercised above.
  expect(sites.size).toBe(cachedReadCallSites());
  for (const [scope, list] of statements) reads.set(scope, await relationsRead(db, list));
  triggers = await versionTriggers(db);
}, 120_000);
afterAll(async () => t?.close());

/** How many times the modules call `cachedRead(` (the routes whose answers are cached). */
function cachedReadCallSites(): number {
  const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/modules');
  let count = 0;
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.ts')) count += fs.readFileSync(full, 'utf8').split(/\bcachedRead\(/).length - 1;
    }
  };
  walk(root);
  return count;
}

describe('read version triggers cover what cached answers read', () => {
  it('the statements were seen: the feed reads posts and accounts, content search reads items', () => {
    expect([...(reads.get('community')?.keys() ?? [])]).toEqual(
      expect.arrayContaining(['community_posts', 'communities', 'accounts']),
    );
    expect([...(reads.get('content')?.keys() ?? [])]).toEqual(expect.arrayContaining(['content_items']));
    expect(reads.get('community')?.get('accounts')?.has('first_name')).toBe(true);
  });

  it.each(['community', 'content'] as const)('%s answers: every table and column they read is covered', (scope) => {
    expect(coverageGaps(scope, reads.get(scope)!, triggers)).toEqual([]);
  });

  it('the check itself notices a missing trigger and a column missing from UPDATE OF', () => {
    const community = reads.get('community')!;
    const withoutPosts = triggers.filter((tr) => tr.table !== 'community_posts');
    expect(coverageGaps('community', community, withoutPosts)).toEqual([
      "community_posts: no deferred read_version_touch('community') row trigger on insert, update and delete",
    ]);
    const narrowAccounts = triggers.map((tr) => (tr.table === 'accounts' ? { ...tr, columns: ['first_name'] } : tr));
    expect(coverageGaps('community', community, narrowAccounts)).toEqual([
      expect.stringMatching(/^accounts: read .*last_name.*, not in UPDATE OF \(first_name\)$/),
    ]);
    const notDeferred = triggers.map((tr) => (tr.table === 'content_items' ? { ...tr, deferred: false } : tr));
    expect(coverageGaps('content', reads.get('content')!, notDeferred)).toHaveLength(1);
  });
});

describe('the triggers are generated from one declaration (src/db/read-cache-dependencies.ts)', () => {
  it('the database has exactly the declared read-version triggers, no more and no fewer', () => {
    const inDb = triggers
      .map((tr) => ({ name: tr.name, table: tr.table, args: tr.args, updateOf: tr.columns, deferred: tr.deferred }))
      .sort((a, b) => a.name.localeCompare(b.name));
    const declared = readVersionTriggers()
      .map((tr) => ({ ...tr, updateOf: [...tr.updateOf].sort(), deferred: true }))
      .sort((a, b) => a.name.localeCompare(b.name));
    expect(inDb.map((tr) => ({ ...tr, updateOf: [...tr.updateOf].sort() }))).toEqual(declared);
    expect(declared.length).toBe(24);
  });

  it('the newest generated migration is what the declaration generates today (regenerate after a change)', () => {
    const dir = MIGRATIONS_DIR;
    const generated = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.sql'))
      .sort()
      .filter((f) =>
        fs.readFileSync(path.join(dir, f), 'utf8').startsWith('-- Generated from src/db/read-cache-dependencies.ts'),
      );
    expect(generated.length).toBeGreaterThan(0);
    expect(fs.readFileSync(path.join(dir, generated[generated.length - 1]), 'utf8')).toBe(
      readVersionTriggersMigration(),
    );
  });
});

describe('the gaps this test found (migration 0009)', () => {
  it("an author's new name shows at once in a content search answered from the cache", async () => {
    const author = await caller(t.app, t.ctx.db, { firstName: 'Ada', lastName: 'Bilby' });
    const item = await createItem(t.ctx.db, { name: 'Bilby field notes' });
    await t.ctx.db.execute(sql`update content_items set created_by = ${author.id} where id = ${item.id}`);
    const search = async () => {
      const res = await t.app.inject({
        method: 'SEARCH',
        url: '/api/content/news',
        payload: { search: 'bilby' },
        headers: { authorization: reader.authorization },
      });
      expect(res.statusCode).toBe(200);
      return res.json().data.map((i: { user_created: { firstName: string } | null }) => i.user_created?.firstName);
    };
    expect(await search()).toEqual(['Ada']);
    expect(await search()).toEqual(['Ada']);
    await t.ctx.db.execute(sql`update accounts set first_name = 'Adelaide' where id = ${author.id}`);
    expect(await search()).toEqual(['Adelaide']);
  });
});

/**
 * Demo data reads like a real association (issue 21): every tenant's written corpus has the shape
 * the seed needs and no placeholder words; a fresh seed for the reference tenant `ota` and for
 * `maritime` writes no placeholder word into any seeded text (news, resources, pages, events,
 * sessions, presenters, communities, posts, comments, FAQ) and dates everything around the start
 * day (newest news within 45 days, posts and comments over the last 90 days with activity in the
 * last few days, events six months back and nine ahead).
 */
import { TENANT_IDS, type TenantId } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../src/db/seed';
import { corpusFor } from '../src/db/seed/corpus';
import { threadTags } from '../src/db/seed/corpus/thread-tags';
import { queryRows } from './communities-fixtures';
import { createTestApp, type TestApp } from './harness';
import { PLACEHOLDER_VOCABULARY_SIZE, placeholderWords } from './placeholder-words';

const DAY_MS = 86_400_000;
/** Tags the rich-text renderer accepts in seeded HTML. */
const ALLOWED_TAGS = new Set(['h2', 'h3', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'blockquote', 'a']);

/** Every string inside a value (objects and arrays walked), with its path. */
function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${path}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => strings(v, path ? `${path}.${k}` : k));
  return [];
}

describe('the written corpus of every tenant', () => {
  it('finds the faker vocabulary it checks against', () => {
    expect(PLACEHOLDER_VOCABULARY_SIZE).toBeGreaterThan(900);
    expect(placeholderWords('<p>Centralized system-worthy orchestration</p>')).toEqual(
      expect.arrayContaining(['centralized', 'system-worthy', 'orchestration']),
    );
    expect(placeholderWords('Absum appono veritas cupio virgo lorem ipsum')).toEqual(
      expect.arrayContaining(['absum', 'appono', 'veritas', 'cupio', 'virgo', 'lorem', 'ipsum']),
    );
    expect(placeholderWords('<p>Telehealth sessions with toddlers: coach the parent.</p>')).toEqual([]);
  });

  it.each(TENANT_IDS)('%s: has the shape the seed needs, unique first pages and no placeholder words', (tenant) => {
    const c = corpusFor(tenant);
    expect(c.newsCategories).toHaveLength(5);
    expect(c.resourceCategories).toHaveLength(5);
    expect(c.contentTags).toHaveLength(15);
    for (const list of [c.news, c.resources]) {
      expect(list.length).toBeGreaterThanOrEqual(12); // a page of 8 visible items, with hidden ones between
      expect(new Set(list.map((a) => a.title)).size).toBe(list.length);
      for (const a of list) expect(a.title.length).toBeLessThanOrEqual(150);
    }
    expect(c.pages).toHaveLength(3);
    const e = c.events;
    expect(e.topics.length).toBeGreaterThanOrEqual(12);
    expect(new Set(e.topics.map((t) => t.title)).size).toBe(e.topics.length);
    expect(e.presenters).toHaveLength(12);
    expect(e.sessions.length).toBeGreaterThanOrEqual(8);
    expect(e.categories).toHaveLength(5);
    expect(e.tags).toHaveLength(10);
    // Event tags are written through a Postgres array literal: no commas, quotes or braces.
    for (const tag of e.tags) expect(tag).toMatch(/^[A-Za-z][A-Za-z ]*$/);
    const m = c.communities;
    expect(m.categories.map((x) => x.children.length)).toEqual([4, 2, 2, 2]);
    expect(m.tags).toHaveLength(20);
    expect(m.list).toHaveLength(12);
    expect(new Set(m.list.map((x) => x.alias)).size).toBe(12);
    for (const x of m.list) expect(x.alias).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    // Each community posts its own threads (8 or more, issue 32): no thread is posted twice.
    expect(m.threads.length).toBeGreaterThanOrEqual(12 * 8);
    expect(new Set(m.threads.map((t) => t.title)).size).toBe(m.threads.length);
    expect(m.assetFolders.map((f) => f.assets.length)).toEqual([2, 2, 2]);
    expect(m.assetFolders[1].assets[1].url).toMatch(/^https:\/\//);
    expect(m.followUps.length).toBeGreaterThanOrEqual(4);

    const bad: string[] = [];
    for (const [path, text] of strings(c)) {
      const words = placeholderWords(text);
      if (words.length) bad.push(`${path}: ${words.join(', ')}`);
      for (const tag of text.match(/<\/?([a-z0-9]+)/g) ?? [])
        if (!ALLOWED_TAGS.has(tag.replace(/[</]/g, ''))) bad.push(`${path}: <${tag}>`);
    }
    expect(bad).toEqual([]);
  });
});

/** Every seeded text a new user meets, with where it came from. */
async function seededTexts(t: TestApp): Promise<{ source: string; text: string }[]> {
  const q = (text: string) => queryRows<{ source: string; text: string | null }>(t.ctx.db, text);
  const rows = [
    ...(await q(
      `select 'content ' || id || ' ' || kind as source, concat_ws(' ', name, short_description, content) as text from content_items`,
    )),
    ...(await q(
      `select 'event ' || id as source, concat_ws(' ', title, short_desc, content, sponsor_content, reasoning_content, can_enrol_content, access_content, presenters::text, courses_layout::text, cpd_details::text) as text from events`,
    )),
    ...(await q(`select 'session ' || id as source, title as text from event_sessions`)),
    ...(await q(`select 'event category ' || id as source, label as text from event_categories`)),
    ...(await q(
      `select 'community ' || id as source, concat_ws(' ', name, short_description, about, agreement) as text from communities`,
    )),
    ...(await q(`select 'community category ' || id as source, name as text from community_categories`)),
    ...(await q(`select 'tag ' || id as source, name as text from community_tags`)),
    ...(await q(`select 'join question ' || id as source, text from community_join_questions`)),
    ...(await q(`select 'post ' || id as source, concat_ws(' ', title, body) as text from community_posts`)),
    ...(await q(`select 'comment ' || id as source, body as text from community_comments`)),
    ...(await q(`select 'faq ' || id as source, concat_ws(' ', name, description) as text from community_faq`)),
    ...(await q(
      `select 'asset ' || id as source, concat_ws(' ', name, description) as text from community_assets union all select 'folder ' || id, concat_ws(' ', name, description) from community_asset_folders`,
    )),
  ];
  return rows.map((r) => ({ source: r.source, text: r.text ?? '' }));
}

describe.each(['ota', 'maritime'] as TenantId[])('a fresh %s seed', (tenant) => {
  let t: TestApp;
  let startedAt: number;
  beforeAll(async () => {
    t = await createTestApp({ TENANT: tenant });
    startedAt = Date.now();
    await seedIfEmpty(t.ctx);
  }, 180_000);
  afterAll(async () => t?.close());

  it('writes no placeholder word into any seeded text, and the texts are the tenant’s own', async () => {
    const texts = await seededTexts(t);
    expect(texts.length).toBeGreaterThan(700);
    const bad = texts.flatMap(({ source, text }) => {
      const words = placeholderWords(text);
      return words.length ? [`${source}: ${words.join(', ')}`] : [];
    });
    expect(bad).toEqual([]);
    const corpus = corpusFor(tenant);
    const names = (await queryRows<{ name: string }>(t.ctx.db, 'select name from communities')).map((r) => r.name);
    expect(names.sort()).toEqual(corpus.communities.list.map((c) => c.name).sort());
  });

  it('dates news, posts, comments and events around the start day', async () => {
    const [news] = await queryRows<{ newest: Date; oldest: Date }>(
      t.ctx.db,
      `select max(publish_start_date) as newest, min(publish_start_date) as oldest from content_items
       where kind = 'news' and status in ('active', 'published') and publish_start_date <= now()`,
    );
    const age = (d: Date) => (startedAt - new Date(d).getTime()) / DAY_MS;
    expect(age(news.newest)).toBeLessThanOrEqual(45);
    expect(age(news.newest)).toBeGreaterThanOrEqual(0);
    expect(age(news.oldest)).toBeGreaterThan(365); // over the last 18 months
    expect(age(news.oldest)).toBeLessThanOrEqual(18 * 31);
    const [posts] = await queryRows<{ newest: Date; oldest: Date }>(
      t.ctx.db,
      'select max(created_at) as newest, min(created_at) as oldest from community_posts',
    );
    expect(age(posts.newest)).toBeLessThanOrEqual(3);
    expect(age(posts.oldest)).toBeLessThanOrEqual(90);
    const [comments] = await queryRows<{ early: number; future: number; newest: Date }>(
      t.ctx.db,
      `select count(*) filter (where c.created_at < p.created_at)::int as early,
              count(*) filter (where c.created_at > now())::int as future, max(c.created_at) as newest
       from community_comments c join community_posts p on p.id = c.post_id`,
    );
    expect(comments.early).toBe(0);
    expect(comments.future).toBe(0);
    expect(age(comments.newest)).toBeLessThanOrEqual(3);
    const [events] = await queryRows<{ first: Date; last: Date }>(
      t.ctx.db,
      'select min(start_utc) as first, max(start_utc) as last from events',
    );
    expect(age(events.first)).toBeGreaterThan(150);
    expect(age(events.first)).toBeLessThanOrEqual(186);
    expect(-age(events.last)).toBeGreaterThan(240);
    expect(-age(events.last)).toBeLessThanOrEqual(280);
  });

  it('shows no repeated title on the first page of the news, resources and a community’s posts', async () => {
    for (const kind of ['news', 'resource']) {
      const titles = await queryRows<{ name: string }>(
        t.ctx.db,
        `select name from content_items where kind = '${kind}' and status in ('active', 'published')
         and publish_start_date <= now() order by publish_start_date desc limit 8`,
      );
      expect(new Set(titles.map((r) => r.name)).size).toBe(8);
    }
    const perCommunity = await queryRows<{ community_id: number; n: number; distinct_titles: number }>(
      t.ctx.db,
      `select community_id, count(*)::int as n, count(distinct title)::int as distinct_titles from (
         select community_id, title, row_number() over (partition by community_id order by created_at desc) as r
         from community_posts) x where r <= 20 group by community_id`,
    );
    expect(perCommunity).toHaveLength(12);
    for (const c of perCommunity) expect(c.distinct_titles).toBe(c.n);
  });

  it('tags each post with tags of what it is about (issue 32)', async () => {
    const rows = await queryRows<{ title: string; tag: string }>(
      t.ctx.db,
      `select p.title, g.name as tag from community_posts p join community_post_tags x on x.post_id = p.id
       join community_tags g on g.id = x.tag_id`,
    );
    expect(rows.length).toBeGreaterThan(100);
    const threads = corpusFor(tenant).communities.threads;
    const wrong = rows.filter(
      (r) =>
        !threadTags(
          tenant,
          threads.findIndex((x) => x.title === r.title),
        ).includes(r.tag),
    );
    expect(wrong).toEqual([]);
  });
});

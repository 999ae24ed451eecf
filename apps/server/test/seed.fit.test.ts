/**
 * Demo content that reads like a real association (issue 32), for all five tenants: no two seeded
 * news items, resources, pages or events share a title or a body; categories and tags come from the
 * tenant's own lists and fit (member stories hold member stories only); an event's presenter is its
 * topic's presenter; no online event promises a wheelchair-accessible venue; member numbers carry the
 * tenant's prefix; every landline's area code matches its state (02 NSW/ACT, 03 VIC/TAS, 07 QLD,
 * 08 SA/WA/NT) and mobiles start 04; segments are the tenant's own; attendees' names vary and the
 * audit log's seed entries are not on the hour; community posts are each community's own (no two
 * share a title or body within a tenant, each in the community its thread was written for, at least
 * 8 per community). Seeds only the steps these rules read (accounts, settings, directory,
 * preferences, content, events, communities, audit), so five tenants stay well under a minute per
 * database on an idle machine.
 */
import { TENANT_IDS, type TenantId } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/db/seed';
import { seedAccounts } from '../src/db/seed/accounts.seed';
import { seedAccountSettings } from '../src/db/seed/account/account-settings.seed';
import { seedCommunities } from '../src/db/seed/communities.seed';
import { communityThreads } from '../src/db/seed/communities/posts.seed';
import { seedStaffAudit } from '../src/db/seed/audit/audit.seed';
import { seedContent } from '../src/db/seed/content.seed';
import { corpusFor, profileFor } from '../src/db/seed/corpus';
import { CONTENT_LABELS } from '../src/db/seed/corpus/content-labels';
import { THREAD_TAGS } from '../src/db/seed/corpus/thread-tags';
import { seedDirectory } from '../src/db/seed/directory/directory.seed';
import { seedEvents } from '../src/db/seed/events.seed';
import { AREA_CODES } from '../src/db/seed/phones';
import { seedPreferences } from '../src/db/seed/preferences/preferences.seed';
import { hashPassword } from '../src/lib/crypto';
import { storageFor } from '../src/modules/files/storage';
import { queryRows } from './communities-fixtures';
import { createTestApp, type TestApp } from './harness';

/** Values that occur more than once in `values` (normalised: tags stripped, spaces collapsed). */
function repeats(values: (string | null)[]): string[] {
  const seen = new Map<string, number>();
  for (const v of values) {
    const key = (v ?? '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    if (key) seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  return [...seen].filter(([, n]) => n > 1).map(([v, n]) => `${n}× ${v.slice(0, 80)}`);
}

/** Landlines whose area code does not match the state ("08 …" in VIC); mobiles must start 04. */
function wrongAreaCodes(rows: { phone: string | null; state: string | null; source: string }[]): string[] {
  return rows.flatMap(({ phone, state, source }) => {
    if (!phone) return [];
    const digits = phone.replace(/\D/g, '');
    if (digits.startsWith('04')) return digits.length === 10 ? [] : [`${source}: ${phone} is not a mobile number`];
    const code = state ? AREA_CODES[state] : undefined;
    return code && digits.startsWith(code) && digits.length === 10 ? [] : [`${source}: ${phone} in ${state}`];
  });
}

describe('the corpus labels', () => {
  it.each(TENANT_IDS)('%s: every article has a category of its kind and tags of the tenant', (tenant) => {
    const c = corpusFor(tenant);
    const labels = CONTENT_LABELS[tenant];
    const bad: string[] = [];
    for (const [kind, list, categories] of [
      ['news', c.news, c.newsCategories],
      ['resource', c.resources, c.resourceCategories],
    ] as const) {
      for (const a of list) {
        const l = labels[a.title];
        if (!l) {
          bad.push(`${kind} "${a.title}" has no labels`);
          continue;
        }
        const [category, ...tags] = l;
        if (!categories.includes(category)) bad.push(`${kind} "${a.title}": ${category} is not a ${kind} category`);
        if (tags.length < 1 || new Set(tags).size !== tags.length) bad.push(`"${a.title}": tags ${tags.join(', ')}`);
        for (const tag of tags) if (!c.contentTags.includes(tag)) bad.push(`"${a.title}": ${tag} is not a tag`);
        // Where the tenant has a member-stories category, a member story is filed there, and only a member story.
        const story = /^(member story|member profile|profile):/i.test(a.title);
        const storyCategory = /^member (stories|profiles)$/i.test(category);
        const hasStories = categories.some((x) => /^member (stories|profiles)$/i.test(x));
        if (hasStories && story !== storyCategory) bad.push(`"${a.title}" under ${category}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it.each(TENANT_IDS)('%s: each event topic has a presenter, and the profile its own segments', (tenant) => {
    const e = corpusFor(tenant).events;
    expect(e.topicPresenters).toHaveLength(e.topics.length);
    for (const p of e.topicPresenters ?? []) expect(e.presenters[p]).toBeDefined();
    const profile = profileFor(tenant);
    expect(profile.memberPrefix).toMatch(/^[A-Z]{2,3}$/);
    const all = Object.values(profile.segments).flat();
    for (const s of profile.contentSegments) expect(all).toContain(s);
    expect(all).toContain(profile.memberInterest);
  });

  it.each(TENANT_IDS)('%s: each community thread has one or two of the tenant’s community tags', (tenant) => {
    const c = corpusFor(tenant).communities;
    const tags = THREAD_TAGS[tenant];
    expect(tags).toHaveLength(c.threads.length);
    for (const list of tags) {
      expect(list.length).toBeGreaterThanOrEqual(1);
      expect(list.length).toBeLessThanOrEqual(2);
      for (const tag of list) expect(c.tags).toContain(tag);
    }
    // Issue 32's examples: sensory diets are not Falls prevention; a circuit post is not Bail or Probate.
    if (tenant === 'ota')
      expect(tags[c.threads.findIndex((x) => /^Sensory diets/.test(x.title))]).not.toContain('Falls prevention');
    if (tenant === 'tls')
      for (const n of c.threads.flatMap((x, i) => (/circuit/i.test(x.title) ? [i] : [])))
        expect(tags[n].filter((tag) => tag === 'Bail' || tag === 'Probate')).toEqual([]);
  });

  it.each(TENANT_IDS)('%s: each community posts at least 8 threads written for it, none used twice', (tenant) => {
    const c = corpusFor(tenant).communities;
    expect(c.threadCommunities).toHaveLength(c.threads.length);
    const perCommunity = communityThreads(c);
    expect(perCommunity).toHaveLength(c.list.length);
    for (const [i, list] of perCommunity.entries()) expect(list.length, c.list[i].name).toBeGreaterThanOrEqual(8);
    const posted = perCommunity.flat();
    expect(new Set(posted).size).toBe(posted.length);
    expect(repeats(posted.map((n) => c.threads[n].title))).toEqual([]);
    expect(repeats(posted.map((n) => c.threads[n].body))).toEqual([]);
    // Issue 32's example: the Paediatric OT Network holds no bariatric, falls or discharge posts.
    if (tenant === 'ota')
      for (const n of perCommunity[0]) expect(c.threads[n].title).not.toMatch(/bariatric|falls|discharge/i);
  });

  it('gives each tenant its own member-number prefix and areas of practice', () => {
    const prefixes = TENANT_IDS.map((t) => profileFor(t).memberPrefix);
    expect(new Set(prefixes).size).toBe(TENANT_IDS.length);
    expect(profileFor('tls').segments['Area of law']).toContain('Conveyancing and property');
    expect(Object.values(profileFor('lawcouncil').segments).flat()).not.toContain('Paediatrics');
    // The assistive-technology topic of ota is presented by the AT specialist (issue 32's example).
    const ota = corpusFor('ota').events;
    const at = ota.topics.findIndex((t) => /assistive technology/i.test(t.title));
    expect(ota.presenters[ota.topicPresenters?.[at] ?? -1].role).toMatch(/assistive technology/i);
  });
});

describe.each(TENANT_IDS as readonly TenantId[])('a %s seed', (tenant) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TENANT: tenant });
    const db = t.ctx.db;
    const storage = storageFor(t.config);
    await seedAccounts(db, await hashPassword(DEMO_PASSWORD), 80, tenant);
    await seedAccountSettings(db);
    await seedPreferences(db, { findAnOt: tenant === 'ota', tenant });
    await seedDirectory(db, tenant);
    await seedContent(db, { storage, activeStatus: t.config.tenant.contentActiveTabKey, tenant });
    await seedEvents(db, { storage, tenant });
    await seedCommunities(db, { storage, tenant });
    await seedStaffAudit(db);
  }, 120_000);
  afterAll(async () => t?.close());

  it('writes no two news items, resources, pages or events with the same title or body', async () => {
    const bad: string[] = [];
    for (const kind of ['news', 'resource', 'page']) {
      const rows = await queryRows<{ name: string; content: string }>(
        t.ctx.db,
        `select name, content from content_items where kind = '${kind}'`,
      );
      expect(rows.length).toBeGreaterThanOrEqual(kind === 'page' ? 3 : 12);
      bad.push(...repeats(rows.map((r) => r.name)).map((r) => `${kind} title ${r}`));
      bad.push(...repeats(rows.map((r) => r.content)).map((r) => `${kind} body ${r}`));
    }
    const events = await queryRows<{ title: string; content: string; short_desc: string }>(
      t.ctx.db,
      'select title, content, short_desc from events',
    );
    expect(events.length).toBe(40);
    bad.push(...repeats(events.map((e) => e.title)).map((r) => `event title ${r}`));
    bad.push(...repeats(events.map((e) => e.content)).map((r) => `event body ${r}`));
    expect(bad).toEqual([]);
  });

  it('writes each community post once, in the community its thread was written for (issue 32)', async () => {
    const rows = await queryRows<{ title: string; body: string; community: string }>(
      t.ctx.db,
      'select p.title, p.body, c.name as community from community_posts p join communities c on c.id = p.community_id',
    );
    const c = corpusFor(tenant).communities;
    expect(rows.length).toBeGreaterThanOrEqual(c.list.length * 8);
    expect(repeats(rows.map((r) => r.title)).map((r) => `post title ${r}`)).toEqual([]);
    expect(repeats(rows.map((r) => r.body)).map((r) => `post body ${r}`)).toEqual([]);
    const wrong = rows.filter((r) => {
      const n = c.threads.findIndex((x) => x.title === r.title);
      return n === -1 || c.list[c.threadCommunities?.[n] ?? -1]?.name !== r.community;
    });
    expect(wrong.map((r) => `${r.community}: ${r.title}`)).toEqual([]);
    const perCommunity = await queryRows<{ n: number }>(
      t.ctx.db,
      'select count(*)::int as n from community_posts group by community_id',
    );
    expect(perCommunity).toHaveLength(c.list.length);
    for (const x of perCommunity) expect(x.n).toBeGreaterThanOrEqual(8);
  });

  it('files each item under its own category and tags, and the member-only lists still page', async () => {
    const rows = await queryRows<{ name: string; category: string; tags: string }>(
      t.ctx.db,
      `select i.name, c.label as category, string_agg(g.label, '|' order by g.label) as tags
       from content_items i join content_item_categories ic on ic.item_id = i.id join content_categories c on c.id = ic.category_id
       join content_item_tags it on it.item_id = i.id join content_tags g on g.id = it.tag_id
       where i.kind in ('news', 'resource') group by i.name, c.label`,
    );
    const labels = CONTENT_LABELS[tenant];
    for (const r of rows) {
      const [category, ...tags] = labels[r.name];
      expect({ name: r.name, category: r.category, tags: r.tags.split('|').sort() }).toEqual({
        name: r.name,
        category,
        tags: [...tags].sort(),
      });
    }
    // What the demo member sees (items without segments and those of her two segments): more than a page of 8.
    const [visible] = await queryRows<{ n: number }>(
      t.ctx.db,
      `select count(*)::int as n from content_items i where kind = 'news' and status in ('active', 'published')
       and publish_start_date <= now() and not exists (
         select 1 from content_item_segments s where s.item_id = i.id and s.segment_id not in (
           select x.segment_id from account_segments x join accounts a on a.id = x.account_id where a.email = 'member@example.org'))`,
    );
    expect(visible.n).toBeGreaterThan(8);
  });

  it('gives online events no wheelchair-accessible venue, and each topic its own presenter', async () => {
    const rows = await queryRows<{ title: string; venue: string; text: string; presenters: { name: string }[] }>(
      t.ctx.db,
      `select title, venue, concat_ws(' ', content, access_content) as text, presenters from events`,
    );
    const online = rows.filter((r) => /online|zoom/i.test(r.venue ?? ''));
    expect(online.length).toBeGreaterThan(0);
    for (const r of online) expect(r.text, r.title).not.toMatch(/wheelchair/i);
    const corpus = corpusFor(tenant).events;
    const presenterOf = new Map(
      corpus.topics.map((tp, n) => [tp.title, corpus.presenters[corpus.topicPresenters?.[n] ?? -1].name]),
    );
    for (const r of rows) {
      const topic = [...presenterOf.keys()].find((title) => r.title.includes(title));
      if (topic && r.presenters.length) expect(r.presenters[0].name, r.title).toBe(presenterOf.get(topic));
    }
  });

  it('starts events at varied times of day, not all on the hour', async () => {
    const rows = await queryRows<{ t: string }>(
      t.ctx.db,
      `select to_char(start_utc at time zone time_zone, 'HH24:MI') as t from events`,
    );
    const times = new Set(rows.map((r) => r.t));
    expect(times.size).toBeGreaterThanOrEqual(4);
    expect([...times].some((x) => !x.endsWith(':00'))).toBe(true);
  });

  it('numbers members with the tenant’s prefix and gives them the tenant’s segments', async () => {
    const prefix = profileFor(tenant).memberPrefix;
    const nums = await queryRows<{ member_num: string }>(
      t.ctx.db,
      'select member_num from accounts where member_num is not null',
    );
    expect(nums.length).toBeGreaterThan(50);
    const wrong = nums.filter((r) => !new RegExp(`^${prefix}\\d{6}$`).test(r.member_num));
    expect(wrong).toEqual([]);
    const segs = await queryRows<{ name: string }>(t.ctx.db, 'select name from segments');
    expect(segs.map((s) => s.name).sort()).toEqual(Object.values(profileFor(tenant).segments).flat().sort());
    const [member] = await queryRows<{ names: string }>(
      t.ctx.db,
      `select string_agg(s.name, '|') as names from account_segments x join segments s on s.id = x.segment_id
       join accounts a on a.id = x.account_id where a.email = 'member@example.org'`,
    );
    expect(member.names.split('|')).toEqual(expect.arrayContaining(profileFor(tenant).contentSegments.slice(0, 2)));
  });

  it('writes phone numbers whose area code matches the state', async () => {
    const rows = [
      ...(await queryRows<{ phone: string | null; state: string | null; source: string }>(
        t.ctx.db,
        `select p.phone_number as phone, a.state, 'profile ' || a.email as source
         from account_profiles p join accounts a on a.id = p.account_id where p.phone_number is not null`,
      )),
      ...(await queryRows<{ phone: string | null; state: string | null; source: string }>(
        t.ctx.db,
        `select mobile as phone, state, 'mobile ' || email as source from accounts where mobile is not null`,
      )),
      ...(await queryRows<{ phone: string | null; state: string | null; source: string }>(
        t.ctx.db,
        `select phone, state, 'organisation ' || name as source from organisations`,
      )),
      ...(await queryRows<{ phone: string | null; state: string | null; source: string }>(
        t.ctx.db,
        `select phone, state, 'Find an OT ' || practice_name as source from find_an_ot_listings`,
      )),
    ];
    expect(rows.filter((r) => r.source.startsWith('profile')).length).toBeGreaterThan(5);
    if (tenant === 'ota') expect(rows.filter((r) => r.source.startsWith('Find an OT')).length).toBeGreaterThan(10);
    expect(wrongAreaCodes(rows)).toEqual([]);
  });

  it('registers attendees with varied names and dates the audit log off the hour', async () => {
    const initials = await queryRows<{ i: string }>(
      t.ctx.db,
      `select distinct upper(left(a.first_name, 1)) as i from event_tickets x join accounts a on a.id = x.account_id`,
    );
    expect(initials.length).toBeGreaterThanOrEqual(8);
    const audit = await queryRows<{ n: number; on_hour: number }>(
      t.ctx.db,
      `select count(*)::int as n, count(*) filter (where extract(minute from occurred_at) = 0)::int as on_hour from staff_audit_log`,
    );
    expect(audit[0].n).toBeGreaterThan(0);
    expect(audit[0].on_hour).toBe(0);
  });
});

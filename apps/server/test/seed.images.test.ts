/**
 * Demo images (issue 32): for every tenant the seeded news, resources and events carry cover art of
 * the expected pixel size (twice the largest place that shows it; sharp reads the stored bytes) and
 * no two different subjects share one image; every subject names glyphs the icon set has; community
 * and post art has its size too; the tenant's logo files exist. Image routes answer `?w=` with a
 * WebP of that width (built once, then read from the store) and 400 for a width outside the set.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { IMAGE_WIDTH_MESSAGE, IMAGE_WIDTHS, TENANT_IDS, TENANTS, type TenantId } from '@portal/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentFiles, contentItems, eventFiles, events } from '../src/db/schema';
import { DEMO_PASSWORD } from '../src/db/seed';
import { seedAccounts } from '../src/db/seed/accounts.seed';
import { seedContent } from '../src/db/seed/content.seed';
import { corpusFor } from '../src/db/seed/corpus';
import { seedEvents } from '../src/db/seed/events.seed';
import { hashPassword } from '../src/lib/crypto';
import { COVER_SIZES, createCoverArt, SUBJECTS, variantKey } from '../src/modules/files';
import { storageFor } from '../src/modules/files/storage';
import { signInAs } from './factories';
import { createTestApp, type TestApp } from './harness';

const WEB_PUBLIC = path.resolve(import.meta.dirname, '../../web/public');

async function pixels(bytes: Buffer) {
  const meta = await sharp(bytes).metadata();
  return { width: meta.width, height: meta.height, format: meta.format };
}

describe('cover art subjects', () => {
  it('names only glyphs the Fluent Emoji flat set has', async () => {
    const icons = JSON.parse(
      readFileSync(
        path.resolve(import.meta.dirname, '../../../node_modules/@iconify-json/fluent-emoji-flat/icons.json'),
        'utf8',
      ),
    ) as { icons: Record<string, unknown>; aliases?: Record<string, unknown> };
    for (const [id, subject] of Object.entries(SUBJECTS))
      for (const glyph of subject.glyphs)
        expect(icons.icons[glyph] ?? icons.aliases?.[glyph], `${id}: ${glyph}`).toBeTruthy();
  });

  it.each(TENANT_IDS)('%s: community and post art has its size, and the logo files exist', async (tenant) => {
    const art = createCoverArt(tenant);
    const c = corpusFor(tenant).communities;
    const community = await art.cover(c.list[0].name, 'community');
    expect(await pixels(community.bytes)).toEqual({ ...COVER_SIZES.community, format: 'webp' });
    const second = await art.cover(c.list[1].name, 'community');
    expect(second.bytes.equals(community.bytes)).toBe(false); // per-community art
    const post = await art.cover(c.threads[0].title, 'post');
    expect(await pixels(post.bytes)).toEqual({ ...COVER_SIZES.post, format: 'webp' });
    const config = TENANTS[tenant];
    for (const asset of [config.logo, config.logoMark, config.logoReversed, config.coverArt]) {
      const bytes = readFileSync(path.join(WEB_PUBLIC, asset));
      expect((await sharp(bytes).metadata()).width, asset).toBeGreaterThan(0);
    }
  });
});

// The whole content and events seed for the reference tenant and a law tenant (the subjects of all
// five tenants' corpus are rendered above); each seed takes a few seconds on PGlite.
describe.each(['ota', 'lawcouncil'] as TenantId[])('%s seeded news, resources and events', (tenant: TenantId) => {
  let t: TestApp;
  // An Admin reads every item's image: some items are drafts, scheduled or for one segment only.
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ TENANT: tenant });
    await seedAccounts(t.ctx.db, await hashPassword(DEMO_PASSWORD), 40);
    const storage = storageFor(t.config);
    await seedContent(t.ctx.db, { storage, activeStatus: t.config.tenant.contentActiveTabKey, tenant });
    await seedEvents(t.ctx.db, { storage, tenant });
    admin = (await signInAs(t.app, 'admin@example.org', DEMO_PASSWORD)).authorization;
  }, 300_000);
  afterAll(async () => t?.close());

  it('gives every item a cover of the expected size, one image per subject', async () => {
    const art = createCoverArt(tenant);
    const items = await t.ctx.db
      .select({ name: contentItems.name, imageId: contentItems.imageId })
      .from(contentItems)
      .where(eq(contentItems.kind, 'news'));
    const resources = await t.ctx.db
      .select({ name: contentItems.name, imageId: contentItems.imageId })
      .from(contentItems)
      .where(eq(contentItems.kind, 'resource'));
    const imageOfSubject = new Map<string, string>();
    const subjectOfImage = new Map<string, string>();
    for (const item of [...items, ...resources]) {
      expect(item.imageId, item.name).toBeTruthy();
      const subject = art.subjectOf(item.name);
      expect(imageOfSubject.get(subject) ?? item.imageId, `${item.name} (${subject})`).toBe(item.imageId);
      imageOfSubject.set(subject, item.imageId as string);
      expect(subjectOfImage.get(item.imageId as string) ?? subject, item.name).toBe(subject);
      subjectOfImage.set(item.imageId as string, subject);
    }
    expect(imageOfSubject.size).toBeGreaterThanOrEqual(8); // the art varies with the subject
    for (const id of imageOfSubject.values()) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/content/assets/${id}`,
        headers: { authorization: admin },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(await pixels(res.rawPayload)).toEqual({ ...COVER_SIZES.content, format: 'webp' });
    }
    const eventRows = await t.ctx.db.select({ title: events.title, img: events.featureImgId }).from(events);
    const eventImages = new Map<string, string>();
    for (const e of eventRows) {
      expect(e.img, e.title).toBeTruthy();
      const subject = art.subjectOf(e.title);
      expect(eventImages.get(subject) ?? e.img, e.title).toBe(e.img);
      eventImages.set(subject, e.img as string);
    }
    expect(new Set(eventImages.values()).size).toBe(eventImages.size);
    const res = await t.app.inject({ method: 'GET', url: `/api/event/image/${eventRows[0].img}` });
    expect(res.headers['content-type']).toBe('image/webp');
    expect(await pixels(res.rawPayload)).toEqual({ ...COVER_SIZES.event, format: 'webp' });
  });

  it.runIf(tenant === 'ota')(
    'serves the srcset widths as WebP, kept in the store, and 400 for another width',
    async () => {
      const [item] = await t.ctx.db
        .select({ id: contentItems.imageId, key: contentFiles.storageKey })
        .from(contentItems)
        .innerJoin(contentFiles, eq(contentFiles.id, contentItems.imageId))
        .limit(1);
      for (const w of IMAGE_WIDTHS) {
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/content/assets/${item.id}?w=${w}`,
          headers: { authorization: admin },
        });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('image/webp');
        expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
        expect((await pixels(res.rawPayload)).width).toBe(Math.min(w, COVER_SIZES.content.width));
      }
      expect(await storageFor(t.config).exists(variantKey(item.key, 640))).toBe(true);
      const again = await t.app.inject({
        method: 'GET',
        url: `/api/content/assets/${item.id}?w=640`,
        headers: { authorization: admin },
      });
      expect((await pixels(again.rawPayload)).width).toBe(640);
      for (const bad of ['700', '0', '64O', '99999']) {
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/content/assets/${item.id}?w=${bad}`,
          headers: { authorization: admin },
        });
        expect(res.statusCode, bad).toBe(400);
        expect(res.body).toContain(IMAGE_WIDTH_MESSAGE);
      }
      const [file] = await t.ctx.db
        .select({ id: eventFiles.id })
        .from(eventFiles)
        .where(eq(eventFiles.mimeType, 'image/webp'))
        .limit(1);
      const small = await t.app.inject({ method: 'GET', url: `/api/event/image/${file.id}?w=320` });
      expect(small.statusCode).toBe(200);
      expect(small.headers['content-type']).toBe('image/webp');
      expect((await pixels(small.rawPayload)).width).toBe(320);
      expect((await t.app.inject({ method: 'GET', url: `/api/event/image/${file.id}?w=321` })).statusCode).toBe(400);
    },
  );
});

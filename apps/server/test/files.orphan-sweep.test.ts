/**
 * The sweep of orphan files (modules/files/orphan-sweep.ts) on local disk and on S3 (s3rver): an
 * unnamed file older than the grace period goes; a named one (content, community and event files)
 * and an unnamed fresh one stay. And the list of columns holding storage keys is complete.
 */
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityFiles, contentFiles, eventFiles, scheduledJobs } from '../src/db/schema';
import { storageKeyColumnNames } from '../src/modules/files/orphan-sweep.repository';
import { ORPHAN_GRACE_MS, sweepOrphanFiles } from '../src/modules/files/orphan-sweep';
import { type FileStorage, newStorageKey, storageFor } from '../src/modules/files/storage';
import { createCommunity, queryRows } from './communities-fixtures';
import { createTestApp, type TestApp } from './harness';
import { type S3TestServer, startS3TestServer } from './s3-test-server';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Stores a file under a new key and names it in a row of each kind of file table. */
async function storeNamedFiles(t: TestApp, storage: FileStorage): Promise<string[]> {
  const community = await createCommunity(t.ctx.db);
  const keys = [newStorageKey('pdf'), newStorageKey('png'), newStorageKey('docx')];
  for (const key of keys) await storage.put(key, Buffer.from(key));
  await t.ctx.db.insert(contentFiles).values({
    storageKey: keys[0],
    filenameDownload: 'guide.pdf',
    title: 'Guide',
    mimeType: 'application/pdf',
    filesize: 10,
  });
  await t.ctx.db.insert(communityFiles).values({
    storageKey: keys[1],
    filename: 'cover.png',
    mimeType: 'image/png',
    size: 10,
    kind: 'community_image',
    communityId: community.id,
  });
  await t.ctx.db
    .insert(eventFiles)
    .values({ storageKey: keys[2], filename: 'agenda.docx', mimeType: 'application/msword', size: 10 });
  return keys;
}

let server: S3TestServer;
beforeAll(async () => {
  server = await startS3TestServer(['portal-sweep-test']);
});
afterAll(async () => server?.close());

const setups: [string, () => Record<string, string>][] = [
  ['local disk', () => ({})],
  [
    'S3 (s3rver)',
    () => ({
      S3_ENDPOINT: server.s3.endpoint,
      S3_BUCKET: server.s3.bucket,
      S3_REGION: server.s3.region,
      S3_ACCESS_KEY_ID: server.s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: server.s3.secretAccessKey,
    }),
  ],
];

describe.each(setups)('on %s', (_name, env) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(env());
  });
  afterAll(async () => t?.close());

  it('removes an old file no row names; keeps named files and a fresh unnamed one', async () => {
    const storage = storageFor(t.config);
    const before = Date.now();
    const orphan = newStorageKey('pdf');
    await storage.put(orphan, Buffer.from('left by a process killed mid-upload'));
    const named = await storeNamedFiles(t, storage);
    // S3 keeps whole seconds: the fresh file is written over a second after the others.
    await sleep(2_100);
    const fresh = newStorageKey('pdf');
    await storage.put(fresh, Buffer.from('an upload in flight'));

    // Ages counted from one second after the first files were written, with no grace: the first
    // files are old, the fresh one is not.
    const result = await sweepOrphanFiles(t.ctx, { now: new Date(before + 1_000), graceMs: 0 });
    expect(result.removed).toEqual([orphan]);
    expect(result.listed).toBe(5);
    expect(await storage.exists(orphan)).toBe(false);
    for (const key of [...named, fresh]) expect(await storage.exists(key)).toBe(true);

    // With the real grace period (24 h) nothing written today goes.
    expect((await sweepOrphanFiles(t.ctx)).removed).toEqual([]);
    expect(await storage.exists(fresh)).toBe(true);
  });

  it('is the scheduled job files.sweep-orphans', async () => {
    const storage = storageFor(t.config);
    const orphan = newStorageKey('txt');
    await storage.put(orphan, Buffer.from('x'));
    // Due now, whether or not the app's own first look (5 s after start) already ran it.
    await t.ctx.db
      .update(scheduledJobs)
      .set({ nextRunAt: sql`now()` })
      .where(eq(scheduledJobs.name, 'files.sweep-orphans'));
    if (!t.config.s3) {
      const old = new Date(Date.now() - ORPHAN_GRACE_MS - 60_000);
      fs.utimesSync(path.join(t.config.dataDir, 'files', orphan), old, old);
    }
    expect(await t.ctx.jobs.runIfDue('files.sweep-orphans')).toBe(true);
    // On S3 the file is fresh (its time cannot be set back): it stays.
    expect(await storage.exists(orphan)).toBe(!!t.config.s3);
  });
});

describe('the columns holding storage keys', () => {
  /**
   * Columns whose name looks like they could hold a storage key but do not, each with what it
   * holds. A new column named like a key, file, path, image, attachment... must be added either to
   * STORAGE_KEY_COLUMNS (modules/files/orphan-sweep.repository.ts) or here.
   */
  const NOT_STORAGE_KEYS: Record<string, string> = {
    'accounts.avatar_url': 'a URL of an image served by id (/api/event/image/<id>, /api/user/avatar/<id>)',
    'community_files.filename': "the uploader's file name, shown and used for downloads",
    'outbox.ordering_key': 'the webhook delivery order key, <endpoint id>:<account id>',
    'refunds.key': "the refund's idempotency key, e.g. refund-ticket-42",
    'content_files.filename_download': "the uploader's file name, used for downloads",
    'cpd_evidence.filename': "the member's evidence file name, shown and used for downloads",
    'event_files.filename': 'the file name shown and used for downloads',
    'enquiry_files.filename': "the sender's file name, sent with the enquiry mail",
    'brand_assets.filename': 'the file name a brand asset downloads as',
    'engagement_events.path': 'the page path of a tracked engagement event (spec 01 §7)',
    'rate_limit_buckets.key': 'a rate-limit bucket name (credential endpoint and address or account)',
    'member_import_batches.filename': 'the name of the CSV file staff imported (the file itself is not kept)',
    'server_values.key': 'the name of a server value (support.email, contact.recipient)',
  };

  it('every text column named like a storage key, file or image is listed (or known to hold something else)', async () => {
    const t = await createTestApp();
    try {
      const columns = await queryRows<{ name: string }>(
        t.ctx.db,
        `select table_name || '.' || column_name as name from information_schema.columns
         where table_schema = current_schema() and data_type in ('text', 'character varying')
           and (column_name ~ '(key|storage|file|path|image|avatar|cover|logo|photo|banner|thumb|attach|document|asset|media)')
         order by 1`,
      );
      const listed = storageKeyColumnNames();
      const unaccounted = columns
        .map((c) => c.name)
        .filter((name) => !listed.includes(name) && !(name in NOT_STORAGE_KEYS));
      expect(unaccounted).toEqual([]);
      // And every listed column exists.
      for (const name of listed) expect(columns.map((c) => c.name)).toContain(name);
    } finally {
      await t.close();
    }
  });
});

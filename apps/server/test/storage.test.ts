/**
 * File storage (modules/files/storage.ts, local-disk-storage.ts, s3-storage.ts): one behaviour suite run against local
 * disk and against S3 (a real S3-compatible server, s3rver, on a free port in this process; it
 * checks the access key id but not SigV4 signatures), the lazy loading of the AWS SDK, and an
 * upload → download through the app configured with S3_* variables.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import {
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../src/config';
import { contentFiles } from '../src/db/schema';
import { makePdf } from '../src/modules/files/demo-files';
import { localDiskStorage } from '../src/modules/files/local-disk-storage';
import { s3Storage } from '../src/modules/files/s3-storage';
import { type FileStorage, newStorageKey, storageFor } from '../src/modules/files/storage';
import { createAccount, signInAs } from './factories';
import { createTestApp, type TestApp } from './harness';
import { S3_TEST_CREDENTIALS as CREDENTIALS, type S3TestServer, startS3TestServer } from './s3-test-server';

const BUCKET = 'portal-test';
/** A bucket of its own for the listing test. */
const LIST_BUCKET = 'portal-list-test';
let server: S3TestServer;
let diskDir: string;
let s3: NonNullable<AppConfig['s3']>;
/** An S3 client of the test's own, to look into the bucket independently of the code under test. */
let inspector: S3Client;

beforeAll(async () => {
  diskDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-disk-'));
  server = await startS3TestServer([BUCKET, LIST_BUCKET]);
  ({ s3, inspector } = server);
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(diskDir, { recursive: true, force: true });
});

/** All the bytes of a stream, and how many chunks they came in. */
async function readAll(stream: Readable): Promise<{ bytes: Buffer; chunks: number }> {
  const parts: Buffer[] = [];
  for await (const chunk of stream) parts.push(Buffer.from(chunk as Uint8Array));
  return { bytes: Buffer.concat(parts), chunks: parts.length };
}

const implementations: [string, () => FileStorage][] = [
  ['local disk', () => localDiskStorage(diskDir)],
  ['S3 (s3rver)', () => s3Storage(s3)],
];

describe.each(implementations)('%s', (_name, make) => {
  let storage: FileStorage;
  beforeAll(() => {
    storage = make();
  });

  it('stores bytes under a new key: exists, and open streams them back', async () => {
    const key = newStorageKey('txt');
    expect(await storage.exists(key)).toBe(false);
    await storage.put(key, Buffer.from('hello storage\n'));
    expect(await storage.exists(key)).toBe(true);
    const stream = await storage.open(key);
    expect(stream).not.toBeNull();
    expect((await readAll(stream!)).bytes.toString('utf8')).toBe('hello storage\n');
  });

  it('put overwrites the bytes of a key', async () => {
    const key = newStorageKey('bin');
    await storage.put(key, Buffer.from('first version, longer'));
    await storage.put(key, Buffer.from('second'));
    expect((await readAll((await storage.open(key))!)).bytes.toString()).toBe('second');
  });

  it('an unknown key: open answers null, exists false, delete succeeds', async () => {
    const key = newStorageKey('pdf');
    expect(await storage.open(key)).toBeNull();
    expect(await storage.exists(key)).toBe(false);
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('delete removes the bytes and can be repeated', async () => {
    const key = newStorageKey('png');
    await storage.put(key, Buffer.from([1, 2, 3]));
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.open(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('refuses keys the server did not generate, for every method', async () => {
    const bad = [
      '../../etc/passwd',
      '2026/01/../../../x',
      'report.pdf',
      '',
      `2026/01/${'a'.repeat(36)}/x`,
      '/2026/01/00000000-0000-0000-0000-000000000000',
    ];
    for (const key of bad) {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/invalid storage key/);
      await expect(storage.open(key)).rejects.toThrow(/invalid storage key/);
      await expect(storage.exists(key)).rejects.toThrow(/invalid storage key/);
      await expect(storage.delete(key)).rejects.toThrow(/invalid storage key/);
    }
  });

  it('list yields the stored keys with their last-modified time, and no longer a deleted one', async () => {
    const kept = newStorageKey('txt');
    const gone = newStorageKey('txt');
    const before = Date.now();
    await storage.put(kept, Buffer.from('kept'));
    await storage.put(gone, Buffer.from('gone'));
    await storage.delete(gone);
    const listed = new Map<string, Date>();
    for await (const { key, lastModified } of storage.list()) listed.set(key, lastModified);
    expect(listed.has(kept)).toBe(true);
    expect(listed.has(gone)).toBe(false);
    // S3 keeps whole seconds.
    expect(listed.get(kept)!.getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(listed.get(kept)!.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('round-trips 3 MB of random bytes exactly, streamed in several chunks', async () => {
    const key = newStorageKey('bin');
    const body = randomBytes(3 * 1024 * 1024);
    await storage.put(key, body);
    const { bytes, chunks } = await readAll((await storage.open(key))!);
    expect(bytes.length).toBe(body.length);
    expect(bytes.equals(body)).toBe(true);
    expect(chunks).toBeGreaterThan(1);
    await storage.delete(key);
  });
});

describe('S3 storage specifics', () => {
  it('writes the object under the storage key itself, with its length', async () => {
    const key = newStorageKey('txt');
    await s3Storage(s3).put(key, Buffer.from('twelve bytes'));
    const head = await inspector.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }));
    expect(head.ContentLength).toBe(12);
    // No type given: stored as bytes, never a guess.
    expect(head.ContentType).toBe('application/octet-stream');
  });

  it('keeps the Content-Type given to put (issue 30): HEAD and GET answer it', async () => {
    const key = newStorageKey('pdf');
    await s3Storage(s3).put(key, Buffer.from('%PDF-1.4'), 'application/pdf');
    expect((await inspector.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }))).ContentType).toBe(
      'application/pdf',
    );
    const got = await inspector.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
    expect(got.ContentType).toBe('application/pdf');
    expect(await got.Body?.transformToString()).toBe('%PDF-1.4');
  });

  it('list pages through ListObjectsV2 and skips objects that are not storage keys', async () => {
    const bucket = LIST_BUCKET;
    const keys = Array.from({ length: 5 }, () => newStorageKey('txt')).sort();
    const storage = s3Storage({ ...s3, bucket }, { listPageSize: 2 });
    for (const key of keys) await storage.put(key, Buffer.from(key));
    await inspector.send(
      new PutObjectCommand({ Bucket: bucket, Key: 'backups/notes.txt', Body: 'not ours', ContentLength: 8 }),
    );
    const listed: string[] = [];
    for await (const { key } of storage.list()) listed.push(key);
    expect(listed.sort()).toEqual(keys);
  });

  it('list on local disk skips files that are not storage keys', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-list-'));
    try {
      const storage = localDiskStorage(root);
      const key = newStorageKey('png');
      await storage.put(key, Buffer.from([1]));
      fs.writeFileSync(path.join(root, 'notes.txt'), 'x');
      fs.writeFileSync(path.join(root, key.slice(0, 8), 'upload.tmp'), 'x');
      const listed: string[] = [];
      for await (const { key: k } of storage.list()) listed.push(k);
      expect(listed).toEqual([key]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it('a bad key sends nothing to the bucket', async () => {
    const before = (await inspector.send(new ListObjectsV2Command({ Bucket: BUCKET }))).KeyCount;
    await expect(s3Storage(s3).put('../outside.txt', Buffer.from('x'))).rejects.toThrow(/invalid storage key/);
    expect((await inspector.send(new ListObjectsV2Command({ Bucket: BUCKET }))).KeyCount).toBe(before);
  });

  it('an unknown bucket is an error, not a missing file', async () => {
    const storage = s3Storage({ ...s3, bucket: 'no-such-bucket' });
    await expect(storage.open(newStorageKey('txt'))).rejects.toThrow();
    await expect(storage.put(newStorageKey('txt'), Buffer.from('x'))).rejects.toThrow();
  });

  it('an unknown access key is refused by the server, not taken as a missing file', async () => {
    const storage = s3Storage({ ...s3, accessKeyId: 'NOT-AN-ACCOUNT' });
    await expect(storage.put(newStorageKey('txt'), Buffer.from('x'))).rejects.toThrow(/Access Key Id/);
    await expect(storage.open(newStorageKey('txt'))).rejects.toThrow(/Access Key Id/);
  });

  it('storageFor picks S3 when configured (one instance per configuration) and local disk otherwise', async () => {
    const withS3 = storageFor({ s3, dataDir: diskDir });
    expect(storageFor({ s3: { ...s3 }, dataDir: diskDir })).toBe(withS3);
    const key = newStorageKey('txt');
    await withS3.put(key, Buffer.from('via storageFor'));
    expect((await inspector.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }))).ContentLength).toBe(14);
    expect(fs.existsSync(path.join(diskDir, 'files', key))).toBe(false);

    const local = storageFor({ s3: null, dataDir: diskDir });
    await local.put(key, Buffer.from('on disk'));
    expect(fs.readFileSync(path.join(diskDir, 'files', key), 'utf8')).toBe('on disk');
  });

  it('loads the AWS SDK on first use only: not with the app modules, not when the S3 storage is made', async () => {
    const here = path.dirname(fileURLToPath(import.meta.url));
    const script = `
      import { createRequire } from 'node:module';
      import { pathToFileURL } from 'node:url';
      const require = createRequire(import.meta.url);
      const sdkLoaded = () => Object.keys(require.cache).some((k) => k.includes('@aws-sdk'));
      await import(pathToFileURL(${JSON.stringify(path.join(here, '../src/app.ts'))}).href);
      const { storageFor } = await import(pathToFileURL(${JSON.stringify(path.join(here, '../src/modules/files/storage.ts'))}).href);
      const withApp = sdkLoaded();
      const storage = storageFor({ dataDir: '/nonexistent', s3: ${JSON.stringify(s3)} });
      const afterCreate = sdkLoaded();
      const exists = await storage.exists('2026/01/00000000-0000-0000-0000-000000000000');
      console.log(JSON.stringify({ withApp, afterCreate, exists, afterUse: sdkLoaded() }));`;
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      {
        cwd: path.join(here, '..'),
        env: { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
      },
    );
    expect(JSON.parse(stdout.trim().split('\n').pop()!)).toEqual({
      withApp: false,
      afterCreate: false,
      exists: false,
      afterUse: true,
    });
  });
});

describe('the app on S3 (S3_* variables)', () => {
  let t: TestApp;
  let staffAuth: string;
  let memberAuth: string;
  beforeAll(async () => {
    t = await createTestApp({
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: BUCKET,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    });
    staffAuth = (await signInAs(t.app, (await createAccount(t.ctx.db, { contactTypes: ['Staff'] })).email))
      .authorization;
    memberAuth = (await signInAs(t.app, (await createAccount(t.ctx.db)).email)).authorization;
  });
  afterAll(async () => t?.close());

  it('a staff upload lands in the bucket, and a member downloads the same bytes from /api/content/assets/{id}', async () => {
    const pdf = await makePdf('Stored in S3', 2);
    const boundary = '----portalS3test';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="guide.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      pdf,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/content/files',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: staffAuth },
    });
    expect(up.statusCode).toBe(201);
    const fileId = up.json().data[0].id as string;

    const [row] = await t.ctx.db
      .select({ storageKey: contentFiles.storageKey })
      .from(contentFiles)
      .where(eq(contentFiles.id, fileId));
    const head = await inspector.send(new HeadObjectCommand({ Bucket: BUCKET, Key: row.storageKey }));
    expect(head.ContentLength).toBe(pdf.length);
    expect(head.ContentType).toBe('application/pdf');
    expect(fs.existsSync(path.join(t.config.dataDir, 'files'))).toBe(false);

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/content/items',
      headers: { authorization: staffAuth },
      payload: { kind: 'resource', name: 'Guide kept in object storage', attachmentIds: [fileId] },
    });
    expect(created.statusCode).toBe(201);
    const itemId = created.json().data.id as number;
    const published = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/content/items/${itemId}/publish`,
      headers: { authorization: staffAuth },
      payload: {},
    });
    expect(published.statusCode).toBe(200);

    const res = await t.app.inject({
      method: 'GET',
      url: `/api/content/assets/${fileId}?download=true`,
      headers: { authorization: memberAuth },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('attachment; filename="guide.pdf"');
    expect(res.rawPayload.equals(pdf)).toBe(true);
  });

  it('a file whose object is gone from the bucket answers 404', async () => {
    const [row] = await t.ctx.db
      .select({ id: contentFiles.id, storageKey: contentFiles.storageKey })
      .from(contentFiles)
      .limit(1);
    await storageFor(t.config).delete(row.storageKey);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/content/assets/${row.id}`,
      headers: { authorization: memberAuth },
    });
    expect(res.statusCode).toBe(404);
  });
});

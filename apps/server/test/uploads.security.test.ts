/**
 * Uploads as an attacker tries them (issue 28 finding 7): an EICAR file, zip-bomb Office documents,
 * photos carrying GPS, filling the disk from one account, and a served file opened on its own.
 * The virus-scan cases run a local clamd (/usr/sbin/clamd, foreground, its own config and a test
 * signature database holding only EICAR, as ClamAV's "Creating signatures" describes); where clamd is
 * absent they are skipped with a printed reason. The fail-closed cases need no clamd.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { MESSAGES } from '@portal/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarDayIn } from '@portal/shared';
import { makePdf } from '../src/modules/files/demo-files';
import { storageFor } from '../src/modules/files/storage';
import { addMember, caller, countRows, createCommunity, multipart, type Part, queryRows } from './communities-fixtures';
import { createTestApp, type TestApp } from './harness';
import { docx, docxLyingAboutSize, docxUnpackingTo, docxWithEntries } from './zip-fixtures';

/** Today in the reference tenant's zone (the test tenant runs in Australia/Sydney). */
const sydneyDate = () => calendarDayIn(new Date(), 'Australia/Sydney');

const CLAMD = '/usr/sbin/clamd';
const hasClamd = fs.existsSync(CLAMD);
if (!hasClamd)
  console.log(`uploads.security: ${CLAMD} is absent (apt-get install clamav-daemon); the virus-scan cases are skipped`);

/** The EICAR test file (a harmless string every scanner is meant to flag). */
const EICAR = Buffer.from('X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*');
type Caller = Awaited<ReturnType<typeof caller>>;

/** Starts clamd in the foreground on a Unix socket with a database of one test signature. */
async function startClamd(): Promise<{ socket: string; stop: () => Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clamd-test-'));
  fs.mkdirSync(path.join(dir, 'db'));
  fs.writeFileSync(path.join(dir, 'db', 'test.ndb'), `Portal.Test.EICAR:0:*:${EICAR.toString('hex')}\n`);
  const socket = path.join(dir, 'clamd.sock');
  const conf = path.join(dir, 'clamd.conf');
  fs.writeFileSync(
    conf,
    [
      'Foreground yes',
      `LocalSocket ${socket}`,
      `DatabaseDirectory ${path.join(dir, 'db')}`,
      `TemporaryDirectory ${dir}`,
      `LogFile ${path.join(dir, 'clamd.log')}`,
    ].join('\n'),
  );
  const child: ChildProcess = spawn(CLAMD, ['-c', conf], { stdio: 'ignore' });
  const ping = () =>
    new Promise<boolean>((resolve) => {
      const s = net.connect(socket);
      let got = '';
      s.on('data', (d) => {
        got += d.toString();
      });
      s.on('error', () => resolve(false));
      s.on('close', () => resolve(got.includes('PONG')));
      s.on('connect', () => s.end('zPING\0'));
    });
  const deadline = Date.now() + 30_000;
  while (!(await ping())) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`clamd did not start (see ${dir}/clamd.log)`);
    await new Promise((r) => setTimeout(r, 200));
  }
  let stopped = false;
  return {
    socket,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A community with two members, and helpers posting and reading its files. */
async function world(t: TestApp) {
  const community = await createCommunity(t.ctx.db);
  const author = await caller(t.app, t.ctx.db);
  const other = await caller(t.app, t.ctx.db);
  await addMember(t.ctx.db, community.id, author.id);
  await addMember(t.ctx.db, community.id, other.id);
  const post = (who: Caller, files: Part[]) => {
    const mp = multipart([
      { name: 'communityId', value: String(community.id) },
      { name: 'title', value: 'Shared resources' },
      { name: 'body', value: '<p>See attached.</p>' },
      { name: 'type', value: '4' },
      ...files,
    ]);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/community/post',
      headers: { authorization: who.authorization, ...mp.headers },
      payload: mp.payload,
    });
  };
  const get = (url: string, who: Caller) =>
    t.app.inject({ method: 'GET', url, headers: { authorization: who.authorization } });
  return { community, author, other, post, get };
}

/** A CPD record with evidence files (PDF, JPG or PNG). */
function addCpdRecord(t: TestApp, who: Caller, files: { filename: string; bytes: Buffer }[]) {
  const mp = multipart([
    ...Object.entries({
      title: 'Sensory processing in the classroom',
      categoryName: 'Online course or webinar',
      presenter: 'Dr Jane Ngo',
      domain: 'Knowledge and learning',
      hours: '2.5',
      interactive: 'true',
      reflection: 'I now screen for sensory needs before classroom visits.',
      completedDate: sydneyDate(),
    }).map(([name, value]) => ({ name, value })),
    ...files.map((f) => ({ name: 'evidence', filename: f.filename, bytes: f.bytes })),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/cpd/record',
    headers: { authorization: who.authorization, ...mp.headers },
    payload: mp.payload,
  });
}

/** A 64 × 48 JPEG carrying EXIF with a camera name and a GPS position (Sydney). */
async function photoWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#3070a0' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PortalCam', Model: 'Leaky 1' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '33/1 52/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '151/1 12/1 0/1' },
    })
    .toBuffer();
}

const fileTables = ['community_posts', 'community_files', 'cpd_records', 'cpd_evidence'];
const snapshot = (t: TestApp) => Promise.all(fileTables.map((table) => countRows(t.ctx.db, table)));

describe.skipIf(!hasClamd)('virus scan through a local clamd', () => {
  let t: TestApp;
  let clamd: Awaited<ReturnType<typeof startClamd>>;
  let w: Awaited<ReturnType<typeof world>>;
  beforeAll(async () => {
    clamd = await startClamd();
    t = await createTestApp({ CLAMAV_SOCKET: clamd.socket });
    w = await world(t);
  }, 60_000);
  afterAll(async () => {
    await clamd?.stop();
    await t?.close();
  });

  it('refuses the EICAR file on a post and in CPD evidence (400); nothing is stored', async () => {
    const before = await snapshot(t);
    const res = await w.post(w.author, [{ name: 'files', filename: 'notes.txt', bytes: EICAR, type: 'text/plain' }]);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'This file was refused by the virus scanner',
    });
    const pdf = Buffer.concat([await makePdf('Certificate', 1), Buffer.from('\n'), EICAR]);
    const cpd = await addCpdRecord(t, w.author, [{ filename: 'certificate.pdf', bytes: pdf }]);
    expect(cpd.statusCode, cpd.body).toBe(400);
    expect(cpd.json().message).toBe(MESSAGES.uploadVirusFound);
    expect(await snapshot(t)).toEqual(before);
  });

  it('accepts a clean file', async () => {
    const res = await w.post(w.author, [
      { name: 'files', filename: 'notes.txt', bytes: Buffer.from('Meeting notes'), type: 'text/plain' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const file = await w.get(res.json().attachments[0].path, w.other);
    expect(file.body).toBe('Meeting notes');
  });

  it('fails closed when the configured clamd has stopped (503); nothing is stored', async () => {
    await clamd.stop();
    const before = await snapshot(t);
    const res = await w.post(w.author, [
      { name: 'files', filename: 'notes.txt', bytes: Buffer.from('Meeting notes'), type: 'text/plain' },
    ]);
    expect(res.statusCode, res.body).toBe(503);
    expect(res.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: MESSAGES.uploadScannerUnavailable });
    expect(await snapshot(t)).toEqual(before);
  });
});

describe('a configured scanner that does not answer fails closed', () => {
  let refused: TestApp;
  let silent: TestApp;
  let server: net.Server;
  const sockets: net.Socket[] = [];
  beforeAll(async () => {
    // A port nothing listens on: take a free one and close it.
    const probe = net.createServer();
    await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
    const closedPort = (probe.address() as net.AddressInfo).port;
    await new Promise((r) => probe.close(r));
    // A daemon that accepts and never answers.
    server = net.createServer((s) => {
      sockets.push(s);
      s.on('error', () => undefined);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const silentPort = (server.address() as net.AddressInfo).port;
    refused = await createTestApp({ CLAMAV_URL: `tcp://127.0.0.1:${closedPort}` });
    silent = await createTestApp({ CLAMAV_URL: `tcp://127.0.0.1:${silentPort}`, CLAMAV_TIMEOUT_MS: '300' });
  }, 60_000);
  afterAll(async () => {
    for (const s of sockets) s.destroy();
    server?.close();
    await refused?.close();
    await silent?.close();
  });

  it.each([
    ['refused', () => refused],
    ['timing out', () => silent],
  ])('answers 503 when the daemon is %s, and stores nothing', async (_name, app) => {
    const t = app();
    const w = await world(t);
    const before = await snapshot(t);
    const started = Date.now();
    const res = await w.post(w.author, [
      { name: 'files', filename: 'notes.txt', bytes: Buffer.from('Meeting notes'), type: 'text/plain' },
    ]);
    expect(res.statusCode, res.body).toBe(503);
    expect(res.json().code).toBe('SERVICE_UNAVAILABLE');
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await snapshot(t)).toEqual(before);
  });
});

describe('Office documents, photos and served files', () => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof world>>;
  beforeAll(async () => {
    t = await createTestApp();
    w = await world(t);
  }, 60_000);
  afterAll(async () => t?.close());

  it.each([
    ['1,503 entries', () => docxWithEntries(1503), MESSAGES.uploadArchiveTooLarge],
    ['150 MB unpacked', () => docxUnpackingTo(150), MESSAGES.uploadArchiveTooLarge],
    ['headers that understate its size', () => docxLyingAboutSize(20), MESSAGES.uploadArchiveBroken],
  ])('refuses a .docx of %s (400); nothing is stored', async (_name, make, message) => {
    const before = await snapshot(t);
    const res = await w.post(w.author, [{ name: 'files', filename: 'report.docx', bytes: make() }]);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message });
    expect(await snapshot(t)).toEqual(before);
  });

  it('accepts a normal .docx and serves it unchanged, sandboxed', async () => {
    const bytes = docx();
    const res = await w.post(w.author, [{ name: 'files', filename: 'report.docx', bytes }]);
    expect(res.statusCode, res.body).toBe(201);
    const file = await w.get(res.json().attachments[0].path, w.other);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(bytes)).toBe(true);
    expect(file.headers['content-security-policy']).toMatch(/^sandbox(;|$)/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
  });

  it('stores a post cover and attachment photo without EXIF or GPS, served with CSP sandbox', async () => {
    const photo = await photoWithGps();
    const sent = await sharp(photo).metadata();
    expect(sent.exif?.includes(Buffer.from('PortalCam'))).toBe(true);
    const res = await w.post(w.author, [
      { name: 'imageFile', filename: 'cover.jpg', bytes: photo, type: 'image/jpeg' },
      { name: 'files', filename: 'site.jpg', bytes: photo, type: 'image/jpeg' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    for (const url of [res.json().imageUrl, res.json().attachments[0].path]) {
      const file = await w.get(url, w.other);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/jpeg');
      expect(file.headers['content-security-policy']).toMatch(/^sandbox(;|$)/);
      const meta = await sharp(file.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
      expect(meta.exif).toBeUndefined();
      expect(file.rawPayload.includes(Buffer.from('PortalCam'))).toBe(false);
      expect(Number(file.headers['content-length'])).toBe(file.rawPayload.length);
    }
    expect(res.json().attachments[0].size).not.toBe(photo.length);
  });

  it('stores CPD evidence photos without EXIF or GPS, served with CSP sandbox', async () => {
    const res = await addCpdRecord(t, w.author, [{ filename: 'certificate.jpg', bytes: await photoWithGps() }]);
    expect(res.statusCode, res.body).toBe(201);
    const file = await w.get(`/api/user/cpd/attachment/${res.json().attachments[0].id}/download`, w.author);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-security-policy']).toMatch(/^sandbox(;|$)/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(file.rawPayload).metadata()).exif).toBeUndefined();
    expect(file.rawPayload.includes(Buffer.from('PortalCam'))).toBe(false);
  });
});

describe('staff uploads of content and event files', () => {
  let t: TestApp;
  let staff: Caller;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await caller(t.app, t.ctx.db, { contactTypes: ['Staff'] });
  }, 60_000);
  afterAll(async () => t?.close());

  /** The stored bytes of the file row `id` of `table`. */
  async function storedBytes(table: 'content_files' | 'event_files', id: string): Promise<Buffer> {
    const [row] = await queryRows<{ storage_key: string }>(
      t.ctx.db,
      `select storage_key from ${table} where id = '${id}'`,
    );
    const stream = await storageFor(t.ctx.config).open(row.storage_key);
    const chunks: Buffer[] = [];
    for await (const chunk of stream ?? []) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  it.each([
    ['content', '/api/v1/admin/content/files', 'content_files'],
    ['event', '/api/v1/admin/events/files', 'event_files'],
  ] as const)('stores a %s photo without EXIF or GPS, counted for the staff member', async (_area, url, table) => {
    const mp = multipart([{ name: 'files', filename: 'venue.jpg', bytes: await photoWithGps(), type: 'image/jpeg' }]);
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { authorization: staff.authorization, ...mp.headers },
      payload: mp.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    const bytes = await storedBytes(table, res.json().data[0].id);
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('PortalCam'))).toBe(false);
    const [owner] = await queryRows<{ uploaded_by: string }>(
      t.ctx.db,
      `select uploaded_by from ${table} where id = '${res.json().data[0].id}'`,
    );
    expect(owner.uploaded_by).toBe(staff.id);
  });
});

describe('per-account storage quota', () => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof world>>;
  let padded: Buffer;
  beforeAll(async () => {
    t = await createTestApp({ STORAGE_QUOTA_MB: '1' });
    w = await world(t);
    // A 600 KB PDF: two fit in no 1 MB quota.
    padded = Buffer.concat([await makePdf('Evidence', 1), Buffer.alloc(600 * 1024, 0x20)]);
  }, 60_000);
  afterAll(async () => t?.close());

  it('refuses the upload that would pass the quota (413, naming it); a smaller account still uploads', async () => {
    const first = await addCpdRecord(t, w.author, [{ filename: 'one.pdf', bytes: padded }]);
    expect(first.statusCode, first.body).toBe(201);
    const before = await snapshot(t);
    const second = await addCpdRecord(t, w.author, [{ filename: 'two.pdf', bytes: padded }]);
    expect(second.statusCode, second.body).toBe(413);
    expect(second.json().code).toBe('PAYLOAD_TOO_LARGE');
    expect(second.json().message).toContain('1 MB');
    // The same account is refused in another module too: the quota counts every stored file.
    const post = await w.post(w.author, [{ name: 'files', filename: 'two.pdf', bytes: padded }]);
    expect(post.statusCode, post.body).toBe(413);
    expect(await snapshot(t)).toEqual(before);
    const other = await addCpdRecord(t, w.other, [{ filename: 'one.pdf', bytes: padded }]);
    expect(other.statusCode, other.body).toBe(201);
    // A record without files is not an upload: the full account still saves one.
    expect((await addCpdRecord(t, w.author, [])).statusCode).toBe(201);
  });
});

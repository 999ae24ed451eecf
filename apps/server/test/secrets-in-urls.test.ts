/**
 * Issue 28 finding 5: no secret in a URL. The probe opened file, PDF and .ics routes with the
 * 14-day session token as `?access_token=`, and the request log wrote it (and the reset link's
 * token) in full. Now: `?access_token=` opens nothing (401); a file opens without a session only
 * through a signed link from POST /api/v1/files/signed-links (one path, one account, 300 s;
 * changed or expired → 403); the calendar feed keeps its own per-account token; the log writes
 * `[REDACTED]` instead of any token in a URL.
 */
import { SIGNED_LINK_TTL_SECONDS } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { REDACTED, redactUrl } from '../src/lib/log-redaction';
import { signLink } from '../src/lib/signed-links';
import { insertInvoice } from '../src/modules/billing/invoices.repository';
import { createAccount, PASSWORD, signInAs } from './factories';
import { createTestApp, type TestApp } from './harness';

type Who = { id: string; email: string; authorization: string; accessToken: string };

let t: TestApp;
/** A second app on the same database with the same configuration: another process of the site. */
let sibling: FastifyInstance;
/** An app with another SIGNED_LINK_SECRET: a process that was given a different secret. */
let stranger: FastifyInstance;
/** An app that logs at info level into `logLines` (one JSON line each). */
let logging: FastifyInstance;
const logLines: string[] = [];
let alice: Who;
let bob: Who;
let aliceInvoice: string;
let bobInvoice: string;

async function who(overrides: Parameters<typeof createAccount>[1] = {}): Promise<Who> {
  const account = await createAccount(t.ctx.db, overrides);
  const { authorization, accessToken } = await signInAs(t.app, account.email);
  return { id: account.id, email: account.email, authorization, accessToken };
}

const invoiceOf = (accountId: string) =>
  insertInvoice(t.ctx.db, {
    accountId,
    description: 'Clinical supervision course',
    status: 'Paid',
    kind: 'event',
    totalCents: 19800,
    lines: [{ name: 'Clinical supervision course', quantity: 1, unit: 19800 }],
  });

beforeAll(async () => {
  t = await createTestApp();
  const shared = {
    db: t.ctx.db,
    kind: t.ctx.config.databaseUrl ? ('postgres' as const) : ('pglite' as const),
    close: async () => undefined,
  };
  sibling = (await buildApp({ config: t.config, dbHandle: shared, logger: false })).app;
  stranger = (
    await buildApp({ config: { ...t.config, signedLinkSecret: 'x'.repeat(64) }, dbHandle: shared, logger: false })
  ).app;
  logging = (
    await buildApp({
      config: t.config,
      dbHandle: shared,
      logger: { level: 'info', stream: { write: (line) => logLines.push(line) } },
    })
  ).app;
  await Promise.all([sibling.ready(), stranger.ready(), logging.ready()]);
  alice = await who({ firstName: 'Alice' });
  bob = await who({ firstName: 'Bob' });
  aliceInvoice = await invoiceOf(alice.id);
  bobInvoice = await invoiceOf(bob.id);
}, 180_000);
afterAll(async () => {
  await sibling?.close();
  await stranger?.close();
  await logging?.close();
  await t?.close();
});

const open = (url: string, app: FastifyInstance = t.app) => app.inject({ method: 'GET', url });
const askLink = (path: string, w: Who | null, extra: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/files/signed-links',
    payload: { path, ...extra },
    headers: w ? { authorization: w.authorization } : {},
  });
async function linkFor(path: string, w: Who, extra: object = {}): Promise<string> {
  const res = await askLink(path, w, extra);
  expect(res.statusCode).toBe(200);
  return res.json().url;
}
const FORBIDDEN_LINK = {
  code: 'FORBIDDEN',
  message: 'This download link is invalid or has expired. Please open the file again from the portal.',
};

describe('the session token in a URL opens nothing', () => {
  it.each([
    ['an invoice PDF', () => `/api/invoice/${aliceInvoice}/download`],
    ['the own events calendar (.ics)', () => '/api/user/events/calendar.ics'],
    ['a content file', () => '/api/content/assets/00000000-0000-4000-8000-000000000001'],
    ['a community file', () => '/api/v1/community/files/00000000-0000-4000-8000-000000000001'],
    ['a CPD certificate', () => '/api/cpd/1/download'],
    ['a membership certificate', () => '/api/user/membership/1/download'],
  ])('%s with ?access_token=<the session> answers 401', async (_label, path) => {
    for (const name of ['access_token', 'token']) {
      const res = await open(`${path()}?download=false&${name}=${alice.accessToken}`);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('UNAUTHORIZED');
    }
  });

  it('the same file still opens with the session in the Authorization header', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/invoice/${aliceInvoice}/download`,
      headers: { authorization: alice.authorization },
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('POST /api/v1/files/signed-links', () => {
  it('answers a link of 300 seconds that opens the one file without a session', async () => {
    const before = Date.now();
    const res = await askLink(`/api/invoice/${aliceInvoice}/download`, alice, { download: false });
    expect(res.statusCode).toBe(200);
    const { url, expiresAt } = res.json();
    expect(url.startsWith(`/api/invoice/${aliceInvoice}/download?`)).toBe(true);
    expect(url).not.toContain(alice.accessToken);
    const ttl = (Date.parse(expiresAt) - before) / 1000;
    expect(ttl).toBeGreaterThan(SIGNED_LINK_TTL_SECONDS - 2);
    expect(ttl).toBeLessThanOrEqual(SIGNED_LINK_TTL_SECONDS + 1);
    const pdf = await open(url);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('inline');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // download: true makes it an attachment.
    const dl = await open(await linkFor(`/api/invoice/${aliceInvoice}/download`, alice, { download: true }));
    expect(dl.headers['content-disposition']).toContain('attachment');
  });

  it('opens .ics files too (the own events calendar)', async () => {
    const res = await open(await linkFor('/api/user/events/calendar.ics', alice));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/calendar');
  });

  it('works on another process with the same SIGNED_LINK_SECRET, not on one with another secret', async () => {
    const url = await linkFor(`/api/invoice/${aliceInvoice}/download`, alice);
    expect((await open(url, sibling)).statusCode).toBe(200);
    const res = await open(url, stranger);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(FORBIDDEN_LINK);
  });

  it('a link moved to another file (another invoice, another route) answers 403', async () => {
    const url = await linkFor(`/api/invoice/${aliceInvoice}/download`, alice);
    const query = url.slice(url.indexOf('?'));
    for (const path of [`/api/invoice/${bobInvoice}/download`, '/api/user/events/calendar.ics']) {
      const res = await open(`${path}${query}`);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(FORBIDDEN_LINK);
    }
  });

  it('a changed signature, account or expiry answers 403', async () => {
    const url = await linkFor(`/api/invoice/${aliceInvoice}/download`, alice);
    const u = new URL(url, 'http://x');
    const variants: [string, string][] = [
      ['signature', `${u.searchParams.get('signature')?.slice(0, -1)}0`],
      ['signature', 'f'.repeat(64)],
      ['signature', 'nope'],
      ['account', bob.id],
      ['expires', String(Number(u.searchParams.get('expires')) + 60)],
    ];
    for (const [name, value] of variants) {
      const changed = new URL(u);
      if (changed.searchParams.get(name) === value) changed.searchParams.set(name, `${value}1`);
      else changed.searchParams.set(name, value);
      const res = await open(`${changed.pathname}${changed.search}`);
      expect(res.statusCode, `${name}=${value}`).toBe(403);
    }
    // Without its signature the link is a plain request without a session.
    u.searchParams.delete('signature');
    expect((await open(`${u.pathname}${u.search}`)).statusCode).toBe(401);
  });

  it('an expired link answers 403 (signed as the server does, 301 seconds ago)', async () => {
    const path = `/api/invoice/${aliceInvoice}/download`;
    const old = signLink(t.config.signedLinkSecret, path, alice.id, {
      now: new Date(Date.now() - (SIGNED_LINK_TTL_SECONDS + 1) * 1000),
    });
    expect((await open(old.url)).json()).toEqual(FORBIDDEN_LINK);
    const fresh = signLink(t.config.signedLinkSecret, path, alice.id);
    expect((await open(fresh.url)).statusCode).toBe(200);
    // A link that claims to live longer than a server makes one is refused even when well signed.
    const far = signLink(t.config.signedLinkSecret, path, alice.id, { now: new Date(Date.now() + 3_600_000) });
    expect((await open(far.url)).statusCode).toBe(403);
  });

  it("a link does not widen what its account may read: Bob's link to Alice's invoice answers 404", async () => {
    const res = await open(await linkFor(`/api/invoice/${aliceInvoice}/download`, bob));
    expect(res.statusCode).toBe(404);
  });

  it("a deactivated account's link answers 403", async () => {
    const carol = await who();
    const url = await linkFor('/api/user/events/calendar.ics', carol);
    await t.ctx.db.execute(`update accounts set is_active = false where id = '${carol.id}'`);
    expect((await open(url)).statusCode).toBe(403);
  });

  it("a link made while an Admin impersonates stays marked with the Admin and stops when the Admin's role goes", async () => {
    const boss = await createAccount(t.ctx.db, { role: 1, firstName: 'Boss' });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      payload: { email: alice.email, password: PASSWORD, impersonatorId: boss.id },
    });
    expect(signIn.statusCode).toBe(200);
    const asAlice = { ...alice, authorization: `Bearer ${signIn.json().accessToken}` };
    const url = await linkFor(`/api/invoice/${aliceInvoice}/download`, asAlice);
    const u = new URL(url, 'http://x');
    expect(u.searchParams.get('by')).toBe(boss.id);
    expect((await open(url)).statusCode).toBe(200);
    // Dropping the mark makes it another link: refused.
    u.searchParams.delete('by');
    expect((await open(`${u.pathname}${u.search}`)).statusCode).toBe(403);
    await t.ctx.db.execute(`update accounts set role = 0 where id = '${boss.id}'`);
    expect((await open(url)).statusCode).toBe(403);
  });

  it('a signature opens only file routes: on a JSON route it is no session (401)', async () => {
    const url = await linkFor(`/api/invoice/${aliceInvoice}/download`, alice);
    const query = url.slice(url.indexOf('?'));
    for (const path of ['/api/v1/account', `/api/invoice/${aliceInvoice}`]) {
      const signed = signLink(t.config.signedLinkSecret, path, alice.id);
      expect((await open(signed.url)).statusCode).toBe(401);
      expect((await open(`${path}${query}`)).statusCode).toBe(401);
    }
  });

  it('refuses a path that is no file route (404) and a caller without a session (401)', async () => {
    for (const path of [
      '/api/v1/account',
      `/api/invoice/${aliceInvoice}`,
      `/api/invoice/${aliceInvoice}/download/`,
      `/api/invoice/x/../${aliceInvoice}/download`,
      '/api/v1/auth/sign-in',
    ]) {
      const res = await askLink(path, alice);
      expect(res.statusCode, path).toBe(404);
      expect(res.json().message).toBe('Only files of the portal can be opened through a download link.');
    }
    for (const path of ['https://evil.example/api/invoice/1/download', '/api/invoice/1/download?x=1', 'api/x']) {
      expect((await askLink(path, alice)).statusCode).toBe(400);
    }
    expect((await askLink(`/api/invoice/${aliceInvoice}/download`, null)).statusCode).toBe(401);
  });
});

describe('the calendar feed keeps its own per-account token', () => {
  it('the subscription URL carries a feed token, not the session; the session token is no feed token', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/account/calendar-feed',
      headers: { authorization: alice.authorization },
    });
    expect(created.statusCode).toBe(200);
    const feedUrl: string = created.json().url;
    expect(feedUrl).not.toContain(alice.accessToken);
    const path = new URL(feedUrl).pathname;
    expect((await open(path)).statusCode).toBe(200);
    const bySession = await open(`/api/v1/calendar/${alice.accessToken}.ics`);
    expect(bySession.statusCode).toBe(404);
  });
});

describe('the request log writes no token of a URL', () => {
  it('redactUrl replaces the values of secret parameters (any case, encoded names) and token path segments', () => {
    expect(redactUrl('/api/x?download=true&access_token=abc&Token=def&%74oken=ghi&sig=1&key=2&secret=3&code=4')).toBe(
      `/api/x?download=true&access_token=${REDACTED}&Token=${REDACTED}&%74oken=${REDACTED}&sig=${REDACTED}&key=${REDACTED}&secret=${REDACTED}&code=${REDACTED}`,
    );
    expect(redactUrl('/api/v1/calendar/AbCdEfGhIjKlMnOpQrStUv.ics')).toBe(`/api/v1/calendar/${REDACTED}`);
    expect(redactUrl('/reset/0123456789abcdef0123?x=1')).toBe(`/reset/${REDACTED}?x=1`);
    expect(redactUrl('/api/v1/account?page=2')).toBe('/api/v1/account?page=2');
  });

  it('a request with the session, a reset token, a feed token or a signed link in its URL is logged without them', async () => {
    const resetToken = 'RESETTOKEN0123456789abcdefghijklmnopqrstuv';
    const feedToken = 'FEEDTOKEN0123456789abcdefghijklmnopqrstuvw';
    const signed = signLink(t.config.signedLinkSecret, `/api/invoice/${aliceInvoice}/download`, alice.id);
    const signature = new URL(signed.url, 'http://x').searchParams.get('signature') as string;
    logLines.length = 0;
    await logging.inject({
      method: 'GET',
      url: `/api/invoice/${aliceInvoice}/download?access_token=${alice.accessToken}`,
    });
    await logging.inject({ method: 'GET', url: `/account/reset-password?token=${resetToken}&userId=${alice.id}` });
    await logging.inject({ method: 'GET', url: `/api/v1/calendar/${feedToken}.ics` });
    expect((await logging.inject({ method: 'GET', url: signed.url })).statusCode).toBe(200);
    const log = logLines.join('\n');
    expect(logLines.length).toBeGreaterThanOrEqual(4);
    for (const secret of [alice.accessToken, resetToken, feedToken, signature]) expect(log).not.toContain(secret);
    expect(log).toContain(`access_token=${REDACTED}`);
    expect(log).toContain(`token=${REDACTED}`);
    expect(log).toContain(`signature=${REDACTED}`);
    expect(log).toContain(`/api/v1/calendar/${REDACTED}`);
    // What is not secret stays readable.
    expect(log).toContain(`/api/invoice/${aliceInvoice}/download?`);
  });
});

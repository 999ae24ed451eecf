/**
 * The order in which a request is refused (app.ts request flow): who you are is settled before what
 * you sent. A caller without a session gets 401 and a member on a staff area gets 403 whatever the
 * body holds; only a caller allowed there learns that the body is wrong (400).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@portal/shared';
import { createAccount, signInAs } from './factories';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
let member: string;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  await createAccount(t.ctx.db, { email: 'order.member@example.org' });
  await createAccount(t.ctx.db, { email: 'order.admin@example.org', role: Role.Admin });
  member = (await signInAs(t.app, 'order.member@example.org')).authorization;
  admin = (await signInAs(t.app, 'order.admin@example.org')).authorization;
});
afterAll(async () => t.close());

const badBodies = [
  { url: '/api/v1/admin/events', payload: { title: 42 } },
  { url: '/api/v1/admin/content/items', payload: { nonsense: true } },
];

describe('who before what', () => {
  it.each(badBodies)(
    'POST $url with a bad body: 401 signed out, 403 for a member, 400 for an admin',
    async ({ url, payload }) => {
      const signedOut = await t.app.inject({ method: 'POST', url, payload });
      expect(signedOut.statusCode).toBe(401);
      const asMember = await t.app.inject({ method: 'POST', url, payload, headers: { authorization: member } });
      expect(asMember.statusCode).toBe(403);
      const asAdmin = await t.app.inject({ method: 'POST', url, payload, headers: { authorization: admin } });
      expect(asAdmin.statusCode).toBe(400);
    },
  );
});

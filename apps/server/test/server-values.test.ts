/**
 * Server values (spec 02 §7 admin/server-values; issue 20): Admin only (others 403), CRUD with
 * messages, and their effect: the support email answered to the web and the contact form's
 * recipient follow `support.email` / `contact.recipient`, else the tenant's contact email.
 */
import { Role, SERVER_VALUE_MESSAGES, TENANTS } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, multipart } from './communities-fixtures';
import { createTestApp, type TestApp } from './harness';

type Caller = Awaited<ReturnType<typeof caller>>;
let t: TestApp;
let admin: Caller;
let owner: Caller;
let member: Caller;

beforeAll(async () => {
  t = await createTestApp();
  admin = await caller(t.app, t.ctx.db, { role: Role.Admin });
  owner = await caller(t.app, t.ctx.db, { role: Role.WorkSpaceOwner });
  member = await caller(t.app, t.ctx.db);
});
afterAll(async () => t?.close());

const url = '/api/v1/admin/server-values';
const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, who: Caller, payload?: object) =>
  t.app.inject({ method, url: path, headers: { authorization: who.authorization }, ...(payload ? { payload } : {}) });
const supportEmail = async () => (await api('GET', '/api/v1/support-contact', member)).json().supportEmail;
const enquire = async (comments: string) => {
  const mp = multipart([
    { name: 'Name', value: 'Priya Natarajan' },
    { name: 'Comments', value: comments },
  ]);
  const r = await t.app.inject({
    method: 'POST',
    url: '/api/user/contact-us',
    headers: { authorization: member.authorization, ...mp.headers },
    payload: mp.payload,
  });
  expect(r.statusCode).toBe(200);
  // The outbox delivers the staff mail (not the member's acknowledgement) within moments: wait for it.
  for (let i = 0; i < 250; i += 1) {
    const mail = (await t.ctx.mailer.listOutbox(100)).find(
      (m) => m.subject.startsWith('Portal enquiry from') && m.text.includes(comments),
    );
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('enquiry mail not sent');
};

describe('server values', () => {
  it('Admin creates, lists by keyword, changes and deletes; others get 403', async () => {
    const created = await api('POST', url, admin, { key: 'membership.renewal-note', value: 'Renewals open 1 June' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ key: 'membership.renewal-note', value: 'Renewals open 1 June' });
    const again = await api('POST', url, admin, { key: 'membership.renewal-note', value: 'x' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(SERVER_VALUE_MESSAGES.exists);

    expect((await api('GET', `${url}?keyword=RENEWAL`, admin)).json().serverValues).toEqual([
      expect.objectContaining({ key: 'membership.renewal-note', value: 'Renewals open 1 June' }),
    ]);
    expect((await api('GET', `${url}?keyword=nothing-like-this`, admin)).json().serverValues).toEqual([]);

    const changed = await api('PUT', url, admin, { key: 'membership.renewal-note', value: 'Renewals open 2 June' });
    expect(changed.json().value).toBe('Renewals open 2 June');
    expect((await api('PUT', url, admin, { key: 'no.such-key', value: 'x' })).statusCode).toBe(404);

    for (const who of [owner, member]) {
      expect((await api('GET', url, who)).statusCode).toBe(403);
      expect((await api('POST', url, who, { key: 'a.b', value: 'c' })).statusCode).toBe(403);
      expect((await api('PUT', url, who, { key: 'membership.renewal-note', value: 'c' })).statusCode).toBe(403);
      expect((await api('DELETE', `${url}?key=membership.renewal-note`, who)).statusCode).toBe(403);
    }
    expect((await api('DELETE', `${url}?key=membership.renewal-note`, admin)).json()).toEqual({ success: true });
    expect((await api('DELETE', `${url}?key=membership.renewal-note`, admin)).statusCode).toBe(404);
  });

  it.each([
    [{ key: '', value: 'x' }, SERVER_VALUE_MESSAGES.keyRequired],
    [{ key: 'Has Spaces', value: 'x' }, SERVER_VALUE_MESSAGES.keyInvalid],
    [{ key: 'a.b', value: '  ' }, SERVER_VALUE_MESSAGES.valueRequired],
    [{ key: 'a.b', value: 'x'.repeat(2001) }, SERVER_VALUE_MESSAGES.valueTooLong],
    [{ key: 'support.email', value: 'not an email' }, SERVER_VALUE_MESSAGES.emailInvalid],
  ])('refuses %j with “%s”', async (payload, message) => {
    const r = await api('POST', url, admin, payload);
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toBe(message);
  });

  it('the support email and the contact recipient follow the values, else the tenant', async () => {
    const tenantEmail = TENANTS.ota.contactEmail;
    expect(await supportEmail()).toBe(tenantEmail);
    expect((await enquire('Question about CPD hours for supervision')).to).toBe(tenantEmail);

    await api('POST', url, admin, { key: 'support.email', value: 'support@ota.example.org.au' });
    expect(await supportEmail()).toBe('support@ota.example.org.au');
    expect((await enquire('Question about my renewal invoice')).to).toBe('support@ota.example.org.au');

    await api('POST', url, admin, { key: 'contact.recipient', value: 'membership@ota.example.org.au' });
    expect(await supportEmail()).toBe('support@ota.example.org.au');
    expect((await enquire('Please update my practice address')).to).toBe('membership@ota.example.org.au');

    await api('DELETE', `${url}?key=support.email`, admin);
    await api('DELETE', `${url}?key=contact.recipient`, admin);
    expect(await supportEmail()).toBe(tenantEmail);
  });
});

/**
 * Staff invoices (issue 31): GET /api/v1/admin/invoices lists every member's invoices newest first,
 * filtered by status, issue dates (inclusive, in the tenant's zone) and member; GET .../{id} answers
 * one with its lines. Admin and MembershipStaff read them; a member gets 403; an API key reaches them
 * only with the scope `invoices:read`; an unknown id answers 404.
 */
import { Role } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertInvoice } from '../src/modules/billing/invoices.repository';
import { createAccount, signInAs } from './factories';
import { createTestApp, type TestApp } from './harness';

const base = '/api/v1/admin/invoices';
let t: TestApp;
let admin: string;
let membershipStaff: string;
let member: string;
let ada: string;
let ben: string;
const ids: Record<string, string> = {};

const get = (url: string, authorization: string, query: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, query, headers: { authorization } });

async function keyWith(scopes: string[], name: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/api-keys',
    headers: { authorization: admin },
    payload: { name, scopes },
  });
  expect(res.statusCode, res.body).toBe(201);
  return `Bearer ${res.json().data.token}`;
}

beforeAll(async () => {
  t = await createTestApp();
  expect(t.ctx.config.tenant.timeZone).toBe('Australia/Sydney');
  const a = await createAccount(t.ctx.db, { role: Role.Admin });
  admin = (await signInAs(t.app, a.email)).authorization;
  const s = await createAccount(t.ctx.db, { contactTypes: ['Member', 'MembershipStaff'] });
  membershipStaff = (await signInAs(t.app, s.email)).authorization;
  const m = await createAccount(t.ctx.db, {});
  member = (await signInAs(t.app, m.email)).authorization;
  ada = (await createAccount(t.ctx.db, { firstName: 'Ada', lastName: 'Hook' })).id;
  ben = (await createAccount(t.ctx.db, { firstName: 'Ben', lastName: 'Lee' })).id;
  const invoice = (accountId: string, status: 'Paid' | 'Pending', at: string, totalCents: number) =>
    insertInvoice(t.ctx.db, {
      accountId,
      description: `Order ${at}`,
      status,
      kind: 'event',
      invoiceDate: new Date(at),
      totalCents,
      lines: [{ name: 'Workshop ticket', quantity: 2, unit: totalCents / 2 }],
    });
  // 13:30 UTC on 1 March is 00:30 on 2 March in Sydney (UTC+11).
  ids.adaMarch = await invoice(ada, 'Paid', '2026-03-01T13:30:00Z', 11000);
  ids.adaJune = await invoice(ada, 'Pending', '2026-06-10T02:00:00Z', 5000);
  ids.benMay = await invoice(ben, 'Paid', '2026-05-05T02:00:00Z', 22000);
}, 60_000);
afterAll(async () => t?.close());

describe('staff invoice list', () => {
  it('an Admin and MembershipStaff list every member’s invoices, newest first, with total and page', async () => {
    for (const who of [admin, membershipStaff]) {
      const res = await get(base, who);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ page: 1, pageSize: 50, total: 3 });
      expect(body.data.map((i: { id: string }) => i.id)).toEqual([ids.adaJune, ids.benMay, ids.adaMarch]);
      expect(body.data[0]).toMatchObject({ accountId: ada, status: 'Pending', totalAmountIncGst: 50, kind: 'event' });
    }
  });

  it('filters by status, member and issue dates in the tenant’s zone; pages', async () => {
    const list = async (query: Record<string, string>) =>
      (await get(base, admin, query)).json().data.map((i: { id: string }) => i.id);
    expect(await list({ status: 'Paid' })).toEqual([ids.benMay, ids.adaMarch]);
    expect(await list({ accountId: ada })).toEqual([ids.adaJune, ids.adaMarch]);
    expect(await list({ accountId: ada, status: 'Pending' })).toEqual([ids.adaJune]);
    expect(await list({ from: '2026-03-02', to: '2026-03-02' })).toEqual([ids.adaMarch]);
    expect(await list({ to: '2026-03-01' })).toEqual([]);
    expect(await list({ from: '2026-05-01', to: '2026-05-31' })).toEqual([ids.benMay]);
    const second = (await get(base, admin, { page: '2', pageSize: '2' })).json();
    expect(second).toMatchObject({ page: 2, pageSize: 2, total: 3 });
    expect(second.data.map((i: { id: string }) => i.id)).toEqual([ids.adaMarch]);
  });

  it('refuses bad filters with a clear message', async () => {
    const bad: Record<string, string>[] = [
      { pageSize: '101' },
      { status: 'Lost' },
      { from: '2026-02-30' },
      { accountId: 'nope' },
    ];
    for (const query of bad) {
      const res = await get(base, admin, query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    const backwards = await get(base, admin, { from: '2026-05-01', to: '2026-04-01' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.body).toContain('from must not be after to');
  });

  it('one invoice with its lines; unknown id 404', async () => {
    const res = await get(`${base}/${ids.adaMarch}`, membershipStaff);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      id: ids.adaMarch,
      accountId: ada,
      userFullName: 'Ada Hook',
      status: 'Paid',
      totalAmountIncGst: 110,
      lineItems: [{ itemName: 'Workshop ticket', quantity: 2, unitPrice: 55, totalPrice: 110 }],
    });
    const unknown = await get(`${base}/00000000-0000-4000-8000-000000000000`, admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Invoice not found.' });
  });

  it('a member gets 403 on both; no session 401', async () => {
    expect((await get(base, member)).statusCode).toBe(403);
    expect((await get(`${base}/${ids.adaMarch}`, member)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: base })).statusCode).toBe(401);
  });

  it('an API key with invoices:read reads them; a key without it gets 403', async () => {
    const reader = await keyWith(['invoices:read'], 'Xero invoices');
    const listed = await get(base, reader, { accountId: ben });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data.map((i: { id: string }) => i.id)).toEqual([ids.benMay]);
    expect((await get(`${base}/${ids.benMay}`, reader)).statusCode).toBe(200);
    const other = await keyWith(['members:read', 'events:read'], 'CRM');
    const refused = await get(base, other);
    expect(refused.statusCode).toBe(403);
    expect((await get(`${base}/${ids.benMay}`, other)).statusCode).toBe(403);
  });
});

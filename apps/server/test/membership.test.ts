/**
 * Membership, renewal, invoices and cancelling membership (issue #15) through the real app: the
 * membership and its links, renewal through the built-in test gateway (renewed-to extended once,
 * under 50 concurrent renewals and 50 concurrent payments), invoice numbers unique under 50
 * concurrent purchases, a pending invoice paid twice by duplicate confirmations paid once, the
 * invoice list, detail and PDF, another member's records answering 404, a cancelled ticket's refund
 * on its invoice, cancellation rules, and the onboarding redirect type.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../src/db/raw-query';
import { makePng } from '../src/modules/files/demo-files';
import { newStorageKey, storageFor } from '../src/modules/files/storage';
import { insertInvoice } from '../src/modules/billing/invoices.repository';
import { addDays, addMonths, localToday } from '../src/modules/membership/membership.dates';
import { membershipRedirectType } from '../src/modules/membership/membership.service';
import { confirmSession } from '../src/modules/billing/confirm.service';
import { buy, client, createEvent, DAY_MS, type Member, newMember, rows } from './events-fixtures';
import { createTestApp, type TestApp } from './harness';
import { pdfToText } from './poppler';

let t: TestApp;
let c: ReturnType<typeof client>;
let typeIds: Record<string, number>;
const today = localToday('Australia/Sydney');

const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', name: 'Test Buyer' };

async function member(
  m: { type?: string; renewedTo?: string | null; autoRenew?: boolean; firstName?: string; lastName?: string } = {},
): Promise<Member & { membershipId: string }> {
  const who = await newMember(t.app, t.ctx.db, {
    contactTypes: ['Member'],
    firstName: m.firstName ?? 'Test',
    ...(m.lastName ? { lastName: m.lastName } : {}),
  });
  const renewedTo = m.renewedTo === undefined ? addDays(today, 30) : m.renewedTo;
  const [row] = await query<{ id: string }>(
    t.ctx.db,
    sql`insert into memberships (account_id, member_num, type_id, join_date, renewed_to, auto_renew)
      values (${who.id}, ${`OT${who.id.slice(0, 6)}`}, ${typeIds[m.type ?? 'full']}, ${addMonths(today, -30)}::date, ${renewedTo}::date, ${m.autoRenew ?? false})
      returning id`,
  );
  return { ...who, membershipId: row.id };
}

const renewedToOf = async (id: string) =>
  (
    await rows<{ d: string }>(
      t.ctx.db,
      `select to_char(renewed_to, 'YYYY-MM-DD') as d from memberships where id = '${id}'`,
    )
  )[0].d;

beforeAll(async () => {
  t = await createTestApp();
  c = client(t.app);
  const types = await query<{ id: number; code: string }>(
    t.ctx.db,
    sql`insert into membership_types (code, name, fee_cents, is_life) values ('full', 'Full Member', 56000, false),
      ('life', 'Life Member', 0, true) returning id, code`,
  );
  typeIds = Object.fromEntries(types.map((r) => [r.code, r.id]));
}, 60_000);
afterAll(async () => t?.close());

describe('GET /api/user/membership and links', () => {
  it('answers the caller’s membership with the spec fields; none → 404', async () => {
    const m = await member({ renewedTo: addDays(today, 30) });
    const res = await c.get('/api/user/membership', m);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: m.membershipId,
      membershipName: 'Full Member',
      memberStatus: 'Active',
      renewedToDate: addDays(today, 30),
      terminationDate: null,
      renewalDue: true,
      daysToRenewal: 30,
      renewalFee: 560,
      nextRenewedToDate: addDays(addMonths(addDays(today, 31), 12), -1),
    });
    const none = await newMember(t.app, t.ctx.db);
    expect((await c.get('/api/user/membership', none)).statusCode).toBe(404);
    const lapsed = await member({ renewedTo: addDays(today, -3) });
    expect((await c.get('/api/user/membership', lapsed)).json()).toMatchObject({
      memberStatus: 'Lapsed',
      renewalDue: true,
    });
  });

  it('answers this portal’s renewal, manage and payment pages', async () => {
    const m = await member({ autoRenew: true });
    expect((await c.get('/api/user/membership/renewallink', m)).json().url).toMatch(
      /\/settings\/membership-profile\?renew=1$/,
    );
    expect((await c.get('/api/user/membership/managelink', m)).json()).toMatchObject({
      label: 'Manage automatic renewal',
    });
    expect((await c.get('/api/user/membership/updatepaymentlink', m)).json().url).toContain(
      '/settings/membership-profile',
    );
    const off = await c.post('/api/user/membership/autorenew', m, { autoRenew: false });
    expect(off.json().autoRenew).toBe(false);
  });

  it('gives the onboarding redirect type of spec 01 §2', async () => {
    const life = await member({ type: 'life', renewedTo: null });
    const auto = await member({ autoRenew: true, renewedTo: addDays(today, 200) });
    const due = await member({ renewedTo: addDays(today, 20) });
    const current = await member({ renewedTo: addDays(today, 200) });
    expect(await membershipRedirectType(t.ctx.db, life.id, 'Australia/Sydney')).toBe('Life Member');
    expect(await membershipRedirectType(t.ctx.db, auto.id, 'Australia/Sydney')).toBe('Auto Rollover');
    expect(await membershipRedirectType(t.ctx.db, due.id, 'Australia/Sydney')).toBe('Renew Membership');
    expect(await membershipRedirectType(t.ctx.db, current.id, 'Australia/Sydney')).toBe('BondMx');
  });
});

describe('renewal', () => {
  it('renews through the test gateway: a paid invoice and renewed-to one period later; a second confirmation changes nothing', async () => {
    const m = await member({ renewedTo: addDays(today, 10) });
    const start = await c.post('/api/user/membership/renew', m);
    expect(start.statusCode).toBe(200);
    const { sessionId, invoiceId, checkoutUrl, provider } = start.json();
    expect(provider).toBe('test');
    expect(checkoutUrl).toContain(`/checkout/test-gateway/${sessionId}`);
    const summary = (await c.get(`/api/payments/test-gateway/${sessionId}`, m)).json();
    expect(summary).toMatchObject({ amount: 560, purpose: 'invoice' });
    expect(summary.items[0].name).toContain('Full Member membership');
    const paid = await c.post(`/api/payments/test-gateway/${sessionId}/pay`, m, card);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({
      status: 'paid',
      invoiceId,
      redirectUrl: '/settings/membership-profile?checkout=success',
    });
    const expected = addDays(addMonths(addDays(today, 11), 12), -1);
    expect(await renewedToOf(m.membershipId)).toBe(expected);
    const invoice = (await c.get(`/api/invoice/${invoiceId}`, m)).json();
    expect(invoice).toMatchObject({
      status: 'Paid',
      balanceDue: 0,
      totalAmountIncGst: 560,
      totalGst: 50.91,
      totalAmountExcGst: 509.09,
    });
    expect(invoice.membershipEndDate).toBe(expected);
    const again = await confirmSession(t.ctx, sessionId, {
      provider: 'test',
      providerPaymentId: `test_${sessionId}`,
      amountCents: 56000,
    });
    expect(again?.created).toBe(false);
    expect(await renewedToOf(m.membershipId)).toBe(expected);
    expect((await rows(t.ctx.db, `select 1 from payments where session_id = '${sessionId}'`)).length).toBe(1);
  });

  it('50 concurrent renewals of one member pay exactly once', async () => {
    const m = await member({ renewedTo: addDays(today, 5) });
    const starts = await Promise.all(Array.from({ length: 50 }, () => c.post('/api/user/membership/renew', m)));
    expect(starts.every((s) => s.statusCode === 200)).toBe(true);
    expect(new Set(starts.map((s) => s.json().invoiceId)).size).toBe(1);
    const open = await rows<{ id: string }>(
      t.ctx.db,
      `select id from checkout_sessions where account_id = '${m.id}' and status = 'open'`,
    );
    expect(open.length).toBe(1);
    const pays = await Promise.all(
      starts.map((s) => c.post(`/api/payments/test-gateway/${s.json().sessionId}/pay`, m, card)),
    );
    expect(pays.filter((p) => p.statusCode === 200).length).toBe(1);
    expect(await renewedToOf(m.membershipId)).toBe(addDays(addMonths(addDays(today, 6), 12), -1));
    const paidInvoices = await rows(
      t.ctx.db,
      `select 1 from invoices where account_id = '${m.id}' and status = 'Paid'`,
    );
    expect(paidInvoices.length).toBe(1);
    expect(
      (
        await rows(
          t.ctx.db,
          `select 1 from payments p join orders o on o.id = p.order_id where o.account_id = '${m.id}'`,
        )
      ).length,
    ).toBe(1);
  });

  it('a life member cannot renew (409)', async () => {
    const life = await member({ type: 'life', renewedTo: null });
    expect((await c.post('/api/user/membership/renew', life)).statusCode).toBe(409);
  });
});

describe('invoices', () => {
  it('keeps invoice numbers unique and increasing under 50 concurrent purchases', async () => {
    const buyers = await Promise.all(Array.from({ length: 25 }, () => member({ renewedTo: addDays(today, 3) })));
    const before = (await rows(t.ctx.db, 'select 1 from invoices')).length;
    const event = await createEvent(t.ctx.db, { prices: [{ name: 'Member', amountCents: 5500, capacity: null }] });
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        i % 2 === 0
          ? buy(t.app, buyers[i % 25], [{ itemPriceId: event.priceIds[0], quantity: 1 }]).then((r) => r.pay?.statusCode)
          : c.post('/api/user/membership/renew', buyers[i % 25]).then((r) => r.statusCode),
      ),
    );
    expect(results.every((s) => s === 200)).toBe(true);
    const numbers = await rows<{ invoice_num: string; n: number }>(
      t.ctx.db,
      'select invoice_num, number as n from invoices',
    );
    expect(numbers.length).toBe(before + 50);
    expect(new Set(numbers.map((r) => r.invoice_num)).size).toBe(numbers.length);
    expect(numbers.every((r) => /^INV-\d{6}$/.test(r.invoice_num))).toBe(true);
  });

  it('pays a pending invoice once under duplicate confirmations', async () => {
    const m = await member();
    const invoiceId = await insertInvoice(t.ctx.db, {
      accountId: m.id,
      description: 'Clinical supervision course',
      status: 'Pending',
      kind: 'event',
      totalCents: 19800,
      lines: [{ name: 'Clinical supervision course', quantity: 1, unit: 19800 }],
    });
    const list = (await c.post('/api/user/invoices', m, {})).json();
    expect(list.invoices.find((i: { id: string }) => i.id === invoiceId)).toMatchObject({
      status: 'Pending',
      balanceDue: 198,
    });
    const start = await c.post(`/api/invoice/${invoiceId}/pay`, m);
    expect(start.statusCode).toBe(200);
    const { sessionId } = start.json();
    const facts = { provider: 'test' as const, providerPaymentId: `test_${sessionId}`, amountCents: 19800 };
    const both = await Promise.all([confirmSession(t.ctx, sessionId, facts), confirmSession(t.ctx, sessionId, facts)]);
    expect(both.filter((x) => x?.created).length).toBe(1);
    const detail = (await c.get(`/api/invoice/${invoiceId}`, m)).json();
    expect(detail).toMatchObject({ status: 'Paid', balanceDue: 0, totalAmountPaid: 198, paymentUrl: null });
    expect((await rows(t.ctx.db, `select 1 from payments where session_id = '${sessionId}'`)).length).toBe(1);
    expect((await c.post(`/api/invoice/${invoiceId}/pay`, m)).statusCode).toBe(409);
  });

  it('lists with date filters, page, size and sort; detail, printview and PDF; another member gets 404', async () => {
    const m = await member({ firstName: '<img src=x>', lastName: 'Member' });
    const now = Date.now();
    for (let i = 0; i < 5; i++)
      await insertInvoice(t.ctx.db, {
        accountId: m.id,
        description: `Workshop ${i}`,
        status: 'Paid',
        kind: 'event',
        invoiceDate: new Date(now - (i * 100 + 1) * DAY_MS),
        totalCents: 1100 * (i + 1),
        lines: [{ name: `Workshop ${i}`, quantity: 1, unit: 1100 * (i + 1) }],
      });
    const page = (await c.post('/api/user/invoices?page=2&pageSize=2', m, {})).json();
    expect(page).toMatchObject({ page: 2, size: 2, totalItems: 5 });
    expect(page.invoices.map((i: { description: string }) => i.description)).toEqual(['Workshop 2', 'Workshop 3']);
    const oldest = (await c.post('/api/user/invoices', m, { sort: 'invoiceDate', size: 1 })).json();
    expect(oldest.invoices[0].description).toBe('Workshop 4');
    const from = localToday('Australia/Sydney', new Date(now - 150 * DAY_MS));
    const filtered = (await c.post('/api/user/invoices', m, { fromDate: from, toDate: today })).json();
    expect(filtered.totalItems).toBe(2);
    const id = page.invoices[0].id;
    const detail = (await c.get(`/api/invoice/${id}`, m)).json();
    expect(detail).toMatchObject({
      userFullName: '<img src=x> Member',
      totalGst: 3,
      totalAmountExcGst: 30,
      lineItems: [{ quantity: 1, unitPrice: 33 }],
    });
    expect((await c.get(`/api/invoice/${id}/printview`, m)).json().previewUrl).toBe(
      `/api/invoice/${id}/download?download=false`,
    );
    const pdf = await c.get(`/api/invoice/${id}/download`, m);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('attachment');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The member's name prints literally (plain text, not markup).
    expect(pdfToText(pdf.rawPayload, true)).toMatch(/Billed to +<img src=x> Member/);
    const token = m.authorization.replace(/^Bearer /, '');
    const viaToken = await t.app.inject({
      method: 'GET',
      url: `/api/invoice/${id}/download?download=false&access_token=${token}`,
    });
    expect(viaToken.statusCode).toBe(401);
    const link = (
      await c.post('/api/v1/files/signed-links', m, { path: `/api/invoice/${id}/download`, download: false })
    ).json();
    const viaLink = await t.app.inject({ method: 'GET', url: link.url });
    expect(viaLink.statusCode).toBe(200);
    expect(viaLink.headers['content-disposition']).toContain('inline');

    const other = await member();
    expect((await c.get(`/api/invoice/${id}`, other)).statusCode).toBe(404);
    expect((await c.get(`/api/invoice/${id}/download`, other)).statusCode).toBe(404);
    expect((await c.post(`/api/invoice/${id}/pay`, other)).statusCode).toBe(404);
    expect((await c.post('/api/user/invoices', other, {})).json().totalItems).toBe(0);
    expect((await c.get(`/api/user/membership/${m.membershipId}/download`, other)).statusCode).toBe(404);
    expect((await c.get(`/api/user/membership/${m.membershipId}/printview`, other)).statusCode).toBe(404);
    const cert = await c.get(`/api/user/membership/${m.membershipId}/download`, m);
    expect(cert.statusCode).toBe(200);
    expect(cert.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const certText = pdfToText(cert.rawPayload);
    expect(certText).toContain('<img src=x> Member');
    expect(certText).toContain('is a member in good standing.');
    expect(certText).toMatch(/Membership: (Full|Graduate|Student|Associate|Life) Member/);
  });

  it('records a cancelled ticket’s refund on its invoice', async () => {
    const m = await member();
    const event = await createEvent(t.ctx.db, {
      startsInMs: 60 * DAY_MS,
      prices: [{ name: 'Member', amountCents: 10000, capacity: null }],
    });
    const bought = await buy(t.app, m, [{ itemPriceId: event.priceIds[0], quantity: 1 }]);
    const { invoiceId } = (bought.pay?.json() ?? {}) as { invoiceId: string };
    const [ticket] = await rows<{ id: number }>(t.ctx.db, `select id from event_tickets where account_id = '${m.id}'`);
    const cancel = await c.post('/api/ticket/cancel', m, { ticketId: ticket.id });
    expect(cancel.statusCode).toBe(200);
    const invoice = (await c.get(`/api/invoice/${invoiceId}`, m)).json();
    expect(invoice).toMatchObject({ status: 'Refunded', refundedAmount: cancel.json().refundAmount });
    expect(invoice.refundedAmount).toBeGreaterThan(0);
  });
});

describe('cancel membership', () => {
  it('offers reasons, checks the reason and details, refuses life and lapsed members, and signs out', async () => {
    const m = await member({ renewedTo: addDays(today, 100) });
    const check = (await c.get('/api/user/CanCancelMembership', m)).json();
    expect(check.canCancelMembership).toBe(true);
    expect(check.cancelMembershipReasons.map((r: { value: string }) => r.value)).toContain('other');
    const none = await c.post('/api/user/CancelMembership', m, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Please select a reason.');
    const noDetails = await c.post('/api/user/CancelMembership', m, { CancelMembershipReason: 'other' });
    expect(noDetails.statusCode).toBe(400);
    expect(noDetails.json().message).toBe('Please enter cancellation details.');
    const unknown = await c.post('/api/user/CancelMembership', m, { CancelMembershipReason: 'bored' });
    expect(unknown.statusCode).toBe(400);

    const life = await member({ type: 'life', renewedTo: null });
    expect((await c.get('/api/user/CanCancelMembership', life)).json().canCancelMembership).toBe(false);
    expect((await c.post('/api/user/CancelMembership', life, { CancelMembershipReason: 'cost' })).statusCode).toBe(409);
    const lapsed = await member({ renewedTo: addDays(today, -1) });
    expect((await c.post('/api/user/CancelMembership', lapsed, { CancelMembershipReason: 'cost' })).statusCode).toBe(
      409,
    );

    const ok = await c.post('/api/user/CancelMembership', m, {
      CancelMembershipReason: 'other',
      CancelMembershipReasonOther: 'Moving into research full time',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('Membership cancelled successfully');
    expect((await c.get('/api/user/membership', m)).statusCode).toBe(401);
    const [row] = await rows<{ status: string; cancel_reason_other: string; t: string }>(
      t.ctx.db,
      `select status, cancel_reason_other, to_char(termination_date, 'YYYY-MM-DD') as t from memberships where id = '${m.membershipId}'`,
    );
    expect(row).toEqual({ status: 'Cancelled', cancel_reason_other: 'Moving into research full time', t: today });
  });
});

describe('brand assets', () => {
  it('lists and serves the files to members only', async () => {
    const storage = storageFor(t.config);
    const key = newStorageKey('png');
    const png = makePng([0, 94, 122], [0, 150, 170], 32, 16);
    await storage.put(key, png);
    await query(
      t.ctx.db,
      sql`insert into brand_assets (kind, name, description, filename, mime_type, size, storage_key)
        values ('logo', 'Primary logo, full colour', 'For light backgrounds.', 'primary-logo.png', 'image/png', ${png.length}, ${key})`,
    );
    const m = await member();
    const list = (await c.get('/api/user/brand-assets', m)).json();
    expect(list.assets).toHaveLength(1);
    const file = await c.get(`${list.assets[0].url}?download=true`, m);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-disposition']).toContain('attachment');
    const clientUser = await newMember(t.app, t.ctx.db, { contactTypes: ['ClientUser'] });
    expect((await c.get('/api/user/brand-assets', clientUser)).statusCode).toBe(404);
    expect((await c.get(list.assets[0].url, clientUser)).statusCode).toBe(404);
  });
});

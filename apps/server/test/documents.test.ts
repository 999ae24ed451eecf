/**
 * Documents (issue 30): the supplier details staff edit (Admin only, ABN checksum "Enter a valid
 * ABN", audit row); the tax invoice carries every ATO field (read back with poppler's pdftotext),
 * passes `qpdf --check`, breaks a 60-line table across pages with the header row on each page,
 * wraps a long heading inside the page and prints "Zoë Ng 🙂" (Noto Sans + Noto Emoji); the ticket
 * PDF downloads for its holder (404 for another member, 401 signed out) and rides along with the
 * confirmation mail; every other document kind passes `qpdf --check` too.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { formatAbn, isValidAbn, Role, SUPPLIER_DETAILS_MESSAGES, TENANT_SUPPLIER_DEFAULTS } from '@portal/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../src/db/raw-query';
import { renderCertificatePdf, renderCpdCertificatePdf, renderDemoPdf, renderInvoicePdf } from '../src/lib/pdf';
import { insertInvoice } from '../src/modules/billing/invoices.repository';
import { caller } from './communities-fixtures';
import { client, createEvent, type Member, newMember, rows, waitForMail } from './events-fixtures';
import { createTestApp, type TestApp } from './harness';
import { pdfFonts } from './pdf-text';
import { pdfPagesText, pdfToText, pdfWordBoxes, qpdfCheck } from './poppler';

type Caller = Awaited<ReturnType<typeof caller>>;
let t: TestApp;
let c: ReturnType<typeof client>;
let admin: Caller;
let member: Caller;

const url = '/api/v1/admin/supplier-details';
const SUPPLIER = {
  legalName: 'Occupational Therapy Association of Australia Ltd',
  abn: '51 824 753 556',
  street: 'Level 3, 123 Collins Street',
  suburb: 'Melbourne',
  state: 'VIC',
  postcode: '3000',
};
const api = (method: 'GET' | 'PUT', who: Caller | null, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: who ? { authorization: who.authorization } : {},
    ...(payload ? { payload } : {}),
  });

beforeAll(async () => {
  t = await createTestApp();
  c = client(t.app);
  admin = await caller(t.app, t.ctx.db, { role: Role.Admin });
  member = await caller(t.app, t.ctx.db);
}, 60_000);
afterAll(async () => t?.close());

function expectValidPdf(pdf: Buffer) {
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const check = qpdfCheck(pdf);
  expect(check.output).toContain('No syntax or stream encoding errors found');
  expect(check.status).toBe(0);
}

describe('ABN checksum', () => {
  it('accepts the ATO example and the demo ABNs, rejects a changed digit or a wrong length', () => {
    expect(isValidAbn('51 824 753 556')).toBe(true);
    expect(isValidAbn('51824753556')).toBe(true);
    for (const d of Object.values(TENANT_SUPPLIER_DEFAULTS)) expect(isValidAbn(d.abn)).toBe(true);
    expect(new Set(Object.values(TENANT_SUPPLIER_DEFAULTS).map((d) => d.abn)).size).toBe(5);
    expect(isValidAbn('51 824 753 557')).toBe(false);
    expect(isValidAbn('15 824 753 556')).toBe(false);
    expect(isValidAbn('5182475355')).toBe(false);
    expect(isValidAbn('51 824 753 55a')).toBe(false);
    expect(formatAbn('51824753556')).toBe('51 824 753 556');
  });
});

describe('supplier details (staff settings)', () => {
  it('answers the tenant demo values, refuses a bad ABN without storing anything, stores a good one with an audit row', async () => {
    expect((await api('GET', null)).statusCode).toBe(401);
    expect((await api('GET', member)).statusCode).toBe(403);
    expect((await api('PUT', member, SUPPLIER)).statusCode).toBe(403);
    const shown = await api('GET', admin);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual({ ...TENANT_SUPPLIER_DEFAULTS[t.ctx.config.tenant.id], logoUrl: null });

    const bad = await api('PUT', admin, { ...SUPPLIER, legalName: 'Changed Ltd', abn: '51 824 753 557' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain(SUPPLIER_DETAILS_MESSAGES.abnInvalid);
    expect((await api('GET', admin)).json().legalName).toBe(TENANT_SUPPLIER_DEFAULTS[t.ctx.config.tenant.id].legalName);
    const badPostcode = await api('PUT', admin, { ...SUPPLIER, postcode: '30' });
    expect(badPostcode.statusCode).toBe(400);
    expect(JSON.stringify(badPostcode.json())).toContain(SUPPLIER_DETAILS_MESSAGES.postcodeInvalid);

    const saved = await api('PUT', admin, { ...SUPPLIER, legalName: 'Supplier Test Pty Ltd' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      ...SUPPLIER,
      legalName: 'Supplier Test Pty Ltd',
      abn: '51824753556',
      logoUrl: null,
    });
    const audit = await query<{ action: string }>(
      t.ctx.db,
      sql`select action from staff_audit_log where action = 'supplier-details.update'`,
    );
    expect(audit).toHaveLength(1);
    expect((await api('PUT', admin, SUPPLIER)).statusCode).toBe(200);
  });
});

describe('tax invoice PDF', () => {
  let buyer: Member;
  let pdf: Buffer;

  beforeAll(async () => {
    expect((await api('PUT', admin, SUPPLIER)).statusCode).toBe(200);
    buyer = await newMember(t.app, t.ctx.db, { firstName: 'Zoë', lastName: 'Ng 🙂' });
    const [org] = await query<{ id: number }>(
      t.ctx.db,
      sql`insert into organisations (name, abn) values ('Acme Therapy Pty Ltd', '89111111111') returning id`,
    );
    await t.ctx.db.execute(
      sql`insert into account_profiles (account_id, organisation_id) values (${buyer.id}, ${org.id})
          on conflict (account_id) do update set organisation_id = excluded.organisation_id`,
    );
    const invoiceId = await insertInvoice(t.ctx.db, {
      accountId: buyer.id,
      description:
        'Annual conference registration and workshops for the whole practice team including the pre-conference masterclass series',
      status: 'Pending',
      kind: 'event',
      totalCents: 60 * 2_200,
      lines: Array.from({ length: 60 }, (_, i) => ({ name: `Workshop seat ${i + 1}`, quantity: 1, unit: 2_200 })),
    });
    const res = await c.get(`/api/invoice/${invoiceId}/download`, buyer);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    pdf = res.rawPayload;
  }, 60_000);

  it('passes qpdf --check and holds every ATO field', () => {
    expectValidPdf(pdf);
    const text = pdfToText(pdf, true);
    expect(text).toContain('Tax invoice');
    expect(text).toContain(SUPPLIER.legalName);
    expect(text).toContain('ABN 51 824 753 556');
    expect(text).toContain('Level 3, 123 Collins Street, Melbourne VIC 3000');
    expect(text).toMatch(/Invoice number +INV-/);
    expect(text).toMatch(/Date of issue +\d{2}\/\d{2}\/\d{4}/);
    expect(text).toMatch(/Workshop seat 1 +1 +\$22\.00 +\$22\.00/);
    expect(text).toMatch(/GST +\$120\.00/);
    expect(text).toMatch(/Total incl\. GST +\$1,320\.00/);
    expect(text).toContain('Total includes GST of $120.00');
    // Over $1,000: the buyer's identity and ABN.
    expect(text).toMatch(/Billed to +Zoë Ng 🙂/);
    expect(text).toMatch(/Organisation +Acme Therapy Pty Ltd/);
    expect(text).toMatch(/Buyer ABN +89 111 111 111/);
    expect(pdfFonts(pdf)).toEqual(expect.arrayContaining(['NotoSans-Regular', 'NotoSans-Bold', 'NotoEmoji-Regular']));
  });

  it('spans pages with the table header on each and every line printed once', () => {
    const pages = pdfPagesText(pdf);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    for (const page of pages) expect(page).toMatch(/Description +Qty +Unit price +Amount/);
    const all = pages.join('\n');
    for (let i = 1; i <= 60; i += 1) expect(all.match(new RegExp(`Workshop seat ${i}\\b`, 'g'))).toHaveLength(1);
    expect(pages.at(-1)).toContain(`Page ${pages.length} of ${pages.length}`);
  });

  it('wraps the long heading: no word beyond the right margin', () => {
    const { pageWidth, words } = pdfWordBoxes(pdf);
    expect(pageWidth).toBeCloseTo(595.28, 1);
    expect(words.some((w) => w.text === 'masterclass')).toBe(true);
    const widest = Math.max(...words.map((w) => w.xMax));
    expect(widest).toBeLessThanOrEqual(pageWidth - 48 + 0.5);
  });

  it('says "Tax invoice / Receipt" once paid, and leaves the buyer ABN out at $1,000 or less', async () => {
    const invoiceId = await insertInvoice(t.ctx.db, {
      accountId: buyer.id,
      description: 'Workshop',
      status: 'Paid',
      kind: 'event',
      totalCents: 5_500,
      lines: [{ name: 'Workshop', quantity: 1, unit: 5_500 }],
    });
    const res = await c.get(`/api/invoice/${invoiceId}/download`, buyer);
    expectValidPdf(res.rawPayload);
    const text = pdfToText(res.rawPayload, true);
    expect(text).toContain('Tax invoice / Receipt');
    expect(text).toContain('Total includes GST of $5.00');
    expect(text).not.toContain('Buyer ABN');
  });
});

describe('ticket PDF', () => {
  it('downloads for its holder with the event, holder, type, number and QR code; 404 for another member, 401 signed out', async () => {
    const holder = await newMember(t.app, t.ctx.db, { firstName: 'Zoë', lastName: 'Ng 🙂' });
    const other = await newMember(t.app, t.ctx.db);
    const { priceIds } = await createEvent(t.ctx.db, {
      title: 'Occupational therapy in the community: an annual conference with a heading long enough to wrap ✨',
      prices: [{ name: 'Member early bird', amountCents: 0, capacity: 20 }],
    });
    const reg = await c.post('/api/event/register', holder, { ticketPriceId: priceIds[0], userId: holder.id });
    expect(reg.statusCode).toBe(200);
    const ticketId: number = reg.json().ticketId;
    const [ticket] = await rows<{ ticket_number: string }>(
      t.ctx.db,
      `select ticket_number from event_tickets where id = ${Number(ticketId)}`,
    );

    const res = await c.get(`/api/ticket/${ticketId}/pdf`, holder);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`ticket-${ticket.ticket_number}.pdf`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expectValidPdf(res.rawPayload);
    const text = pdfToText(res.rawPayload, true);
    expect(text).toContain('Occupational therapy in the community');
    expect(text).toContain('✨');
    expect(text).toMatch(/Ticket holder +Zoë Ng 🙂/);
    expect(text).toMatch(/Ticket type +Member early bird/);
    expect(text).toMatch(new RegExp(`Ticket number +${ticket.ticket_number}`));
    expect(text).toMatch(/When +\w{3} \d{1,2} \w+ \d{4}, \d{1,2}:\d{2} [ap]m/);
    expect(text).toContain('(UTC+11:00)');
    // The QR code is drawn (pdfmake draws its modules as filled rectangles).
    expect(res.rawPayload.length).toBeGreaterThan(5_000);
    const { pageWidth, words } = pdfWordBoxes(res.rawPayload);
    expect(Math.max(...words.map((w) => w.xMax))).toBeLessThanOrEqual(pageWidth - 48 + 0.5);

    expect((await c.get(`/api/ticket/${ticketId}/pdf`, other)).statusCode).toBe(404);
    expect((await c.get('/api/ticket/999999/pdf', holder)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/ticket/${ticketId}/pdf` })).statusCode).toBe(401);

    const mail = await waitForMail(t.ctx.mailer, (m) => m.to === holder.email && m.subject.startsWith('Registration'));
    const raw = await readFile(
      join(t.ctx.config.dataDir, 'outbox', `${(mail as unknown as { id: string }).id}.eml`),
      'utf8',
    );
    expect(raw).toContain(`filename=ticket-${ticket.ticket_number}.pdf`);
    expect(raw).toContain(`filename=${ticket.ticket_number}.png`);
  }, 60_000);
});

describe('every other document kind', () => {
  it('passes qpdf --check (membership and CPD certificates with a wrapped long title, demo PDF)', async () => {
    const docs = await Promise.all([
      renderCertificatePdf({
        organisation: 'OT Association',
        fullName: 'Zoë Ng',
        memberNum: 'OT1',
        membershipName: 'Full Member',
        joinDate: '2021-03-04',
        renewedToDate: '2027-03-04',
        isLife: false,
      }),
      renderCpdCertificatePdf({
        organisation: 'OT Association',
        memberName: 'Zoë Ng',
        memberNumber: 'OT1',
        eventTitle: `Falls prevention ${'and safe mobility at home '.repeat(6)}`,
        completedDate: '2026-03-04',
        hours: 1.5,
        categoryName: 'Workshop',
        presenter: null,
        venue: null,
        recordId: 1,
      }),
      renderDemoPdf('Demo', 2),
    ]);
    for (const d of docs) expectValidPdf(d);
    for (const d of docs.slice(0, 2)) {
      const { pageWidth, words } = pdfWordBoxes(d);
      expect(Math.max(...words.map((w) => w.xMax))).toBeLessThanOrEqual(pageWidth - 72 + 0.5);
      expect(pdfToText(d)).toContain('Zoë Ng');
    }
  });
});

describe('dates and demo PDFs (one PDF library: pdfmake)', () => {
  it("prints the invoice's dates as calendar days in the tenant's zone, not Sydney's", async () => {
    // 14:30 UTC on 3 March is 4 March in Sydney (UTC+11) and still 3 March in Perth (UTC+8).
    const detail = {
      id: '00000000-0000-4000-8000-000000000001',
      invoiceNum: 'INV-ZONE-1',
      invoiceDate: '2026-03-03T14:30:00.000Z',
      dueDate: '2026-03-17T14:30:00.000Z',
      description: 'Zone check',
      status: 'Pending',
      totalAmountIncGst: 110,
      balanceDue: 110,
      paymentUrl: null,
      refundPending: 0,
      totalAmountExcGst: 100,
      totalGst: 10,
      netTotalAmount: 110,
      totalAmountPaid: 0,
      refundedAmount: 0,
      userFullName: 'Zoë Ng',
      memberNum: null,
      membershipStartDate: null,
      membershipEndDate: null,
      lineItems: [{ itemName: 'Workshop', quantity: 1, unitPrice: 110, totalPrice: 110 }],
    };
    const parties = (timeZone: string) => ({
      brand: { name: 'OT Association', color: '#004C58', logoSvg: null },
      supplier: { ...SUPPLIER, abn: '51824753556' },
      buyer: { organisation: null, abn: null },
      timeZone,
    });
    const [perth, sydney] = await Promise.all([
      renderInvoicePdf(detail, parties('Australia/Perth')),
      renderInvoicePdf(detail, parties('Australia/Sydney')),
    ]);
    expectValidPdf(perth);
    expect(pdfToText(perth, true)).toMatch(/Date of issue +03\/03\/2026/);
    expect(pdfToText(perth, true)).toMatch(/Due date +17\/03\/2026/);
    expect(pdfToText(sydney, true)).toMatch(/Date of issue +04\/03\/2026/);
  });

  it('draws the demo PDF of the seed with one section per page', async () => {
    const pdf = await renderDemoPdf('Falls prevention handout', 3);
    expectValidPdf(pdf);
    const pages = pdfPagesText(pdf);
    expect(pages).toHaveLength(3);
    expect(pages[0]).toContain('Falls prevention handout');
    expect(pages[2]).toContain('Section 3');
    expect(pages[2]).toContain('Page 3 of 3');
    expect(pdfFonts(pdf)).toContain('NotoSans-Regular');
  });
});

describe('the supplier ABN through the server values screen', () => {
  it('keeps its checksum there too', async () => {
    const put = (value: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/admin/server-values',
        headers: { authorization: admin.authorization },
        payload: { key: 'supplier.abn', value },
      });
    const bad = await put('12 345 678 901');
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain(SUPPLIER_DETAILS_MESSAGES.abnInvalid);
    expect((await api('GET', admin)).json().abn).toBe('51824753556');
    expect((await put('89 111 111 111')).statusCode).toBe(200);
    expect((await api('GET', admin)).json().abn).toBe('89 111 111 111');
  });
});

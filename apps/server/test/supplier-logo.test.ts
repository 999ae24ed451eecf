/**
 * The organisation's logo (issue 30 "tenant settings for ... logo"): an Admin uploads a PNG or JPEG
 * (PUT admin/supplier-details/logo), kept as a PNG inside 600 × 200 px; GET supplier-details shows its
 * address; a text file named .png, a file over 2 MB and an image under 64 px high are refused with
 * the logo's own messages; other staff and members get 403; DELETE brings back the built-in logo;
 * both writes leave an audit row. The tax invoice then carries the logo as an image (pdfimages) and
 * passes qpdf --check; the mail layout's logo URL answers the uploaded PNG.
 */
import { Role, SUPPLIER_LOGO_MESSAGES } from '@portal/shared';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../src/db/raw-query';
import { renderCertificatePdf, renderCpdCertificatePdf, renderTicketPdfDocument } from '../src/lib/pdf';
import { insertInvoice } from '../src/modules/billing/invoices.repository';
import { storageFor } from '../src/modules/files';
import { renderMail } from '../src/modules/mail';
import { documentBrand } from '../src/modules/server-values';
import { caller, multipart } from './communities-fixtures';
import { client, newMember } from './events-fixtures';
import { createTestApp, type TestApp } from './harness';
import { pdfImages, qpdfCheck } from './poppler';

type Caller = Awaited<ReturnType<typeof caller>>;
let t: TestApp;
let admin: Caller;
let owner: Caller;
let member: Caller;

const logoUrl = '/api/v1/admin/supplier-details/logo';

beforeAll(async () => {
  t = await createTestApp();
  admin = await caller(t.app, t.ctx.db, { role: Role.Admin });
  owner = await caller(t.app, t.ctx.db, { role: Role.WorkSpaceOwner });
  member = await caller(t.app, t.ctx.db);
}, 60_000);
afterAll(async () => t?.close());

/** A solid image of `width` × `height` px in the given format. */
const image = (width: number, height: number, format: 'png' | 'jpeg' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: '#1d6f42' } })
    .toFormat(format)
    .toBuffer();

const upload = (who: Caller, filename: string, bytes: Buffer, type = 'image/png') => {
  const mp = multipart([{ name: 'logo', filename, bytes, type }]);
  return t.app.inject({
    method: 'PUT',
    url: logoUrl,
    headers: { authorization: who.authorization, ...mp.headers },
    payload: mp.payload,
  });
};
const remove = (who: Caller) =>
  t.app.inject({ method: 'DELETE', url: logoUrl, headers: { authorization: who.authorization } });
const details = async () =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/supplier-details',
      headers: { authorization: admin.authorization },
    })
  ).json();
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const auditActions = async () =>
  (
    await query<{ action: string }>(
      t.ctx.db,
      sql`select action from staff_audit_log where action like 'supplier-logo.%' order by id`,
    )
  ).map((r) => r.action);

async function invoicePdf(): Promise<Buffer> {
  const buyer = await newMember(t.app, t.ctx.db);
  const invoiceId = await insertInvoice(t.ctx.db, {
    accountId: buyer.id,
    description: 'Annual membership',
    status: 'Pending',
    kind: 'event',
    totalCents: 22_000,
    lines: [{ name: 'Annual membership', quantity: 1, unit: 22_000 }],
  });
  const res = await client(t.app).get(`/api/invoice/${invoiceId}/download`, buyer);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return res.rawPayload;
}

describe('the organisation logo', () => {
  it('starts with the built-in logo: no logoUrl, the invoice has no image and /mail-logo.png is the built-in PNG', async () => {
    expect(await details()).toMatchObject({ logoUrl: null });
    expect(pdfImages(await invoicePdf())).toEqual([]);
    const res = await get('/mail-logo.png');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect((await sharp(res.rawPayload).metadata()).width).toBe(360);
  });

  it('refuses a text file named .png, a file over 2 MB, an image under 64 px high, a PDF and an SVG, storing nothing', async () => {
    const text = await upload(admin, 'logo.png', Buffer.from('not an image at all, only words\n'));
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe(SUPPLIER_LOGO_MESSAGES.notAllowed);

    const big = Buffer.concat([await image(400, 100), Buffer.alloc(2 * 1024 * 1024)]);
    const tooLarge = await upload(admin, 'huge.png', big);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe(SUPPLIER_LOGO_MESSAGES.tooLarge);

    const short = await upload(admin, 'short.png', await image(400, 63));
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(SUPPLIER_LOGO_MESSAGES.tooShort);

    const pdf = await upload(admin, 'logo.pdf', Buffer.from('%PDF-1.4\n%%EOF\n'), 'application/pdf');
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json().message).toBe(SUPPLIER_LOGO_MESSAGES.notAllowed);
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100"><rect width="300" height="100"/></svg>';
    const vector = await upload(admin, 'logo.svg', Buffer.from(svg), 'image/svg+xml');
    expect(vector.statusCode).toBe(415);
    expect(vector.json().message).toBe(SUPPLIER_LOGO_MESSAGES.notAllowed);

    expect(await details()).toMatchObject({ logoUrl: null });
    expect(await auditActions()).toEqual([]);
  });

  it('is Admin only: other staff and members get 403 on upload and remove', async () => {
    const png = await image(300, 100);
    for (const who of [owner, member]) {
      const res = await upload(who, 'logo.png', png);
      expect(res.statusCode).toBe(403);
      expect((await remove(who)).statusCode).toBe(403);
    }
    expect(await details()).toMatchObject({ logoUrl: null });
  });

  it('stores an upload as a PNG inside 600 × 200 px; GET shows it, /mail-logo.png serves it with an ETag, the invoice prints it', async () => {
    const res = await upload(admin, 'Our logo.png', await image(1200, 300));
    expect(res.statusCode).toBe(200);
    const { logoUrl: url } = res.json();
    expect(url).toMatch(/^\/mail-logo\.png\?v=[0-9a-f]{16}$/);
    expect(await details()).toMatchObject({ logoUrl: url, legalName: expect.any(String) });

    const served = await get(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=300');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 600, 150]);
    const etag = String(served.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect((await get('/mail-logo.png', { 'if-none-match': etag })).statusCode).toBe(304);

    const pdf = await invoicePdf();
    const check = qpdfCheck(pdf);
    expect(check.output).toContain('No syntax or stream encoding errors found');
    expect(check.status).toBe(0);
    expect(pdfImages(pdf).filter((i) => i.type === 'image')).toEqual([
      expect.objectContaining({ page: 1, width: 600, height: 150 }),
    ]);
    expect(await auditActions()).toEqual(['supplier-logo.update']);
  });

  it('prints on the ticket and the membership and CPD certificates too', async () => {
    const brand = await documentBrand(t.ctx);
    expect(brand.logoPng).toMatch(/^data:image\/png;base64,/);
    const docs = await Promise.all([
      renderTicketPdfDocument(
        {
          eventTitle: 'Falls prevention workshop',
          when: 'Tue 3 March 2026, 9:00 am – 5:00 pm AEDT',
          venue: 'Melbourne',
          holderName: 'Zoë Ng',
          ticketType: 'Member',
          ticketNumber: 'T-1',
          qrPayload: 'T-1',
        },
        brand,
      ),
      renderCertificatePdf(
        {
          organisation: 'OT Association',
          fullName: 'Zoë Ng',
          memberNum: 'OT1',
          membershipName: 'Full Member',
          joinDate: '2021-03-04',
          renewedToDate: '2027-03-04',
          isLife: false,
        },
        brand,
      ),
      renderCpdCertificatePdf(
        {
          organisation: 'OT Association',
          memberName: 'Zoë Ng',
          memberNumber: 'OT1',
          eventTitle: 'Falls prevention',
          completedDate: '2026-03-04',
          hours: 1.5,
          categoryName: 'Workshop',
          presenter: null,
          venue: null,
          recordId: 1,
        },
        brand,
      ),
    ]);
    for (const pdf of docs) {
      expect(qpdfCheck(pdf).status).toBe(0);
      expect(pdfImages(pdf).filter((i) => i.width === 600 && i.height === 150)).toHaveLength(1);
    }
  });

  it('puts the logo URL in the mail layout, and that URL answers the uploaded PNG', async () => {
    const mail = await renderMail(
      { kind: 'auth.password-reset', subject: 'Reset your password', text: 'Hello Ada,\n\nReset it.' },
      { tenant: t.ctx.config.tenant, publicUrl: t.ctx.config.publicUrl },
    );
    const src = /<img[^>]+src="([^"]*mail-logo\.png[^"]*)"/.exec(mail.html)?.[1];
    expect(src).toBe(new URL('mail-logo.png', `${t.ctx.config.publicUrl.replace(/\/$/, '')}/`).toString());
    const res = await get(new URL(String(src)).pathname);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect((await sharp(res.rawPayload).metadata()).width).toBe(600);
  });

  it('replaces the logo with a JPEG (kept at its size, as a PNG) and removes the old file', async () => {
    const before = await details();
    const [old] = await query<{ key: string }>(t.ctx.db, sql`select storage_key as key from site_logo`);
    expect(await storageFor(t.ctx.config).exists(old.key)).toBe(true);
    const res = await upload(admin, 'logo.jpg', await image(300, 100, 'jpeg'), 'image/jpeg');
    expect(res.statusCode).toBe(200);
    expect(res.json().logoUrl).not.toBe(before.logoUrl);
    const served = await get(res.json().logoUrl);
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 300, 100]);
    const [{ n }] = await query<{ n: number }>(t.ctx.db, sql`select count(*)::int as n from site_logo`);
    expect(n).toBe(1);
    expect(await storageFor(t.ctx.config).exists(old.key)).toBe(false);
  });

  it('DELETE brings back the built-in logo everywhere, with an audit row', async () => {
    const res = await remove(admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ logoUrl: null });
    expect(await details()).toMatchObject({ logoUrl: null });
    expect((await sharp((await get('/mail-logo.png')).rawPayload).metadata()).width).toBe(360);
    expect(pdfImages(await invoicePdf())).toEqual([]);
    expect(await auditActions()).toEqual(['supplier-logo.update', 'supplier-logo.update', 'supplier-logo.delete']);
    // Removing again is harmless and writes no second row.
    expect((await remove(admin)).json()).toEqual({ logoUrl: null });
    expect(await auditActions()).toHaveLength(3);
  });
});

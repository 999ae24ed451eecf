/**
 * The one way to make PDFs (lib/pdf.ts; issues 15 and 16 follow-up): every PDF is rendered by the
 * worker pool with pdfmake, in fonts shipped with the product (Noto Sans, issue 30), so names in any
 * Latin, Greek or Cyrillic letters print right and markup prints literally. pdfmake is replaced on
 * the main thread by a stub that throws: a PDF that still arrives was drawn by a worker thread (which
 * loads the real pdfmake), and the pool's count of finished tasks rises by one per download. Only the
 * worker side loads pdfmake, and nothing imports pdfkit (pdfmake's own dependency) directly.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { query } from '../src/db/raw-query';
import { pdfsRendered } from '../src/lib/pdf';
import { calendarDayIn } from '@portal/shared';
import { insertInvoice } from '../src/modules/billing/invoices.repository';
import { multipart } from './communities-fixtures';
import { client, type Member, newMember } from './events-fixtures';
import { createTestApp, type TestApp } from './harness';
import { pdfFonts } from './pdf-text';
import { pdfToText, qpdfCheck } from './poppler';

/** Today in the reference tenant's zone (the test tenant runs in Australia/Sydney). */
const sydneyDate = () => calendarDayIn(new Date(), 'Australia/Sydney');

vi.mock('pdfmake', () => ({
  default: {
    createPdf() {
      throw new Error('pdfmake must not run on the main thread');
    },
  },
}));

let t: TestApp;
let c: ReturnType<typeof client>;
let zoe: Member;
let membershipId: string;

const NAME = 'Zoë Łukasz-Ørsted Αλέξης';

/** Downloads `url` and checks that the pool rendered exactly one PDF for it. */
async function pooled(url: string, who: Member) {
  const before = pdfsRendered();
  const res = await c.get(url, who);
  expect(res.statusCode).toBe(200);
  expect(pdfsRendered()).toBe(before + 1);
  return res.rawPayload;
}

beforeAll(async () => {
  t = await createTestApp();
  c = client(t.app);
  zoe = await newMember(t.app, t.ctx.db, {
    contactTypes: ['Member'],
    firstName: 'Zoë',
    lastName: 'Łukasz-Ørsted Αλέξης',
  });
  const [type] = await query<{ id: number }>(
    t.ctx.db,
    sql`insert into membership_types (code, name, fee_cents, is_life) values ('full', 'Full Member', 56000, false) returning id`,
  );
  const [row] = await query<{ id: string }>(
    t.ctx.db,
    sql`insert into memberships (account_id, member_num, type_id, join_date, renewed_to, auto_renew)
      values (${zoe.id}, 'OT000777', ${type.id}, '2021-03-04'::date, current_date + 30, false) returning id`,
  );
  membershipId = row.id;
}, 60_000);
afterAll(async () => t?.close());

describe('PDFs from the worker pool in the fonts shipped with the product', () => {
  it('has no pdfmake on the main thread: only the worker side loads it, and nothing imports pdfkit', async () => {
    // @ts-expect-error pdfmake 0.3 ships no type declarations (the worker is plain JavaScript)
    const { default: pdfmake } = await import('pdfmake');
    expect(() => pdfmake.createPdf({ content: [] })).toThrow('pdfmake must not run on the main thread');
    const src = path.resolve(import.meta.dirname, '../src');
    const sources = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((f) =>
      /\.(ts|tsx|mts|js|mjs)$/.test(f),
    );
    const importing = (lib: string) =>
      sources.filter((f) =>
        new RegExp(`from '${lib}'|require\\('${lib}'\\)`).test(readFileSync(path.join(src, f), 'utf8')),
      );
    expect(importing('pdfmake')).toEqual([path.join('lib', 'pdf', 'layout.mjs')]);
    expect(importing('pdfkit')).toEqual([]);
  });

  it('prints a Latin, Greek and Cyrillic name right on the membership certificate and the invoice', async () => {
    const cert = await pooled(`/api/user/membership/${membershipId}/download`, zoe);
    expect(cert.subarray(0, 5).toString()).toBe('%PDF-');
    // The certificate is laid out by pdfmake in Noto Sans (issue 30): read back with poppler.
    const certText = pdfToText(cert);
    expect(certText).toContain(NAME);
    expect(certText).toContain('Certificate of Membership');
    expect(certText).toContain('Member number: OT000777');
    expect(pdfFonts(cert)).toContain('NotoSans-Regular');

    const invoiceId = await insertInvoice(t.ctx.db, {
      accountId: zoe.id,
      description: 'Семинар: Ergonomie für Büroarbeitsplätze',
      status: 'Paid',
      kind: 'event',
      totalCents: 3300,
      lines: [{ name: 'Семинар «Эргономика» — Ψυχολογία', quantity: 1, unit: 3300 }],
    });
    const invoice = await pooled(`/api/invoice/${invoiceId}/download`, zoe);
    // The invoice is laid out by pdfmake in Noto Sans (issue 30): read back with poppler.
    const text = pdfToText(invoice);
    expect(text).toContain(NAME);
    expect(text).toContain('Семинар: Ergonomie für Büroarbeitsplätze');
    expect(text).toContain('Семинар «Эргономика» — Ψυχολογία');
    expect(text).toContain('$33.00');
    expect(pdfFonts(invoice)).toContain('NotoSans-Regular');
  });

  it('makes the CPD period report (download and inside the audit pack) in the pool', async () => {
    const body = multipart(
      Object.entries({
        title: 'Эрготерапия <b>и</b> αποκατάσταση',
        categoryName: 'Online course or webinar',
        presenter: 'Dr Ørjan Łęcki',
        domain: 'Knowledge and learning',
        hours: '1.5',
        interactive: 'true',
        reflection: 'Ich plane Hausbesuche jetzt früher.',
        completedDate: sydneyDate(),
      }).map(([name, value]) => ({ name, value })),
    );
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/cpd/record',
      headers: { authorization: zoe.authorization, ...body.headers },
      payload: body.payload,
    });
    expect(added.statusCode).toBe(201);
    const [period] = (await c.get('/api/user/cpd/period/current', zoe)).json();
    const report = await pooled(`/api/cpd/period/${period.cpdPeriodId}/download`, zoe);
    expect(qpdfCheck(report).status).toBe(0);
    const text = pdfToText(report);
    expect(text).toContain(`CPD report ${period.label}`);
    expect(text).toContain(NAME);
    expect(text).toContain('Эрготерапия <b>и</b> αποκατάσταση');
    expect(text).toContain('Presented by Dr Ørjan Łęcki');
    expect(text).toContain('Reflection: Ich plane Hausbesuche jetzt früher.');
    // The tenant's zone is named beside the period's days (the test tenant runs in Australia/Sydney).
    expect(text).toContain('(dates in Australia/Sydney)');
    expect(pdfFonts(report).sort()).toEqual(['NotoSans-Bold', 'NotoSans-Regular']);

    const before = pdfsRendered();
    const pack = await c.get(`/api/cpd/period/${period.cpdPeriodId}/auditpack`, zoe);
    expect(pack.statusCode).toBe(200);
    expect(pdfsRendered()).toBe(before + 1);
    const entries = unzipSync(new Uint8Array(pack.rawPayload));
    const packed = Buffer.from(entries[`CPD report ${period.label}.pdf`]);
    expect(qpdfCheck(packed).status).toBe(0);
    expect(pdfToText(packed)).toContain('Эрготерапия <b>и</b> αποκατάσταση');
  });
});

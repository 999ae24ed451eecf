/**
 * The one way to make PDFs: every document (invoices and membership certificates, issue #15; CPD
 * certificates of attendance and the CPD period report, issue 16; the demo PDFs of the seed) is
 * rendered on a small pool of low-priority worker threads (pdf-worker.mjs, drawing in
 * ./pdf/*.mjs): at most one thread fewer than the machine has cores, so 50 concurrent downloads never take the event loop's core
 * (issue #15 Performance: health p99 within 2x idle during 50 PDF downloads). Idle threads end after
 * 30 s. The tax invoice / receipt, the ticket and the two certificates (issue 30) are laid out by pdfmake
 * (./pdf/layout.mjs: wrapping headings, tables that break across pages with repeated headers, the
 * tenant's logo and brand colour, Noto Sans with Noto Emoji from apps/server/assets/fonts), and so
 * are the CPD period report and the demo PDFs: one PDF library. Dates that are timestamps print in
 * the tenant's IANA zone (`tenant.timeZone`). Values print as plain text.
 */
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CpdPeriod, InvoiceDetail, SupplierDetails, TenantConfig } from '@portal/shared';
import { Piscina } from 'piscina';
import { PDF_WORKER, WEB_PUBLIC_DIR } from '../paths';

/**
 * The tenant's look on a document: name, brand colour `#RRGGBB`, logo SVG text (null when not found)
 * and the organisation's uploaded logo as a PNG data URL (issue 30; printed instead of the SVG when
 * set, server-values `documentBrand`).
 */
export interface PdfBrand {
  name: string;
  color: string;
  logoSvg: string | null;
  logoPng?: string | null;
}

const brands = new Map<string, PdfBrand>();

/** The brand of `tenant` (logo read once per process from apps/web/public, else apps/web/dist). */
export function pdfBrand(tenant: Pick<TenantConfig, 'id' | 'fullName' | 'logo' | 'theme'>): PdfBrand {
  let brand = brands.get(tenant.id);
  if (!brand) {
    let logoSvg: string | null = null;
    for (const dir of [WEB_PUBLIC_DIR, path.join(WEB_PUBLIC_DIR, '../dist')]) {
      try {
        logoSvg = readFileSync(path.join(dir, tenant.logo), 'utf8');
        break;
      } catch {
        // try the next folder; without a logo the name prints in the brand colour
      }
    }
    brand = { name: tenant.fullName, color: tenant.theme.brandColor, logoSvg };
    brands.set(tenant.id, brand);
  }
  return brand;
}

/** Who sells and who buys on a tax invoice (issue 30, ATO tax invoice rules). */
export interface InvoiceParties {
  brand: PdfBrand;
  /** The supplier's legal name, ABN (11 digits) and address; empty fields print as missing. */
  supplier: SupplierDetails;
  /** The buyer's organisation and its ABN when known (printed for totals over $1,000). */
  buyer: { organisation: string | null; abn: string | null };
  /** The tenant's IANA zone (`tenant.timeZone`): the issue and due dates print as its calendar days. */
  timeZone: string;
}

/** What a ticket PDF prints (issue 30); `when` and `venue` are the presenter's texts. */
export interface TicketFacts {
  eventTitle: string;
  /** Wall-clock date and time with the zone label, e.g. "Tue 3 March 2026, 9:00 am – 5:00 pm AEDT". */
  when: string;
  venue: string | null;
  holderName: string;
  ticketType: string;
  ticketNumber: string;
  /** What the QR code carries: the ticket number, as the mail's PNG and the check-in page. */
  qrPayload: string;
}

/** What a membership certificate prints (dates `YYYY-MM-DD`). */
export interface CertificateFacts {
  organisation: string;
  fullName: string;
  memberNum: string;
  membershipName: string;
  joinDate: string;
  renewedToDate: string | null;
  isLife: boolean;
}

/** What a CPD certificate of attendance prints (dates `YYYY-MM-DD`, hours in quarter hours). */
export interface CpdCertificateFacts {
  organisation: string;
  memberName: string;
  memberNumber: string | null;
  eventTitle: string;
  completedDate: string;
  hours: number;
  categoryName: string;
  presenter: string | null;
  venue: string | null;
  recordId: number;
}

/** What the CPD period report prints besides the period itself (`generatedOn` `YYYY-MM-DD`). */
export interface CpdReportFacts {
  organisation: string;
  standardName: string;
  memberName: string;
  memberNumber: string | null;
  evidenceYears: number;
  generatedOn: string;
  /** The tenant's IANA zone the period's calendar days are in (named on the report). */
  timeZone: string;
}

let pool: Piscina | null = null;

function pdfPool(): Piscina {
  pool ??= new Piscina({
    filename: pathToFileURL(PDF_WORKER).href,
    minThreads: 0,
    maxThreads: Math.max(1, availableParallelism() - 1),
    idleTimeout: 30_000,
  });
  return pool;
}

async function render(task: Record<string, unknown> & { kind: string }): Promise<Buffer> {
  const bytes = (await pdfPool().run(task)) as Uint8Array;
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** How many PDFs the pool has finished since the process started (for tests and diagnostics). */
export function pdfsRendered(): number {
  return pool?.completed ?? 0;
}

/**
 * The invoice as an Australian tax invoice PDF (issue 30): "Tax invoice" ("Tax invoice / Receipt"
 * when paid), the supplier's legal name, ABN and address, number and date of issue, each line's
 * description, quantity and amount, GST and the total; the buyer's name, and for totals over $1,000
 * the buyer's organisation and ABN when known. AUD, DD/MM/YYYY.
 */
export function renderInvoicePdf(invoice: InvoiceDetail, parties: InvoiceParties): Promise<Buffer> {
  return render({ kind: 'invoice', invoice, parties });
}

/** A ticket as a one-page PDF with its QR code (issue 30; events module `renderTicketPdf`). */
export function renderTicketPdfDocument(ticket: TicketFacts, brand: PdfBrand): Promise<Buffer> {
  return render({ kind: 'ticket', ticket, brand });
}

/** The membership certificate as a PDF (A4 landscape; pdfmake with the tenant's logo and colour when `brand` is given). */
export function renderCertificatePdf(certificate: CertificateFacts, brand: PdfBrand | null = null): Promise<Buffer> {
  return render({ kind: 'certificate', certificate, brand });
}

/** A CPD certificate of attendance as a PDF (one A4 landscape page; spec 03 §7 CPD; pdfmake, issue 30). */
export function renderCpdCertificatePdf(facts: CpdCertificateFacts, brand: PdfBrand | null = null): Promise<Buffer> {
  return render({ kind: 'cpd-certificate', facts, brand });
}

/** A demo PDF of `pages` pages for the seed and the tests (issue #5 demo files). */
export function renderDemoPdf(title: string, pages: number): Promise<Buffer> {
  return render({ kind: 'demo', title, pages });
}

/**
 * The CPD period report as a PDF (summary, learning plan, records; spec 03 §7 CPD): pdfmake, with
 * the tenant's logo, name and colour like the tax invoice.
 */
export function renderCpdReportPdf(period: CpdPeriod, facts: CpdReportFacts, brand: PdfBrand): Promise<Buffer> {
  return render({ kind: 'cpd-report', period, facts, brand });
}

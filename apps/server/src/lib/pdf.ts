/**
 * The one way to make PDFs: every document (invoices and membership certificates, issue #15; CPD
 * certificates of attendance and the CPD period report, issue 16; the demo PDFs of the seed) is
 * rendered by pdfkit on a small pool of low-priority worker threads (pdf-worker.mjs, drawing in
 * ./pdf/*.mjs): at most one thread fewer than the machine has cores, so 50 concurrent downloads never take the event loop's core
 * (issue #15 Performance: health p99 within 2x idle during 50 PDF downloads). Idle threads end after
 * 30 s. One font for all: DejaVu Sans and DejaVu Sans Bold shipped with the npm package
 * `dejavu-fonts-ttf` (every Latin, Greek and Cyrillic letter prints); values print as plain text.
 */
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import type { CpdPeriod, InvoiceDetail } from '@portal/shared';
import { Piscina } from 'piscina';
import { PDF_WORKER } from '../paths';

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

/** The invoice as a PDF (Tax invoice: details, lines, totals with GST; AUD, DD/MM/YYYY). */
export function renderInvoicePdf(invoice: InvoiceDetail, organisation: string): Promise<Buffer> {
  return render({ kind: 'invoice', invoice, organisation });
}

/** The membership certificate as a PDF (A4 landscape). */
export function renderCertificatePdf(certificate: CertificateFacts): Promise<Buffer> {
  return render({ kind: 'certificate', certificate });
}

/** A CPD certificate of attendance as a PDF (one A4 landscape page; spec 03 §7 CPD). */
export function renderCpdCertificatePdf(facts: CpdCertificateFacts): Promise<Buffer> {
  return render({ kind: 'cpd-certificate', facts });
}

/** A demo PDF of `pages` pages for the seed and the tests (issue #5 demo files). */
export function renderDemoPdf(title: string, pages: number): Promise<Buffer> {
  return render({ kind: 'demo', title, pages });
}

/** The CPD period report as a PDF (summary, learning plan, records; spec 03 §7 CPD). */
export function renderCpdReportPdf(period: CpdPeriod, facts: CpdReportFacts): Promise<Buffer> {
  return render({ kind: 'cpd-report', period, facts });
}

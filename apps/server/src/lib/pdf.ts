/**
 * PDFs of invoices and membership certificates (issue #15), rendered by pdfkit on a small pool of
 * low-priority worker threads (pdf-worker.mjs): at most one thread fewer than the machine has
 * cores, so 50 concurrent downloads never take the event loop's core (issue #15 Performance:
 * health p99 within 2x idle during 50 PDF downloads). Idle threads end after 30 s.
 */
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import type { InvoiceDetail } from '@portal/shared';
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

/** The invoice as a PDF (Tax invoice: details, lines, totals with GST; AUD, DD/MM/YYYY). */
export async function renderInvoicePdf(invoice: InvoiceDetail, organisation: string): Promise<Buffer> {
  const bytes = (await pdfPool().run({ kind: 'invoice', invoice, organisation })) as Uint8Array;
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** The membership certificate as a PDF (A4 landscape). */
export async function renderCertificatePdf(certificate: CertificateFacts): Promise<Buffer> {
  const bytes = (await pdfPool().run({ kind: 'certificate', certificate })) as Uint8Array;
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

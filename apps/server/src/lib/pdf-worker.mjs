/**
 * Worker thread that renders every PDF of the product with pdfmake (issue 30), so generating a document never
 * holds the event loop (see pdf.ts): invoices and membership certificates (issue #15), CPD
 * certificates of attendance and the CPD period report (issue 16), and the demo PDFs of the seed. Plain JavaScript so that it loads
 * the same way under tsx, Vitest and plain Node beside the bundle; the drawing of each document
 * lives in ./pdf/*.mjs, the layout and fonts (Noto Sans, Noto Emoji) in ./pdf/layout.mjs, the date
 * and amount formats in ./pdf/common.mjs.
 * Like the argon2 worker it lowers its own priority a little (nice 5) so that a burst of downloads
 * yields to the event loop. Every text is written as plain text (a name such as `<img src=x>`
 * prints literally).
 *
 * Task → Uint8Array:
 *   { kind: 'invoice', invoice, parties } | { kind: 'ticket', ticket, brand } | { kind: 'certificate', certificate, brand? }
 *   | { kind: 'cpd-certificate', facts, brand? } | { kind: 'cpd-report', period, facts, brand }
 *   | { kind: 'demo', title, pages } (demo files of the seed and the tests).
 */
import fs from 'node:fs';
import os from 'node:os';
import { cpdCertificatePdf } from './pdf/cpd-certificate.mjs';
import { cpdReportPdf } from './pdf/cpd-report.mjs';
import { demoPdf } from './pdf/demo.mjs';
import { invoicePdf } from './pdf/invoice.mjs';
import { membershipCertificatePdf } from './pdf/membership-certificate.mjs';
import { ticketPdf } from './pdf/ticket.mjs';

try {
  const tid = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
  if (Number.isInteger(tid) && tid > 0) os.setPriority(tid, 5);
} catch {
  // Not Linux, or not permitted: the pool size alone still leaves a core to the event loop.
}

export default function pdfTask(task) {
  switch (task.kind) {
    case 'invoice':
      return invoicePdf(task.invoice, task.parties);
    case 'ticket':
      return ticketPdf(task.ticket, task.brand);
    case 'certificate':
      return membershipCertificatePdf(task.certificate, task.brand ?? null);
    case 'cpd-certificate':
      return cpdCertificatePdf(task.facts, task.brand ?? null);
    case 'cpd-report':
      return cpdReportPdf(task.period, task.facts, task.brand);
    case 'demo':
      return demoPdf(task.title, task.pages);
    default:
      throw new Error(`Unknown PDF kind: ${task.kind}`);
  }
}

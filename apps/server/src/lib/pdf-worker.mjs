/**
 * Worker thread that renders PDFs with pdfkit (issue #15: invoices and membership certificates),
 * so generating a document never holds the event loop (see pdf.ts). Plain JavaScript so that it
 * loads the same way under tsx, Vitest and plain Node. Like the argon2 worker it lowers its own
 * priority a little (nice 5) so that a burst of downloads yields to the event loop. Every text is
 * written as plain text (a name such as `<img src=x>` prints literally).
 *
 * Task: { kind: 'invoice', invoice, organisation } | { kind: 'certificate', certificate } → Uint8Array.
 */
import fs from 'node:fs';
import os from 'node:os';
import PDFDocument from 'pdfkit';

try {
  const tid = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
  if (Number.isInteger(tid) && tid > 0) os.setPriority(tid, 5);
} catch {
  // Not Linux, or not permitted: the pool size alone still leaves a core to the event loop.
}

const aud = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });
const dayFormat = new Intl.DateTimeFormat('en-AU', {
  timeZone: 'Australia/Sydney',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** DD/MM/YYYY of an ISO timestamp or a `YYYY-MM-DD` date (Australia/Sydney). */
function auDate(value) {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value.split('-').reverse().join('/');
  return dayFormat.format(new Date(value));
}

function collect(doc) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    doc.on('data', (c) => chunks.push(c));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
}

function invoicePdf(inv, organisation) {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `Tax invoice ${inv.invoiceNum}`, Author: organisation },
  });
  const done = collect(doc);
  doc.fontSize(20).text('Tax invoice');
  doc.moveDown(0.3).fontSize(11).text(organisation);
  doc.moveDown();
  const row = (label, value) => doc.fontSize(10).text(`${label}: ${value}`);
  row('Invoice number', inv.invoiceNum);
  row('Invoice date', auDate(inv.invoiceDate));
  row('Due date', auDate(inv.dueDate));
  row('Status', inv.status);
  row('Billed to', inv.userFullName);
  if (inv.memberNum) row('Member number', inv.memberNum);
  if (inv.membershipStartDate && inv.membershipEndDate)
    row('Membership period', `${auDate(inv.membershipStartDate)} to ${auDate(inv.membershipEndDate)}`);
  doc.moveDown().fontSize(11).text(inv.description);
  doc.moveDown();
  const x = { item: 56, qty: 330, unit: 380, total: 470 };
  let y = doc.y;
  doc
    .fontSize(10)
    .text('Item', x.item, y)
    .text('Qty', x.qty, y)
    .text('Unit price', x.unit, y)
    .text('Total', x.total, y);
  doc
    .moveTo(56, doc.y + 2)
    .lineTo(539, doc.y + 2)
    .stroke();
  doc.moveDown(0.5);
  for (const line of inv.lineItems) {
    y = doc.y;
    doc.text(line.itemName, x.item, y, { width: 260 });
    const after = doc.y;
    doc
      .text(String(line.quantity), x.qty, y)
      .text(aud.format(line.unitPrice), x.unit, y)
      .text(aud.format(line.totalPrice), x.total, y);
    doc.y = Math.max(after, doc.y);
    doc.moveDown(0.3);
  }
  doc.moveDown();
  const total = (label, value) => {
    y = doc.y;
    doc.text(label, 330, y).text(aud.format(value), x.total, y);
  };
  total('Total excl. GST', inv.totalAmountExcGst);
  total('GST (10%)', inv.totalGst);
  total('Total incl. GST', inv.totalAmountIncGst);
  total('Amount paid', inv.totalAmountPaid);
  if (inv.refundedAmount > 0) total('Refunded', inv.refundedAmount);
  total('Balance due', inv.balanceDue);
  doc.end();
  return done;
}

function certificatePdf(c) {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 60,
    info: { Title: `Certificate of membership ${c.memberNum}`, Author: c.organisation },
  });
  const done = collect(doc);
  const width = doc.page.width - 120;
  const centred = { align: 'center', width };
  doc
    .rect(30, 30, doc.page.width - 60, doc.page.height - 60)
    .lineWidth(3)
    .stroke();
  doc.moveDown(2).fontSize(16).text(c.organisation, centred);
  doc.moveDown().fontSize(30).text('Certificate of Membership', centred);
  doc.moveDown().fontSize(13).text('This is to certify that', centred);
  doc.moveDown(0.5).fontSize(24).text(c.fullName, centred);
  doc
    .moveDown(0.5)
    .fontSize(13)
    .text(`is a ${c.isLife ? 'Life Member' : `${c.membershipName} member`} in good standing.`, centred);
  doc.moveDown(1.5).fontSize(12).text(`Member number: ${c.memberNum}`, centred);
  doc.text(`Member since: ${auDate(c.joinDate)}`, centred);
  doc.text(c.renewedToDate ? `Valid to: ${auDate(c.renewedToDate)}` : 'Valid: for life', centred);
  doc.end();
  return done;
}

export default function pdfTask(task) {
  if (task.kind === 'invoice') return invoicePdf(task.invoice, task.organisation);
  return certificatePdf(task.certificate);
}

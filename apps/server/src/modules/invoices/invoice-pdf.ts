/**
 * The invoice as a PDF (issue #15; spec 03 §7 GET /api/invoice/{id}/download), generated with
 * pdfkit as a stream: each page's bytes go out as they are made, so a download never holds the
 * event loop for the whole document. Names and amounts are written as plain text (a name such as
 * `<img src=x>` prints literally). Currency AUD (en-AU), dates DD/MM/YYYY (spec 03 §9).
 */
import type { InvoiceDetail } from '@portal/shared';
import PDFDocument from 'pdfkit';

const aud = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });

/** DD/MM/YYYY of an ISO timestamp or `YYYY-MM-DD` date, in Australia/Sydney. */
export function auDate(value: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value.split('-').reverse().join('/');
  return new Intl.DateTimeFormat('en-AU', {
    timeZone: 'Australia/Sydney',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(value));
}

/** Starts writing the invoice PDF; answers the document (a Readable stream of its bytes). */
export function invoicePdf(inv: InvoiceDetail, organisation: string): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `Tax invoice ${inv.invoiceNum}`, Author: organisation },
  });
  doc.fontSize(20).text('Tax invoice', { continued: false });
  doc.moveDown(0.3).fontSize(11).text(organisation);
  doc.moveDown();
  const row = (label: string, value: string) => doc.fontSize(10).text(`${label}: ${value}`);
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
  doc.x = 56;
  const total = (label: string, value: number) => {
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
  return doc;
}

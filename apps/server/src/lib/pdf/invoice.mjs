/**
 * The tax invoice PDF (issue #15): details, lines, totals with GST; AUD, DD/MM/YYYY. Every value is
 * written as plain text.
 * @param {import('@portal/shared').InvoiceDetail} inv
 * @param {string} organisation
 * @returns {Promise<Uint8Array>}
 */
import { aud, auDate, collect, newDoc } from './common.mjs';

export function invoicePdf(inv, organisation) {
  const doc = newDoc({ title: `Tax invoice ${inv.invoiceNum}`, author: organisation });
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

/**
 * The tax invoice / receipt PDF (issue #15; ATO tax invoice content and pdfmake layout, issue 30).
 * Prints: "Tax invoice" ("Tax invoice / Receipt" when paid in full); the supplier's legal name, ABN
 * ("51 824 753 556") and address; invoice number, date of issue and due date; the buyer's name and
 * member number, and for totals over $1,000 the buyer's organisation and ABN when known; one table
 * row per line (description, quantity, unit price and amount incl. GST) whose header row repeats on
 * every page; totals excl. GST, GST, incl. GST with "Total includes GST of $x", paid and balance.
 * Every value is written as plain text.
 * @param {import('@portal/shared').InvoiceDetail} inv
 * @param {{ brand: { name: string, color: string, logoSvg: string | null },
 *   supplier: { legalName: string, abn: string, street: string, suburb: string, state: string, postcode: string },
 *   buyer: { organisation: string | null, abn: string | null }, timeZone: string }} parties (timeZone: the tenant's IANA zone for the dates)
 * @returns {Promise<Uint8Array>}
 */
import { aud, auDate } from './common.mjs';
import { brandHeader, colourOf, pageFooter, renderDoc, runs, tableHeaderRow } from './layout.mjs';

/** Totals above this (AUD incl. GST) must name the buyer's identity or ABN (ATO). */
const BUYER_IDENTITY_OVER = 1000;

const formatAbn = (v) => {
  const d = String(v ?? '').replace(/\s+/g, '');
  return /^\d{11}$/.test(d) ? `${d.slice(0, 2)} ${d.slice(2, 5)} ${d.slice(5, 8)} ${d.slice(8)}` : String(v ?? '');
};

export function invoicePdf(inv, parties) {
  const { brand, supplier, buyer } = parties;
  const colour = colourOf(brand);
  const paid = inv.balanceDue === 0 && inv.totalAmountPaid > 0;
  const title = paid ? 'Tax invoice / Receipt' : 'Tax invoice';
  const address = [supplier.street, [supplier.suburb, supplier.state, supplier.postcode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const facts = [
    ['Invoice number', inv.invoiceNum],
    ['Date of issue', auDate(inv.invoiceDate, parties.timeZone)],
    ['Due date', auDate(inv.dueDate, parties.timeZone)],
    ['Status', inv.status],
  ];
  const billedTo = [['Billed to', inv.userFullName]];
  if (inv.memberNum) billedTo.push(['Member number', inv.memberNum]);
  if (inv.totalAmountIncGst > BUYER_IDENTITY_OVER) {
    if (buyer?.organisation) billedTo.push(['Organisation', buyer.organisation]);
    if (buyer?.abn) billedTo.push(['Buyer ABN', formatAbn(buyer.abn)]);
  }
  if (inv.membershipStartDate && inv.membershipEndDate)
    billedTo.push([
      'Membership period',
      `${auDate(inv.membershipStartDate, parties.timeZone)} to ${auDate(inv.membershipEndDate, parties.timeZone)}`,
    ]);
  const pairs = (rows) => ({
    table: {
      widths: [90, '*'],
      body: rows.map(([k, v]) => [{ text: k, color: '#555555' }, { text: runs(v) }]),
    },
    layout: 'noBorders',
  });
  const header = tableHeaderRow(['Description', 'Qty', 'Unit price', 'Amount'], colour, (i) =>
    i === 0 ? 'left' : 'right',
  );
  const lines = inv.lineItems.map((l) => [
    { text: runs(l.itemName) },
    { text: String(l.quantity), alignment: 'right' },
    { text: aud.format(l.unitPrice), alignment: 'right' },
    { text: aud.format(l.totalPrice), alignment: 'right' },
  ]);
  const totals = [
    ['Total excl. GST', inv.totalAmountExcGst],
    ['GST', inv.totalGst],
    ['Total incl. GST', inv.totalAmountIncGst, true],
    ['Amount paid', inv.totalAmountPaid],
    ...(inv.refundedAmount > 0 ? [['Refunded', inv.refundedAmount]] : []),
    ['Balance due', inv.balanceDue, true],
  ];
  return renderDoc({
    info: { title: `${title} ${inv.invoiceNum}`, author: supplier.legalName || brand.name },
    footer: pageFooter(`${title} ${inv.invoiceNum}`),
    content: [
      ...brandHeader(brand),
      { text: title, fontSize: 22, bold: true, color: colour, margin: [0, 0, 0, 6] },
      { text: runs(supplier.legalName || brand.name), bold: true, fontSize: 11 },
      { text: `ABN ${supplier.abn ? formatAbn(supplier.abn) : '(not set)'}` },
      { text: runs(address || '(address not set)'), margin: [0, 0, 0, 12] },
      { columns: [pairs(facts), pairs(billedTo)], columnGap: 16, margin: [0, 0, 0, 12] },
      { text: runs(inv.description), fontSize: 12, bold: true, margin: [0, 0, 0, 8] },
      {
        table: { headerRows: 1, dontBreakRows: true, widths: ['*', 36, 80, 80], body: [header, ...lines] },
        layout: {
          hLineWidth: (i) => (i === 0 ? 0 : 0.5),
          vLineWidth: () => 0,
          hLineColor: () => '#CCCCCC',
          paddingTop: () => 4,
          paddingBottom: () => 4,
        },
      },
      {
        margin: [0, 12, 0, 0],
        unbreakable: true,
        stack: [
          {
            table: {
              widths: ['*', 120, 80],
              body: totals.map(([label, value, strong]) => [
                '',
                { text: label, bold: !!strong },
                { text: aud.format(value), alignment: 'right', bold: !!strong },
              ]),
            },
            layout: 'noBorders',
          },
          {
            text: `Total includes GST of ${aud.format(inv.totalGst)}`,
            alignment: 'right',
            margin: [0, 6, 0, 0],
            color: '#555555',
          },
        ],
      },
    ],
  });
}

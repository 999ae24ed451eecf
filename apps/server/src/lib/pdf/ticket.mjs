/**
 * The ticket PDF (issue 30): the tenant's logo and colour, the event name (wraps), its date and time
 * with the zone label and venue as the event presenter writes them, the holder's name, ticket type
 * and number, and the QR code carrying the same payload as the mail's PNG (the ticket number the
 * staff check-in page finds), drawn as vectors by pdfmake. One A4 page; plain text values.
 * @param {import('../pdf').TicketFacts} t
 * @param {{ name: string, color: string, logoSvg: string | null }} brand
 * @returns {Promise<Uint8Array>}
 */
import { brandHeader, colourOf, renderDoc, runs } from './layout.mjs';

export function ticketPdf(t, brand) {
  const colour = colourOf(brand);
  const row = (label, value) => [
    { text: label, color: '#555555' },
    { text: runs(value), bold: true },
  ];
  return renderDoc({
    info: { title: `Ticket ${t.ticketNumber}`, author: brand.name },
    content: [
      ...brandHeader(brand),
      { text: 'Ticket', fontSize: 12, color: '#555555' },
      { text: runs(t.eventTitle), fontSize: 20, bold: true, color: colour, margin: [0, 0, 0, 12] },
      {
        columns: [
          {
            width: '*',
            table: {
              widths: [90, '*'],
              body: [
                row('When', t.when),
                row('Venue', t.venue || 'Online or to be advised'),
                row('Ticket holder', t.holderName),
                row('Ticket type', t.ticketType),
                row('Ticket number', t.ticketNumber),
              ],
            },
            layout: 'noBorders',
          },
          {
            width: 170,
            stack: [
              { qr: t.qrPayload, fit: 160, eccLevel: 'M', alignment: 'center' },
              { text: t.ticketNumber, alignment: 'center', fontSize: 9, margin: [0, 4, 0, 0] },
            ],
          },
        ],
        columnGap: 16,
      },
      {
        text: 'Show this QR code (or your ticket number) at the door.',
        margin: [0, 24, 0, 0],
        color: '#555555',
      },
    ],
  });
}

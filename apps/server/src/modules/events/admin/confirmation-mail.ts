/**
 * The registration confirmation mail (issue 22): after a free registration or a paid checkout, the
 * holder gets one mail per event with the ticket numbers, the event's calendar file (.ics) and each
 * ticket's QR code (PNG, carrying the ticket number that the staff check-in page finds) and, since
 * issue 30, each ticket as a PDF (ticket-document.ts, the same QR code). Sent after
 * the commit through the mail module; a paid order's mail carries its receipt and invoice PDF; a failed send is logged and never undoes the registration.
 */
import type { AppContext } from '../../../context';
import { orderInvoiceDocument } from '../../billing';
import { toIcs } from '../events.ics';
import { renderTicketPdf } from '../ticket-document';
import { type ConfirmationRow, confirmationRows } from '../tickets.repository';

/** The QR code of a ticket number as a PNG. */
export async function ticketQrPng(ticketNumber: string): Promise<Buffer> {
  const { toBuffer } = await import('qrcode');
  return toBuffer(ticketNumber, { type: 'png', margin: 2, width: 240, errorCorrectionLevel: 'M' });
}

/** The receipt part of a paid order's mail: its text and the invoice PDF (null when there is no invoice). */
async function receiptOf(ctx: AppContext, orderId: string): Promise<Receipt | null> {
  const doc = await orderInvoiceDocument(ctx, orderId);
  if (!doc) return null;
  const d = doc.detail;
  const aud = (n: number) => `$${n.toFixed(2)}`;
  const text = [
    `Receipt: invoice ${d.invoiceNum} (${d.status})`,
    ...d.lineItems.map((l) => `  ${l.quantity} x ${l.itemName} @ ${aud(l.unitPrice)} = ${aud(l.totalPrice)}`),
    `  Total paid ${aud(d.totalAmountPaid)} AUD, including GST of ${aud(d.totalGst)}`,
    `The tax invoice is attached (${doc.filename}) and is in your invoices: ${ctx.config.publicUrl}/settings/invoice/${d.id}`,
  ].join('\n');
  return { text, attachment: { filename: doc.filename, content: doc.body, contentType: 'application/pdf' } };
}

interface Receipt {
  text: string;
  attachment: { filename: string; content: Buffer; contentType: string };
}

async function send(ctx: AppContext, rows: ConfirmationRow[], receipt: Receipt | null = null): Promise<void> {
  const byEvent = new Map<number, ConfirmationRow[]>();
  for (const r of rows) byEvent.set(r.id, [...(byEvent.get(r.id) ?? []), r]);
  for (const [eventId, tickets] of byEvent) {
    const first = tickets[0];
    const ics = toIcs(ctx, [first]);
    const qrs = await Promise.all(tickets.map((t) => ticketQrPng(t.ticketNumber)));
    const pdfs = await Promise.all(tickets.map((t) => renderTicketPdf(ctx, t.ticketId)));
    await ctx.mailer.send({
      to: first.email,
      subject: `Registration confirmed: ${first.title}`,
      text: `Hello ${first.firstName},\n\nYou are registered for "${first.title}".\n\n${tickets
        .map((t) => `Ticket ${t.ticketNumber} (${t.priceName})`)
        .join(
          '\n',
        )}${receipt ? `\n\n${receipt.text}` : ''}\n\nShow the QR code attached (or your ticket number) at the door. The event is attached as a calendar file.\n\nEvent: ${ctx.config.publicUrl}/events/${eventId}\n`,
      attachments: [
        { filename: `event-${eventId}.ics`, content: ics, contentType: 'text/calendar; charset=utf-8' },
        ...tickets.map((t, i) => ({ filename: `${t.ticketNumber}.png`, content: qrs[i], contentType: 'image/png' })),
        ...pdfs.flatMap((p) => (p ? [{ filename: p.filename, content: p.body, contentType: 'application/pdf' }] : [])),
        ...(receipt ? [receipt.attachment] : []),
      ],
    });
  }
}

/** Mails the confirmation of newly issued tickets (free registration). */
export function mailTicketConfirmation(ctx: AppContext, ticketIds: number[]): void {
  confirmationRows(ctx.db, { ticketIds })
    .then((rows) => send(ctx, rows))
    .catch((err) => ctx.log.warn({ err }, 'registration confirmation mail failed'));
}

/**
 * Mails the confirmation of the tickets of a paid order with its receipt: the invoice's lines and
 * totals in the text and the invoice PDF attached (invoices module, lib/pdf.ts). An order of
 * several events gets the receipt once, with its first event's mail.
 */
export function mailOrderConfirmation(ctx: AppContext, orderId: string): void {
  Promise.all([confirmationRows(ctx.db, { orderId }), receiptOf(ctx, orderId)])
    .then(async ([rows, receipt]) => {
      const first = rows.length > 0 ? rows[0].id : null;
      await send(
        ctx,
        rows.filter((r) => r.id === first),
        receipt,
      );
      await send(
        ctx,
        rows.filter((r) => r.id !== first),
      );
    })
    .catch((err) => ctx.log.warn({ err }, 'order confirmation mail failed'));
}

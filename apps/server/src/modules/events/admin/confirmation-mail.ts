/**
 * The registration confirmation mail (issue 22): after a free registration or a paid checkout, the
 * holder gets one mail per event with the ticket numbers, the event's calendar file (.ics) and each
 * ticket's QR code (PNG, carrying the ticket number that the staff check-in page finds) and each
 * ticket as a PDF (ticket-document.ts, the same QR code). Written to
 * the outbox in the registration's (or payment's) transaction; its text and attachments are built
 * when the mail module delivers it (issue 30); a paid order's mail carries its receipt and invoice PDF.
 */
import { formatDateTimeInZone } from '@portal/shared';
import type { AppContext } from '../../../context';
import { toDate } from '../../../lib/values';
import type { Executor } from '../../../db/raw-query';
import { enqueueMail, type MailAttachment, registerMailBuilder } from '../../mail';
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
  attachment: MailAttachment;
}

/** What the outbox row of a confirmation keeps: its tickets (one event) and the order whose receipt it carries. */
interface ConfirmationData {
  ticketIds: number[];
  receiptOrderId?: string;
}

/**
 * Builds a confirmation at delivery (the mail builder of 'events.ticket-confirmation'):
 * the text with the ticket numbers (and the receipt), and the attachments: the event's calendar
 * file, each ticket's QR code and PDF, and the invoice PDF. The one place to add an attachment. null when none of its tickets is Active any more (nothing to confirm).
 */
export async function buildConfirmation(ctx: AppContext, raw: Record<string, unknown>) {
  const data = raw as unknown as ConfirmationData;
  const tickets = await confirmationRows(ctx.db, { ticketIds: data.ticketIds });
  if (tickets.length === 0) return null;
  const receipt = data.receiptOrderId ? await receiptOf(ctx, data.receiptOrderId) : null;
  const first = tickets[0];
  const ics = await toIcs(ctx, [first]);
  const qrs = await Promise.all(tickets.map((t) => ticketQrPng(t.ticketNumber)));
  const pdfs = await Promise.all(tickets.map((t) => renderTicketPdf(ctx, t.ticketId)));
  const text = `Hello ${first.firstName},\n\nYou are registered for "${first.title}".\n\n${tickets
    .map((t) => `Ticket ${t.ticketNumber} (${t.priceName})`)
    .join(
      '\n',
    )}${receipt ? `\n\n${receipt.text}` : ''}\n\nShow the QR code attached (or your ticket number) at the door. The event is attached as a calendar file.\n\nEvent: ${ctx.config.publicUrl}/events/${first.id}\n`;
  const attachments: MailAttachment[] = [
    { filename: `event-${first.id}.ics`, content: ics, contentType: 'text/calendar; charset=utf-8' },
    ...tickets.map((t, i) => ({ filename: `${t.ticketNumber}.png`, content: qrs[i], contentType: 'image/png' })),
    ...pdfs.flatMap((p) => (p ? [{ filename: p.filename, content: p.body, contentType: 'application/pdf' }] : [])),
    ...(receipt ? [receipt.attachment] : []),
  ];
  const when = formatDateTimeInZone(toDate(first.startUtc), first.timeZone);
  const where = [first.venue, first.address].filter(Boolean).join(', ');
  return {
    text,
    attachments,
    layout: {
      details: [
        { label: 'Event', value: first.title },
        { label: 'When', value: when },
        ...(where ? [{ label: 'Where', value: where }] : []),
        { label: tickets.length > 1 ? 'Tickets' : 'Ticket', value: tickets.map((t) => t.ticketNumber).join(', ') },
      ],
      action: { label: 'View ticket', url: `${ctx.config.publicUrl}/events/${first.id}` },
    },
  };
}

/** Registers `buildConfirmation` with the mail module for the app of `ctx` (the events plugin calls it). */
export function registerConfirmationBuilder(ctx: AppContext): void {
  registerMailBuilder(ctx, 'events.ticket-confirmation', (data) => buildConfirmation(ctx, data));
}

/**
 * Writes one confirmation per event of `rows` to the outbox in `tx`; the text and attachments are
 * built at delivery (`buildConfirmation`). `receiptOrderId` goes with the first event's mail.
 */
async function enqueueConfirmations(
  ctx: AppContext,
  tx: Executor,
  rows: ConfirmationRow[],
  receiptOrderId: string | null = null,
): Promise<void> {
  const byEvent = new Map<number, ConfirmationRow[]>();
  for (const r of rows) byEvent.set(r.id, [...(byEvent.get(r.id) ?? []), r]);
  let n = 0;
  for (const tickets of byEvent.values()) {
    const first = tickets[0];
    const data: ConfirmationData = {
      ticketIds: tickets.map((t) => t.ticketId),
      ...(receiptOrderId && n === 0 ? { receiptOrderId } : {}),
    };
    n += 1;
    await enqueueMail(ctx, tx, {
      kind: 'events.ticket-confirmation',
      to: first.email,
      accountId: first.accountId,
      subject: `Registration confirmed: ${first.title}`,
      text: `You are registered for "${first.title}".`,
      data: { ...data },
    });
  }
}

/** Writes the confirmation of newly issued tickets (free registration) to the outbox in `tx`. */
export async function mailTicketConfirmation(ctx: AppContext, tx: Executor, ticketIds: number[]): Promise<void> {
  await enqueueConfirmations(ctx, tx, await confirmationRows(tx, { ticketIds }));
}

/**
 * Writes the confirmation of the tickets of a paid order to the outbox in `tx` (the payment's
 * confirmation transaction), with its receipt: the invoice's lines and totals in the text and the
 * invoice PDF attached (built at delivery). An order of several events gets the receipt once, with
 * its first event's mail.
 */
export async function mailOrderConfirmation(ctx: AppContext, tx: Executor, orderId: string): Promise<void> {
  await enqueueConfirmations(ctx, tx, await confirmationRows(tx, { orderId }), orderId);
}

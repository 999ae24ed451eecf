/**
 * A ticket as a PDF (issue 30 "Documents"): the event's title, date and time (events.presenter.ts
 * `whenText`, in the event's IANA zone with its offset label) and venue, the holder, ticket type
 * and number, and the QR code with the same payload as the confirmation mail's PNG (the ticket
 * number the staff check-in page finds), in the tenant's logo and colour (lib/pdf.ts). The one path
 * for the holder's download (tickets.service.ts, after the access check) and the confirmation mail's
 * attachment. Its own file so that the mail does not import the tickets service.
 */
import type { AppContext } from '../../context';
import { renderTicketPdfDocument } from '../../lib/pdf';
import { documentBrand } from '../server-values';
import { whenText } from './events.presenter';
import { ticketPdfRow } from './tickets.repository';

/** The ticket's PDF named `ticket-{ticketNumber}.pdf`, or null when there is no ticket of that id. */
export async function renderTicketPdf(
  ctx: AppContext,
  ticketId: number,
): Promise<{ filename: string; body: Buffer } | null> {
  const row = await ticketPdfRow(ctx.db, ticketId);
  if (!row) return null;
  const venue = [row.venue, row.address].filter((v) => v?.trim()).join(', ') || null;
  const body = await renderTicketPdfDocument(
    {
      eventTitle: row.title,
      when: whenText(row.startUtc, row.endUtc, row.timeZone),
      venue,
      holderName: row.holderName,
      ticketType: row.priceName,
      ticketNumber: row.ticketNumber,
      qrPayload: row.ticketNumber,
    },
    await documentBrand(ctx),
  );
  return { filename: `ticket-${row.ticketNumber}.pdf`, body };
}

/**
 * Events and tickets (spec 03 §7; issues 4 and 22): the event list and details, ticket types and
 * seats, tickets and refunds, the waitlist, the staff events area and the order confirmation mail.
 * Exports what the cart needs (seat locks and counts) and the ticket calendar rows and entries. Depends on billing
 * (refunds, invoice documents), content, files, identity (the acting account), jobs, audit; never on communities (app.ts hands it the
 * tag catalogue).
 */
export { mailOrderConfirmation } from './admin/confirmation-mail';
export { eventCalendarEntry } from './events.ics';
export { eventsPlugin } from './events.plugin';
export { upcomingTicketIcsRows } from './events.repository';
export { listEvents } from './events.service';
export { renderTicketPdf } from './ticket-document';
export { activeHoldsSql } from './seat-holds.repository';
export { heldSeats, issueTickets, lockPrices } from './seats';
export { priceWithEventColumns } from './seats.repository';
export { waitlistReservedSql } from './waitlist.repository';

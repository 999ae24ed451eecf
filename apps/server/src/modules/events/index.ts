export { mailOrderConfirmation } from './admin/confirmation-mail';
export { eventsPlugin } from './events.plugin';
export { upcomingTicketIcsRows } from './events.repository';
export { listEvents } from './events.service';
export { activeHoldsSql } from './seat-holds.repository';
export { heldSeats, issueTickets, lockPrices } from './seats';
export { priceWithEventColumns } from './seats.repository';
export { waitlistReservedSql } from './waitlist.repository';

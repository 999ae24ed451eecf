/**
 * The fulfilment of a paid cart checkout (issue #4; billing calls it through its registry, see
 * billing/fulfilment.ts), inside the paying transaction: the ticket-price rows are locked in id order;
 * a confirmation that arrives after the hold lapsed takes the seats again when they are still free;
 * then one ticket per seat is issued (sold counts move under the price locks) and the invoice lines
 * (`<event>: <ticket type>`, quantity, unit cents) and description (`Event registration: <titles>`,
 * at most 300 characters) are answered.
 */
import type { Executor } from '../../db/raw-query';
import { remainingSeats } from '../../policies/events';
import type { HoldRow, SessionRow, PaidLine, PreparedCart } from '../billing';
import { heldSeats, issueTickets, lockPrices } from '../events';

/** Locks what the holds buy and answers whether it can be fulfilled and how to fulfil it. */
export async function prepareCartFulfilment(
  tx: Executor,
  session: SessionRow,
  holds: HoldRow[],
): Promise<PreparedCart> {
  const ids = holds.map((h) => h.ticketPriceId);
  const prices = new Map((await lockPrices(tx, ids)).map((p) => [p.id, p]));
  let fulfilled = holds.length > 0 && holds.every((h) => prices.has(h.ticketPriceId));
  if (fulfilled && !holds.every((h) => h.active)) {
    // The hold lapsed: take the seats again if nobody else holds or bought them meanwhile.
    const held = await heldSeats(tx, ids, session.id, session.accountId);
    fulfilled = holds.every((h) => {
      const p = prices.get(h.ticketPriceId);
      const left = p ? remainingSeats(p.capacity, p.sold, held.get(p.id) ?? 0) : 0;
      return left === null || left >= h.quantity;
    });
  }
  return {
    fulfilled,
    async fulfil(orderId) {
      const lines: PaidLine[] = [];
      for (const h of holds) {
        const price = prices.get(h.ticketPriceId);
        if (!price) continue;
        await issueTickets(tx, price, session.accountId, h.quantity, h.unitPriceCents, orderId);
        lines.push({
          name: `${price.eventTitle}: ${price.name}`,
          quantity: h.quantity,
          unit: h.unitPriceCents,
        });
      }
      const titles = [...new Set([...prices.values()].map((p) => p.eventTitle))];
      const description = `Event registration: ${titles.join(', ')}`.slice(0, 300);
      return { description, lines };
    },
  };
}

/**
 * The seats held by checkout holds (issue #4 Seats; `seat_holds`, db/schema/commerce.ts), as an SQL
 * expression for the statements of seats, the waitlist and the cart.
 */
import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import { seatHolds } from '../../db/schema';

/**
 * Seats of the ticket price `priceId` (a column or SQL integer expression) held by unexpired,
 * unreleased checkout holds, optionally not counting one checkout session's: an SQL integer
 * (`coalesce(sum(quantity), 0)`, bigint on the wire: read it with `.mapWith(Number)`).
 */
export function activeHoldsSql(priceId: SQL | AnyPgColumn, exceptSessionId: string | null = null): SQL {
  const h = alias(seatHolds, 'h');
  return sql`coalesce((select sum(${h.quantity}) from ${seatHolds} ${h} where ${h.ticketPriceId} = ${priceId} and ${h.releasedAt} is null and ${h.expiresAt} > now()
    ${exceptSessionId ? sql`and ${h.sessionId} <> ${exceptSessionId}` : sql``}), 0)`;
}

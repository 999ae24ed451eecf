/**
 * Events seed, tickets: other members fill seats (the sold-out event to capacity), the demo member
 * holds upcoming and past tickets and three favourites, and `sold` is recounted from the tickets.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../raw-query';
import { accounts, eventFavourites, eventTickets } from '../../schema';
import type { EventPlan } from './plan-events';
import { SOLD_OUT_INDEX } from './plans';
import type { PriceRow } from './rows.seed';

type TicketRow = typeof eventTickets.$inferInsert;

/** Seats taken by other members on each published event (`filler` of them; all of the sold-out one). */
function otherTickets(plans: EventPlan[], eventIds: number[], pricesOf: (i: number) => PriceRow[], others: string[]) {
  const tickets: TicketRow[] = [];
  let cursor = 0;
  plans.forEach((plan, i) => {
    if (plan.event.status !== 'published' || others.length === 0) return;
    let left = plan.filler;
    for (const price of pricesOf(i)) {
      const take = i === SOLD_OUT_INDEX ? (price.capacity ?? 0) : Math.min(left, price.capacity ?? left);
      for (let k = 0; k < take; k++) {
        tickets.push({
          eventId: eventIds[i],
          ticketPriceId: price.id,
          accountId: others[cursor++ % others.length],
          amountCents: price.amountCents,
        });
      }
      left -= take;
      if (i !== SOLD_OUT_INDEX && left <= 0) break;
    }
  });
  return tickets;
}

/** The demo member's tickets: three past events, five upcoming (one with dietary and access needs, a conference). */
function memberTickets(memberId: string, eventIds: number[], pricesOf: (i: number) => PriceRow[]): TicketRow[] {
  const ticket = (i: number, priceIndex: number, extra: Partial<TicketRow> = {}): TicketRow => {
    const price = pricesOf(i)[priceIndex];
    return {
      eventId: eventIds[i],
      ticketPriceId: price.id,
      accountId: memberId,
      amountCents: price.amountCents,
      ...extra,
    };
  };
  return [
    // Past: a free webinar, a multi-ticket workshop, a CPD course.
    ticket(8, 0),
    ticket(10, 0, { dietaryRequirements: ['Vegetarian'] }),
    ticket(11, 0),
    // Upcoming: free webinar (soon), paid single-click (under 14 days), multi-ticket with dietary, a conference (over 30 days), a CPD course.
    ticket(16, 0),
    ticket(17, 0),
    ticket(26, 0, {
      dietaryRequirements: ['Vegetarian', 'Gluten free'],
      otherDietaryRequirement: 'No mushrooms, please',
      accessibilityRequirement: 'Aisle seat',
    }),
    ticket(28, 0),
    ticket(31, 1),
  ];
}

/** Writes every ticket (in batches of 500) and the member's favourites, then recounts `sold` per price. */
export async function seedTickets(
  db: Executor,
  plans: EventPlan[],
  eventIds: number[],
  pricesOf: (i: number) => PriceRow[],
): Promise<void> {
  const people = await db.execute(
    // A deterministic shuffle (issue 32): by e-mail the attendees were all B… and C….
    sql`select id, email from accounts where email <> 'member@example.org' order by md5(email) limit 400`,
  );
  const others = (people as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
  const [member] = await db.select({ id: accounts.id }).from(accounts).where(sql`email = 'member@example.org'`);
  const tickets = otherTickets(plans, eventIds, pricesOf, others);
  if (member) {
    tickets.push(...memberTickets(member.id, eventIds, pricesOf));
    await db.insert(eventFavourites).values([18, 24, 34].map((i) => ({ accountId: member.id, eventId: eventIds[i] })));
  }
  for (let k = 0; k < tickets.length; k += 500) await db.insert(eventTickets).values(tickets.slice(k, k + 500));
  await db.execute(
    sql`update event_ticket_prices p set sold = x.n from (select ticket_price_id, count(*) as n from event_tickets where attendance_status = 'Active' group by ticket_price_id) x
      where x.ticket_price_id = p.id`,
  );
}

/**
 * Tickets (spec 03 §4 Event registration and Event ticket, §5 Nominee and Dietary form, §9
 * Cancellation terms; §7 register, ticket calls): free registration, the caller's tickets,
 * cancellation with the refund of the terms, substitute nomination and dietary changes.
 * A ticket that is not the caller's answers 404 like a missing one.
 */
import {
  CANCELLATION_TERMS,
  DIETARY_REQUIREMENT_OPTIONS,
  EVENT_MESSAGES,
  isSubModuleEnabled,
  type NominateSubstituteInputSchema,
  type RefundQuote,
  type TicketCancelResponse,
  type TicketDetails,
  type TicketUpdateInputSchema,
  type UserTicket,
  type UserTicketsResponse,
} from '@portal/shared';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor, AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { actingAccount, canSeeEvent } from './events.access';
import { type Executor, money, query, toDate } from './events.db';
import { presentListItem, presentTicket, type TicketRow } from './events.presenter';
import { LIST_COLUMNS, requireVisibleEvent, viewerExtrasSql } from './events.service';
import { computeRefund } from './refund';
import { assertOpen, assertSeats, heldSeats, issueTickets, lockPrices } from './seats';

type TicketWithEvent = TicketRow & { is_conference: boolean; account_id: string };

const TICKET_COLUMNS = sql`k.id, k.event_id, k.ticket_price_id, p.name as price_name, k.amount_cents, k.ticket_number, k.attendance_status,
  k.dietary_requirements, k.other_dietary_requirement, k.accessibility_requirement, k.nominee_title, k.nominee_name, k.nominee_email,
  k.nominee_mobile, k.nominee_org_name, k.refund_amount_cents, k.created_at, e.start_utc as event_start_utc, e.is_conference, k.account_id`;

const substituteOn = (ctx: AppContext) =>
  isSubModuleEnabled(ctx.config.tenant.features, 'events', 'cancellation_nominate_substitute');

/** Loads the caller's ticket (locked with `forUpdate`), or throws 404 `Ticket not found.`. */
async function loadOwnTicket(
  db: Executor,
  actor: Actor,
  ticketId: number,
  forUpdate = false,
): Promise<TicketWithEvent> {
  const [row] = await query<TicketWithEvent>(
    db,
    sql`select ${TICKET_COLUMNS} from event_tickets k join event_ticket_prices p on p.id = k.ticket_price_id join events e on e.id = k.event_id
      where k.id = ${ticketId} and k.account_id = ${actor.id} ${forUpdate ? sql`for update of k` : sql``}`,
  );
  if (!row) throw new AppError('NOT_FOUND', EVENT_MESSAGES.ticketNotFound);
  return row;
}

/**
 * POST /api/event/register {ticketPriceId, userId}: a free ticket at once, taking a seat
 * atomically. Errors: 403 (userId not the caller), 404 `Ticket type not found.`, 409
 * CHECKOUT_REQUIRED (a price above 0: use the cart), ALREADY_REGISTERED, SOLD_OUT, REGISTRATION_CLOSED.
 */
export async function registerFree(
  ctx: AppContext,
  actor: Actor,
  input: { ticketPriceId: number; userId: string },
  now = new Date(),
): Promise<UserTicket> {
  const accountId = actingAccount(actor, input.userId);
  const ticketId = await ctx.db.transaction(async (tx) => {
    const [price] = await lockPrices(tx, [input.ticketPriceId]);
    if (!price) throw new AppError('NOT_FOUND', EVENT_MESSAGES.ticketTypeNotFound);
    assertOpen(price, canSeeEvent(actor, price.event_status), now);
    if (price.amount_cents > 0) throw new AppError('CHECKOUT_REQUIRED', EVENT_MESSAGES.checkoutRequired);
    const [existing] = await query(
      tx,
      sql`select 1 from event_tickets where account_id = ${accountId} and event_id = ${price.event_id} and attendance_status = 'Active' limit 1`,
    );
    if (existing) throw new AppError('ALREADY_REGISTERED', EVENT_MESSAGES.alreadyRegistered);
    assertSeats(price, (await heldSeats(tx, [price.id])).get(price.id) ?? 0, 1);
    const [id] = await issueTickets(tx, price, accountId, 1, 0, null);
    return id;
  });
  const [row] = await query<TicketWithEvent>(
    ctx.db,
    sql`select ${TICKET_COLUMNS} from event_tickets k join event_ticket_prices p on p.id = k.ticket_price_id join events e on e.id = k.event_id where k.id = ${ticketId}`,
  );
  return presentTicket(row, { substituteEnabled: substituteOn(ctx), now });
}

/** GET /api/ticket/{id}: the caller's ticket with its event. */
export async function getTicket(
  ctx: AppContext,
  actor: Actor,
  ticketId: number,
  now = new Date(),
): Promise<TicketDetails> {
  const row = await loadOwnTicket(ctx.db, actor, ticketId);
  const [event] = await query<Parameters<typeof presentListItem>[0]>(
    ctx.db,
    sql`select ${LIST_COLUMNS}, ${viewerExtrasSql(actor.id)} from events e left join event_types t on t.id = e.type_id where e.id = ${row.event_id}`,
  );
  return { ...presentTicket(row, { substituteEnabled: substituteOn(ctx), now }), event: presentListItem(event) };
}

/** GET /api/user/event/{id}/tickets: the caller's tickets of a visible event, Active first, one page. */
export async function listUserTickets(
  ctx: AppContext,
  actor: Actor,
  eventId: number,
  page: number,
  size: number,
  now = new Date(),
): Promise<UserTicketsResponse> {
  await requireVisibleEvent(ctx.db, actor, eventId);
  const where = sql`k.event_id = ${eventId} and k.account_id = ${actor.id}`;
  const [rows, [{ n }]] = await Promise.all([
    query<TicketWithEvent>(
      ctx.db,
      sql`select ${TICKET_COLUMNS} from event_tickets k join event_ticket_prices p on p.id = k.ticket_price_id join events e on e.id = k.event_id
        where ${where} order by (k.attendance_status = 'Active') desc, k.id limit ${size} offset ${(page - 1) * size}`,
    ),
    query<{ n: number | string }>(ctx.db, sql`select count(*) as n from event_tickets k where ${where}`),
  ]);
  const substituteEnabled = substituteOn(ctx);
  return { tickets: rows.map((r) => presentTicket(r, { substituteEnabled, now })), totalItems: Number(n) };
}

function quoteOf(row: TicketWithEvent, now: Date): RefundQuote {
  const r = computeRefund({
    amountCents: Number(row.amount_cents),
    isConference: row.is_conference,
    eventStart: toDate(row.event_start_utc),
    now,
  });
  const canCancel = row.attendance_status === 'Active' && toDate(row.event_start_utc).getTime() > now.getTime();
  return {
    ticketId: Number(row.id),
    amount: money(row.amount_cents),
    refundAmount: canCancel ? money(r.refundCents) : 0,
    refundPercent: canCancel ? r.refundPercent : 0,
    handlingFee: canCancel ? money(r.feeCents) : 0,
    isConference: row.is_conference,
    daysBeforeStart: r.daysBeforeStart,
    canCancel,
    terms: [...CANCELLATION_TERMS],
  };
}

/** GET /api/ticket/{id}/refund-quote: what cancelling now would refund (spec 03 §9). */
export async function refundQuote(
  ctx: AppContext,
  actor: Actor,
  ticketId: number,
  now = new Date(),
): Promise<RefundQuote> {
  return quoteOf(await loadOwnTicket(ctx.db, actor, ticketId), now);
}

/**
 * POST /api/ticket/cancel {ticketId}: Active → Removed before the event starts, with the refund of
 * the terms; the seat is freed. Errors: 404, 409 ALREADY_CANCELLED, 409 CANNOT_CANCEL (started).
 */
export async function cancelTicket(
  ctx: AppContext,
  actor: Actor,
  ticketId: number,
  now = new Date(),
): Promise<TicketCancelResponse> {
  return ctx.db.transaction(async (tx) => {
    const row = await loadOwnTicket(tx, actor, ticketId, true);
    if (row.attendance_status !== 'Active')
      throw new AppError('ALREADY_CANCELLED', EVENT_MESSAGES.ticketAlreadyCancelled);
    const quote = quoteOf(row, now);
    if (!quote.canCancel) throw new AppError('CANNOT_CANCEL', EVENT_MESSAGES.ticketCannotBeCancelled);
    const refundCents = Math.round(quote.refundAmount * 100);
    await query(
      tx,
      sql`update event_tickets set attendance_status = 'Removed', cancelled_at = ${now.toISOString()}::timestamptz, refund_amount_cents = ${refundCents},
        updated_at = now() where id = ${ticketId}`,
    );
    await query(tx, sql`update event_ticket_prices set sold = greatest(sold - 1, 0) where id = ${row.ticket_price_id}`);
    return { ticketId, attendanceStatus: 'Removed' as const, refundAmount: quote.refundAmount };
  });
}

/**
 * POST /api/ticket/nominatesubstitute: records the nominee on an Active ticket of an event not
 * started yet (409 CANNOT_NOMINATE otherwise) and tells the nominee by mail.
 */
export async function nominateSubstitute(
  ctx: AppContext,
  actor: Actor,
  input: z.output<typeof NominateSubstituteInputSchema>,
  now = new Date(),
): Promise<UserTicket> {
  const row = await ctx.db.transaction(async (tx) => {
    const ticket = await loadOwnTicket(tx, actor, input.ticketId, true);
    if (ticket.attendance_status !== 'Active' || toDate(ticket.event_start_utc).getTime() <= now.getTime()) {
      throw new AppError('CANNOT_NOMINATE', EVENT_MESSAGES.substituteNotAllowed);
    }
    await query(
      tx,
      sql`update event_tickets set nominee_title = ${input.nomineeTitle}, nominee_name = ${input.nomineeName}, nominee_email = ${input.nomineeEmail},
        nominee_mobile = ${input.nomineeMobile}, nominee_org_name = ${input.nomineeOrgName || null}, nominated_at = now(), updated_at = now()
        where id = ${input.ticketId}`,
    );
    return loadOwnTicket(tx, actor, input.ticketId);
  });
  const [event] = await query<{ title: string }>(ctx.db, sql`select title from events where id = ${row.event_id}`);
  ctx.mailer
    .send({
      to: input.nomineeEmail,
      subject: `You have been nominated to attend ${event?.title ?? 'an event'}`,
      text: `Hello ${input.nomineeTitle} ${input.nomineeName},\n\n${actor.firstName} ${actor.lastName} has nominated you to attend "${event?.title ?? ''}" in their place (ticket ${row.ticket_number}).\n`,
    })
    .catch((err) => ctx.log.warn({ err }, 'nominee mail failed'));
  return presentTicket(row, { substituteEnabled: substituteOn(ctx), now });
}

/**
 * POST /api/ticket/update: dietary and accessibility needs of the caller's ticket. An empty list is
 * stored as null; a list needs the tenant's dietary field (400 otherwise) and known values.
 */
export async function updateTicketRequirements(
  ctx: AppContext,
  actor: Actor,
  input: z.output<typeof TicketUpdateInputSchema>,
  now = new Date(),
): Promise<UserTicket> {
  const list =
    input.dietaryRequirements && input.dietaryRequirements.length > 0 ? [...new Set(input.dietaryRequirements)] : null;
  if (list && !ctx.config.tenant.dietaryRequirementsField) {
    throw new AppError('VALIDATION_ERROR', EVENT_MESSAGES.dietaryNotCollected, {
      errors: [{ field: 'dietaryRequirements', message: EVENT_MESSAGES.dietaryNotCollected }],
    });
  }
  const known = new Set<string>(DIETARY_REQUIREMENT_OPTIONS);
  if (list?.some((v) => !known.has(v))) {
    throw new AppError('VALIDATION_ERROR', EVENT_MESSAGES.dietaryUnknown, {
      errors: [{ field: 'dietaryRequirements', message: EVENT_MESSAGES.dietaryUnknown }],
    });
  }
  const text = (v: string | null | undefined) => (v === undefined ? undefined : v?.trim() || null);
  const other = text(input.otherDietaryRequirement);
  const access = text(input.accessibilityRequirement);
  const row = await ctx.db.transaction(async (tx) => {
    await loadOwnTicket(tx, actor, input.ticketId, true);
    await query(
      tx,
      sql`update event_tickets set dietary_requirements = ${list ? sql`${`{${list.map((v) => `"${v.replace(/["\\]/g, '')}"`).join(',')}}`}::text[]` : sql`null`},
        ${other === undefined ? sql`` : sql`other_dietary_requirement = ${other},`}
        ${access === undefined ? sql`` : sql`accessibility_requirement = ${access},`}
        updated_at = now() where id = ${input.ticketId}`,
    );
    return loadOwnTicket(tx, actor, input.ticketId);
  });
  return presentTicket(row, { substituteEnabled: substituteOn(ctx), now });
}

/**
 * Factories of the events, cart and payments tests: events with ticket types written straight
 * to the database, signed-in members, small request helpers and row counts.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client';
import { eventCategories, eventLocations, events, eventTags, eventTicketPrices, eventTypes } from '../src/db/schema';
import { createAccount, signInAs } from './factories';

export const DAY_MS = 86_400_000;

export interface PriceSpec {
  name?: string;
  amountCents?: number;
  capacity?: number | null;
}

export interface EventSpec {
  title?: string;
  /** Start relative to now, in ms (default 30 days). */
  startsInMs?: number;
  durationMs?: number;
  /** IANA zone of the event (default Australia/Sydney). */
  timeZone?: string;
  /** An exact start instant (instead of `startsInMs`). */
  startAt?: Date;
  isConference?: boolean;
  status?: 'published' | 'draft' | 'cancelled';
  singleClick?: boolean;
  prices?: PriceSpec[];
  typeId?: number | null;
  categoryId?: number | null;
  locationId?: number | null;
  tagIds?: number[];
  shortDesc?: string;
  cpd?: boolean;
}

/** Inserts an event and its ticket types; answers their ids. */
export async function createEvent(
  db: Db,
  spec: EventSpec = {},
): Promise<{ eventId: number; priceIds: number[]; start: Date }> {
  const start = spec.startAt ?? new Date(Date.now() + (spec.startsInMs ?? 30 * DAY_MS));
  const prices = spec.prices ?? [{ name: 'General admission', amountCents: 0, capacity: null }];
  const [row] = await db
    .insert(events)
    .values({
      title: spec.title ?? 'Test event',
      shortDesc: spec.shortDesc ?? 'A test event',
      content: '<p>About <script>alert(1)</script><a href="example.org">link</a></p>',
      startUtc: start,
      endUtc: new Date(start.getTime() + (spec.durationMs ?? 2 * 3_600_000)),
      timeZone: spec.timeZone ?? 'Australia/Sydney',
      isConference: spec.isConference ?? false,
      status: spec.status ?? 'published',
      isSingleClickRegistration: spec.singleClick ?? prices.length === 1,
      typeId: spec.typeId ?? null,
      categoryId: spec.categoryId ?? null,
      locationId: spec.locationId ?? null,
      cpdDetails: spec.cpd ? { hours: 2, category: 'Clinical practice', description: null } : null,
    })
    .returning({ id: events.id });
  const priceRows = await db
    .insert(eventTicketPrices)
    .values(
      prices.map((p, i) => ({
        eventId: row.id,
        name: p.name ?? `Type ${i + 1}`,
        amountCents: p.amountCents ?? 0,
        capacity: p.capacity ?? null,
        sortOrder: i,
      })),
    )
    .returning({ id: eventTicketPrices.id });
  if (spec.tagIds?.length) await db.insert(eventTags).values(spec.tagIds.map((tagId) => ({ eventId: row.id, tagId })));
  return { eventId: row.id, priceIds: priceRows.map((p) => p.id), start };
}

/** Filter option rows (one of each) for filter tests. */
export async function createOptions(db: Db) {
  const [type] = await db
    .insert(eventTypes)
    .values({ label: `Workshop ${Math.random()}` })
    .returning();
  const [type2] = await db
    .insert(eventTypes)
    .values({ label: `Webinar ${Math.random()}` })
    .returning();
  const [category] = await db
    .insert(eventCategories)
    .values({ label: `Clinical ${Math.random()}` })
    .returning();
  const [location] = await db
    .insert(eventLocations)
    .values({ label: `Perth ${Math.random()}` })
    .returning();
  const tags = (await db.execute(
    sql`insert into community_tags (name) values ('Tag A ' || random()), ('Tag B ' || random()) returning id`,
  )) as unknown as { rows: { id: number }[] };
  return { type, type2, category, location, tagIds: tags.rows.map((r) => Number(r.id)) };
}

export interface Member {
  id: string;
  email: string;
  authorization: string;
}

/** A new Member account, signed in. */
export async function newMember(
  app: FastifyInstance,
  db: Db,
  overrides: Parameters<typeof createAccount>[1] = {},
): Promise<Member> {
  const account = await createAccount(db, overrides);
  const { authorization } = await signInAs(app, account.email);
  return { id: account.id, email: account.email, authorization };
}

/** Request helpers bound to an app. */
export function client(app: FastifyInstance) {
  return {
    get: (url: string, who: Member | string) =>
      app.inject({ method: 'GET', url, headers: { authorization: typeof who === 'string' ? who : who.authorization } }),
    post: (url: string, who: Member | string, payload: object = {}) =>
      app.inject({
        method: 'POST',
        url,
        headers: { authorization: typeof who === 'string' ? who : who.authorization },
        payload,
      }),
    del: (url: string, who: Member | string) =>
      app.inject({
        method: 'DELETE',
        url,
        headers: { authorization: typeof who === 'string' ? who : who.authorization },
      }),
  };
}

export async function countRows(db: Db, table: string, where = 'true'): Promise<number> {
  const result = await db.execute(sql.raw(`select count(*)::int as n from ${table} where ${where}`));
  return Number((result as unknown as { rows: { n: number }[] }).rows[0].n);
}

export async function rows<T>(db: Db, text: string): Promise<T[]> {
  return ((await db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;
}

/** Buys through the cart and the test gateway; answers the checkout and payment answers. */
export async function buy(
  app: FastifyInstance,
  who: Member,
  items: { itemPriceId: number; quantity: number }[],
  card = '4242 4242 4242 4242',
) {
  const c = client(app);
  const { cartId } = (await c.post(`/api/cart/new?userId=${who.id}`, who)).json();
  for (const item of items) {
    const res = await c.post('/api/cart/additem', who, { cartId, ...item });
    if (res.statusCode !== 200) return { cartId, checkout: res, pay: null };
  }
  const checkout = await c.post('/api/cart/checkout', who, { cartId, userId: who.id });
  if (checkout.statusCode !== 200) return { cartId, checkout, pay: null };
  const { sessionId } = checkout.json();
  const pay = await c.post(`/api/payments/test-gateway/${sessionId}/pay`, who, {
    cardNumber: card,
    expiry: '12/40',
    cvc: card.startsWith('37') ? '1234' : '123',
    name: 'Test Buyer',
  });
  return { cartId, checkout, pay, sessionId: sessionId as string };
}

/**
 * Waits until the outbox holds a mail that `match` accepts (mail is sent after the response, so a
 * loaded machine may need a moment); throws after `timeoutMs`.
 */
export async function waitForMail(
  mailer: { listOutbox(): Promise<{ to: string; subject: string }[]> },
  match: (m: { to: string; subject: string }) => boolean,
  timeoutMs = 10_000,
): Promise<{ to: string; subject: string }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await mailer.listOutbox()).find(match);
    if (found) return found;
    if (Date.now() > deadline) throw new Error('no matching mail in the outbox');
    await new Promise((r) => setTimeout(r, 50));
  }
}

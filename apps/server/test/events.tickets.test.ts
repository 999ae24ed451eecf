/**
 * Tickets (spec 03 §4 Event registration and Event ticket, §5 Nominee and Dietary, §9
 * Cancellation terms; §7 register and ticket calls): free single-click registration, paid ones
 * sent to checkout, seats, the caller's tickets and events, cancel with the refund of the terms at
 * its boundaries, substitute nomination and dietary changes; another member's ticket is a 404.
 */
import { buildFeatureMap, getTenant } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../src/context';
import { eventTickets } from '../src/db/schema';
import { computeRefund } from '../src/modules/events/refund';
import { cancelTicket, refundQuote } from '../src/modules/events/tickets.service';
import {
  buy,
  client,
  countRows,
  createEvent,
  DAY_MS,
  type Member,
  newMember,
  rows,
  waitForMail,
} from './events-fixtures';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
let member: Member;
let other: Member;
let staff: Member;
let c: ReturnType<typeof client>;

beforeAll(async () => {
  t = await createTestApp();
  c = client(t.app);
  member = await newMember(t.app, t.ctx.db);
  other = await newMember(t.app, t.ctx.db);
  staff = await newMember(t.app, t.ctx.db, { contactTypes: ['Staff'] });
}, 60_000);
afterAll(async () => t?.close());

const actorOf = (m: Member): Actor => ({
  id: m.id,
  role: 0,
  contactTypes: ['Member'],
  segmentIds: [],
  email: m.email,
  firstName: 'Test',
  lastName: 'Member',
  sessionId: 's',
  impersonatorId: null,
});
const register = (who: Member, ticketPriceId: number, userId = who.id) =>
  c.post('/api/event/register', who, { ticketPriceId, userId });

describe('POST /api/event/register', () => {
  it('registers a free ticket at once and takes its seat', async () => {
    const { eventId, priceIds } = await createEvent(t.ctx.db, {
      prices: [{ name: 'Free', amountCents: 0, capacity: 5 }],
    });
    const res = await register(member, priceIds[0]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      eventId,
      ticketPriceId: priceIds[0],
      ticketPrice: 'Free',
      amount: 0,
      ticketNumber: expect.stringMatching(/^TKT-\d{7}$/),
      attendanceStatus: 'Active',
      dietaryRequirements: null,
      nominee: null,
      canCancel: true,
      canNominateSubstitute: true,
      refundAmount: null,
    });
    const detail = (await c.get(`/api/Event/${eventId}`, member)).json();
    expect(detail.userTicketId).toBe(res.json().ticketId);
    expect((await c.get(`/api/event/${eventId}/tickets`, member)).json()[0].remaining).toBe(4);
  });

  it('refuses a second registration, a paid ticket, a full type, a started event and unknown types', async () => {
    const free = await createEvent(t.ctx.db, { prices: [{ amountCents: 0, capacity: 1 }] });
    expect((await register(member, free.priceIds[0])).statusCode).toBe(200);
    const again = await register(member, free.priceIds[0]);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'ALREADY_REGISTERED', message: 'You are already registered for this event.' });
    const full = await register(other, free.priceIds[0]);
    expect(full.json()).toEqual({ code: 'SOLD_OUT', message: 'No tickets left for Type 1.' });
    const paid = await createEvent(t.ctx.db, { prices: [{ amountCents: 4500 }] });
    expect((await register(member, paid.priceIds[0])).json()).toEqual({
      code: 'CHECKOUT_REQUIRED',
      message: 'This ticket has a price: please proceed to checkout.',
    });
    const started = await createEvent(t.ctx.db, { startsInMs: -3_600_000 });
    expect((await register(member, started.priceIds[0])).json()).toEqual({
      code: 'REGISTRATION_CLOSED',
      message: 'Registration is closed for this event.',
    });
    const draft = await createEvent(t.ctx.db, { status: 'draft' });
    expect((await register(member, draft.priceIds[0])).statusCode).toBe(404);
    expect((await register(member, 999_999)).json()).toEqual({ code: 'NOT_FOUND', message: 'Ticket type not found.' });
    expect((await register(member, 0)).statusCode).toBe(400);
    expect((await c.post('/api/event/register', member, { ticketPriceId: free.priceIds[0] })).statusCode).toBe(400);
  });

  it('never trusts userId: another member answers 403; staff may register a member', async () => {
    const { priceIds } = await createEvent(t.ctx.db);
    const res = await register(member, priceIds[0], other.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You can only do this for your own account.');
    expect(await countRows(t.ctx.db, 'event_tickets', `ticket_price_id = ${priceIds[0]}`)).toBe(0);
    expect((await register(staff, priceIds[0], other.id)).statusCode).toBe(200);
    expect(
      await countRows(t.ctx.db, 'event_tickets', `ticket_price_id = ${priceIds[0]} and account_id = '${other.id}'`),
    ).toBe(1);
  });
});

describe('the caller tickets and events', () => {
  it('lists own tickets of an event (4 per page by default) and answers another member ticket with 404', async () => {
    const { eventId, priceIds } = await createEvent(t.ctx.db, {
      prices: [{ name: 'Member', amountCents: 5000, capacity: 20 }],
    });
    const bought = await buy(t.app, member, [{ itemPriceId: priceIds[0], quantity: 5 }]);
    expect(bought.pay?.statusCode).toBe(200);
    const page1 = (await c.get(`/api/user/event/${eventId}/tickets`, member)).json();
    expect(page1.totalItems).toBe(5);
    expect(page1.tickets).toHaveLength(4);
    expect(page1.tickets[0]).toMatchObject({ eventId, amount: 50, ticketPrice: 'Member', attendanceStatus: 'Active' });
    expect((await c.get(`/api/user/event/${eventId}/tickets?page=2`, member)).json().tickets).toHaveLength(1);
    expect((await c.get(`/api/user/event/${eventId}/tickets`, other)).json()).toEqual({ tickets: [], totalItems: 0 });
    const ticketId = page1.tickets[0].ticketId;
    const mine = (await c.get(`/api/ticket/${ticketId}`, member)).json();
    expect(mine).toMatchObject({ ticketId, event: { id: eventId, userTicketId: expect.any(Number) } });
    for (const url of [`/api/ticket/${ticketId}`, `/api/ticket/${ticketId}/refund-quote`]) {
      expect((await c.get(url, other)).json()).toEqual({ code: 'NOT_FOUND', message: 'Ticket not found.' });
    }
    for (const [url, payload] of [
      ['/api/ticket/cancel', { ticketId }],
      ['/api/ticket/update', { ticketId, dietaryRequirements: null }],
      [
        '/api/ticket/nominatesubstitute',
        { ticketId, nomineeTitle: 'Dr', nomineeName: 'A B', nomineeEmail: 'a@b.co', nomineeMobile: '0400' },
      ],
    ] as const) {
      expect((await c.post(url, other, payload)).statusCode, url).toBe(404);
    }
    expect((await c.get('/api/ticket/99999999', member)).statusCode).toBe(404);
  });

  it('answers upcoming and past events of Active tickets', async () => {
    const who = await newMember(t.app, t.ctx.db);
    const soon = await createEvent(t.ctx.db, { title: 'Soon', startsInMs: 2 * DAY_MS });
    const later = await createEvent(t.ctx.db, { title: 'Later', startsInMs: 9 * DAY_MS });
    const past = await createEvent(t.ctx.db, { title: 'Past', startsInMs: -9 * DAY_MS });
    await register(who, soon.priceIds[0]);
    await register(who, later.priceIds[0]);
    await t.ctx.db
      .insert(eventTickets)
      .values({ eventId: past.eventId, ticketPriceId: past.priceIds[0], accountId: who.id, amountCents: 0 });
    const upcoming = (await c.post('/api/user/upcomingevents', who, { page: 1, size: 1 })).json();
    expect(upcoming.totalItems).toBe(2);
    expect(upcoming.events.map((e: { title: string }) => e.title)).toEqual(['Soon']);
    expect(
      (await c.post('/api/user/pastevents', who, {})).json().events.map((e: { title: string }) => e.title),
    ).toEqual(['Past']);
    expect((await c.post('/api/user/upcomingevents', who, { size: 101 })).statusCode).toBe(400);
  });
});

describe('refund of the cancellation terms (spec 03 §9)', () => {
  const start = new Date('2027-03-01T00:00:00Z');
  const at = (days: number, ms = 0) => new Date(start.getTime() - days * DAY_MS - ms);

  it('gives 90% at exactly 14 days and nothing a moment later (13 days)', () => {
    expect(computeRefund({ amountCents: 12_000, isConference: false, eventStart: start, now: at(14) })).toMatchObject({
      refundCents: 10_800,
      refundPercent: 90,
    });
    expect(
      computeRefund({ amountCents: 12_000, isConference: false, eventStart: start, now: at(14, -1) }).refundCents,
    ).toBe(0);
    expect(computeRefund({ amountCents: 12_000, isConference: false, eventStart: start, now: at(13) })).toMatchObject({
      refundCents: 0,
      refundPercent: 0,
      daysBeforeStart: 13,
    });
    expect(computeRefund({ amountCents: 4_999, isConference: false, eventStart: start, now: at(20) }).refundCents).toBe(
      4_499,
    );
  });

  it('gives a conference 90% less $110 at 30 days, nothing at 29, and never below 0', () => {
    expect(computeRefund({ amountCents: 65_000, isConference: true, eventStart: start, now: at(30) })).toMatchObject({
      refundCents: 47_500,
      feeCents: 11_000,
    });
    expect(computeRefund({ amountCents: 65_000, isConference: true, eventStart: start, now: at(29) }).refundCents).toBe(
      0,
    );
    expect(computeRefund({ amountCents: 65_000, isConference: true, eventStart: start, now: at(20) }).refundCents).toBe(
      0,
    );
    expect(computeRefund({ amountCents: 10_000, isConference: true, eventStart: start, now: at(40) }).refundCents).toBe(
      0,
    );
    expect(computeRefund({ amountCents: 0, isConference: false, eventStart: start, now: at(40) }).refundCents).toBe(0);
  });

  it('applies the terms when cancelling through the service with a moved clock', async () => {
    const who = await newMember(t.app, t.ctx.db);
    const make = async (isConference: boolean, cents: number) => {
      const e = await createEvent(t.ctx.db, {
        isConference,
        startsInMs: 100 * DAY_MS,
        prices: [{ amountCents: cents }],
      });
      const [k] = await t.ctx.db
        .insert(eventTickets)
        .values({ eventId: e.eventId, ticketPriceId: e.priceIds[0], accountId: who.id, amountCents: cents })
        .returning();
      return { start: e.start, ticketId: k.id };
    };
    const cases: [boolean, number, number, number][] = [
      [false, 14, 20_000, 180],
      [false, 13, 20_000, 0],
      [true, 30, 65_000, 475],
      [true, 29, 65_000, 0],
    ];
    for (const [isConference, days, cents, expected] of cases) {
      const k = await make(isConference, cents);
      const now = new Date(k.start.getTime() - days * DAY_MS);
      expect((await refundQuote(t.ctx, actorOf(who), k.ticketId, now)).refundAmount).toBe(expected);
      expect(await cancelTicket(t.ctx, actorOf(who), k.ticketId, now)).toEqual({
        ticketId: k.ticketId,
        attendanceStatus: 'Removed',
        refundAmount: expected,
      });
    }
  });
});

describe('POST /api/ticket/cancel', () => {
  it('cancels a paid ticket with its refund, frees the seat and refuses a second cancel', async () => {
    const { eventId, priceIds } = await createEvent(t.ctx.db, {
      startsInMs: 20 * DAY_MS,
      prices: [{ name: 'Member', amountCents: 12_050, capacity: 3 }],
    });
    const bought = await buy(t.app, member, [{ itemPriceId: priceIds[0], quantity: 1 }]);
    expect(bought.pay?.statusCode).toBe(200);
    const [ticket] = (await c.get(`/api/user/event/${eventId}/tickets`, member)).json().tickets;
    const quote = (await c.get(`/api/ticket/${ticket.ticketId}/refund-quote`, member)).json();
    expect(quote).toMatchObject({
      amount: 120.5,
      refundAmount: 108.45,
      refundPercent: 90,
      handlingFee: 0,
      isConference: false,
      daysBeforeStart: 19,
      canCancel: true,
    });
    expect(quote.terms).toHaveLength(4);
    expect((await c.get(`/api/event/${eventId}/tickets`, member)).json()[0].remaining).toBe(2);
    const res = await c.post('/api/ticket/cancel', member, { ticketId: ticket.ticketId });
    expect(res.json()).toEqual({ ticketId: ticket.ticketId, attendanceStatus: 'Removed', refundAmount: 108.45 });
    expect((await c.get(`/api/event/${eventId}/tickets`, member)).json()[0].remaining).toBe(3);
    const after = (await c.get(`/api/ticket/${ticket.ticketId}`, member)).json();
    expect(after).toMatchObject({ attendanceStatus: 'Removed', refundAmount: 108.45, canCancel: false });
    expect((await c.get(`/api/Event/${eventId}`, member)).json().userTicketId).toBeNull();
    expect((await c.post('/api/ticket/cancel', member, { ticketId: ticket.ticketId })).json()).toEqual({
      code: 'ALREADY_CANCELLED',
      message: 'This ticket has already been cancelled.',
    });
  });

  it('cancels a free ticket with no refund and refuses a ticket of a started event', async () => {
    const free = await createEvent(t.ctx.db, { startsInMs: 2 * DAY_MS });
    const ticket = (await register(member, free.priceIds[0])).json();
    expect((await c.post('/api/ticket/cancel', member, { ticketId: ticket.ticketId })).json().refundAmount).toBe(0);
    const started = await createEvent(t.ctx.db, { startsInMs: -DAY_MS });
    const [k] = await t.ctx.db
      .insert(eventTickets)
      .values({ eventId: started.eventId, ticketPriceId: started.priceIds[0], accountId: member.id, amountCents: 0 })
      .returning();
    expect((await c.post('/api/ticket/cancel', member, { ticketId: k.id })).json()).toEqual({
      code: 'CANNOT_CANCEL',
      message: 'This ticket can no longer be cancelled.',
    });
    expect((await c.post('/api/ticket/cancel', member, { ticketId: 'x' })).statusCode).toBe(400);
  });
});

describe('POST /api/ticket/nominatesubstitute', () => {
  const nominee = {
    nomineeTitle: 'Dr',
    nomineeName: 'Jo Citizen',
    nomineeEmail: 'jo@example.org',
    nomineeMobile: '0400111222',
    nomineeOrgName: 'Allied Health Co',
  };

  it('records the nominee and mails them', async () => {
    const e = await createEvent(t.ctx.db, { title: 'Handover day' });
    const ticket = (await register(member, e.priceIds[0])).json();
    const res = await c.post('/api/ticket/nominatesubstitute', member, { ticketId: ticket.ticketId, ...nominee });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ticketId: ticket.ticketId, attendanceStatus: 'Active', nominee });
    const mail = await waitForMail(
      t.ctx.mailer,
      (m) => m.to === 'jo@example.org' && m.subject.includes('Handover day'),
    );
    expect(mail.subject).toContain('Handover day');
  });

  it('validates with the spec messages', async () => {
    const e = await createEvent(t.ctx.db);
    const ticket = (await register(member, e.priceIds[0])).json();
    const cases: [object, string][] = [
      [{ nomineeTitle: '' }, 'Please enter a nominee title'],
      [{ nomineeName: undefined }, 'Please enter a nominee name'],
      [{ nomineeEmail: '' }, 'Please enter a nominee email'],
      [{ nomineeEmail: 'not-an-email' }, 'Enter valid email'],
      [{ nomineeMobile: '' }, 'Please enter a nominee mobile'],
      [{ nomineeMobile: '04 00' }, 'Enter a valid mobile number (numbers only)'],
      [{ nomineeMobile: '0'.repeat(16) }, 'Max length is 15 symbols'],
      [{ nomineeName: 'x'.repeat(151) }, 'Max length is 150 symbols'],
      [{ nomineeOrgName: 'x'.repeat(151) }, 'Max length is 150 symbols'],
    ];
    for (const [change, message] of cases) {
      const res = await c.post('/api/ticket/nominatesubstitute', member, {
        ticketId: ticket.ticketId,
        ...nominee,
        ...change,
      });
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(
      (
        await c.post('/api/ticket/nominatesubstitute', member, {
          ticketId: ticket.ticketId,
          ...nominee,
          nomineeName: 'x'.repeat(150),
        })
      ).statusCode,
    ).toBe(200);
    await c.post('/api/ticket/cancel', member, { ticketId: ticket.ticketId });
    expect(
      (await c.post('/api/ticket/nominatesubstitute', member, { ticketId: ticket.ticketId, ...nominee })).json().code,
    ).toBe('CANNOT_NOMINATE');
  });

  it('answers 404 when the substitute sub-feature is off', async () => {
    const lc = getTenant('lawcouncil');
    const app = await createTestApp({}, { tenant: lc });
    try {
      const who = await newMember(app.app, app.ctx.db);
      const e = await createEvent(app.ctx.db);
      const ticket = (
        await client(app.app).post('/api/event/register', who, { ticketPriceId: e.priceIds[0], userId: who.id })
      ).json();
      expect(ticket.canNominateSubstitute).toBe(false);
      const res = await client(app.app).post('/api/ticket/nominatesubstitute', who, {
        ticketId: ticket.ticketId,
        ...nominee,
      });
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'This feature is not available.' });
    } finally {
      await app.close();
    }
  });
});

describe('POST /api/ticket/update', () => {
  it('saves dietary and accessibility needs; an empty list is stored as null', async () => {
    const e = await createEvent(t.ctx.db);
    const ticket = (await register(member, e.priceIds[0])).json();
    const res = await c.post('/api/ticket/update', member, {
      ticketId: ticket.ticketId,
      dietaryRequirements: ['Vegan', 'Nut allergy'],
      otherDietaryRequirement: 'No sesame',
      accessibilityRequirement: 'Hearing loop',
    });
    expect(res.json()).toMatchObject({
      dietaryRequirements: ['Vegan', 'Nut allergy'],
      otherDietaryRequirement: 'No sesame',
      accessibilityRequirement: 'Hearing loop',
    });
    const cleared = (
      await c.post('/api/ticket/update', member, { ticketId: ticket.ticketId, dietaryRequirements: [] })
    ).json();
    expect(cleared).toMatchObject({
      dietaryRequirements: null,
      otherDietaryRequirement: 'No sesame',
      accessibilityRequirement: 'Hearing loop',
    });
    const [row] = await rows<{ dietary_requirements: string[] | null }>(
      t.ctx.db,
      `select dietary_requirements from event_tickets where id = ${ticket.ticketId}`,
    );
    expect(row.dietary_requirements).toBeNull();
    const texts = (
      await c.post('/api/ticket/update', member, {
        ticketId: ticket.ticketId,
        dietaryRequirements: null,
        otherDietaryRequirement: '',
        accessibilityRequirement: null,
      })
    ).json();
    expect(texts).toMatchObject({ otherDietaryRequirement: null, accessibilityRequirement: null });
    const unknown = await c.post('/api/ticket/update', member, {
      ticketId: ticket.ticketId,
      dietaryRequirements: ['Carnivore'],
    });
    expect(unknown.json().message).toBe('Please choose dietary requirements from the list.');
    expect(
      (
        await c.post('/api/ticket/update', member, {
          ticketId: ticket.ticketId,
          otherDietaryRequirement: 'x'.repeat(501),
        })
      ).json().message,
    ).toBe('Max length is 500 symbols');
  });

  it('accepts a dietary list only where the tenant has the field (ota)', async () => {
    const psa = await createTestApp({ TENANT: 'psa' });
    try {
      const who = await newMember(psa.app, psa.ctx.db);
      const e = await createEvent(psa.ctx.db);
      const pc = client(psa.app);
      const ticket = (
        await pc.post('/api/event/register', who, { ticketPriceId: e.priceIds[0], userId: who.id })
      ).json();
      const res = await pc.post('/api/ticket/update', who, {
        ticketId: ticket.ticketId,
        dietaryRequirements: ['Vegan'],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Dietary requirements are not collected for this organisation.');
      const ok = await pc.post('/api/ticket/update', who, {
        ticketId: ticket.ticketId,
        dietaryRequirements: [],
        accessibilityRequirement: 'Ramp access',
      });
      expect(ok.json()).toMatchObject({ dietaryRequirements: null, accessibilityRequirement: 'Ramp access' });
    } finally {
      await psa.close();
    }
  });
});

describe('tenants', () => {
  it('keeps events on for every tenant (events off is covered in events.test.ts)', () => {
    for (const id of ['ota', 'psa', 'maritime', 'lawcouncil', 'tls'] as const)
      expect(getTenant(id).features.events.enabled).toBe(true);
    expect(buildFeatureMap({}).events.enabled).toBe(false);
  });
});

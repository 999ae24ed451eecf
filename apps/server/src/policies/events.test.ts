import { EVENT_MESSAGES, Role } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import {
  canSeeEvent,
  canSeeEventDetails,
  checkActFor,
  checkCancelTicket,
  checkFreeRegistration,
  checkNominate,
  checkOwnTicket,
  checkRegistrationOpen,
  checkSeatsLeft,
  checkSeeEvent,
  checkSeeEventDetails,
  remainingSeats,
  seesSeatCounts,
} from './events';
import { canManageEvents, checkManageEvents, checkPublish } from './events-admin';

const ME = 'a0000000-0000-4000-8000-000000000001';
const OTHER = 'b0000000-0000-4000-8000-000000000002';
const member = { id: ME, role: Role.Standard, contactTypes: ['Member'] };
const staff = { id: ME, role: Role.Standard, contactTypes: ['Staff'] };
const admin = { id: ME, role: Role.Admin, contactTypes: [] };
const owner = { id: ME, role: Role.WorkSpaceOwner, contactTypes: ['Member'] };
const NOW = new Date('2030-05-01T00:00:00Z');
const LATER = new Date('2030-06-01T00:00:00Z');
const EARLIER = new Date('2030-04-01T00:00:00Z');
const code = (d: { code: string } | null) => d?.code ?? 'ok';

describe('events policy', () => {
  it.each([
    ['member', member, 'published', true],
    ['member', member, 'draft', false],
    ['member', member, 'cancelled', false],
    ['workspace owner', owner, 'draft', false],
    ['staff', staff, 'draft', true],
    ['admin', admin, 'cancelled', true],
  ])('%s sees a %s event: %s', (_who, actor, status, seen) => {
    expect(canSeeEvent(actor, status)).toBe(seen);
    expect(code(checkSeeEvent(actor, { status }))).toBe(seen ? 'ok' : 'NOT_FOUND');
  });

  it.each([
    ['member', member, 'published', true],
    ['member', member, 'draft', false],
    ['member', member, 'cancelled', true],
    ['workspace owner', owner, 'cancelled', true],
    ['staff', staff, 'draft', true],
  ])('%s opens the details page of a %s event: %s', (_who, actor, status, seen) => {
    expect(canSeeEventDetails(actor, status)).toBe(seen);
    expect(code(checkSeeEventDetails(actor, { status }))).toBe(seen ? 'ok' : 'NOT_FOUND');
  });

  it('answers 404 for a missing event and counts seats for staff only', () => {
    expect(checkSeeEvent(admin, null)).toEqual({ code: 'NOT_FOUND', message: EVENT_MESSAGES.eventNotFound });
    expect([member, owner, staff, admin].map(seesSeatCounts)).toEqual([false, false, true, true]);
  });

  it.each([
    ['member for self', member, ME, true, 'ok'],
    ['member for self, other case', member, ME.toUpperCase(), true, 'ok'],
    ['member for another', member, OTHER, true, 'FORBIDDEN'],
    ['member for an unknown account', member, OTHER, false, 'FORBIDDEN'],
    ['workspace owner for another', owner, OTHER, true, 'FORBIDDEN'],
    ['staff for another', staff, OTHER, true, 'ok'],
    ['admin for another', admin, OTHER, true, 'ok'],
    ['admin for an unknown account', admin, OTHER, false, 'NOT_FOUND'],
  ])('acting: %s -> %s', (_case, actor, userId, exists, expected) => {
    expect(code(checkActFor(actor, userId, exists))).toBe(expected);
  });

  const type = { name: 'Member', amountCents: 0, capacity: 3, sold: 1, eventStatus: 'published', eventStart: LATER };
  it.each([
    ['member, published, future', member, type, 'ok'],
    ['member, missing type', member, null, 'NOT_FOUND'],
    ['member, draft', member, { ...type, eventStatus: 'draft' }, 'NOT_FOUND'],
    ['staff, draft', staff, { ...type, eventStatus: 'draft' }, 'REGISTRATION_CLOSED'],
    ['member, cancelled', member, { ...type, eventStatus: 'cancelled' }, 'NOT_FOUND'],
    ['member, started', member, { ...type, eventStart: EARLIER }, 'REGISTRATION_CLOSED'],
    ['member, starting now', member, { ...type, eventStart: NOW }, 'REGISTRATION_CLOSED'],
  ])('registration open: %s -> %s', (_case, actor, facts, expected) => {
    expect(code(checkRegistrationOpen(actor, facts, NOW))).toBe(expected);
  });

  // Issue 22: sale window and member-only types.
  const nonMember = { id: ME, role: Role.Standard, contactTypes: ['ClientUser'] };
  it.each([
    ['before the sale', member, { saleStartsAt: LATER }, 'REGISTRATION_CLOSED'],
    ['after the sale', member, { saleEndsAt: EARLIER }, 'REGISTRATION_CLOSED'],
    ['within the sale', member, { saleStartsAt: EARLIER, saleEndsAt: LATER }, 'ok'],
    ['member-only, a member', member, { memberOnly: true }, 'ok'],
    ['member-only, not a member', nonMember, { memberOnly: true }, 'FORBIDDEN'],
    ['member-only, staff', staff, { memberOnly: true }, 'ok'],
  ] as const)('%s → %s', (_name, actor, extra, expected) => {
    const facts = { eventStatus: 'published', eventStart: LATER, ...extra };
    expect(code(checkRegistrationOpen(actor, facts, NOW))).toBe(expected);
  });

  it.each([
    [3, 1, 0, 2, 'ok', null],
    [3, 1, 1, 1, 'ok', null],
    [3, 1, 1, 2, 'SOLD_OUT', 'Sorry, only 1 ticket left for Member.'],
    [3, 3, 0, 1, 'SOLD_OUT', 'No tickets left for Member.'],
    [3, 2, 5, 1, 'SOLD_OUT', 'No tickets left for Member.'],
    [null, 500, 500, 20, 'ok', null],
  ])('capacity %s, sold %s, held %s, asking %s -> %s', (capacity, sold, held, quantity, expected, message) => {
    const denial = checkSeatsLeft({ name: 'Member', capacity, sold }, held, quantity);
    expect(code(denial)).toBe(expected);
    if (message) expect(denial?.message).toBe(message);
  });

  it('counts remaining seats, never below 0, null when unlimited', () => {
    expect(remainingSeats(10, 3, 2)).toBe(5);
    expect(remainingSeats(2, 3, 1)).toBe(0);
    expect(remainingSeats(null, 3, 1)).toBeNull();
  });

  it.each([
    [0, false, 'ok'],
    [0, true, 'ALREADY_REGISTERED'],
    [1000, false, 'CHECKOUT_REQUIRED'],
    [1000, true, 'CHECKOUT_REQUIRED'],
  ])('free registration of a price of %s cents, already registered %s -> %s', (amountCents, registered, expected) => {
    expect(code(checkFreeRegistration({ amountCents }, registered))).toBe(expected);
  });

  it.each([
    ['own', ME, 'ok'],
    ['another member', OTHER, 'NOT_FOUND'],
  ])('ticket of %s -> %s', (_case, accountId, expected) => {
    expect(code(checkOwnTicket(admin, { accountId }))).toBe(expected);
    expect(code(checkOwnTicket(member, { accountId }))).toBe(expected);
  });

  it.each([
    ['Active', LATER, 'ok', 'ok'],
    ['Active', EARLIER, 'CANNOT_CANCEL', 'CANNOT_NOMINATE'],
    ['Active', NOW, 'CANNOT_CANCEL', 'CANNOT_NOMINATE'],
    ['Removed', LATER, 'ALREADY_CANCELLED', 'CANNOT_NOMINATE'],
    ['Removed', EARLIER, 'ALREADY_CANCELLED', 'CANNOT_NOMINATE'],
  ])(
    'a %s ticket of an event starting %s: cancel %s, nominate %s',
    (attendanceStatus, eventStart, cancel, nominate) => {
      const ticket = { attendanceStatus, eventStart };
      expect(code(checkCancelTicket(ticket, NOW))).toBe(cancel);
      expect(code(checkNominate(ticket, NOW))).toBe(nominate);
    },
  );
});

describe('every staff scope × every event state (issue 30: events staff create, open, edit and publish)', () => {
  const scopes = {
    none: { role: Role.Standard, contactTypes: ['Member'] },
    events: { role: Role.Standard, contactTypes: ['EventsStaff'] },
    membership: { role: Role.Standard, contactTypes: ['MembershipStaff'] },
    'membership+events': { role: Role.Standard, contactTypes: ['MembershipStaff', 'EventsStaff'] },
    staff: { role: Role.Standard, contactTypes: ['Staff'] },
    manager: { role: Role.Manager, contactTypes: ['Member'] },
    owner: { role: Role.WorkSpaceOwner, contactTypes: ['Member'] },
    admin: { role: Role.Admin, contactTypes: [] as string[] },
  };
  // state → [status, publishable]; 'past' is a published event that has ended.
  const states = { draft: 'draft', published: 'published', cancelled: 'cancelled', past: 'published' } as const;
  const manages = new Set(['events', 'membership+events', 'staff', 'admin']);
  const cases = Object.entries(scopes).flatMap(([scope, actor]) =>
    Object.entries(states).map(([state, status]) => [scope, state, actor, status] as const),
  );

  it.each(cases)('%s staff, %s event', (scope, state, actor, status) => {
    const a = { id: ME, ...actor };
    const staffScope = manages.has(scope);
    // create and edit: the events scope
    expect(canManageEvents(a)).toBe(staffScope);
    expect(code(checkManageEvents(a))).toBe(staffScope ? 'ok' : 'FORBIDDEN');
    // open: the scope sees every state; others see published (list) and cancelled (details page)
    expect(canSeeEvent(a, status)).toBe(staffScope || status === 'published');
    expect(code(checkSeeEvent(a, { status }))).toBe(staffScope || status === 'published' ? 'ok' : 'NOT_FOUND');
    expect(canSeeEventDetails(a, status)).toBe(staffScope || status !== 'draft');
    expect(seesSeatCounts(a)).toBe(staffScope);
    // publish: the scope, and a draft only
    const publish = checkManageEvents(a) ?? checkPublish(status, null, NOW);
    expect(code(publish)).toBe(!staffScope ? 'FORBIDDEN' : state === 'draft' ? 'ok' : 'CONFLICT');
    expect(code(checkManageEvents(a) ?? checkPublish(status, LATER, NOW))).toBe(
      !staffScope ? 'FORBIDDEN' : state === 'draft' ? 'ok' : 'CONFLICT',
    );
  });
});

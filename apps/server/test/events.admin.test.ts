/**
 * Staff events API (issue 22): only staff may use it; validation rules; create, update, publish,
 * schedule, unpublish, duplicate; a draft is invisible to members everywhere; attendees, CSV export
 * with formula escaping, dietary summary; check-in once under concurrent scans; cancelling an event
 * refunds each paid ticket once.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EventAdminWrite, TIME_ZONE_MESSAGES } from '@portal/shared';
import { publishScheduledEvents } from '../src/modules/events/admin/events-admin.service';
import { sweepExpiredCheckouts } from '../src/modules/billing/confirm.service';
import { buy, client, createOptions, DAY_MS, type Member, newMember, rows, waitForMail } from './events-fixtures';
import { createTestApp, type TestApp } from './harness';
import { intlWallClock } from './time-oracle';

let t: TestApp;
let c: ReturnType<typeof client>;
let staff: Member;
let admin: Member;
let member: Member;
let opts: Awaited<ReturnType<typeof createOptions>>;

beforeAll(async () => {
  t = await createTestApp();
  c = client(t.app);
  staff = await newMember(t.app, t.ctx.db, { contactTypes: ['Staff'] });
  admin = await newMember(t.app, t.ctx.db, { role: 1 });
  member = await newMember(t.app, t.ctx.db, { firstName: '=HYPERLINK("x")' });
  opts = await createOptions(t.ctx.db);
});
afterAll(async () => t?.close());

/** Sydney's wall-clock time of an instant (ms), "YYYY-MM-DDTHH:mm". */
const wall = (ms: number) => intlWallClock(new Date(ms), 'Australia/Sydney').wallClock.slice(0, 16);

function eventBody(over: Partial<EventAdminWrite> = {}): EventAdminWrite {
  const start = Date.now() + 40 * DAY_MS;
  return {
    title: 'Sensory integration in practice',
    typeId: opts.type.id,
    categoryId: opts.category.id,
    locationId: opts.location.id,
    shortDesc: 'A practical day on sensory integration for paediatric occupational therapists.',
    content: '<p>Hands-on <script>alert(1)</script>sessions</p>',
    startDateTime: wall(start),
    endDateTime: wall(start + 7 * 3_600_000),
    timeZone: 'Australia/Sydney',
    address: '12 Collins Street, Melbourne VIC 3000',
    venue: 'Allied Health Centre',
    externalUrl: 'https://example.org/sensory',
    tagIds: opts.tagIds.slice(0, 2),
    cpdDetails: { hours: 6, category: 'Clinical practice', description: 'Counts towards clinical CPD' },
    sessions: [
      {
        title: 'Morning workshop',
        startDateTime: wall(start),
        endDateTime: wall(start + 3 * 3_600_000),
      },
    ],
    presenters: [{ name: 'Dr Jane Lee', role: 'Senior OT', profileDesc: '<p>Twenty years in paediatrics</p>' }],
    sponsorContent: '<p>Supported by the OT Foundation</p>',
    reasoningContent: '<p>Bring comfortable clothes</p>',
    accessContent: '<p>Step-free access</p>',
    attachments: [{ kind: 'links', name: 'Reading list', url: 'https://example.org/reading' }],
    ticketTypes: [
      { name: 'Member', amount: 120, capacity: 2 },
      { name: 'Non-member', amount: 180.5, capacity: null },
    ],
    ...over,
  };
}

const put = (url: string, who: Member, payload: object) =>
  t.app.inject({ method: 'PUT', url, headers: { authorization: who.authorization }, payload });

describe('staff events API', () => {
  it('answers 403 to a member for every staff call, and abilities to anyone', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/admin/events'],
      ['POST', '/api/v1/admin/events'],
      ['GET', '/api/v1/admin/events/1'],
      ['POST', '/api/v1/admin/events/1/publish'],
      ['POST', '/api/v1/admin/events/1/cancel'],
      ['GET', '/api/v1/admin/events/1/attendees'],
      ['GET', '/api/v1/admin/events/1/attendees.csv'],
      ['POST', '/api/v1/admin/events/1/checkin'],
    ] as const) {
      // A valid body, so the answer is about permission (zod validates before the auth preHandler runs).
      const payload =
        url === '/api/v1/admin/events'
          ? eventBody()
          : url.endsWith('checkin')
            ? { ticketId: 1 }
            : method === 'POST'
              ? {}
              : undefined;
      const res = await t.app.inject({ method, url, headers: { authorization: member.authorization }, payload });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await c.get('/api/v1/admin/events/abilities', member)).json().data.canManageEvents).toBe(false);
    expect((await c.get('/api/v1/admin/events/abilities', staff)).json().data.canManageEvents).toBe(true);
    expect((await c.get('/api/v1/admin/events', admin)).statusCode).toBe(200);
  });

  it.each([
    ['no title', { title: ' ' }, 'title', 'Please enter an event title'],
    ['end before start', { endDateTime: '2020-01-01T10:00' }, 'endDateTime', 'The end must be after the start'],
    ['offset instead of a zone', { timeZone: 'UTC+10:00' }, 'timeZone', TIME_ZONE_MESSAGES.unknown],
    ['unknown zone', { timeZone: 'Australia/Atlantis' }, 'timeZone', TIME_ZONE_MESSAGES.unknown],
    ['bad url', { externalUrl: 'javascript:alert(1)' }, 'externalUrl', 'Please enter a valid URL (https://...)'],
    ['no ticket types', { ticketTypes: [] }, 'ticketTypes', 'Please add at least one ticket type'],
    [
      'negative price',
      { ticketTypes: [{ name: 'A', amount: -1, capacity: null }] },
      'ticketTypes.0.amount',
      'Please enter a price of 0 or more with at most 2 decimals',
    ],
    [
      'three decimals',
      { ticketTypes: [{ name: 'A', amount: 1.005, capacity: null }] },
      'ticketTypes.0.amount',
      'Please enter a price of 0 or more with at most 2 decimals',
    ],
    [
      'zero capacity',
      { ticketTypes: [{ name: 'A', amount: 1, capacity: 0 }] },
      'ticketTypes.0.capacity',
      'Please enter a capacity of 1 or more, or leave it empty for unlimited',
    ],
    [
      'single click with a price',
      { isSingleClickRegistration: true, ticketTypes: [{ name: 'A', amount: 5, capacity: null }] },
      'ticketTypes',
      'Single-click registration needs exactly one free ticket type',
    ],
    [
      'session outside',
      {
        sessions: [
          {
            title: 'Late',
            startDateTime: '2099-01-01T10:00',
            endDateTime: '2099-01-01T11:00',
          },
        ],
      },
      'sessions',
      'Sessions must be within the event',
    ],
    ['unknown type', { typeId: 999_999 }, 'typeId', 'Unknown option'],
    ['unknown image', { featureImgId: '00000000-0000-4000-8000-000000000000' }, 'featureImgId', 'Unknown file'],
  ] as const)('refuses %s with the field message', async (_name, over, field, message) => {
    const res = await c.post('/api/v1/admin/events', staff, eventBody(over as Partial<EventAdminWrite>));
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toBe(message);
    expect(body.errors?.[0]?.field ?? field).toBe(field);
  });

  it('creates a draft invisible to members, publishes, schedules, unpublishes and duplicates it', async () => {
    const res = await c.post('/api/v1/admin/events', staff, eventBody());
    expect(res.statusCode, res.body).toBe(201);
    const ev = res.json().data;
    expect(ev.status).toBe('draft');
    expect(ev.content).not.toContain('script');
    expect(ev.sessions).toHaveLength(1);
    expect(ev.presenters[0].name).toBe('Dr Jane Lee');
    expect(ev.ticketTypes.map((p: { name: string; amount: number }) => [p.name, p.amount])).toEqual([
      ['Member', 120],
      ['Non-member', 180.5],
    ]);
    expect(ev.tags).toHaveLength(2);
    expect(ev.cpdDetails.hours).toBe(6);

    // A draft is invisible to members everywhere: details, list, search, calendar, tickets.
    expect((await c.get(`/api/Event/${ev.id}`, member)).statusCode).toBe(404);
    expect((await c.get(`/api/event/${ev.id}/tickets`, member)).statusCode).toBe(404);
    const search = await c.post('/api/event/list', member, { keyword: 'Sensory integration' });
    expect(search.json().events.map((e: { id: number }) => e.id)).not.toContain(ev.id);
    const cal = await c.post('/api/event/list', member, { view: 'calendar', size: 2000 });
    expect(cal.json().events.map((e: { id: number }) => e.id)).not.toContain(ev.id);
    const drafts = await c.get('/api/v1/admin/events?state=drafts', staff);
    expect(drafts.json().data.map((e: { id: number }) => e.id)).toContain(ev.id);

    // Scheduled publication: stays a draft until the job runs after the time.
    const at = new Date(Date.now() + 60_000).toISOString();
    const sched = await c.post(`/api/v1/admin/events/${ev.id}/publish`, staff, { publishAt: at });
    expect(sched.json().data).toMatchObject({ status: 'draft', publishAt: at });
    expect(
      (await c.post(`/api/v1/admin/events/${ev.id}/publish`, staff, { publishAt: '2020-01-01T00:00:00Z' })).statusCode,
    ).toBe(400);
    await publishScheduledEvents(t.ctx, new Date(Date.now() + 120_000));
    expect((await c.get(`/api/Event/${ev.id}`, member)).json().status).toBe('published');
    expect((await c.post(`/api/v1/admin/events/${ev.id}/publish`, staff)).statusCode).toBe(409);

    const upcoming = await c.get('/api/v1/admin/events?state=upcoming&search=sensory', staff);
    expect(upcoming.json().data[0]).toMatchObject({ id: ev.id, capacity: null, ticketsSold: 0 });

    expect((await c.post(`/api/v1/admin/events/${ev.id}/unpublish`, staff)).json().data.status).toBe('draft');
    expect((await c.get(`/api/Event/${ev.id}`, member)).statusCode).toBe(404);

    const copy = await c.post(`/api/v1/admin/events/${ev.id}/duplicate`, staff);
    expect(copy.statusCode).toBe(201);
    expect(copy.json().data).toMatchObject({ title: 'Copy of Sensory integration in practice', status: 'draft' });
    expect(copy.json().data.ticketTypes).toHaveLength(2);
    expect(copy.json().data.sessions).toHaveLength(1);
  });

  it('lets events staff (EventsStaff scope only) create, open, edit and publish an event (issue 30)', async () => {
    const es = await newMember(t.app, t.ctx.db, { contactTypes: ['EventsStaff'] });
    const res = await c.post('/api/v1/admin/events', es, eventBody({ title: 'Splinting clinic' }));
    expect(res.statusCode, res.body).toBe(201);
    const ev = res.json().data;
    expect(ev).toMatchObject({ title: 'Splinting clinic', status: 'draft' });
    // The draft opens for the events scope (staff screen and details page), not for members.
    expect((await c.get(`/api/v1/admin/events/${ev.id}`, es)).json().data.title).toBe('Splinting clinic');
    expect((await c.get(`/api/Event/${ev.id}`, es)).statusCode).toBe(200);
    expect((await c.get(`/api/Event/${ev.id}`, member)).statusCode).toBe(404);
    const edited = await put(`/api/v1/admin/events/${ev.id}`, es, eventBody({ title: 'Splinting clinic (full day)' }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.title).toBe('Splinting clinic (full day)');
    // Each staff change moves the calendar SEQUENCE (issue 30): the edit, then publishing.
    expect((await c.get(`/api/event/${ev.id}/calendar.ics`, es)).body).toContain('\r\nSEQUENCE:1\r\n');
    const pub = await c.post(`/api/v1/admin/events/${ev.id}/publish`, es);
    expect(pub.json().data.status).toBe('published');
    expect((await c.get(`/api/event/${ev.id}/calendar.ics`, member)).body).toContain('\r\nSEQUENCE:2\r\n');
    expect((await c.get(`/api/Event/${ev.id}`, member)).json().title).toBe('Splinting clinic (full day)');
    // Membership staff (no events scope) are refused.
    const ms = await newMember(t.app, t.ctx.db, { contactTypes: ['MembershipStaff'] });
    expect((await c.post('/api/v1/admin/events', ms, eventBody())).statusCode).toBe(403);
  });

  it('updates an event: keeps sold types, refuses capacity below sold and removing a type with tickets', async () => {
    const ev = (await c.post('/api/v1/admin/events', staff, eventBody({ title: 'Hand therapy update' }))).json().data;
    await c.post(`/api/v1/admin/events/${ev.id}/publish`, staff);
    const [memberType, otherType] = ev.ticketTypes;
    const buyer = await newMember(t.app, t.ctx.db);
    const { pay } = await buy(t.app, buyer, [{ itemPriceId: memberType.ticketPriceId, quantity: 1 }]);
    expect(pay?.statusCode).toBe(200);

    const types = (over: object[]) => eventBody({ title: 'Hand therapy update', ticketTypes: over as never });
    const below = await put(
      `/api/v1/admin/events/${ev.id}`,
      staff,
      types([
        { id: memberType.ticketPriceId, name: 'Member', amount: 120, capacity: 1 },
        { id: otherType.ticketPriceId, name: 'Non-member', amount: 180, capacity: null },
      ]),
    );
    expect(below.statusCode).toBe(200);
    const zero = await put(
      `/api/v1/admin/events/${ev.id}`,
      staff,
      types([{ id: otherType.ticketPriceId, name: 'Non-member', amount: 180, capacity: null }]),
    );
    expect(zero.statusCode).toBe(400);
    expect(zero.json().message).toBe('A ticket type with tickets cannot be removed');
    const ok = await put(`/api/v1/admin/events/${ev.id}`, staff, {
      ...types([
        { id: memberType.ticketPriceId, name: 'Member (early)', amount: 110, capacity: 5 },
        { name: 'Student', amount: 40, capacity: 10, memberOnly: true },
      ]),
      title: 'Hand therapy update 2026',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.title).toBe('Hand therapy update 2026');
    expect(
      ok
        .json()
        .data.ticketTypes.map((p: { name: string; sold: number; memberOnly: boolean }) => [
          p.name,
          p.sold,
          p.memberOnly,
        ]),
    ).toEqual([
      ['Member (early)', 1, false],
      ['Student', 0, true],
    ]);
  });

  it('lists attendees with search, exports CSV with formula cells escaped, and sums dietary needs', async () => {
    const ev = (await c.post('/api/v1/admin/events', staff, eventBody({ title: 'Falls prevention forum' }))).json()
      .data;
    await c.post(`/api/v1/admin/events/${ev.id}/publish`, staff);
    const { pay } = await buy(t.app, member, [{ itemPriceId: ev.ticketTypes[0].ticketPriceId, quantity: 1 }]);
    expect(pay?.statusCode).toBe(200);
    const [{ id: ticketId }] = await rows<{ id: number }>(
      t.ctx.db,
      `select id from event_tickets where event_id = ${ev.id}`,
    );
    await t.ctx.db.execute(
      sql`update event_tickets set dietary_requirements = '{Vegan,Gluten free}', accessibility_requirement = 'Wheelchair space' where id = ${ticketId}`,
    );
    const list = await c.get(
      `/api/v1/admin/events/${ev.id}/attendees?search=${encodeURIComponent(member.email)}`,
      staff,
    );
    expect(list.json().meta.total_count).toBe(1);
    expect(list.json().data[0]).toMatchObject({
      ticketType: 'Member',
      amount: 120,
      attendanceStatus: 'Active',
      dietaryRequirements: ['Vegan', 'Gluten free'],
    });
    expect(
      (await c.get(`/api/v1/admin/events/${ev.id}/attendees?search=nobody-matches`, staff)).json().meta.total_count,
    ).toBe(0);
    // Without a search the total counts the event's tickets alone (issue 33), by status too.
    const all = (await c.get(`/api/v1/admin/events/${ev.id}/attendees`, staff)).json();
    expect(all.meta.total_count).toBe(1);
    expect(all.data.map((r: { ticketType: string }) => r.ticketType)).toEqual(['Member']);
    expect((await c.get(`/api/v1/admin/events/${ev.id}/attendees?status=Removed`, staff)).json().meta.total_count).toBe(
      0,
    );

    const csv = await c.get(`/api/v1/admin/events/${ev.id}/attendees.csv`, staff);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('attendees-Falls-prevention-forum.csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('"Ticket number","Holder"');
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")`);
    expect(lines[1]).toContain('"Vegan; Gluten free"');

    const diet = (await c.get(`/api/v1/admin/events/${ev.id}/dietary-summary`, staff)).json().data;
    expect(diet).toMatchObject({ activeTickets: 1, withoutRequirements: 0 });
    expect(diet.counts).toEqual([
      { requirement: 'Gluten free', count: 1 },
      { requirement: 'Vegan', count: 1 },
    ]);
    expect(diet.accessibility[0].text).toBe('Wheelchair space');
  });

  it('checks a ticket in once under concurrent scans', async () => {
    const ev = (
      await c.post(
        '/api/v1/admin/events',
        staff,
        eventBody({ title: 'Check-in day', ticketTypes: [{ name: 'Free', amount: 0, capacity: null }] }),
      )
    ).json().data;
    await c.post(`/api/v1/admin/events/${ev.id}/publish`, staff);
    const holder = await newMember(t.app, t.ctx.db);
    const reg = await c.post('/api/event/register', holder, {
      ticketPriceId: ev.ticketTypes[0].ticketPriceId,
      userId: holder.id,
    });
    expect(reg.statusCode).toBe(200);
    const ticketId = reg.json().ticketId;
    // The confirmation mail carries the calendar file and the ticket's QR code.
    const mail = await waitForMail(
      t.ctx.mailer,
      (m) => m.to === holder.email && m.subject === 'Registration confirmed: Check-in day',
    );
    const eml = await readFile(
      join(t.ctx.config.dataDir, 'outbox', `${(mail as unknown as { id: string }).id}.eml`),
      'utf8',
    );
    expect(eml).toContain('text/calendar');
    expect(eml).toMatch(/filename=TKT-\d{7}\.png/);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => c.post(`/api/v1/admin/events/${ev.id}/checkin`, staff, { ticketId })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(
      results
        .filter((r) => r.statusCode === 409)
        .every((r) => r.json().message === 'This ticket has already been checked in'),
    ).toBe(true);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(9);
    expect((await c.post(`/api/v1/admin/events/${ev.id + 100000}/checkin`, staff, { ticketId })).statusCode).toBe(404);
  });

  it('cancels an event: each paid ticket refunded in full once, holders and the waitlist mailed, shown cancelled', async () => {
    const ev = (await c.post('/api/v1/admin/events', staff, eventBody({ title: 'Cancelled symposium' }))).json().data;
    await c.post(`/api/v1/admin/events/${ev.id}/publish`, staff);
    const a = await newMember(t.app, t.ctx.db);
    const b = await newMember(t.app, t.ctx.db);
    const paidA = (await buy(t.app, a, [{ itemPriceId: ev.ticketTypes[0].ticketPriceId, quantity: 1 }])).pay;
    const paidB = (await buy(t.app, b, [{ itemPriceId: ev.ticketTypes[1].ticketPriceId, quantity: 1 }])).pay;
    expect([paidA?.statusCode, paidB?.statusCode]).toEqual([200, 200]);
    // A member waiting without a ticket, and a holder also waiting for the other ticket type.
    const waiting = await newMember(t.app, t.ctx.db);
    await t.ctx.db.execute(sql`insert into event_waitlist (event_id, ticket_price_id, account_id)
      values (${ev.id}, ${ev.ticketTypes[0].ticketPriceId}, ${waiting.id}),
             (${ev.id}, ${ev.ticketTypes[1].ticketPriceId}, ${a.id})`);
    const [first, second] = await Promise.all([
      c.post(`/api/v1/admin/events/${ev.id}/cancel`, staff),
      c.post(`/api/v1/admin/events/${ev.id}/cancel`, staff),
    ]);
    const codes = [first.statusCode, second.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const ok = first.statusCode === 200 ? first : second;
    expect(ok.json().data).toMatchObject({ status: 'cancelled', ticketsCancelled: 2, refundedAmount: 300.5 });
    const tickets = await rows<{ attendance_status: string; refund_amount_cents: number; amount_cents: number }>(
      t.ctx.db,
      `select attendance_status, refund_amount_cents, amount_cents from event_tickets where event_id = ${ev.id}`,
    );
    expect(
      tickets.every(
        (k) => k.attendance_status === 'Removed' && Number(k.refund_amount_cents) === Number(k.amount_cents),
      ),
    ).toBe(true);
    // The one refund path writes each refund on its invoice (issue 15).
    for (const [who, paid] of [
      [a, paidA],
      [b, paidB],
    ] as const) {
      const invoice = (await c.get(`/api/invoice/${paid?.json().invoiceId}`, who)).json();
      expect(invoice.status).toBe('Refunded');
      expect(invoice.refundedAmount).toBeGreaterThan(0);
    }
    // Members see the page of a cancelled event as cancelled (no registration) with their refunded tickets; lists leave it out.
    const page = await c.get(`/api/Event/${ev.id}`, a);
    expect(page.json()).toMatchObject({ status: 'cancelled', isRegistrationOpen: false });
    const own = (await c.get(`/api/user/event/${ev.id}/tickets`, a)).json().tickets;
    expect(own.map((k: { attendanceStatus: string }) => k.attendanceStatus)).toEqual(['Removed']);
    expect((await c.post('/api/event/list', a, { keyword: 'Cancelled symposium' })).json().totalItems).toBe(0);
    expect((await c.get(`/api/v1/admin/events/${ev.id}`, staff)).json().data.status).toBe('cancelled');
    await waitForMail(t.ctx.mailer, (m) => m.to === a.email && m.subject === 'Event cancelled: Cancelled symposium');
    await waitForMail(t.ctx.mailer, (m) => m.to === b.email && m.subject === 'Event cancelled: Cancelled symposium');
    // The waitlist is closed and the member who was waiting is told; the holder hears once, through the ticket.
    const toWaiting = (await waitForMail(
      t.ctx.mailer,
      (m) => m.to === waiting.email && m.subject === 'Event cancelled: Cancelled symposium',
    )) as { text?: string };
    expect(toWaiting.text).toContain('You were on its waitlist');
    const toA = (await t.ctx.mailer.listOutbox()).filter(
      (m) => m.to === a.email && m.subject === 'Event cancelled: Cancelled symposium',
    );
    expect(toA).toHaveLength(1);
    expect(
      await rows<{ status: string }>(t.ctx.db, `select status from event_waitlist where event_id = ${ev.id}`),
    ).toEqual([{ status: 'left' }, { status: 'left' }]);
  });

  it('empties the cart of an abandoned checkout when its hold expires (member-side fix)', async () => {
    const ev = (await c.post('/api/v1/admin/events', staff, eventBody({ title: 'Abandoned checkout day' }))).json()
      .data;
    await c.post(`/api/v1/admin/events/${ev.id}/publish`, staff);
    const buyer = await newMember(t.app, t.ctx.db);
    const { cartId } = (await c.post(`/api/cart/new?userId=${buyer.id}`, buyer)).json();
    await c.post('/api/cart/additem', buyer, { cartId, itemPriceId: ev.ticketTypes[0].ticketPriceId, quantity: 1 });
    const checkout = await c.post('/api/cart/checkout', buyer, { cartId, userId: buyer.id });
    expect(checkout.statusCode).toBe(200);
    const count = async () =>
      Number(
        (
          await rows<{ n: number }>(t.ctx.db, `select count(*)::int as n from cart_items where cart_id = '${cartId}'`)
        )[0].n,
      );
    await sweepExpiredCheckouts(t.ctx.db);
    expect(await count()).toBe(1);
    await t.ctx.db.execute(
      sql`update checkout_sessions set expires_at = now() - interval '1 minute' where cart_id = ${cartId}`,
    );
    await sweepExpiredCheckouts(t.ctx.db);
    expect(await count()).toBe(0);
  });

  it('enforces a ticket type sale window and member-only on register, cart and checkout', async () => {
    const soon = new Date(Date.now() + DAY_MS).toISOString();
    const ev = (
      await c.post(
        '/api/v1/admin/events',
        staff,
        eventBody({
          title: 'Sale window day',
          ticketTypes: [
            { name: 'Later', amount: 0, capacity: null, saleStartsAt: soon },
            { name: 'Members', amount: 0, capacity: null, memberOnly: true },
            { name: 'Paid later', amount: 10, capacity: null, saleStartsAt: soon },
          ],
        }),
      )
    ).json().data;
    await c.post(`/api/v1/admin/events/${ev.id}/publish`, staff);
    const [later, members, paidLater] = ev.ticketTypes.map((p: { ticketPriceId: number }) => p.ticketPriceId);
    const m = await newMember(t.app, t.ctx.db, { contactTypes: ['Member'] });
    const outsider = await newMember(t.app, t.ctx.db, { contactTypes: ['ClientUser'] });
    const early = await c.post('/api/event/register', m, { ticketPriceId: later, userId: m.id });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Tickets of this type are not on sale now.');
    const { cartId } = (await c.post(`/api/cart/new?userId=${m.id}`, m)).json();
    expect((await c.post('/api/cart/additem', m, { cartId, itemPriceId: paidLater, quantity: 1 })).statusCode).toBe(
      409,
    );
    const refused = await c.post('/api/event/register', outsider, { ticketPriceId: members, userId: outsider.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This ticket type is for members only.');
    expect((await c.post('/api/event/register', m, { ticketPriceId: members, userId: m.id })).statusCode).toBe(200);
  });
});

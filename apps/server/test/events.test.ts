/**
 * Events discovery (spec 03 §3, §7 Events and tickets): the list with every filter, paging and
 * the compact calendar view, details, ticket prices with seats, filter options, favourites,
 * attachments, calendar files, enquiries, dietary values, and the feature flags (off → 404).
 */
import { buildFeatureMap, getTenant } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventAttachments, eventFiles } from '../src/db/schema';
import { prefixQuery, whenRange } from '../src/modules/events/event-filters';
import {
  client,
  countRows,
  createEvent,
  createOptions,
  DAY_MS,
  type Member,
  newMember,
  waitForMail,
} from './events-fixtures';
import { createTestApp, type TestApp } from './harness';
import { intlWallClock } from './time-oracle';

let t: TestApp;
let member: Member;
let staff: Member;
let c: ReturnType<typeof client>;
let opts: Awaited<ReturnType<typeof createOptions>>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  c = client(t.app);
  member = await newMember(t.app, t.ctx.db);
  staff = await newMember(t.app, t.ctx.db, { contactTypes: ['Staff'] });
  opts = await createOptions(t.ctx.db);
  ids.pastWebinar = (
    await createEvent(t.ctx.db, {
      title: 'Past webinar on telehealth',
      startsInMs: -10 * DAY_MS,
      typeId: opts.type2.id,
    })
  ).eventId;
  ids.workshop = (
    await createEvent(t.ctx.db, {
      title: 'Splinting workshop',
      startsInMs: 5 * DAY_MS,
      typeId: opts.type.id,
      categoryId: opts.category.id,
      locationId: opts.location.id,
      tagIds: [opts.tagIds[0]],
      cpd: true,
      prices: [
        { name: 'Member', amountCents: 12_000, capacity: 10 },
        { name: 'Student', amountCents: 6_050, capacity: 2 },
      ],
    })
  ).eventId;
  ids.conference = (
    await createEvent(t.ctx.db, {
      title: 'National conference',
      startsInMs: 40 * DAY_MS,
      isConference: true,
      tagIds: [opts.tagIds[1]],
      timeZone: 'Australia/Perth',
    })
  ).eventId;
  ids.draft = (
    await createEvent(t.ctx.db, { title: 'Draft planning day', startsInMs: 20 * DAY_MS, status: 'draft' })
  ).eventId;
  for (let i = 0; i < 25; i++)
    await createEvent(t.ctx.db, { title: `Monthly meetup ${i + 1}`, startsInMs: (60 + i) * DAY_MS });
}, 60_000);
afterAll(async () => t?.close());

const list = (payload: object, who: Member = member) => c.post('/api/event/list', who, payload);

describe('POST /api/event/list', () => {
  it('pages visible events by start, 20 by default, with the total', async () => {
    const res = await list({});
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.totalItems).toBe(28);
    expect(body.events).toHaveLength(20);
    expect(body.events[0].title).toBe('Past webinar on telehealth');
    const starts = body.events.map((e: { eventStartUtc: string }) => e.eventStartUtc);
    expect([...starts].sort()).toEqual(starts);
    const page2 = (await list({ page: 2 })).json();
    expect(page2.events).toHaveLength(8);
    expect((await list({ page: 9 })).json()).toEqual({ events: [], totalItems: 28 });
    const desc = (await list({ sortOrder: 'desc', size: 1 })).json();
    expect(desc.events[0].title).toBe('Monthly meetup 25');
  });

  it('answers the list item of spec 03 §3 with the caller state', async () => {
    const body = (await list({ keyword: 'splinting' })).json();
    expect(body.totalItems).toBe(1);
    const item = body.events[0];
    expect(Object.keys(item).sort()).toEqual(
      [
        'cpdDetails',
        'endDateTime',
        'endTimeZone',
        'eventEndUtc',
        'eventStartUtc',
        'featureImg',
        'id',
        'isCpd',
        'isFavourite',
        'isSingleClickRegistration',
        'listingImg',
        'shortDesc',
        'singleClickTicketPriceId',
        'startDateTime',
        'startTimeZone',
        'timeZone',
        'title',
        'type',
        'typeId',
        'userTicketId',
      ].sort(),
    );
    // Sydney's offset on the event's date (UTC+11:00 in summer), as Intl's own time-zone data says.
    expect(item.timeZone).toBe('Australia/Sydney');
    const sydney = intlWallClock(item.eventStartUtc, 'Australia/Sydney');
    expect(item.startTimeZone).toBe(sydney.label);
    expect(item.startDateTime).toBe(sydney.wallClock);
    expect(item.cpdDetails).toEqual({ hours: 2, category: 'Clinical practice', description: null });
    expect(item.isSingleClickRegistration).toBe(false);
    expect(item.singleClickTicketPriceId).toBeNull();
    expect(item.userTicketId).toBeNull();
    const perth = (await list({ keyword: 'national' })).json().events[0];
    expect(perth.startTimeZone).toBe('UTC+08:00');
    expect(perth.timeZone).toBe('Australia/Perth');
    expect(perth.singleClickTicketPriceId).toEqual(expect.any(Number));
  });

  it('filters by keyword (words as prefixes, case-insensitive, no query syntax), type, location, category and tag sets', async () => {
    expect((await list({ keyword: 'SPLINT' })).json().totalItems).toBe(1);
    expect((await list({ keyword: 'splint work' })).json().totalItems).toBe(1);
    expect((await list({ keyword: 'splint webinar' })).json().totalItems).toBe(0);
    expect((await list({ keyword: "tele & !(x | 'y')" })).json().totalItems).toBe(0);
    expect((await list({ keyword: 'telehe' })).json().totalItems).toBe(1);
    expect((await list({ keyword: '%' })).json().totalItems).toBe(0);
    expect((await list({ typeId: opts.type.id })).json().events.map((e: { id: number }) => e.id)).toEqual([
      ids.workshop,
    ]);
    expect((await list({ locationId: opts.location.id })).json().totalItems).toBe(1);
    expect((await list({ categoryId: [opts.category.id] })).json().totalItems).toBe(1);
    expect((await list({ categoryId: opts.category.id })).json().totalItems).toBe(1);
    expect((await list({ tagId: opts.tagIds })).json().totalItems).toBe(2);
    expect((await list({ tagId: [opts.tagIds[1]] })).json().events[0].id).toBe(ids.conference);
    expect((await list({ keyword: null, typeId: null, tagId: null })).json().totalItems).toBe(28);
  });

  it('filters by active state, when-filter and start dates (instants and calendar dates)', async () => {
    expect((await list({ isActiveEvent: false })).json().totalItems).toBe(1);
    expect((await list({ isActiveEvent: true })).json().totalItems).toBe(27);
    expect((await list({ listing: 6 })).json().totalItems).toBe(1);
    expect((await list({ listing: 5 })).json().totalItems).toBe(27);
    const from = new Date(Date.now() + 4 * DAY_MS).toISOString();
    const to = new Date(Date.now() + 41 * DAY_MS).toISOString();
    expect((await list({ startDateFrom: from, startDateTo: to })).json().totalItems).toBe(2);
    const conference = (await list({ keyword: 'national' })).json().events[0];
    const localDate = conference.startDateTime.slice(0, 10);
    const day = (await list({ startDateFrom: localDate, startDateTo: localDate, view: 'calendar', size: 1000 })).json();
    expect(day.events.map((e: { id: number }) => e.id)).toContain(ids.conference);
    expect(day.events.every((e: { startDateTime: string }) => e.startDateTime.startsWith(localDate))).toBe(true);
  });

  it('answers compact items in the calendar view', async () => {
    const body = (await list({ view: 'calendar', size: 1000 })).json();
    expect(body.events).toHaveLength(28);
    const workshop = body.events.find((e: { id: number }) => e.id === ids.workshop);
    expect(workshop.isCpd).toBe(true);
    for (const key of ['shortDesc', 'featureImg', 'listingImg', 'cpdDetails']) expect(workshop).not.toHaveProperty(key);
  });

  it('rejects bad filters with 400', async () => {
    for (const payload of [
      { size: 0 },
      { size: 2001 },
      { page: 0 },
      { sortOrder: 'up' },
      { startDateFrom: 'tomorrow' },
      { tagId: ['x'] },
      { listing: 9 },
    ]) {
      const res = await list(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    expect((await list({ size: 2000 })).statusCode).toBe(200);
  });

  it('hides drafts from members, not from staff', async () => {
    expect((await list({ keyword: 'draft' })).json().totalItems).toBe(0);
    expect((await list({ keyword: 'draft' }, staff)).json().totalItems).toBe(1);
    expect((await c.get(`/api/Event/${ids.draft}`, member)).statusCode).toBe(404);
    expect((await c.get(`/api/Event/${ids.draft}`, staff)).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/event/list', payload: {} })).statusCode).toBe(401);
  });
});

describe('when-filter ranges and keyword queries', () => {
  it('counts today, this week (from Monday), this month and next month in Sydney time', () => {
    // Thursday 15 January 2026, 23:30 in Sydney (UTC+11): 12:30 UTC.
    const now = new Date('2026-01-15T12:30:00Z');
    expect(whenRange(1, now, 'Australia/Sydney')).toEqual({
      from: new Date('2026-01-14T13:00:00Z'),
      to: new Date('2026-01-15T13:00:00Z'),
    });
    expect(whenRange(2, now, 'Australia/Sydney')).toEqual({
      from: new Date('2026-01-11T13:00:00Z'),
      to: new Date('2026-01-18T13:00:00Z'),
    });
    expect(whenRange(3, now, 'Australia/Sydney')).toEqual({
      from: new Date('2025-12-31T13:00:00Z'),
      to: new Date('2026-01-31T13:00:00Z'),
    });
    expect(whenRange(4, now, 'Australia/Sydney')).toEqual({
      from: new Date('2026-01-31T13:00:00Z'),
      to: new Date('2026-02-28T13:00:00Z'),
    });
    expect(whenRange(5, now, 'Australia/Sydney')).toEqual({ ended: false });
    expect(whenRange(6, now, 'Australia/Sydney')).toEqual({ ended: true });
  });

  it('turns a keyword into word prefixes, dropping query syntax', () => {
    expect(prefixQuery('Sensory  Proc')).toBe('sensory:* & proc:*');
    expect(prefixQuery("a&b|!c:'d'")).toBe('a:* & b:* & c:* & d:*');
    expect(prefixQuery('%%')).toBeNull();
  });
});

describe('event details and ticket prices', () => {
  it('answers details at /api/Event/{id} and /api/event/{id}, sanitised', async () => {
    const res = await c.get(`/api/Event/${ids.workshop}`, member);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: ids.workshop,
      title: 'Splinting workshop',
      isConference: false,
      isRegistrationOpen: true,
      status: 'published',
    });
    expect(body.tags).toEqual([{ id: opts.tagIds[0], label: expect.any(String) }]);
    expect(body.category).toEqual({ id: opts.category.id, label: opts.category.label });
    expect(body.location).toEqual({ id: opts.location.id, label: opts.location.label });
    expect(body.content).not.toContain('<script');
    expect(body.content).toContain('href="https://example.org"');
    expect(body.content).toContain('rel="noopener noreferrer"');
    expect((await c.get(`/api/event/${ids.workshop}`, member)).json().id).toBe(ids.workshop);
    expect((await c.get('/api/Event/999999', member)).json()).toEqual({
      code: 'NOT_FOUND',
      message: 'Event not found.',
    });
    expect((await c.get('/api/Event/abc', member)).statusCode).toBe(400);
    const past = (await c.get(`/api/Event/${ids.pastWebinar}`, member)).json();
    expect(past.isRegistrationOpen).toBe(false);
  });

  it('lists ticket prices with amounts to 2 decimals and remaining seats; counts for staff only', async () => {
    const prices = (await c.get(`/api/event/${ids.workshop}/tickets`, member)).json();
    expect(prices).toEqual([
      {
        ticketPriceId: expect.any(Number),
        eventId: ids.workshop,
        name: 'Member',
        amount: 120,
        soldOut: false,
        capacity: 10,
        remaining: 10,
        sold: null,
        held: null,
      },
      {
        ticketPriceId: expect.any(Number),
        eventId: ids.workshop,
        name: 'Student',
        amount: 60.5,
        soldOut: false,
        capacity: 2,
        remaining: 2,
        sold: null,
        held: null,
      },
    ]);
    const forStaff = (await c.get(`/api/event/${ids.workshop}/tickets`, staff)).json();
    expect(forStaff[0]).toMatchObject({ sold: 0, held: 0 });
    expect((await c.get(`/api/event/${ids.draft}/tickets`, member)).statusCode).toBe(404);
  });
});

describe('filter options', () => {
  it('answers types, categories, locations and the when-filter as {id, label}', async () => {
    const types = (await c.get('/api/event/types', member)).json();
    expect(types.map((o: { id: number }) => o.id).sort()).toEqual([opts.type.id, opts.type2.id].sort());
    expect((await c.get('/api/event/categories', member)).json()).toEqual([
      { id: opts.category.id, label: opts.category.label },
    ]);
    expect((await c.get('/api/event/locations', member)).json()).toEqual([
      { id: opts.location.id, label: opts.location.label },
    ]);
    expect((await c.get('/api/event/whenfilter', member)).json().map((o: { label: string }) => o.label)).toEqual([
      'Today',
      'This week',
      'This month',
      'Next month',
      'Upcoming',
      'Past',
    ]);
    expect((await c.get('/api/value/dietaryrequirements', member)).json()[0]).toEqual({
      value: 'Vegetarian',
      label: 'Vegetarian',
    });
  });

  it('lists the tags for the filter to anyone who sees events, also staff outside the communities access rules', async () => {
    // ota's communities admit Member and ClientUser contact types only: staff get 403 there.
    expect((await c.get('/api/v1/community/post/tag?page=1&pageSize=10', staff)).statusCode).toBe(403);
    for (const who of [member, staff]) {
      const res = await c.get('/api/tag/tags?keyword=Tag%20A', who);
      expect(res.statusCode).toBe(200);
      const body = res.json() as { tags: { id: number; label: string }[]; totalItemCount: number };
      expect(body.tags.map((x) => x.label).every((l) => l.startsWith('Tag A'))).toBe(true);
      expect(body.tags.length).toBeGreaterThan(0);
      expect(body.totalItemCount).toBe(body.tags.length);
    }
  });
});

describe('favourite events', () => {
  it('adds, lists and removes favourites idempotently; unknown or hidden events answer 404', async () => {
    expect((await c.get('/api/favourite/events', member)).json()).toEqual({ events: [], totalItems: 0 });
    expect((await c.post(`/api/favourite/event/${ids.workshop}`, member)).json()).toEqual({ success: true });
    expect((await c.post(`/api/favourite/event/${ids.workshop}`, member)).statusCode).toBe(200);
    await c.post(`/api/favourite/event/${ids.conference}`, member);
    const favs = (await c.get('/api/favourite/events', member)).json();
    expect(favs.totalItems).toBe(2);
    expect(favs.events[0].id).toBe(ids.conference);
    expect(favs.events.every((e: { isFavourite: boolean }) => e.isFavourite)).toBe(true);
    expect((await list({ keyword: 'splinting' })).json().events[0].isFavourite).toBe(true);
    expect((await c.del(`/api/favourite/event/${ids.workshop}`, member)).json()).toEqual({ success: true });
    expect((await c.del(`/api/favourite/event/${ids.workshop}`, member)).statusCode).toBe(200);
    expect((await c.get('/api/favourite/events', member)).json().totalItems).toBe(1);
    expect((await c.post(`/api/favourite/event/${ids.draft}`, member)).statusCode).toBe(404);
    expect((await c.post('/api/favourite/event/999999', member)).statusCode).toBe(404);
  });
});

describe('attachments, calendar files and enquiries', () => {
  it('lists docs and links and serves a doc with the session or a signed link (never ?access_token)', async () => {
    const [file] = await t.ctx.db
      .insert(eventFiles)
      .values({
        storageKey: '2026/01/00000000-0000-4000-8000-000000000001.txt',
        filename: 'notes.txt',
        mimeType: 'text/plain',
        size: 5,
      })
      .returning();
    const { storageFor } = await import('../src/modules/files/storage');
    await storageFor(t.config).put(file.storageKey, Buffer.from('hello'));
    await t.ctx.db.insert(eventAttachments).values([
      { eventId: ids.workshop, kind: 'docs', name: 'Notes', fileId: file.id },
      { eventId: ids.workshop, kind: 'links', name: 'Map', url: 'https://maps.example.org' },
    ]);
    const docs = (await c.get(`/api/event/${ids.workshop}/docs`, member)).json();
    expect(docs).toEqual([
      {
        id: expect.any(Number),
        kind: 'docs',
        name: 'Notes',
        url: expect.stringMatching(/\/download$/),
        mimeType: 'text/plain',
        size: 5,
      },
    ]);
    expect((await c.get(`/api/event/${ids.workshop}/links`, member)).json()).toEqual([
      {
        id: expect.any(Number),
        kind: 'links',
        name: 'Map',
        url: 'https://maps.example.org',
        mimeType: null,
        size: null,
      },
    ]);
    const download = await c.get(docs[0].url, member);
    expect(download.body).toBe('hello');
    expect(download.headers['content-disposition']).toContain('attachment');
    const token = member.authorization.replace('Bearer ', '');
    expect((await t.app.inject({ method: 'GET', url: `${docs[0].url}?access_token=${token}` })).statusCode).toBe(401);
    const link = (await c.post('/api/v1/files/signed-links', member, { path: docs[0].url })).json();
    expect((await t.app.inject({ method: 'GET', url: link.url })).body).toBe('hello');
    expect((await t.app.inject({ method: 'GET', url: docs[0].url })).statusCode).toBe(401);
    expect((await c.get(`/api/event/${ids.conference}/docs/${docs[0].id}/download`, member)).statusCode).toBe(404);
    expect((await c.get(`/api/event/${ids.conference}/docs`, member)).json()).toEqual([]);
  });

  it('writes an iCalendar file for an event', async () => {
    const res = await c.get(`/api/event/${ids.workshop}/calendar.ics`, member);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/calendar');
    expect(res.body).toContain('BEGIN:VEVENT');
    expect(res.body).toContain('SUMMARY:Splinting workshop');
    expect((await c.get(`/api/event/${ids.draft}/calendar.ics`, member)).statusCode).toBe(404);
    expect((await c.get('/api/user/events/calendar.ics', member)).body).toContain('BEGIN:VCALENDAR');
  });

  it('stores an enquiry and mails staff', async () => {
    const res = await c.post('/api/user/eventquery', member, {
      eventId: ids.workshop,
      message: 'Is parking available?',
    });
    expect(res.json()).toEqual({ success: true, message: 'Your enquiry has been submitted. Thank you.' });
    expect(await countRows(t.ctx.db, 'event_enquiries')).toBe(1);
    expect((await c.post('/api/user/eventquery', member, { message: '  ' })).json().message).toBe(
      'Please enter your enquiry.',
    );
    expect((await c.post('/api/user/eventquery', member, { eventId: ids.draft, message: 'Hi' })).statusCode).toBe(404);
    const mail = await waitForMail(
      t.ctx.mailer,
      (m) => m.to === staff.email && m.subject === 'Event enquiry: Splinting workshop',
    );
    expect(mail.to).toBe(staff.email);
  });
});

describe('feature flags', () => {
  it('answers 404 on every events, ticket, cart and payment route when events is off', async () => {
    const tenant = getTenant('ota');
    const off = await createTestApp(
      {},
      { tenant: { ...tenant, features: buildFeatureMap({ communities: {}, news: {} }) } },
    );
    try {
      const who = await newMember(off.app, off.ctx.db);
      const oc = client(off.app);
      for (const res of [
        await oc.post('/api/event/list', who, {}),
        await oc.get('/api/Event/1', who),
        await oc.get('/api/event/types', who),
        await oc.get('/api/tag/tags', who),
        await oc.get('/api/favourite/events', who),
        await oc.post('/api/event/register', who, { ticketPriceId: 1, userId: who.id }),
        await oc.post('/api/ticket/cancel', who, { ticketId: 1 }),
        await oc.post(`/api/cart/new?userId=${who.id}`, who),
        await oc.get('/api/value/dietaryrequirements', who),
        await oc.get('/api/payments/test-gateway/00000000-0000-4000-8000-000000000000', who),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'This feature is not available.' });
      }
    } finally {
      await off.close();
    }
  });

  it('answers 404 for attachments when that sub-feature is off (events on)', async () => {
    const psa = getTenant('psa');
    const noAttachments = await createTestApp(
      {},
      { tenant: { ...psa, features: buildFeatureMap({ events: { subModules: { calendar: [] } } }) } },
    );
    try {
      const who = await newMember(noAttachments.app, noAttachments.ctx.db);
      const { eventId } = await createEvent(noAttachments.ctx.db);
      const oc = client(noAttachments.app);
      expect((await oc.get(`/api/Event/${eventId}`, who)).statusCode).toBe(200);
      expect((await oc.get(`/api/event/${eventId}/docs`, who)).statusCode).toBe(404);
      expect((await oc.get(`/api/event/${eventId}/links`, who)).statusCode).toBe(404);
    } finally {
      await noAttachments.close();
    }
  });
});

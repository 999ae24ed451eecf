/**
 * Demo events seed (issue #4 Demo data): 40 events over the past six and next nine months with
 * every kind of registration, seats that match their tickets, and the demo member's upcoming and
 * past tickets and favourites; fast on PGlite.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/db/seed';
import { seedAccounts } from '../src/db/seed/accounts.seed';
import { seedEvents } from '../src/db/seed/events.seed';
import { hashPassword } from '../src/lib/crypto';
import { storageFor } from '../src/modules/files/storage';
import { countRows } from './communities-fixtures';
import { signInAs } from './factories';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
let seedMs: number;
let member: string;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedAccounts(t.ctx.db, await hashPassword(DEMO_PASSWORD), 40);
  const started = performance.now();
  await seedEvents(t.ctx.db, { storage: storageFor(t.config) });
  seedMs = performance.now() - started;
  member = (await signInAs(t.app, 'member@example.org', DEMO_PASSWORD)).authorization;
  staff = (await signInAs(t.app, 'staff@example.org', DEMO_PASSWORD)).authorization;
}, 180_000);
afterAll(async () => t?.close());

const get = (url: string, authorization = member) => t.app.inject({ method: 'GET', url, headers: { authorization } });
const post = (url: string, payload: object = {}, authorization = member) =>
  t.app.inject({ method: 'POST', url, headers: { authorization }, payload });

describe('events seed', () => {
  it('writes 40 events with prices, sessions, tags, attachments and tickets, fast, once', async () => {
    expect(await countRows(t.ctx.db, 'events')).toBe(40);
    expect(await countRows(t.ctx.db, 'events', "start_utc < now() - interval '150 days'")).toBeGreaterThan(0);
    expect(await countRows(t.ctx.db, 'events', "start_utc > now() + interval '240 days'")).toBeGreaterThan(0);
    expect(await countRows(t.ctx.db, 'events', 'is_conference')).toBe(5);
    expect(await countRows(t.ctx.db, 'events', 'cpd_details is not null')).toBeGreaterThan(10);
    expect(await countRows(t.ctx.db, 'events', 'is_single_click_registration')).toBeGreaterThan(10);
    expect(await countRows(t.ctx.db, 'event_sessions')).toBeGreaterThan(20);
    expect(await countRows(t.ctx.db, 'event_attachments', "kind = 'docs'")).toBeGreaterThan(10);
    expect(await countRows(t.ctx.db, 'event_attachments', "kind = 'links'")).toBeGreaterThan(10);
    expect(await countRows(t.ctx.db, 'event_tags')).toBeGreaterThan(40);
    expect(
      await countRows(
        t.ctx.db,
        'event_ticket_prices p',
        "(select count(*) from event_tickets k where k.ticket_price_id = p.id and k.attendance_status = 'Active') <> p.sold",
      ),
    ).toBe(0);
    expect(await countRows(t.ctx.db, 'event_ticket_prices p', 'p.capacity is not null and p.sold > p.capacity')).toBe(
      0,
    );
    // About 0.5 s on an idle machine; the bound leaves room for a loaded one.
    expect(seedMs).toBeLessThan(8000);
    expect(await seedEvents(t.ctx.db, { storage: storageFor(t.config) })).toBe(false);
  });

  it('lists upcoming and past tickets and favourites of the demo member', async () => {
    const upcoming = (await post('/api/user/upcomingevents', { page: 1, size: 20 })).json();
    expect(upcoming.totalItems).toBe(5);
    expect(upcoming.events.every((e: { userTicketId: number | null }) => e.userTicketId !== null)).toBe(true);
    const past = (await post('/api/user/pastevents', { page: 1, size: 20 })).json();
    expect(past.totalItems).toBe(3);
    const favourites = (await get('/api/favourite/events')).json();
    expect(favourites.totalItems).toBe(3);
  });

  it('has a sold-out and a nearly sold-out event, and shows staff the counts', async () => {
    const list = (await post('/api/event/list', { size: 100, isActiveEvent: true })).json() as {
      events: { id: number }[];
    };
    const withSeats = await Promise.all(
      list.events.map(async (e) => ({
        id: e.id,
        prices: (await get(`/api/event/${e.id}/tickets`)).json() as {
          soldOut: boolean;
          remaining: number | null;
          sold: number | null;
        }[],
      })),
    );
    expect(withSeats.some((e) => e.prices.every((p) => p.soldOut))).toBe(true);
    expect(withSeats.some((e) => e.prices.length === 1 && e.prices[0].remaining === 1)).toBe(true);
    expect(withSeats[0].prices[0].sold).toBeNull();
    const forStaff = (await get(`/api/event/${withSeats[0].id}/tickets`, staff)).json() as { sold: number | null }[];
    expect(typeof forStaff[0].sold).toBe('number');
  });

  it('hides the draft from members and shows it to staff', async () => {
    const memberTotal = (await post('/api/event/list', { size: 100 })).json().totalItems;
    const staffTotal = (await post('/api/event/list', { size: 100 }, staff)).json().totalItems;
    expect(memberTotal).toBe(39);
    expect(staffTotal).toBe(40);
  });

  it('serves a cover image publicly and a programme PDF to the member', async () => {
    const [first] = (await post('/api/event/list', { size: 1 })).json().events;
    const image = await t.app.inject({ method: 'GET', url: first.featureImg });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    const list = (await post('/api/event/list', { size: 100 })).json().events as { id: number }[];
    for (const e of list) {
      const docs = (await get(`/api/event/${e.id}/docs`)).json();
      if (docs.length === 0) continue;
      const pdf = await get(docs[0].url);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      return;
    }
    throw new Error('no event with docs');
  });
});

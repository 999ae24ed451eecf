/**
 * Event mails (issue 22): a paid checkout's confirmation carries its receipt (invoice lines and
 * totals) with the invoice PDF attached; staff moving a published event to another venue or time
 * mail its ticket holders the change with the new time and place; a draft's change mails nobody.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buy, client, createEvent, DAY_MS, type Member, newMember, rows, waitForMail } from './events-fixtures';
import { createTestApp, drainMail, type TestApp } from './harness';
import { intlWallClock } from './time-oracle';

let t: TestApp;
let c: ReturnType<typeof client>;
let staff: Member;

beforeAll(async () => {
  t = await createTestApp();
  c = client(t.app);
  staff = await newMember(t.app, t.ctx.db, { contactTypes: ['Staff'] });
}, 60_000);
afterAll(async () => t?.close());

const eml = async (id: string) => readFile(join(t.ctx.config.dataDir, 'outbox', `${id}.eml`), 'utf8');

describe('confirmation of a paid order', () => {
  it('includes the receipt with the invoice PDF attached', async () => {
    const member = await newMember(t.app, t.ctx.db, { firstName: 'Priya' });
    const { priceIds } = await createEvent(t.ctx.db, {
      title: 'Hand therapy masterclass',
      prices: [{ name: 'Member', amountCents: 16_500, capacity: 30 }],
    });
    const { pay } = await buy(t.app, member, [{ itemPriceId: priceIds[0], quantity: 2 }]);
    expect(pay?.statusCode).toBe(200);
    const mail = await waitForMail(
      t.ctx.mailer,
      (m) => m.to === member.email && m.subject === 'Registration confirmed: Hand therapy masterclass',
    );
    const [invoice] = await rows<{ id: string; invoice_num: string }>(
      t.ctx.db,
      `select id, invoice_num from invoices where account_id = '${member.id}'`,
    );
    const text = (mail as unknown as { text: string }).text;
    expect(text).toContain(`Receipt: invoice ${invoice.invoice_num}`);
    expect(text).toContain('2 x Hand therapy masterclass: Member @ $165.00 = $330.00');
    expect(text).toContain('Total paid $330.00 AUD, including GST of $30.00');
    expect(text).toContain(`/settings/invoice/${invoice.id}`);
    const raw = await eml((mail as unknown as { id: string }).id);
    expect(raw).toContain(`filename=${invoice.invoice_num}.pdf`);
    expect(raw).toContain('Content-Type: application/pdf');
    expect(raw).toContain('Content-Type: text/calendar');
  });
});

describe('change notice', () => {
  /** Sydney's wall-clock time of an instant (ms), "YYYY-MM-DDTHH:mm". */
  const wall = (ms: number) => intlWallClock(new Date(ms), 'Australia/Sydney').wallClock.slice(0, 16);

  async function setup(status: 'published' | 'draft') {
    const holder = await newMember(t.app, t.ctx.db);
    const { eventId, priceIds } = await createEvent(t.ctx.db, {
      title: `Falls prevention forum ${status}`,
      prices: [{ name: 'Free entry', amountCents: 0, capacity: null }],
    });
    // Whole minutes (the form's precision) and a venue, so that only what the test changes differs.
    const [row] = await rows<{ start_utc: string }>(
      t.ctx.db,
      `update events set start_utc = date_trunc('minute', start_utc), end_utc = date_trunc('minute', start_utc) + interval '2 hours',
        venue = 'Town hall', address = '1 Flinders Street, Adelaide SA 5000' where id = ${eventId} returning start_utc`,
    );
    const start = new Date(row.start_utc);
    if (status === 'published') {
      const reg = await c.post('/api/event/register', holder, { ticketPriceId: priceIds[0], userId: holder.id });
      expect(reg.statusCode).toBe(200);
    } else {
      // A ticket of a draft (written directly: members cannot register for drafts).
      await rows(
        t.ctx.db,
        `insert into event_tickets (event_id, ticket_price_id, account_id, amount_cents) values (${eventId}, ${priceIds[0]}, '${holder.id}', 0)`,
      );
      await rows(t.ctx.db, `update events set status = 'draft' where id = ${eventId}`);
    }
    const body = (venue: string, startMs: number) => ({
      title: `Falls prevention forum ${status}`,
      shortDesc: 'Community falls prevention for older adults.',
      startDateTime: wall(startMs),
      endDateTime: wall(startMs + 2 * 3_600_000),
      timeZone: 'Australia/Sydney',
      venue,
      address: '1 Flinders Street, Adelaide SA 5000',
      ticketTypes: [{ id: priceIds[0], name: 'Free entry', amount: 0, capacity: null }],
    });
    return { holder, eventId, start, body };
  }

  it('mails the holders of a published event when the venue changes, with the new place', async () => {
    const { holder, eventId, start, body } = await setup('published');
    const first = await c.get(`/api/v1/admin/events/${eventId}`, staff);
    expect(first.statusCode).toBe(200);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/events/${eventId}`,
      headers: { authorization: staff.authorization },
      payload: body('Adelaide Convention Centre, Hall C', start.getTime()),
    });
    expect(put.statusCode, put.body).toBe(200);
    const mail = await waitForMail(
      t.ctx.mailer,
      (m) => m.to === holder.email && m.subject === 'Event changed: Falls prevention forum published',
    );
    const text = (mail as unknown as { text: string }).text;
    expect(text).toContain('The venue of "Falls prevention forum published" has changed.');
    expect(text).toContain('Where: Adelaide Convention Centre, Hall C, 1 Flinders Street, Adelaide SA 5000');
    // The start in the event's zone, in the one date-time format, with that date's offset label.
    const when = /When: (\w{3} \d{1,2} \w{3} \d{4}), (\d{1,2}):(\d{2}) (am|pm) \((UTC[+-]\d{2}:\d{2})\)/.exec(text);
    const sydney = intlWallClock(start, 'Australia/Sydney');
    expect(when?.[5]).toBe(sydney.label);
    const hour24 = (Number(when?.[2]) % 12) + (when?.[4] === 'pm' ? 12 : 0);
    expect(`${String(hour24).padStart(2, '0')}:${when?.[3]}`).toBe(sydney.wallClock.slice(11, 16));
  });

  it('mails nobody when a draft changes', async () => {
    const { holder, eventId, start, body } = await setup('draft');
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/events/${eventId}`,
      headers: { authorization: staff.authorization },
      payload: body('Somewhere else', start.getTime() + DAY_MS),
    });
    expect(put.statusCode, put.body).toBe(200);
    // Everything the change wrote to the outbox is delivered first, then the holder's mails are looked at.
    await drainMail(t.ctx);
    expect((await t.ctx.mailer.listOutbox(500)).filter((m) => m.to === holder.email)).toEqual([]);
  });
});

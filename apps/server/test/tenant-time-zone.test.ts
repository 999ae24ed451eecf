/**
 * Tenant time zone (issue 30 remainder): server-side "days" are counted in the tenant's IANA zone
 * (`tenant.timeZone`, Australia/Darwin for the Territory Law Society), not a hard-coded Sydney.
 * Darwin is UTC+09:30 all year; Sydney UTC+11:00 in summer and UTC+10:00 in winter, so 14:10 UTC
 * on 14 January is 23:40 on the 14th in Darwin but 01:10 on the 15th in Sydney, and on 4 October
 * 2026 (Sydney's daylight saving starts at 02:00) the two zones' midnights are 90 minutes apart.
 */
import { calendarDayIn } from '@portal/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertInvoice, listInvoices } from '../src/modules/billing/invoices.repository';
import { insertStaffAuditRow } from '../src/modules/audit/audit.repository';
import { readStaffAuditLog } from '../src/modules/audit/audit.service';
import { awardAttendance } from '../src/modules/cpd/cpd.service';
import { whenRange } from '../src/modules/events/event-filters';
import { localToday } from '../src/modules/membership/membership.dates';
import { queryRows } from './communities-fixtures';
import { createEvent } from './events-fixtures';
import { createAccount } from './factories';
import { createTestApp, type TestApp } from './harness';

const DARWIN = 'Australia/Darwin';
const SYDNEY = 'Australia/Sydney';
/** 23:40 on 14 Jan in Darwin, 01:10 on 15 Jan in Sydney (summer). */
const SUMMER_NIGHT = new Date('2026-01-14T14:10:00Z');
/** 23:45 on 3 Oct in Darwin; 00:15 on 4 Oct in Sydney, hours before its daylight saving starts. */
const DST_NIGHT = new Date('2026-10-03T14:15:00Z');

let t: TestApp;
let account: { id: string; email: string };

beforeAll(async () => {
  t = await createTestApp({ TENANT: 'tls' });
  account = await createAccount(t.ctx.db, { email: 'darwin.member@example.org' });
});
afterAll(async () => t.close());

describe('tenant time zone', () => {
  it('the territory law society runs in Darwin', () => {
    expect(t.ctx.config.tenant.timeZone).toBe(DARWIN);
  });

  it("a tenant's today and the event list's when-filter turn at its own midnight", () => {
    expect(localToday(DARWIN, SUMMER_NIGHT)).toBe('2026-01-14');
    expect(localToday(SYDNEY, SUMMER_NIGHT)).toBe('2026-01-15');
    expect(localToday(DARWIN, DST_NIGHT)).toBe('2026-10-03');
    expect(localToday(SYDNEY, DST_NIGHT)).toBe('2026-10-04');
    // "Today": Darwin's 14 January is 13 Jan 14:30 UTC to 14 Jan 14:30 UTC.
    expect(whenRange(1, SUMMER_NIGHT, DARWIN)).toEqual({
      from: new Date('2026-01-13T14:30:00Z'),
      to: new Date('2026-01-14T14:30:00Z'),
    });
    expect(whenRange(1, SUMMER_NIGHT, SYDNEY)).toEqual({
      from: new Date('2026-01-14T13:00:00Z'),
      to: new Date('2026-01-15T13:00:00Z'),
    });
    // Sydney's 4 October has 23 hours; Darwin's has 24.
    expect(whenRange(1, DST_NIGHT, SYDNEY)).toEqual({
      from: new Date('2026-10-03T14:00:00Z'),
      to: new Date('2026-10-04T13:00:00Z'),
    });
    expect(whenRange(1, DST_NIGHT, DARWIN)).toEqual({
      from: new Date('2026-10-02T14:30:00Z'),
      to: new Date('2026-10-03T14:30:00Z'),
    });
    // October in Sydney starts at UTC+10:00 and ends at UTC+11:00; this week is Mon 28 Sep to Mon 5 Oct.
    expect(whenRange(3, DST_NIGHT, SYDNEY)).toEqual({
      from: new Date('2026-09-30T14:00:00Z'),
      to: new Date('2026-10-31T13:00:00Z'),
    });
    expect(whenRange(2, DST_NIGHT, SYDNEY)).toEqual({
      from: new Date('2026-09-27T14:00:00Z'),
      to: new Date('2026-10-04T13:00:00Z'),
    });
    // Next month in Darwin: November, midnight to midnight at UTC+09:30.
    expect(whenRange(4, DST_NIGHT, DARWIN)).toEqual({
      from: new Date('2026-10-31T14:30:00Z'),
      to: new Date('2026-11-30T14:30:00Z'),
    });
  });

  it("the audit log's from/to days are the tenant's days", async () => {
    for (const [summary, occurredAt] of [
      ['Darwin 14 Jan 23:40', SUMMER_NIGHT],
      ['Darwin 3 Oct 23:45', DST_NIGHT],
    ] as const)
      await insertStaffAuditRow(t.ctx.db, {
        actorId: account.id,
        actorEmail: account.email,
        action: 'member.update',
        entityType: 'member',
        summary,
        occurredAt,
      });
    const day = async (date: string, zone: string) =>
      (await readStaffAuditLog(t.ctx.db, { page: 1, size: 25, from: date, to: date }, zone)).items.map(
        (i) => i.summary,
      );
    const zone = t.ctx.config.tenant.timeZone;
    expect(await day('2026-01-14', zone)).toEqual(['Darwin 14 Jan 23:40']);
    expect(await day('2026-01-15', zone)).toEqual([]);
    expect(await day('2026-10-03', zone)).toEqual(['Darwin 3 Oct 23:45']);
    expect(await day('2026-10-04', zone)).toEqual([]);
    // The same rows read in Sydney fall on the next day: the zone decides.
    expect(await day('2026-01-15', SYDNEY)).toEqual(['Darwin 14 Jan 23:40']);
    expect(await day('2026-10-04', SYDNEY)).toEqual(['Darwin 3 Oct 23:45']);
  });

  it("the invoice list's date range is in the tenant's days", async () => {
    await insertInvoice(t.ctx.db, {
      accountId: account.id,
      description: 'Late-night renewal',
      status: 'Paid',
      kind: 'renewal',
      invoiceDate: SUMMER_NIGHT,
      totalCents: 11_000,
      lines: [{ name: 'Renewal', quantity: 1, unit: 11_000 }],
    });
    const on = async (date: string, zone: string) =>
      (
        await listInvoices(t.ctx.db, account.id, {
          from: date,
          to: date,
          zone,
          sort: '-invoiceDate',
          limit: 10,
          offset: 0,
        })
      ).total;
    expect(await on('2026-01-14', t.ctx.config.tenant.timeZone)).toBe(1);
    expect(await on('2026-01-15', t.ctx.config.tenant.timeZone)).toBe(0);
    expect(await on('2026-01-15', SYDNEY)).toBe(1);
  });

  it("an attended CPD event is completed on its end date in the event's zone (the tenant's by default)", async () => {
    const darwin = await createEvent(t.ctx.db, {
      title: 'Darwin evening seminar',
      startAt: new Date(SUMMER_NIGHT.getTime() - 2 * 3_600_000),
      durationMs: 2 * 3_600_000,
      timeZone: DARWIN,
      cpd: true,
    });
    const sydney = await createEvent(t.ctx.db, {
      title: 'Sydney evening seminar',
      startAt: new Date(SUMMER_NIGHT.getTime() - 2 * 3_600_000),
      durationMs: 2 * 3_600_000,
      timeZone: SYDNEY,
      cpd: true,
    });
    for (const e of [darwin, sydney])
      await t.ctx.db.execute(
        sql`insert into event_tickets (event_id, ticket_price_id, account_id, amount_cents, attendance_status)
          values (${e.eventId}, ${e.priceIds[0]}, ${account.id}, 0, 'Active')`,
      );
    await awardAttendance(t.ctx, new Date('2026-01-20T00:00:00Z'));
    const rows = await queryRows<{ title: string; completed: string }>(
      t.ctx.db,
      `select title, to_char(completed_date, 'YYYY-MM-DD') as completed from cpd_records
        where account_id = '${account.id}' order by title`,
    );
    expect(rows).toEqual([
      { title: 'Darwin evening seminar', completed: '2026-01-14' },
      { title: 'Sydney evening seminar', completed: '2026-01-15' },
    ]);
    expect(calendarDayIn(SUMMER_NIGHT, DARWIN)).toBe('2026-01-14');
  });
});

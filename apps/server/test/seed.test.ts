/**
 * Demo seed (README Demo accounts; issue #2 §5): ten named accounts for every role and 500
 * members, deterministic, only into an empty database.
 */
import { asc, count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../src/db/schema';
import { rowsOf } from '../src/db/raw-query';
import { deliverNotificationMail } from '../src/modules/notifications/notification-mail.service';
import { DEMO_PASSWORD, seedIfEmpty } from '../src/db/seed';
import { createTestApp, type TestApp } from './harness';

let first: TestApp;
let second: TestApp;
let seededFirst: boolean;
let seededSecond: boolean;
beforeAll(async () => {
  first = await createTestApp();
  seededFirst = await seedIfEmpty(first.ctx);
  second = await createTestApp();
  seededSecond = await seedIfEmpty(second.ctx);
}, 120_000);
afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
});

const byEmail = async (t: TestApp) => new Map((await t.ctx.db.select().from(accounts)).map((a) => [a.email, a]));
const accountCount = async (t: TestApp) => Number((await t.ctx.db.select({ n: count() }).from(accounts))[0].n);

describe('seedIfEmpty', () => {
  it('seeds an empty database: the ten named accounts and 500 more', async () => {
    expect(seededFirst).toBe(true);
    expect(await accountCount(first)).toBe(10 + 500);
    const all = await byEmail(first);
    expect(all.get('admin@example.org')).toMatchObject({ role: 1 });
    expect(all.get('moderator@example.org')).toMatchObject({ role: 0, contactTypes: ['Member'] });
    expect(all.get('member@example.org')).toMatchObject({ role: 0, contactTypes: ['Member'], enableTfa: false });
    expect(all.get('member2fa@example.org')).toMatchObject({ contactTypes: ['Member'], enableTfa: true });
    expect(all.get('newmember@example.org')).toMatchObject({ isFirstLogin: true, passwordHash: null });
    expect(all.get('client@example.org')).toMatchObject({ contactTypes: ['ClientUser'] });
    expect(all.get('staff@example.org')).toMatchObject({ contactTypes: ['Staff'] });
    expect(all.get('membership@example.org')).toMatchObject({ role: 0, contactTypes: ['MembershipStaff'] });
    expect(all.get('events@example.org')).toMatchObject({ role: 0, contactTypes: ['EventsStaff'] });
    expect(all.get('manager@example.org')).toMatchObject({ role: 3, contactTypes: ['Member'] });
    for (const [email, row] of all) {
      if (email !== 'newmember@example.org') expect(row.passwordHash, email).not.toBeNull();
    }
  });

  it('the demo accounts sign in as the README says', async () => {
    const member = await first.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      payload: { email: 'member@example.org', password: DEMO_PASSWORD },
    });
    expect(member.statusCode).toBe(200);
    expect(member.json().user).toMatchObject({ firstName: 'Mia', email: 'member@example.org' });
    expect(member.json().user.segments.length).toBeGreaterThan(0);
    const tfa = await first.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      payload: { email: 'member2fa@example.org', password: DEMO_PASSWORD },
    });
    expect(tfa.json().code).toBe('TFA_REQUIRED');
  });

  it('is deterministic: two seeds give the same names', async () => {
    expect(seededSecond).toBe(true);
    const names = async (t: TestApp) =>
      (
        await t.ctx.db
          .select({ f: accounts.firstName, l: accounts.lastName })
          .from(accounts)
          .orderBy(asc(accounts.firstName), asc(accounts.lastName))
      ).map((r) => `${r.f} ${r.l}`);
    const [a, b] = await Promise.all([names(first), names(second)]);
    expect(a).toHaveLength(510);
    expect(new Set(a).size).toBeGreaterThan(400);
    expect(b).toEqual(a);
  });

  it('a second call seeds nothing', async () => {
    expect(await seedIfEmpty(first.ctx)).toBe(false);
    expect(await accountCount(first)).toBe(510);
  });
});

describe('seeded notifications', () => {
  it('are history, marked as mailed when written, so no digest run after a fresh start mails them', async () => {
    const rows = await first.ctx.db.execute(sql`
      select count(*)::int as total,
        count(*) filter (where m.mailed_at = n.created_at)::int as history
      from community_notifications n left join notification_mail_marks m on m.notification_id = n.id`);
    const [{ total, history }] = rowsOf<{ total: number; history: number }>(rows);
    expect(total).toBeGreaterThan(0);
    expect(history).toBe(total);
    expect(await deliverNotificationMail(first.ctx, 'daily')).toBe(0);
  });
});

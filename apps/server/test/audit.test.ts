/**
 * Staff audit log (issue 23): entries are written in the action's transaction (a rolled-back action
 * leaves none), read newest first with filters, and can never be changed or removed.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changedFields, readStaffAuditLog, recordStaffAction } from '../src/modules/audit/audit.service';
import { createAccount } from './factories';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
let staff: { id: string; email: string };

beforeAll(async () => {
  t = await createTestApp();
  const account = await createAccount(t.ctx.db, { email: 'auditor@example.org' });
  staff = { id: account.id, email: account.email };
});
afterAll(async () => t.close());

describe('staff audit log', () => {
  it('keeps an entry written in a committed transaction, and none of a rolled-back one', async () => {
    await t.ctx.db.transaction(async (tx) => {
      await recordStaffAction(
        tx,
        { accountId: staff.id, email: staff.email },
        {
          action: 'member.update',
          entityType: 'member',
          entityId: 'abc',
          summary: 'Edited details of Ava Nguyen',
          ...changedFields({ mobile: '0400 000 000', city: 'Perth' }, { mobile: '0411 111 111', city: 'Perth' }),
        },
      );
    });
    await expect(
      t.ctx.db.transaction(async (tx) => {
        await recordStaffAction(
          tx,
          { accountId: staff.id, email: staff.email },
          {
            action: 'member.update',
            entityType: 'member',
            entityId: 'def',
            summary: 'This action failed',
          },
        );
        throw new Error('the action failed after logging');
      }),
    ).rejects.toThrow('the action failed');

    const page = await readStaffAuditLog(t.ctx.db, { page: 1, size: 25 }, 'Australia/Sydney');
    expect(page.totalItems).toBe(1);
    expect(page.items[0]).toMatchObject({
      actorEmail: 'auditor@example.org',
      action: 'member.update',
      entityId: 'abc',
      before: { mobile: '0400 000 000' },
      after: { mobile: '0411 111 111' },
    });
  });

  it('filters by action prefix, entity and actor, newest first', async () => {
    const actor = { accountId: staff.id, email: staff.email };
    await recordStaffAction(t.ctx.db, actor, {
      action: 'event.publish',
      entityType: 'event',
      entityId: 7,
      summary: 'Published Sensory Processing Masterclass',
    });
    await recordStaffAction(t.ctx.db, actor, {
      action: 'members.export',
      entityType: 'export',
      summary: 'Exported 120 members',
      reason: 'Renewal mail-out',
      detail: { filter: { state: 'NSW' } },
    });

    const members = await readStaffAuditLog(t.ctx.db, { page: 1, size: 25, action: 'member.' }, 'Australia/Sydney');
    expect(members.items.map((i) => i.entityId)).toEqual(['abc']);
    const event = await readStaffAuditLog(
      t.ctx.db,
      { page: 1, size: 25, entityType: 'event', entityId: '7' },
      'Australia/Sydney',
    );
    expect(event.items.map((i) => i.summary)).toEqual(['Published Sensory Processing Masterclass']);
    const all = await readStaffAuditLog(t.ctx.db, { page: 1, size: 2, actor: 'AUDITOR@' }, 'Australia/Sydney');
    expect(all.totalItems).toBe(3);
    expect(all.items[0]).toMatchObject({
      action: 'members.export',
      reason: 'Renewal mail-out',
      detail: { filter: { state: 'NSW' } },
    });
  });

  it('refuses to change or remove an entry, even in SQL', async () => {
    await expect(t.ctx.db.execute(sql`update staff_audit_log set summary = 'rewritten'`)).rejects.toMatchObject({
      cause: { message: expect.stringMatching(/append-only/) },
    });
    await expect(t.ctx.db.execute(sql`delete from staff_audit_log`)).rejects.toMatchObject({
      cause: { message: expect.stringMatching(/append-only/) },
    });
    const page = await readStaffAuditLog(t.ctx.db, { page: 1, size: 25 }, 'Australia/Sydney');
    expect(page.totalItems).toBe(3);
    expect(page.items.some((i) => i.summary === 'rewritten')).toBe(false);
  });

  it('keeps who acted after their account is deleted', async () => {
    const temp = await createAccount(t.ctx.db, { email: 'temporary.staff@example.org' });
    await recordStaffAction(
      t.ctx.db,
      { accountId: temp.id, email: temp.email },
      { action: 'role.change', entityType: 'member', entityId: 'x', summary: 'Made x an Admin' },
    );
    await t.ctx.db.execute(sql`delete from accounts where id = ${temp.id}`);
    const page = await readStaffAuditLog(t.ctx.db, { page: 1, size: 25, actor: 'temporary.staff' }, 'Australia/Sydney');
    expect(page.items[0]).toMatchObject({ actorId: null, actorEmail: 'temporary.staff@example.org' });
  });
});

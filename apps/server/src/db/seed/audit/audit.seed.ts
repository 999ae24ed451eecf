/**
 * A short history of staff actions for the audit log screen (issue 23): membership staff editing a
 * member and exporting a renewal list, Admin changing a role and publishing an event, over the last
 * days before the seed runs. Written as the actions would write them (recordStaffAction's shape).
 */
import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../raw-query';
import { accounts, staffAuditLog } from '../../schema';

const DAY_MS = 86_400_000;

/** Inserts the demo audit entries (needs the named accounts). */
export async function seedStaffAudit(db: Executor, now = Date.now()): Promise<void> {
  const people = await db
    .select({ id: accounts.id, email: accounts.email, firstName: accounts.firstName, lastName: accounts.lastName })
    .from(accounts)
    .where(
      inArray(accounts.email, [
        'admin@example.org',
        'membership@example.org',
        'member@example.org',
        'events@example.org',
      ]),
    );
  const by = (email: string) => people.find((p) => p.email === email);
  const admin = by('admin@example.org');
  const staff = by('membership@example.org');
  const member = by('member@example.org');
  const events = by('events@example.org');
  if (!admin || !staff || !member || !events) return;
  // Staff work at all minutes of the hour (issue 32): `hour` plus a few minutes that vary per entry.
  const at = (daysAgo: number, hour: number) =>
    new Date(
      now -
        daysAgo * DAY_MS -
        (now % DAY_MS) +
        hour * 3_600_000 +
        (((daysAgo * 17 + hour * 7) % 53) + 3) * 60_000 +
        ((daysAgo * 31) % 60) * 1000,
    );
  const [event] = await db
    .execute(sql`select id, title from events where status = 'published' order by start_utc limit 1`)
    .then((r) => (r as unknown as { rows: { id: number; title: string }[] }).rows);
  await db.insert(staffAuditLog).values([
    {
      occurredAt: at(6, 0),
      actorId: admin.id,
      actorEmail: admin.email,
      action: 'role.change',
      entityType: 'member',
      entityId: events.id,
      summary: `Changed role and contact types of ${events.firstName} ${events.lastName}`,
      before: { contactTypes: ['Member'] },
      after: { contactTypes: ['EventsStaff'] },
    },
    {
      occurredAt: at(3, 1),
      actorId: staff.id,
      actorEmail: staff.email,
      action: 'member.update',
      entityType: 'member',
      entityId: member.id,
      summary: `Edited details of ${member.firstName} ${member.lastName}`,
      before: { mobile: '0412 000 111' },
      after: { mobile: '0412 345 678' },
    },
    {
      occurredAt: at(2, 2),
      actorId: staff.id,
      actorEmail: staff.email,
      action: 'members.export',
      entityType: 'members',
      summary: 'Exported 37 members as CSV',
      reason: 'Renewal reminder list for lapsed paediatric members',
      detail: { filter: { status: 'Lapsed' }, count: 37 },
    },
    ...(event
      ? [
          {
            occurredAt: at(1, 3),
            actorId: admin.id,
            actorEmail: admin.email,
            action: 'event.publish',
            entityType: 'event',
            entityId: String(event.id),
            summary: `Published ${event.title}`,
            before: { status: 'draft' },
            after: { status: 'published', publishAt: null },
          },
        ]
      : []),
  ]);
}

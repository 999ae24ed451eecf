/**
 * Demo announcements (issue 20; spec 02 §3 Announcement): one active for everyone (the national
 * conference early bird), one inactive (the end-of-year office closure), and one inactive for the
 * Paediatrics segment (a school-holiday CPD workshop). Days are Sydney days around `now`. The texts
 * are the occupational-therapy tenant's; the other tenants get no demo announcements (an administrator
 * creates them).
 */
import { eq } from 'drizzle-orm';
import { sydneyDay } from '@portal/shared';
import type { Executor } from '../../raw-query';
import { accounts, announcementSegments, announcements, segments } from '../../schema';

const day = (now: number, offset: number) => sydneyDay(new Date(now + offset * 86_400_000));

/** Inserts the demo announcements (after the accounts and segments). */
export async function seedAnnouncements(db: Executor, opts: { now: number; tenant: string }): Promise<void> {
  if (opts.tenant !== 'ota') return;
  const { now } = opts;
  const [admin] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, 'admin@example.org'));
  const [paediatrics] = await db.select({ id: segments.id }).from(segments).where(eq(segments.name, 'Paediatrics'));
  const rows = await db
    .insert(announcements)
    .values([
      {
        title: 'National conference early bird closes 11 December',
        description:
          'Save on your registration for the national occupational therapy conference in Adelaide: early bird rates for members end on 11 December. Sessions cover mental health, hand therapy, driver rehabilitation and NDIS practice.',
        link: 'https://ota.example.org.au/conference',
        isActive: true,
        startDate: day(now, -3),
        endDate: day(now, 15),
        createdByUserId: admin?.id ?? null,
      },
      {
        title: 'Office closed over the summer break',
        description:
          'The national office closes from 24 December and reopens on 5 January. Member services and CPD audit enquiries will be answered when we return.',
        link: null,
        isActive: false,
        startDate: day(now, 20),
        endDate: day(now, 40),
        createdByUserId: admin?.id ?? null,
      },
      {
        title: 'School-holiday workshop: sensory processing in the classroom',
        description:
          'A two-day practical workshop for paediatric occupational therapists on sensory processing assessments and classroom strategies. Counts for 12 CPD hours.',
        link: 'https://ota.example.org.au/events',
        isActive: false,
        startDate: day(now, 1),
        endDate: day(now, 30),
        createdByUserId: admin?.id ?? null,
      },
    ])
    .returning({ id: announcements.id });
  if (paediatrics)
    await db.insert(announcementSegments).values({ announcementId: rows[2].id, segmentId: paediatrics.id });
}

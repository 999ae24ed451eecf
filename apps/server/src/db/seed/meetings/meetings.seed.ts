/**
 * Demo meetings (issue 18 Demo data): in the communities moderator@example.org moderates
 * (paediatric-ot-network, hand-therapy-sig) a past meeting, upcoming ones, a private one with
 * invitations, one whose RSVP deadline has passed and some with PDF assets; a few in communities the
 * demo member joined; the demo member's RSVPs and bookmarks. Fixed texts of the occupational therapy
 * profession for ota; the other tenants' meetings (their own professions) are in meeting-plans.ts.
 * Dates are offsets from `now` (whole hours). Runs after the communities seed; skipped
 * when those communities are missing or meetings exist.
 */
import { sql } from 'drizzle-orm';
import { makePdf, type FileStorage, newStorageKey } from '../../../modules/files';
import type { TenantId } from '@portal/shared';
import type { Executor } from '../../raw-query';
import {
  accounts,
  communities,
  communityFiles,
  communityMeetingFavorites,
  communityMeetingFiles,
  communityMeetings,
  communityMeetingUsers,
} from '../../schema';
import { type MeetingPlan, TENANT_MEETING_PLANS } from './meeting-plans';

const HOUR_MS = 3_600_000;

const PLANS: MeetingPlan[] = [
  {
    alias: 'paediatric-ot-network',
    name: 'Sensory processing case review',
    description:
      'Two members present de-identified cases of children with sensory modulation difficulties. We discuss assessment choices (SPM-2, Sensory Profile 2) and how goals were written with families.',
    startsIn: 50,
    minutes: 60,
    visible: 2,
    link: 'https://meet.example.org/paeds-sensory-review',
    code: '845 220 117',
    toDashboard: true,
    notified: true,
    assets: ['Case review agenda'],
    member: 1,
    bookmark: true,
  },
  {
    alias: 'paediatric-ot-network',
    name: 'Handwriting interventions journal club',
    description:
      'We read a recent systematic review of handwriting interventions for primary school students and discuss what changes in our school-based practice.',
    startsIn: 7 * 24 + 2,
    minutes: 45,
    visible: 1,
    rsvpIn: 6 * 24,
    link: 'https://meet.example.org/handwriting-journal-club',
    notified: true,
    assets: ['Journal club reading list', 'Discussion questions'],
  },
  {
    alias: 'paediatric-ot-network',
    name: 'Supervision circle for new paediatric OTs',
    description:
      'A small, confidential supervision circle for therapists in their first two years of paediatric practice. Bring one situation you would like to talk through.',
    startsIn: 3 * 24 + 5,
    minutes: 90,
    visible: 3,
    link: 'https://meet.example.org/paeds-supervision-circle',
    password: 'circle2026',
    member: 0,
  },
  {
    alias: 'paediatric-ot-network',
    name: 'NDIS reporting clinic',
    description:
      'Bring your questions about writing functional capacity reports for NDIS plan reviews. RSVPs closed early so the presenters could prepare answers.',
    startsIn: 26,
    minutes: 60,
    visible: 2,
    rsvpIn: -4,
    link: 'https://meet.example.org/ndis-reporting-clinic',
    member: 2,
  },
  {
    alias: 'paediatric-ot-network',
    name: 'Term planning meeting',
    description: 'We looked back at last term and agreed topics for the next case reviews.',
    startsIn: -9 * 24,
    minutes: 60,
    visible: 2,
    link: 'https://meet.example.org/paeds-term-planning',
    assets: ['Term planning minutes'],
    member: 1,
  },
  {
    alias: 'hand-therapy-sig',
    name: 'Splinting techniques workshop (online)',
    description:
      'A practical session on thermoplastic splint fabrication for common hand injuries, with live demonstrations and time for questions.',
    startsIn: 4 * 24 + 3,
    minutes: 120,
    visible: 1,
    link: 'https://meet.example.org/hand-splinting-workshop',
    toDashboard: true,
    notified: true,
    assets: ['Splinting workshop handout'],
    bookmark: true,
  },
  {
    alias: 'hand-therapy-sig',
    name: 'Flexor tendon protocols roundtable',
    description: 'Members compare early active motion protocols after flexor tendon repair and share outcome data.',
    startsIn: 10 * 24,
    minutes: 60,
    visible: 2,
    link: 'https://meet.example.org/flexor-tendon-roundtable',
  },
  {
    alias: 'hand-therapy-sig',
    name: 'Committee planning (private)',
    description: 'The interest group committee plans next year’s workshops and the conference stream.',
    startsIn: 12 * 24,
    minutes: 60,
    visible: 3,
    link: 'https://meet.example.org/hand-sig-committee',
  },
  {
    alias: 'hand-therapy-sig',
    name: 'Wrist fracture rehabilitation update',
    description: 'A summary of recent evidence on rehabilitation after distal radius fracture.',
    startsIn: -20 * 24,
    minutes: 60,
    visible: 1,
    link: 'https://meet.example.org/wrist-fracture-update',
  },
  {
    alias: 'mental-health-practitioners',
    name: 'Sensory modulation in acute mental health',
    description:
      'How teams set up sensory rooms and kits on inpatient units, and how they measure their effect on distress and restrictive practices.',
    startsIn: 5 * 24 + 1,
    minutes: 60,
    visible: 2,
    link: 'https://meet.example.org/sensory-modulation-acute',
    member: 1,
  },
  {
    alias: 'new-graduates-hub',
    name: 'Graduate Q&A: your first caseload',
    description:
      'Experienced therapists answer questions about prioritising a first caseload and asking for supervision.',
    startsIn: 2 * 24 + 4,
    minutes: 60,
    visible: 2,
    link: 'https://meet.example.org/grad-first-caseload',
    toDashboard: true,
  },
  {
    alias: 'research-evidence-exchange',
    name: 'Writing a clinical question (PICO) together',
    description:
      'A short working session: bring a question from your practice and we turn it into a searchable PICO question.',
    startsIn: 8 * 24 + 6,
    minutes: 45,
    visible: 1,
    link: 'https://meet.example.org/pico-session',
  },
];

export interface SeedMeetingsOptions {
  storage: FileStorage;
  now?: Date;
  /** The tenant whose meetings to seed (default ota; meeting-plans.ts holds the others'). */
  tenant?: TenantId;
}

/** Seeds the demo meetings once (skipped when meetings exist or the communities are missing). */
export async function seedMeetings(db: Executor, options: SeedMeetingsOptions): Promise<boolean> {
  const existing = await db.select({ id: communityMeetings.id }).from(communityMeetings).limit(1);
  if (existing.length > 0) return false;
  const tenant = options.tenant ?? 'ota';
  const plans = tenant === 'ota' ? PLANS : (TENANT_MEETING_PLANS[tenant] ?? []);
  const cs = await db.select({ id: communities.id, alias: communities.alias }).from(communities);
  const cid = new Map(cs.map((c) => [c.alias, c.id]));
  if (plans.length === 0 || !plans.every((p) => cid.has(p.alias))) return false;
  const people = await db
    .select({ id: accounts.id, email: accounts.email })
    .from(accounts)
    .where(sql`${accounts.email} in ('moderator@example.org', 'member@example.org')`);
  const moderatorId = people.find((p) => p.email === 'moderator@example.org')?.id ?? null;
  const memberId = people.find((p) => p.email === 'member@example.org')?.id;
  const now = Math.floor((options.now ?? new Date()).getTime() / HOUR_MS) * HOUR_MS;
  // Whole days from today at a daytime hour (UTC 22:00-00:00 is 09:00-11:00 in Sydney summer time).
  const today = Math.floor(now / (24 * HOUR_MS)) * 24 * HOUR_MS;
  const startOf = (p: MeetingPlan, i: number) =>
    p.startsIn > 0 && p.startsIn < 48
      ? now + p.startsIn * HOUR_MS
      : today + Math.round(p.startsIn / 24) * 24 * HOUR_MS + (22 + (i % 3)) * HOUR_MS;

  const rows = await db
    .insert(communityMeetings)
    .values(
      plans.map((p, i) => {
        const start = startOf(p, i);
        return {
          communityId: cid.get(p.alias) as number,
          name: p.name,
          description: p.description,
          meetingLink: p.link,
          meetingCode: p.code ?? null,
          meetingPassword: p.password ?? null,
          startDate: new Date(start),
          duration: p.minutes,
          endDate: new Date(start + p.minutes * 60_000),
          rsvpDate: p.rsvpIn === undefined ? null : new Date(Math.min(now + p.rsvpIn * HOUR_MS, start)),
          visible: p.visible,
          toDashboard: !!p.toDashboard,
          notificationSentAt: p.notified ? new Date(now - 24 * HOUR_MS) : null,
          createdBy: moderatorId,
          createdAt: new Date(now - 14 * 24 * HOUR_MS),
        };
      }),
    )
    .returning({ id: communityMeetings.id });

  // Assets: one small PDF per asset, written in parallel.
  const fileRows: (typeof communityFiles.$inferInsert)[] = [];
  const links: { meetingIndex: number; key: string }[] = [];
  const writes: Promise<void>[] = [];
  for (const [i, p] of plans.entries()) {
    for (const title of p.assets ?? []) {
      const key = newStorageKey('pdf');
      const bytes = await makePdf(title, 1);
      writes.push(options.storage.put(key, bytes, 'application/pdf'));
      fileRows.push({
        storageKey: key,
        filename: `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.pdf`,
        mimeType: 'application/pdf',
        size: bytes.length,
        kind: 'meeting_asset',
        communityId: cid.get(p.alias) as number,
        uploadedBy: moderatorId,
      });
      links.push({ meetingIndex: i, key });
    }
  }
  await Promise.all(writes);
  if (fileRows.length > 0) {
    const files = await db
      .insert(communityFiles)
      .values(fileRows)
      .returning({ id: communityFiles.id, key: communityFiles.storageKey });
    const idByKey = new Map(files.map((f) => [f.key, f.id]));
    await db
      .insert(communityMeetingFiles)
      .values(links.map((l) => ({ meetingId: rows[l.meetingIndex].id, fileId: idByKey.get(l.key) as string })));
  }

  if (memberId) {
    const answers = plans.flatMap((p, i) =>
      p.member === undefined
        ? []
        : [{ meetingId: rows[i].id, userId: memberId, status: p.member, invited: p.visible === 3 }],
    );
    if (answers.length) await db.insert(communityMeetingUsers).values(answers);
    const marks = plans.flatMap((p, i) => (p.bookmark ? [{ meetingId: rows[i].id, userId: memberId }] : []));
    if (marks.length) await db.insert(communityMeetingFavorites).values(marks);
  }
  return true;
}

/**
 * Demo CPD and courses (issue 16 Demo data): for member@example.org three CPD periods (the current
 * one and the two before it, under the tenant's rule) with outside records (some with PDF or PNG
 * evidence, reflections) beside the records of the CPD events they attended (added by the attendance
 * job's own statement, so the demo shows what the job does), learning plans for each period; a
 * catalogue of occupational-therapy courses and the member's enrolments in every status; and CPD
 * hours for other members so the staff compliance list shows complete, on-track and short members.
 * Deterministic (fixed lists, dates relative to the seed day in Sydney); bulk inserts; well under 1 s.
 */
import { CPD_RULES, calendarDayIn, getTenant, type TenantId } from '@portal/shared';
import { eq, sql } from 'drizzle-orm';
import { insertAttendanceRecords, periodStartingIn, periodStartYearOf } from '../../../modules/cpd';
import { type FileStorage, makePdf, makePng, newStorageKey } from '../../../modules/files';
import type { Executor } from '../../raw-query';
import { accounts, courses, cpdEvidence, cpdPeriods, cpdRecords, enrolments } from '../../schema';

export interface SeedCpdOptions {
  storage: FileStorage;
  tenantId: TenantId;
  now?: Date;
}

/** An outside activity of the demo member: `daysIn` days after its period starts. */
interface Activity {
  title: string;
  category: string;
  presenter: string | null;
  domain: string;
  hours: number;
  interactive: boolean;
  reflection: string | null;
  daysIn: number;
  evidence?: 'pdf' | 'png';
}

/** Activities per period, newest period first (index 0 = current). */
const ACTIVITIES: Activity[][] = [
  [
    {
      title: 'Sensory processing in the classroom',
      category: 'Online course or webinar',
      presenter: 'Dr Priya Raman',
      domain: 'Knowledge and learning',
      hours: 2.5,
      interactive: true,
      reflection: 'I now screen for sensory needs before a classroom observation and share strategies with teachers.',
      daysIn: 20,
      evidence: 'pdf',
    },
    {
      title: 'Reading: occupation-based goal setting (AJOT)',
      category: 'Self-directed reading',
      presenter: null,
      domain: 'Occupational therapy process and practice',
      hours: 1.5,
      interactive: false,
      reflection: 'Rewrote my goal template around the client’s own words.',
      daysIn: 64,
    },
    {
      title: 'Peer supervision group, paediatrics',
      category: 'Peer review and supervision',
      presenter: 'Hannah Ellis',
      domain: 'Professionalism',
      hours: 3,
      interactive: true,
      reflection: null,
      daysIn: 110,
      evidence: 'png',
    },
    {
      title: 'Manual handling refresher',
      category: 'Workshop or conference',
      presenter: 'WorkSafe trainer',
      domain: 'Professionalism',
      hours: 1.75,
      interactive: true,
      reflection: 'Updated my home-visit risk checklist.',
      daysIn: 150,
    },
  ],
  [
    {
      title: 'Telehealth assessment essentials',
      category: 'Online course or webinar',
      presenter: 'Dr Marcus Lee',
      domain: 'Occupational therapy process and practice',
      hours: 4,
      interactive: true,
      reflection: 'Built a telehealth kit list and adapted two assessments for video.',
      daysIn: 30,
      evidence: 'pdf',
    },
    {
      title: 'Cognitive rehabilitation after stroke',
      category: 'Formal education',
      presenter: 'Prof. Anne Whitfield',
      domain: 'Knowledge and learning',
      hours: 6,
      interactive: true,
      reflection: 'Introduced errorless learning in my inpatient sessions.',
      daysIn: 95,
      evidence: 'pdf',
    },
    {
      title: 'Mentoring a graduate occupational therapist',
      category: 'Teaching and presenting',
      presenter: null,
      domain: 'Communication',
      hours: 5,
      interactive: true,
      reflection: 'Learnt to give feedback in smaller, more frequent steps.',
      daysIn: 180,
    },
    {
      title: 'Journal club: falls prevention',
      category: 'Peer review and supervision',
      presenter: 'Hospital OT team',
      domain: 'Knowledge and learning',
      hours: 2,
      interactive: true,
      reflection: 'Added the TUG test to my discharge checklist.',
      daysIn: 240,
      evidence: 'png',
    },
    {
      title: 'NDIS report writing',
      category: 'Online course or webinar',
      presenter: 'Kate Morrison',
      domain: 'Communication',
      hours: 3.5,
      interactive: false,
      reflection: 'My functional capacity reports are now shorter and goal-led.',
      daysIn: 300,
    },
  ],
  [
    {
      title: 'Assistive technology expo',
      category: 'Workshop or conference',
      presenter: 'Independent Living Centre',
      domain: 'Knowledge and learning',
      hours: 5,
      interactive: true,
      reflection: 'Trialled two new bathing aids with clients the following month.',
      daysIn: 45,
      evidence: 'png',
    },
    {
      title: 'Ethics in private practice',
      category: 'Online course or webinar',
      presenter: 'Dr Sam Okafor',
      domain: 'Professionalism',
      hours: 2,
      interactive: true,
      reflection: 'Reviewed my consent forms and fee disclosure.',
      daysIn: 120,
      evidence: 'pdf',
    },
    {
      title: 'Hand therapy splinting workshop',
      category: 'Workshop or conference',
      presenter: 'Lucy Tran',
      domain: 'Occupational therapy process and practice',
      hours: 7,
      interactive: true,
      reflection: 'Fabricated resting hand splints with less review time.',
      daysIn: 200,
    },
    {
      title: 'Reading: trauma-informed practice',
      category: 'Self-directed reading',
      presenter: null,
      domain: 'Professionalism',
      hours: 4,
      interactive: false,
      reflection: 'Changed how I open first sessions.',
      daysIn: 280,
    },
  ],
];

const PLANS = [
  'Goals this year: 1) strengthen paediatric sensory assessment; 2) lead peer supervision for the team; 3) complete manual handling and ethics refreshers.',
  'Goals: 1) confident telehealth assessment; 2) cognitive rehabilitation skills for the stroke unit; 3) mentor a new graduate.',
  'Goals: 1) assistive technology knowledge for home modifications; 2) ethical private practice; 3) hand therapy splinting.',
];

const COURSES = [
  {
    code: 'OTA-101',
    name: 'Foundations of occupational therapy practice in Australia',
    categoryName: 'Professional practice',
    description: 'The standards, the Board and the scope of practice for new and returning therapists.',
  },
  {
    code: 'OTA-140',
    name: 'Telehealth for occupational therapists',
    categoryName: 'Digital practice',
    description: 'Setting up, assessing and treating by video, with privacy and safety.',
  },
  {
    code: 'OTA-210',
    name: 'Paediatric sensory processing',
    categoryName: 'Paediatrics',
    description: 'Assessment and intervention for sensory processing differences in children.',
  },
  {
    code: 'OTA-230',
    name: 'Home modifications and assistive technology',
    categoryName: 'Community practice',
    description: 'Prescribing equipment and minor home modifications under the NDIS and My Aged Care.',
  },
  {
    code: 'OTA-250',
    name: 'Cognitive rehabilitation after acquired brain injury',
    categoryName: 'Neurology',
    description: 'Evidence-based cognitive strategies for everyday occupations.',
  },
  {
    code: 'OTA-270',
    name: 'Hand therapy: splinting fundamentals',
    categoryName: 'Hand therapy',
    description: 'Static splints for common hand conditions, with a practical assessment.',
  },
  {
    code: 'OTA-300',
    name: 'Mental health recovery-oriented practice',
    categoryName: 'Mental health',
    description: 'Recovery principles, trauma-informed care and occupational engagement.',
  },
  {
    code: 'OTA-320',
    name: 'Ethics and professional boundaries',
    categoryName: 'Professional practice',
    description: 'Case-based learning on consent, conflicts of interest and documentation.',
  },
];

/** The demo member's enrolments: every status (Active, Completed, Pending, Expired). */
const ENROLMENTS: { code: string; status: string; completedDaysAgo?: number; expiresInDays?: number }[] = [
  { code: 'OTA-140', status: 'Active', expiresInDays: 120 },
  { code: 'OTA-210', status: 'Active', expiresInDays: 200 },
  { code: 'OTA-101', status: 'Completed', completedDaysAgo: 300 },
  { code: 'OTA-320', status: 'Completed', completedDaysAgo: 40 },
  { code: 'OTA-250', status: 'Pending', expiresInDays: 365 },
  { code: 'OTA-270', status: 'Expired', expiresInDays: -30 },
];

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Seeds CPD and courses once (skipped when any course exists). */
export async function seedCpd(db: Executor, options: SeedCpdOptions): Promise<boolean> {
  const existing = await db.select({ id: courses.id }).from(courses).limit(1);
  if (existing.length > 0) return false;
  const rule = CPD_RULES[options.tenantId];
  const now = options.now ?? new Date();
  const today = calendarDayIn(now, getTenant(options.tenantId).timeZone);
  const [member] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, 'member@example.org'));

  const courseRows = await db
    .insert(courses)
    .values(COURSES.map((c) => ({ ...c, loginUrl: `https://learning.example.org.au/course/${c.code.toLowerCase()}` })))
    .returning({ id: courses.id, code: courses.code });
  if (!member) return true;
  const courseId = new Map(courseRows.map((c) => [c.code, c.id]));
  await db.insert(enrolments).values(
    ENROLMENTS.map((e) => ({
      accountId: member.id,
      courseId: courseId.get(e.code) as number,
      status: e.status,
      completionDate: e.completedDaysAgo != null ? addDays(today, -e.completedDaysAgo) : null,
      expiryDate: e.expiresInDays != null ? addDays(today, e.expiresInDays) : null,
    })),
  );

  // Records of the CPD events the member attended (the job's statement).
  await insertAttendanceRecords(db, now);

  const currentYear = periodStartYearOf(today, rule);
  const [pdf, png] = await Promise.all([
    makePdf('Certificate of completion', 1),
    Promise.resolve(makePng([31, 78, 121], [200, 225, 245], 320, 200)),
  ]);
  for (let i = 0; i < 3; i++) {
    const dates = periodStartingIn(currentYear - i, rule);
    await db
      .insert(cpdPeriods)
      .values({ accountId: member.id, ...dates, learningPlan: PLANS[i] })
      .onConflictDoNothing();
    const acts = ACTIVITIES[i].filter((a) => addDays(dates.startDate, a.daysIn) <= today);
    if (acts.length === 0) continue;
    const rows = await db
      .insert(cpdRecords)
      .values(
        acts.map((a) => ({
          accountId: member.id,
          title: a.title,
          categoryName: a.category,
          presenter: a.presenter,
          domain: a.domain,
          hours: String(a.hours),
          interactive: a.interactive,
          reflection: a.reflection,
          completedDate: addDays(dates.startDate, a.daysIn),
        })),
      )
      .returning({ id: cpdRecords.id });
    const evidence = [];
    for (const [j, a] of acts.entries()) {
      if (!a.evidence) continue;
      const storageKey = newStorageKey(a.evidence);
      const bytes = a.evidence === 'pdf' ? pdf : png;
      await options.storage.put(storageKey, bytes, a.evidence === 'pdf' ? 'application/pdf' : 'image/png');
      evidence.push({
        recordId: rows[j].id,
        storageKey,
        filename: a.evidence === 'pdf' ? `${a.title.slice(0, 40)} certificate.pdf` : 'Attendance photo.png',
        mimeType: a.evidence === 'pdf' ? 'application/pdf' : 'image/png',
        size: bytes.length,
      });
    }
    if (evidence.length) await db.insert(cpdEvidence).values(evidence);
  }

  // Other members: hours in the current period so the compliance list shows every status.
  const others = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(sql`${accounts.email} <> 'member@example.org' and 'Member' = any(${accounts.contactTypes})`)
    .orderBy(accounts.email)
    .limit(40);
  const current = periodStartingIn(currentYear, rule);
  const otherRecords = others.flatMap((o, i) => {
    const total = [24, 12, 6, 0, 18, 3][i % 6];
    if (total === 0) return [];
    return [
      { hours: total * 0.75, interactive: false, title: 'Self-directed reading and case review' },
      { hours: total * 0.25, interactive: true, title: 'Regional OT network workshop' },
    ].map((r, k) => ({
      accountId: o.id,
      title: r.title,
      categoryName: k === 0 ? 'Self-directed reading' : 'Workshop or conference',
      domain: 'Knowledge and learning',
      hours: String(Math.round(r.hours * 4) / 4),
      interactive: r.interactive,
      reflection: i % 4 === 1 ? null : 'Applied what I learnt with my current clients.',
      completedDate:
        addDays(current.startDate, Math.min(5 + i, 30)) <= today
          ? addDays(current.startDate, Math.min(5 + i, 30))
          : current.startDate,
    }));
  });
  if (otherRecords.length) await db.insert(cpdRecords).values(otherRecords);
  if (others.length)
    await db
      .insert(cpdPeriods)
      .values(
        others
          .filter((_, i) => i % 3 !== 2)
          .map((o) => ({
            accountId: o.id,
            ...current,
            learningPlan: 'Goals for this registration year: client-centred practice and evidence-based interventions.',
          })),
      )
      .onConflictDoNothing();
  return true;
}

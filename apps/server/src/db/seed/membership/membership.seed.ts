/**
 * Demo memberships, invoices and brand assets (issue #15). Deterministic (no randomness: choices
 * follow each member's position by e-mail), dates relative to the day the seed runs.
 *
 * - Types: full, graduate, student, life, associate (AUD incl. GST, yearly; the reference tenant's
 *   year ends 30 June, renewal on 1 July).
 * - Every account with the Member contact type has a membership: most renewed to the coming 30 June;
 *   every 9th due within 60 days, every 23rd lapsed, every 17th on automatic renewal, every 20th a
 *   life member. Named accounts: member@example.org full and due for renewal (the home notice and the
 *   renewal demo), moderator life member, admin full on automatic renewal, member2fa lapsed.
 * - Two years of invoices for member@example.org: two renewals, event purchases, one refunded, one
 *   pending with a balance due.
 * - Brand assets: nine logo PNGs rendered from the tenant's SVG logos (issue 32) and two PDFs (terms
 *   of use, branding guidelines), generated.
 */
import { sql } from 'drizzle-orm';
import { getTenant, type TenantId } from '@portal/shared';
import { type LogoVariant, logoVariantPng } from '../../../lib/brand-logos';
import { makePdf, type FileStorage, newStorageKey } from '../../../modules/files';
import { insertInvoice } from '../../../modules/billing';
import { addDays, addMonths, localToday } from '../../../modules/membership';
import { type Executor, query } from '../../raw-query';
import { brandAssets, membershipTypes } from '../../schema';
import { profileFor } from '../corpus';

const TYPES = [
  { code: 'full', name: 'Full Member', feeCents: 56_000, isLife: false },
  { code: 'graduate', name: 'Graduate Member', feeCents: 29_000, isLife: false },
  { code: 'student', name: 'Student Member', feeCents: 9_500, isLife: false },
  { code: 'life', name: 'Life Member', feeCents: 0, isLife: true },
  { code: 'associate', name: 'Associate Member', feeCents: 24_000, isLife: false },
];

/** The last day of the membership year containing `today` (30 June). */
function yearEnd(today: string): string {
  const [y, m] = today.split('-').map(Number);
  return `${m >= 7 ? y + 1 : y}-06-30`;
}

/** Seeds membership types, memberships, the demo member's invoices and the brand assets. */
export async function seedMembership(
  db: Executor,
  options: { storage: FileStorage; timeZone: string; now?: Date; tenant?: TenantId },
): Promise<void> {
  const now = options.now ?? new Date();
  const today = localToday(options.timeZone, now);
  const end = yearEnd(today);
  const types = await db
    .insert(membershipTypes)
    .values(TYPES)
    .returning({ id: membershipTypes.id, code: membershipTypes.code });
  const typeId = Object.fromEntries(types.map((t) => [t.code, t.id])) as Record<string, number>;
  const due = addDays(today, 35);
  const lapsed = addDays(addMonths(end, -12), -0);
  const lapsedLong = addMonths(end, -24);
  // One statement for every member: the choice follows the member's position by e-mail.
  await query(
    db,
    sql`insert into memberships (account_id, member_num, type_id, status, join_date, renewed_to, auto_renew)
      select a.id, coalesce(a.member_num, ${profileFor(options.tenant).memberPrefix}::text || lpad(x.n::text, 6, '0')),
        case when x.n % 20 = 4 then ${typeId.life}::int when x.n % 13 = 0 then ${typeId.student}::int when x.n % 7 = 0 then ${typeId.graduate}::int
             when x.n % 11 = 0 then ${typeId.associate}::int else ${typeId.full}::int end,
        'Active', (${today}::date - ((x.n * 37) % 5000 + 200)::int)::date,
        case when x.n % 20 = 4 then null when x.n % 23 = 0 then ${lapsed}::date when x.n % 9 = 0 then ${due}::date else ${end}::date end,
        x.n % 17 = 0 and x.n % 20 <> 4
      from accounts a join (select id, row_number() over (order by email) as n from accounts where 'Member' = any(contact_types)) x on x.id = a.id`,
  );
  const named = async (email: string, set: ReturnType<typeof sql>) =>
    query(db, sql`update memberships m set ${set} from accounts a where a.id = m.account_id and a.email = ${email}`);
  await named(
    'member@example.org',
    sql`type_id = ${typeId.full}, renewed_to = ${due}::date, auto_renew = false, join_date = ${addMonths(today, -98)}::date`,
  );
  await named('moderator@example.org', sql`type_id = ${typeId.life}, renewed_to = null, auto_renew = false`);
  await named('admin@example.org', sql`type_id = ${typeId.full}, renewed_to = ${end}::date, auto_renew = true`);
  // Joined this week and chose automatic renewal: the onboarding wizard ends on the Auto Rollover dialog.
  await named(
    'newmember@example.org',
    sql`type_id = ${typeId.full}, renewed_to = ${end}::date, auto_renew = true, join_date = ${addDays(today, -3)}::date`,
  );
  await named(
    'member2fa@example.org',
    sql`type_id = ${typeId.graduate}, renewed_to = ${lapsedLong}::date, auto_renew = false`,
  );
  await seedDemoInvoices(db, now, due);
  await seedBrandAssets(db, options.storage, options.tenant ?? 'ota');
}

async function seedDemoInvoices(db: Executor, now: Date, renewedTo: string): Promise<void> {
  const [m] = await query<{ id: string; account_id: string }>(
    db,
    sql`select m.id, m.account_id from memberships m join accounts a on a.id = m.account_id where a.email = 'member@example.org'`,
  );
  if (!m) return;
  const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);
  const fee = 56_000;
  const renewal = (years: number) => {
    const periodEnd = addMonths(renewedTo, -12 * years);
    const periodStart = addDays(addMonths(periodEnd, -12), 1);
    return {
      accountId: m.account_id,
      description: 'Membership renewal: Full Member',
      status: 'Paid' as const,
      kind: 'renewal' as const,
      membershipId: m.id,
      periodStart,
      periodEnd,
      invoiceDate: daysAgo(365 * years - 20),
      totalCents: fee,
      lines: [{ name: `Full Member membership ${periodStart} to ${periodEnd}`, quantity: 1, unit: fee }],
    };
  };
  const event = (days: number, title: string, lines: { name: string; quantity: number; unit: number }[]) => ({
    accountId: m.account_id,
    description: `Event registration: ${title}`,
    status: 'Paid' as const,
    kind: 'event' as const,
    invoiceDate: daysAgo(days),
    totalCents: lines.reduce((s, l) => s + l.quantity * l.unit, 0),
    lines,
  });
  const planned = [
    renewal(2),
    event(690, 'Sensory processing in the early years', [
      { name: 'Sensory processing in the early years: Member', quantity: 1, unit: 18_500 },
    ]),
    event(560, 'Driver rehabilitation refresher', [
      { name: 'Driver rehabilitation refresher: Member', quantity: 1, unit: 32_000 },
    ]),
    renewal(1),
    event(250, 'National conference 2026', [
      { name: 'National conference 2026: Full registration (member)', quantity: 1, unit: 89_000 },
      { name: 'National conference 2026: Conference dinner', quantity: 1, unit: 12_500 },
    ]),
    event(120, 'Hand therapy splinting workshop', [
      { name: 'Hand therapy splinting workshop: Member', quantity: 1, unit: 27_500 },
    ]),
    event(45, 'Mental health first aid for occupational therapists', [
      { name: 'Mental health first aid for occupational therapists: Member', quantity: 1, unit: 14_000 },
    ]),
  ];
  const ids: string[] = [];
  for (const p of planned) ids.push(await insertInvoice(db, p));
  // The splinting workshop was cancelled early: 90 % refunded (spec 03 §9 terms).
  await query(db, sql`update invoices set status = 'Refunded', refunded_cents = 24750 where id = ${ids[5]}`);
  // A supervision course invoiced by staff and not paid yet.
  await insertInvoice(db, {
    accountId: m.account_id,
    description: 'Clinical supervision course: Term 1 enrolment',
    status: 'Pending',
    kind: 'event',
    invoiceDate: daysAgo(10),
    dueDate: new Date(now.getTime() + 20 * 86_400_000),
    totalCents: 19_800,
    lines: [{ name: 'Clinical supervision course: Term 1 enrolment', quantity: 1, unit: 19_800 }],
  });
}

/** The nine logo variants (issue 32: rendered from the tenant's SVG logos, lib/brand-logos.ts). */
const LOGOS: { name: string; description: string; variant: LogoVariant }[] = [
  {
    name: 'Primary logo, full colour',
    description: 'For white or light backgrounds.',
    variant: 'primary',
  },
  {
    name: 'Primary logo, reversed',
    description: 'For dark or photographic backgrounds.',
    variant: 'primary-reversed',
  },
  {
    name: 'Primary logo, mono black',
    description: 'For single-colour printing.',
    variant: 'primary-mono',
  },
  {
    name: 'Horizontal logo, full colour',
    description: 'For banners and e-mail signatures.',
    variant: 'horizontal',
  },
  { name: 'Horizontal logo, reversed', description: 'For dark banners.', variant: 'horizontal-reversed' },
  { name: 'Horizontal logo, mono black', description: 'For forms and faxes.', variant: 'horizontal-mono' },
  {
    name: 'Member badge, full colour',
    description: 'Show your membership on your practice website.',
    variant: 'badge',
  },
  {
    name: 'Member badge, reversed',
    description: 'The member badge on dark backgrounds.',
    variant: 'badge-reversed',
  },
  {
    name: 'Accredited practitioner mark',
    description: 'For accredited members only.',
    variant: 'accredited',
  },
];

async function seedBrandAssets(db: Executor, storage: FileStorage, tenant: TenantId): Promise<void> {
  const rows: (typeof brandAssets.$inferInsert)[] = [];
  const pngs = await Promise.all(LOGOS.map((logo) => logoVariantPng(getTenant(tenant), logo.variant)));
  for (const [i, logo] of LOGOS.entries()) {
    const bytes = pngs[i];
    const key = newStorageKey('png');
    await storage.put(key, bytes, 'image/png');
    const slug = logo.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    rows.push({
      kind: 'logo',
      name: logo.name,
      description: logo.description,
      filename: `${slug}.png`,
      mimeType: 'image/png',
      size: bytes.length,
      storageKey: key,
      sortOrder: i,
    });
  }
  const docs = [
    {
      name: 'Terms of use of the brand',
      description: 'When and how members may use the logos.',
      filename: 'brand-terms-of-use.pdf',
    },
    {
      name: 'Branding guidelines',
      description: 'Colours, clear space and minimum sizes.',
      filename: 'branding-guidelines.pdf',
    },
  ];
  for (const [i, doc] of docs.entries()) {
    const bytes = await makePdf(doc.name, 2);
    const key = newStorageKey('pdf');
    await storage.put(key, bytes, 'application/pdf');
    rows.push({
      kind: 'document',
      name: doc.name,
      description: doc.description,
      filename: doc.filename,
      mimeType: 'application/pdf',
      size: bytes.length,
      storageKey: key,
      sortOrder: 100 + i,
    });
  }
  await db.insert(brandAssets).values(rows);
}

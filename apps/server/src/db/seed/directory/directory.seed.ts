/**
 * Directory demo data (issue 16 Demo data: "500 members spread over Australian locations and 40
 * organisations with varied privacy settings"): every generated member gets a workplace (most of
 * them), a job title, expertise areas of the tenant, an about-me for some, and privacy settings
 * that vary: about one in twelve out of the directory, others hiding photo, contact details or
 * workplace. Their states (locations) come from accounts.seed.ts. Deterministic (index-based).
 * The named demo accounts keep their own profiles (all settings on); the demo member gets areas of
 * expertise and an about-me when they have none.
 */
import type { TenantId } from '@portal/shared';
import { sql } from 'drizzle-orm';
import { fieldOptionsFor } from '../../../modules/directory';
import { type Executor, query } from '../../raw-query';
import { AREA_CODES, landline } from '../phones';

const OT_TITLES = [
  'Occupational Therapist',
  'Senior Occupational Therapist',
  'Clinical Lead Occupational Therapist',
  'Paediatric Occupational Therapist',
  'Hand Therapist',
  'Mental Health Occupational Therapist',
  'Driver Rehabilitation Occupational Therapist',
  'Graduate Occupational Therapist',
  'Practice Owner',
  'Allied Health Manager',
];
const OTHER_TITLES = ['Senior Adviser', 'Principal', 'Associate', 'Team Leader', 'Manager', 'Consultant'];

const OT_ABOUT = [
  'I work with children and families on sensory processing, fine motor skills and school readiness.',
  'Hand therapist with a focus on post-surgical rehabilitation and custom thermoplastic splinting.',
  'Community mental health clinician using recovery-oriented and trauma-informed practice.',
  'I prescribe home modifications and assistive technology so older people can stay safely at home.',
  'Driver trained occupational therapist completing on-road assessments across regional areas.',
  'Supporting NDIS participants with functional capacity assessments and capacity building goals.',
  'Neurological rehabilitation after stroke and acquired brain injury, inpatient and outpatient.',
  'Workplace rehabilitation consultant helping injured workers return to safe and suitable duties.',
];

/**
 * Fills account_profiles for the generated members (accounts without a profile yet).
 * Privacy by index: i % 12 = 5 out of the directory; i % 7 = 2 no photo; i % 5 = 3 contact
 * hidden; i % 9 = 4 workplace hidden; i % 4 = 1 email hidden; i % 3 = 0 mobile hidden.
 */
export async function seedDirectory(db: Executor, tenant: TenantId): Promise<void> {
  const orgs = await query<{ id: number }>(db, sql`select id from organisations order by id`);
  const members = await query<{ id: string; state: string | null }>(
    db,
    sql`select a.id, a.state from accounts a where a.contact_types @> '{Member}'::text[]
      and not exists (select 1 from account_profiles p where p.account_id = a.id) order by a.member_num, a.id`,
  );
  const areas = fieldOptionsFor(tenant).expertiseAreas;
  const titles = tenant === 'ota' ? OT_TITLES : OTHER_TITLES;
  const rows = members.map(({ id, state }, i) => {
    const privacy = {
      includeInDirectory: i % 12 !== 5,
      showDirectoryPhoto: i % 7 !== 2,
      showContactInformation: i % 5 !== 3,
      showEmail: i % 4 !== 1,
      showPersonalMobile: i % 3 !== 0,
      showWorkLandline: i % 6 !== 4,
      showOrganisation: i % 9 !== 4,
    };
    const area1 = areas[i % areas.length];
    const area2 = areas[(i * 3 + 1) % areas.length];
    const expertise = [area1, ...(i % 3 === 1 && area2.id !== area1.id ? [area2] : [])].map((a) => ({
      areaId: a.id,
      categoryIds: a.categories.slice(0, 1 + (i % 2)).map((c) => c.id),
    }));
    return {
      accountId: id,
      organisationId: orgs.length && i % 8 !== 7 ? Number(orgs[(i * 7) % orgs.length].id) : null,
      jobTitle: titles[Math.floor(i / 7) % titles.length],
      description: tenant === 'ota' && i % 2 === 0 ? OT_ABOUT[i % OT_ABOUT.length] : null,
      // A work landline with the area code of the member's state (mobiles are on the account).
      phoneNumber: i % 3 === 2 ? landline(state && AREA_CODES[state] ? state : 'NSW', i) : null,
      privacy,
      expertise,
    };
  });
  const demo = areas.slice(0, 2).map((a) => ({ areaId: a.id, categoryIds: a.categories.slice(0, 1).map((c) => c.id) }));
  await query(
    db,
    sql`update account_profiles set expertise = ${JSON.stringify(demo)}::jsonb,
      description = coalesce(description, ${tenant === 'ota' ? 'Paediatric occupational therapist working with children on the NDIS, with a special interest in sensory processing and school readiness.' : null})
      where account_id = (select id from accounts where email = 'member@example.org') and expertise is null`,
  );
  for (let i = 0; i < rows.length; i += 250) {
    const chunk = rows.slice(i, i + 250);
    await query(
      db,
      sql`insert into account_profiles (account_id, organisation_id, job_title, description, phone_number, privacy, expertise, onboarding_completed)
        select x.account_id, x.organisation_id, x.job_title, x.description, x.phone_number, x.privacy, x.expertise, true
        from jsonb_to_recordset(${JSON.stringify(
          chunk.map((r) => ({
            account_id: r.accountId,
            organisation_id: r.organisationId,
            job_title: r.jobTitle,
            description: r.description,
            phone_number: r.phoneNumber,
            privacy: r.privacy,
            expertise: r.expertise,
          })),
        )}::jsonb) as x(account_id uuid, organisation_id int, job_title text, description text, phone_number text, privacy jsonb, expertise jsonb)
        on conflict (account_id) do nothing`,
    );
  }
}

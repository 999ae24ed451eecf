/**
 * Demo interests, communication preferences and 'Find an OT' listings (issue 16). Deterministic:
 * no randomness, choices follow each member's position by member number.
 *
 * - member@example.org also chooses the tenant's member interest ('Private practice' on ota) and two communication
 *   preferences (CPD and event invitations, Member news and updates); she is not listed on
 *   'Find an OT' (the browser test lists her).
 * - Only tenants with the settings/find_an_ot sub-feature (the reference tenant): 40 members hold a
 *   listing in a real Australian suburb; 36 are listed (every 10th is a draft kept unlisted), each
 *   shows its phone, its email, both or neither in turn.
 */
import type { TenantId } from '@portal/shared';
import { sql } from 'drizzle-orm';
import { profileFor } from '../corpus';
import { landline } from '../phones';
import { type Executor, query } from '../../raw-query';

/** Real suburbs with their state and postcode. */
const PLACES: [string, string, string][] = [
  ['Manly', 'NSW', '2095'],
  ['Parramatta', 'NSW', '2150'],
  ['Newtown', 'NSW', '2042'],
  ['Chatswood', 'NSW', '2067'],
  ['Wollongong', 'NSW', '2500'],
  ['Newcastle', 'NSW', '2300'],
  ['Dubbo', 'NSW', '2830'],
  ['Wagga Wagga', 'NSW', '2650'],
  ['Fitzroy', 'VIC', '3065'],
  ['Box Hill', 'VIC', '3128'],
  ['Geelong', 'VIC', '3220'],
  ['Ballarat', 'VIC', '3350'],
  ['Bendigo', 'VIC', '3550'],
  ['Footscray', 'VIC', '3011'],
  ['Frankston', 'VIC', '3199'],
  ['Fortitude Valley', 'QLD', '4006'],
  ['Chermside', 'QLD', '4032'],
  ['Southport', 'QLD', '4215'],
  ['Toowoomba', 'QLD', '4350'],
  ['Townsville', 'QLD', '4810'],
  ['Cairns', 'QLD', '4870'],
  ['Maroochydore', 'QLD', '4558'],
  ['Fremantle', 'WA', '6160'],
  ['Subiaco', 'WA', '6008'],
  ['Joondalup', 'WA', '6027'],
  ['Bunbury', 'WA', '6230'],
  ['Glenelg', 'SA', '5045'],
  ['Norwood', 'SA', '5067'],
  ['Mount Gambier', 'SA', '5290'],
  ['Hobart', 'TAS', '7000'],
  ['Launceston', 'TAS', '7250'],
  ['Devonport', 'TAS', '7310'],
  ['Belconnen', 'ACT', '2617'],
  ['Woden', 'ACT', '2606'],
  ['Darwin City', 'NT', '0800'],
  ['Alice Springs', 'NT', '0870'],
  ['Mona Vale', 'NSW', '2103'],
  ['Penrith', 'NSW', '2750'],
  ['Richmond', 'VIC', '3121'],
  ['Indooroopilly', 'QLD', '4068'],
];

/** Practice kinds: name pattern ({place} is the suburb), services, areas of practice, funding schemes. */
const KINDS: { name: string; services: string; areas: string[]; schemes: string[] }[] = [
  {
    name: '{place} Kids OT',
    services:
      'Assessment and therapy for children with developmental delay, autism and handwriting or fine motor difficulties; school visits and parent coaching.',
    areas: ['Paediatrics'],
    schemes: ['NDIS', 'Medicare CDM', 'Private health insurance'],
  },
  {
    name: '{place} Hand Therapy',
    services:
      'Custom thermoplastic splinting, post-surgical hand and wrist rehabilitation, scar management and return-to-work programs.',
    areas: ['Hand therapy', 'Workplace rehabilitation'],
    schemes: ['WorkCover', 'Transport accident (TAC, icare, MAIC)', 'DVA', 'Private health insurance'],
  },
  {
    name: '{place} Driver Assessment',
    services:
      'Off-road and on-road driver assessments after stroke, brain injury or with ageing; vehicle modification advice and licensing reports.',
    areas: ['Driver rehabilitation', 'Neurology'],
    schemes: ['DVA', 'NDIS', 'Transport accident (TAC, icare, MAIC)'],
  },
  {
    name: '{place} Mind and Occupation',
    services:
      'Mental health occupational therapy: sensory approaches, routines and daily living skills, focused psychological strategies under a GP mental health plan.',
    areas: ['Mental health'],
    schemes: ['Medicare CDM', 'NDIS', 'Private health insurance'],
  },
  {
    name: '{place} Ageing Well OT',
    services:
      'Home safety assessments, falls prevention, equipment prescription and home modification reports for older people living at home.',
    areas: ['Aged care', 'Community health'],
    schemes: ['Home Care Packages', 'DVA', 'Medicare CDM'],
  },
  {
    name: '{place} Neuro Rehabilitation',
    services:
      'Community rehabilitation after stroke, brain injury and in progressive neurological conditions; upper limb retraining and cognitive strategies.',
    areas: ['Neurology', 'Community health'],
    schemes: ['NDIS', 'Transport accident (TAC, icare, MAIC)', 'Private health insurance'],
  },
  {
    name: '{place} Work Ready OT',
    services:
      'Workplace assessments, ergonomic reviews, functional capacity evaluations and graded return-to-work plans for injured workers.',
    areas: ['Workplace rehabilitation'],
    schemes: ['WorkCover', 'Private health insurance'],
  },
  {
    name: '{place} Allied Health Occupational Therapy',
    services:
      'General occupational therapy for adults and children: daily living skills, assistive technology trials and NDIS functional capacity assessments.',
    areas: ['Community health', 'Paediatrics', 'Aged care'],
    schemes: ['NDIS', 'Medicare CDM', 'Home Care Packages'],
  },
];

/** Segment ids by name. */
async function segmentIds(db: Executor): Promise<Map<string, number>> {
  const rows = await query<{ id: number; name: string }>(db, sql`select id, name from segments`);
  return new Map(rows.map((r) => [r.name, Number(r.id)]));
}

const intArray = (ids: number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/** Seeds the demo member's extra choices and, where `findAnOt`, the 40 listings. */
export async function seedPreferences(db: Executor, options: { findAnOt: boolean; tenant?: TenantId }): Promise<void> {
  const ids = await segmentIds(db);
  const pick = (names: string[]) => names.map((n) => ids.get(n)).filter((id): id is number => id !== undefined);
  const [member] = await query<{ id: string }>(db, sql`select id from accounts where email = 'member@example.org'`);
  if (member) {
    for (const segmentId of pick([
      profileFor(options.tenant).memberInterest,
      'CPD and event invitations',
      'Member news and updates',
    ])) {
      await query(
        db,
        sql`insert into account_segments (account_id, segment_id) values (${member.id}, ${segmentId}) on conflict do nothing`,
      );
    }
  }
  if (!options.findAnOt) return;
  const owners = await query<{ id: string; email: string }>(
    db,
    sql`select id, email from accounts
      where 'Member' = any(contact_types) and role = 0 and email not like '%@example.org' and member_num is not null
      order by member_num limit ${PLACES.length}`,
  );
  const values = owners.map((owner, i) => {
    const [suburb, state, postcode] = PLACES[i];
    const kind = KINDS[i % KINDS.length];
    const areas = pick(kind.areas);
    const schemes = pick(kind.schemes.slice(0, 2 + (i % (kind.schemes.length - 1))));
    const domain = `${suburb.toLowerCase().replace(/[^a-z]/g, '')}ot.example.com`;
    const phone = landline(state, i);
    return sql`(${owner.id}, ${i % 10 !== 9}, ${kind.name.replace('{place}', suburb)}, ${kind.services},
      ${intArray(areas)}, ${intArray(schemes)}, ${suburb}, ${state}, ${postcode}, ${phone}, ${`hello@${domain}`},
      ${i % 4 !== 2}, ${i % 4 === 0 || i % 4 === 3})`;
  });
  if (values.length === 0) return;
  await query(
    db,
    sql`insert into find_an_ot_listings (account_id, is_listed, practice_name, services, area_of_practice_ids,
        funding_scheme_ids, suburb, state, postcode, phone, email, show_phone, show_email)
      values ${sql.join(values, sql`, `)}`,
  );
}

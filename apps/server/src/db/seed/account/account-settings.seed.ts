/**
 * Demo data of issue 14: 40 organisations with Australian locations (workplaces of occupational
 * therapists: hospitals, community health services, private practices, schools and aged care), and
 * the demo member's workplace and dietary needs. Fixed data: the same seed gives the same rows.
 */
import { eq } from 'drizzle-orm';
import type { Executor } from '../../raw-query';
import { accountProfiles, accounts, organisations } from '../../schema';

/** [name, street address, suburb, state, postcode, phone] */
const ORGANISATIONS: [string, string, string, string, string, string][] = [
  ['Royal Prince Alfred Hospital', '50 Missenden Road', 'Camperdown', 'NSW', '2050', '02 9515 6111'],
  ['Westmead Children’s Hospital', 'Hawkesbury Road', 'Westmead', 'NSW', '2145', '02 9845 0000'],
  ['Hunter Valley Community Therapy', '14 Bolton Street', 'Newcastle', 'NSW', '2300', '02 4926 1180'],
  ['Illawarra Hand Therapy Clinic', '88 Crown Street', 'Wollongong', 'NSW', '2500', '02 4225 3301'],
  ['Northern Rivers Paediatric OT', '23 Molesworth Street', 'Lismore', 'NSW', '2480', '02 6621 4470'],
  ['Dubbo Rural Health Service', '2 Myall Street', 'Dubbo', 'NSW', '2830', '02 6809 6809'],
  ['Sydney Driver Rehabilitation Centre', '310 Parramatta Road', 'Stanmore', 'NSW', '2048', '02 9550 7720'],
  ['Royal Melbourne Hospital', '300 Grattan Street', 'Parkville', 'VIC', '3050', '03 9342 7000'],
  ['Austin Health Rehabilitation', '145 Studley Road', 'Heidelberg', 'VIC', '3084', '03 9496 5000'],
  ['Geelong Community Occupational Therapy', '70 Ryrie Street', 'Geelong', 'VIC', '3220', '03 5222 4410'],
  ['Ballarat Aged Care Services', '102 Sturt Street', 'Ballarat', 'VIC', '3350', '03 5331 8820'],
  ['Bendigo Kids Therapy Hub', '45 Mitchell Street', 'Bendigo', 'VIC', '3550', '03 5443 1290'],
  ['Eastern Mental Health Service', '8 Arnold Street', 'Box Hill', 'VIC', '3128', '03 9895 3000'],
  ['Royal Brisbane and Women’s Hospital', 'Butterfield Street', 'Herston', 'QLD', '4029', '07 3646 8111'],
  ['Gold Coast Workplace Rehabilitation', '9 Short Street', 'Southport', 'QLD', '4215', '07 5591 6620'],
  ['Cairns Community Therapy Services', '61 Sheridan Street', 'Cairns', 'QLD', '4870', '07 4051 3390'],
  ['Townsville Paediatric Therapy', '150 Flinders Street', 'Townsville', 'QLD', '4810', '07 4772 5540'],
  ['Toowoomba Home Modifications', '17 Ruthven Street', 'Toowoomba', 'QLD', '4350', '07 4638 2210'],
  ['Sunshine Coast Neuro Rehab', '6 Doherty Street', 'Birtinya', 'QLD', '4575', '07 5202 0000'],
  ['Royal Adelaide Hospital', 'Port Road', 'Adelaide', 'SA', '5000', '08 7074 0000'],
  ['Flinders Rehabilitation Centre', 'Flinders Drive', 'Bedford Park', 'SA', '5042', '08 8204 5511'],
  ['Mount Gambier Allied Health', '276 Wehl Street North', 'Mount Gambier', 'SA', '5290', '08 8721 1200'],
  ['Barossa School Therapy Service', '3 Murray Street', 'Tanunda', 'SA', '5352', '08 8563 2230'],
  ['Fiona Stanley Hospital', '11 Robin Warren Drive', 'Murdoch', 'WA', '6150', '08 6152 2222'],
  ['Perth Children’s Hospital', '15 Hospital Avenue', 'Nedlands', 'WA', '6009', '08 6456 2222'],
  ['Fremantle Hand and Upper Limb Clinic', '42 Market Street', 'Fremantle', 'WA', '6160', '08 9335 4480'],
  ['Kimberley Remote Allied Health', '1 Weld Street', 'Broome', 'WA', '6725', '08 9194 2222'],
  ['Bunbury Community OT Practice', '19 Victoria Street', 'Bunbury', 'WA', '6230', '08 9721 6630'],
  ['Royal Hobart Hospital', '48 Liverpool Street', 'Hobart', 'TAS', '7000', '03 6166 8308'],
  ['Launceston Aged Care Therapy', '120 Brisbane Street', 'Launceston', 'TAS', '7250', '03 6331 4410'],
  ['North West Coast Rehab Services', '23 Mount Street', 'Burnie', 'TAS', '7320', '03 6430 6666'],
  ['Canberra Hospital', 'Yamba Drive', 'Garran', 'ACT', '2605', '02 5124 0000'],
  ['Belconnen Community Health Centre', '56 Lathlain Street', 'Belconnen', 'ACT', '2617', '02 5124 1599'],
  ['Tuggeranong Kids OT', '1 Anketell Street', 'Greenway', 'ACT', '2900', '02 6293 4410'],
  ['Royal Darwin Hospital', '105 Rocklands Drive', 'Tiwi', 'NT', '0810', '08 8922 8888'],
  ['Alice Springs Remote Therapy', '6 Gap Road', 'Alice Springs', 'NT', '0870', '08 8951 7777'],
  ['Katherine Allied Health Service', '12 Giles Street', 'Katherine', 'NT', '0850', '08 8973 8900'],
  ['NDIS Pathways Therapy Collective', '200 George Street', 'Sydney', 'NSW', '2000', '02 8006 4410'],
  ['Harbour City Occupational Therapy', '12 Harbour Street', 'Sydney', 'NSW', '2000', '02 9264 1020'],
  ['Inner West Mental Health OT', '77 Marrickville Road', 'Marrickville', 'NSW', '2204', '02 9560 3320'],
];

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/’/g, '')
    .replace(/[^a-z0-9]+/g, '')
    .slice(0, 30);

/** The seeded organisations' rows (exported for tests). */
export function organisationRows() {
  return ORGANISATIONS.map(([name, address, suburb, state, postcode, phone], i) => ({
    name,
    abn: `${51 + (i % 40)} ${String(100 + i * 7).padStart(3, '0')} ${String(200 + i * 13).slice(-3)} ${String(300 + i * 11).slice(-3)}`,
    address,
    suburb,
    state,
    postcode,
    phone,
    email: `reception@${slug(name)}.example.org.au`,
    website: `https://www.${slug(name)}.example.org.au`,
    logoKey: null,
  }));
}

/** Inserts the organisations and the demo member's workplace and dietary details. */
export async function seedAccountSettings(db: Executor): Promise<void> {
  const orgs = await db
    .insert(organisations)
    .values(organisationRows())
    .returning({ id: organisations.id, name: organisations.name });
  const [member] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, 'member@example.org'));
  if (!member) return;
  const workplace = orgs.find((o) => o.name === 'Harbour City Occupational Therapy');
  await db.insert(accountProfiles).values({
    accountId: member.id,
    organisationId: workplace?.id ?? null,
    jobTitle: 'Senior Occupational Therapist',
    orgStartDate: '2019-02-04',
    dietaryRequirements: ['Vegetarian'],
    otherDietaryRequirement: 'No mushrooms, please.',
    accessibilityRequirement: 'Aisle seat near an exit when possible.',
    onboardingCompleted: true,
  });
}

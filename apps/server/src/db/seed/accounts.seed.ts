/**
 * Demo accounts and segments: ten named accounts for trying every role (issue 23 added the scoped
 * membership and events staff; the community Manager came later), and 500 members with
 * realistic Australian names, addresses (real suburbs with their state and postcode), organisations
 * and segments.
 */
import { en_AU, en, Faker } from '@faker-js/faker';
import type { Executor } from '../raw-query';
import type { TenantId } from '@portal/shared';
import { accountSegments, accounts, segments } from '../schema';
import { profileFor } from './corpus';

/** Real suburbs and towns with their postcodes, by state (addresses of the generated members). */
const PLACES: Record<string, [suburb: string, postCode: string][]> = {
  NSW: [
    ['Newtown', '2042'],
    ['Parramatta', '2150'],
    ['Chatswood', '2067'],
    ['Wollongong', '2500'],
    ['Newcastle', '2300'],
    ['Penrith', '2750'],
    ['Dubbo', '2830'],
    ['Bondi', '2026'],
  ],
  VIC: [
    ['Brunswick', '3056'],
    ['Footscray', '3011'],
    ['Geelong', '3220'],
    ['Ballarat', '3350'],
    ['Bendigo', '3550'],
    ['Box Hill', '3128'],
    ['Frankston', '3199'],
    ['Richmond', '3121'],
  ],
  QLD: [
    ['Fortitude Valley', '4006'],
    ['Toowoomba', '4350'],
    ['Townsville', '4810'],
    ['Cairns', '4870'],
    ['Southport', '4215'],
    ['Indooroopilly', '4068'],
  ],
  WA: [
    ['Fremantle', '6160'],
    ['Subiaco', '6008'],
    ['Joondalup', '6027'],
    ['Bunbury', '6230'],
    ['Geraldton', '6530'],
  ],
  SA: [
    ['Glenelg', '5045'],
    ['Norwood', '5067'],
    ['Mount Gambier', '5290'],
    ['Port Adelaide', '5015'],
  ],
  TAS: [
    ['Hobart', '7000'],
    ['Launceston', '7250'],
    ['Devonport', '7310'],
    ['Sandy Bay', '7005'],
  ],
  ACT: [
    ['Belconnen', '2617'],
    ['Phillip', '2606'],
    ['Braddon', '2612'],
    ['Gungahlin', '2912'],
  ],
  NT: [
    ['Darwin', '0800'],
    ['Palmerston', '0830'],
    ['Alice Springs', '0870'],
    ['Katherine', '0850'],
  ],
};
const STREETS = [
  'Wattle Street',
  'George Street',
  'Station Road',
  'Church Street',
  'High Street',
  'King Street',
  'Victoria Road',
  'Albert Street',
  'Elizabeth Street',
  'Bay Road',
  'Ocean Parade',
  'Banksia Avenue',
  'Jacaranda Drive',
  'Hill Street',
  'Park Road',
  'Railway Parade',
  'Queen Street',
  'Beach Road',
];

/** The reference tenant's segments by category (each tenant's are in `corpus/profiles.ts`). */
export const SEGMENTS: Record<string, string[]> = profileFor('ota').segments;

type NewAccount = typeof accounts.$inferInsert;

/** The named demo accounts of the README (all with password Member#2025 except newmember). */
export function namedAccounts(passwordHash: string, memberPrefix = 'OT'): NewAccount[] {
  const num = (n: number) => `${memberPrefix}${String(n).padStart(6, '0')}`;
  const base = { passwordHash, country: 'Australia', state: 'NSW', suburb: 'Sydney', postCode: '2000' };
  return [
    {
      ...base,
      email: 'admin@example.org',
      firstName: 'Alex',
      lastName: 'Administrator',
      role: 1,
      contactTypes: ['Member', 'Staff'],
      title: 'Mx',
      memberNum: num(1),
    },
    {
      ...base,
      email: 'moderator@example.org',
      firstName: 'Morgan',
      lastName: 'Moderator',
      role: 0,
      contactTypes: ['Member'],
      title: 'Ms',
      memberNum: num(2),
    },
    {
      ...base,
      email: 'member@example.org',
      firstName: 'Mia',
      lastName: 'Member',
      preferredName: 'Mia',
      role: 0,
      contactTypes: ['Member'],
      title: 'Ms',
      gender: 'F',
      pronoun: 'she/her',
      mobile: '0412 345 678',
      dateOfBirth: '1988-04-12',
      graduationDate: '2010-12-01',
      address: '12 Harbour Street',
      memberNum: num(3),
      notificationActivityTypes: [2, 4, 17],
    },
    {
      ...base,
      email: 'member2fa@example.org',
      firstName: 'Tom',
      lastName: 'Twofactor',
      role: 0,
      contactTypes: ['Member'],
      title: 'Mr',
      enableTfa: true,
      memberNum: num(4),
    },
    {
      ...base,
      email: 'client@example.org',
      firstName: 'Chris',
      lastName: 'Client',
      role: 0,
      contactTypes: ['ClientUser'],
      memberNum: null,
    },
    {
      ...base,
      email: 'staff@example.org',
      firstName: 'Sam',
      lastName: 'Staff',
      role: 0,
      contactTypes: ['Staff'],
      memberNum: null,
    },
    {
      ...base,
      passwordHash: null,
      email: 'newmember@example.org',
      firstName: 'Nina',
      lastName: 'Newmember',
      role: 0,
      contactTypes: ['Member'],
      isFirstLogin: true,
      memberNum: num(7),
    },
    {
      ...base,
      email: 'membership@example.org',
      firstName: 'Priya',
      lastName: 'Raman',
      role: 0,
      contactTypes: ['MembershipStaff'],
      memberNum: null,
    },
    {
      ...base,
      email: 'events@example.org',
      firstName: 'Ethan',
      lastName: 'Walsh',
      role: 0,
      contactTypes: ['EventsStaff'],
      memberNum: null,
    },
    {
      // Manager (role 3, spec 02 §6): moderates every community without joining them.
      ...base,
      email: 'manager@example.org',
      firstName: 'Olivia',
      lastName: 'Hartley',
      role: 3,
      contactTypes: ['Member'],
      title: 'Ms',
      memberNum: null,
    },
  ];
}

/**
 * Inserts the tenant's segments and the accounts (member numbers with the tenant's prefix, issue 32).
 * Deterministic: the same seed gives the same rows (ids aside).
 */
export async function seedAccounts(
  db: Executor,
  passwordHash: string,
  generatedCount = 500,
  tenant: TenantId = 'ota',
): Promise<void> {
  const profile = profileFor(tenant);
  const faker = new Faker({ locale: [en_AU, en], seed: 2025 });
  faker.setDefaultRefDate(new Date('2026-01-01T00:00:00Z'));

  const segmentRows = await db
    .insert(segments)
    .values(
      Object.entries(profile.segments).flatMap(([categoryName, names]) =>
        names.map((name) => ({ categoryName, name })),
      ),
    )
    .returning({ id: segments.id, name: segments.name });
  const segmentId = (name: string) => segmentRows.find((s) => s.name === name)?.id as number;

  const named = await db
    .insert(accounts)
    .values(namedAccounts(passwordHash, profile.memberPrefix))
    .returning({ id: accounts.id, email: accounts.email });
  const member = named.find((a) => a.email === 'member@example.org')?.id as string;
  await db.insert(accountSegments).values([
    { accountId: member, segmentId: segmentId(profile.contentSegments[0]) },
    { accountId: member, segmentId: segmentId(profile.contentSegments[1]) },
  ]);

  const states = ['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT'];
  const generated: NewAccount[] = [];
  const used = new Set<string>();
  for (let i = 0; i < generatedCount; i++) {
    const sex = faker.person.sex() as 'female' | 'male';
    const firstName = faker.person.firstName(sex);
    const lastName = faker.person.lastName();
    let email = faker.internet.email({ firstName, lastName, provider: 'example.com' }).toLowerCase();
    while (used.has(email)) email = `${i}.${email}`;
    used.add(email);
    const isClient = i % 25 === 0;
    const state = faker.helpers.arrayElement(states);
    const place = faker.helpers.arrayElement(PLACES[state]);
    generated.push({
      email,
      passwordHash,
      firstName,
      lastName,
      role: 0,
      contactTypes: isClient ? ['ClientUser'] : ['Member'],
      title: faker.helpers.arrayElement(sex === 'female' ? ['Ms', 'Mrs', 'Miss', 'Dr'] : ['Mr', 'Dr']),
      gender: sex === 'female' ? 'F' : 'M',
      mobile: `04${faker.string.numeric(2)} ${faker.string.numeric(3)} ${faker.string.numeric(3)}`,
      dateOfBirth: faker.date.birthdate({ min: 22, max: 70, mode: 'age' }).toISOString().slice(0, 10),
      graduationDate: faker.date.past({ years: 30 }).toISOString().slice(0, 10),
      address: `${faker.number.int({ min: 1, max: 240 })} ${faker.helpers.arrayElement(STREETS)}`,
      suburb: place[0],
      state,
      postCode: place[1],
      country: 'Australia',
      memberNum: isClient ? null : `${profile.memberPrefix}${String(100 + i).padStart(6, '0')}`,
      preferredName: i % 7 === 0 ? firstName.slice(0, Math.max(3, firstName.length - 2)) : null,
    });
  }
  for (let i = 0; i < generated.length; i += 250) {
    const rows = await db
      .insert(accounts)
      .values(generated.slice(i, i + 250))
      .returning({ id: accounts.id });
    const links = rows.flatMap((row) =>
      faker.helpers.arrayElements(segmentRows, { min: 0, max: 3 }).map((s) => ({ accountId: row.id, segmentId: s.id })),
    );
    if (links.length) await db.insert(accountSegments).values(links).onConflictDoNothing();
  }
}

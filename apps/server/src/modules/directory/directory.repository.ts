/**
 * Data access of the member directory, profiles and privacy settings (spec 03 §7 Directories,
 * Settings (privacy); issue 16). Directory members are active accounts with the Member contact
 * type. The privacy predicates (`listedFor`, `filterOnShared`) are the SQL twin of
 * policies/directory.ts and are used by every list that shows other members to a member.
 *
 * Plans (bench/directory.ts, 100,000 members): the partial indexes of migration 0022 on
 * accounts (`accounts_directory_id_idx` for totals, `..._name_idx` for the A-Z/Z-A order,
 * `..._last_prefix_idx` and `..._full_prefix_idx` for name prefixes, `..._state_idx` for
 * locations) all carry the same predicate as `memberOf` below, whose constant is a literal so
 * every plan can use them.
 */
import { PRIVACY_KEYS } from '@portal/shared';
import { eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Executor, query } from '../../db/raw-query';
import { accountProfiles, accounts, organisations } from '../../db/schema';
import { type DirectoryViewer, seesAllMembers, type StoredPrivacy } from '../../policies/directory';

type PrivacyKey = (typeof PRIVACY_KEYS)[number];

/**
 * The account whose privacy a predicate reads: its id column (`accounts.id`, an alias's `a.id`),
 * or, for raw statements not yet written with schema objects, the alias of `accounts` in them ('a').
 */
export type AccountIdRef = SQLWrapper | string;

const idOf = (account: AccountIdRef): SQLWrapper =>
  typeof account === 'string' ? sql.raw(`${account.replace(/[^a-z_]/gi, '')}.id`) : account;

/**
 * `not exists` a profile of `account` (other than the viewer's) with `key` turned off. Shape chosen
 * for plans at scale: against the small partial index `account_profiles_withhold_<key>_idx`
 * (migration 0022), whose predicate the literal key and 'false' repeat, so the planner probes the
 * index per row for a page and hash-anti-joins for a count, never joining the whole profiles table.
 */
function shares(viewer: DirectoryViewer, account: AccountIdRef, key: PrivacyKey): SQL {
  if (!PRIVACY_KEYS.includes(key)) throw new Error(`Unknown privacy key ${key}`);
  const h = alias(accountProfiles, 'h');
  return sql`not exists (select 1 from ${accountProfiles} ${h} where ${h.accountId} = ${idOf(account)}
    and (${h.privacy}->>${sql.raw(`'${key}'`)}) = 'false' and ${h.accountId} <> ${viewer.id}::uuid)`;
}

/**
 * The member `account` is listed for `viewer` (a `where` fragment): staff see everyone, a member
 * sees themself and every member who has not turned includeInDirectory off (a missing setting
 * counts as true, as in the policy).
 */
export function listedFor(viewer: DirectoryViewer, account: AccountIdRef): SQL {
  if (seesAllMembers(viewer)) return sql`true`;
  return shares(viewer, account, 'includeInDirectory');
}

/**
 * A filter on a field the member may hide matches only where the viewer may see that field
 * (issue 16: filtering on a hidden field reveals nothing): `condition and the member shares key`.
 */
export function filterOnShared(viewer: DirectoryViewer, account: AccountIdRef, key: PrivacyKey, condition: SQL): SQL {
  if (seesAllMembers(viewer)) return condition;
  return sql`(${condition} and ${shares(viewer, account, key)})`;
}

const a = alias(accounts, 'a');
const p = alias(accountProfiles, 'p');
const o = alias(organisations, 'o');

/**
 * The directory's members among `account` (the table or an alias): active accounts of the Member
 * contact type (the constant a literal: it matches the partial indexes' predicate).
 */
const memberOf = (account: { isActive: SQLWrapper; contactTypes: SQLWrapper }) =>
  sql`${account.isActive} and ${account.contactTypes} @> '{Member}'::text[]`;

/** A member row of the directory with the stored privacy settings. */
export type DirectoryRow = Pick<
  typeof accounts.$inferSelect,
  'id' | 'memberNum' | 'firstName' | 'lastName' | 'avatarUrl'
> & {
  jobTitle: (typeof accountProfiles.$inferSelect)['jobTitle'];
  companyName: (typeof organisations.$inferSelect)['name'] | null;
  privacy: StoredPrivacy;
};

export interface DirectoryFilter {
  page: number;
  size: number;
  sortOrder: 'asc' | 'desc';
  /** State code of the location (ACT, NSW...). */
  state?: string;
  companyId?: number;
  expertiseAreaId?: number;
  /** Lower-cased name prefix. */
  name?: string;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The `where` of a directory page for `viewer`: listed members (alias `a`, profile `p`) matching the filters. */
function directoryWhere(viewer: DirectoryViewer, f: DirectoryFilter): SQL {
  const parts: SQL[] = [memberOf(a), listedFor(viewer, a.id)];
  if (f.name) {
    const prefix = `${escapeLike(f.name.toLowerCase())}%`;
    parts.push(
      sql`(lower(${a.lastName}) like ${prefix} or lower(${a.firstName} || ' ' || ${a.lastName}) like ${prefix})`,
    );
  }
  if (f.state) parts.push(filterOnShared(viewer, a.id, 'showContactInformation', sql`${a.state} = ${f.state}`));
  if (f.companyId) {
    parts.push(filterOnShared(viewer, a.id, 'showOrganisation', sql`${p.organisationId} = ${f.companyId}`));
  }
  if (f.expertiseAreaId) {
    parts.push(sql`${p.expertise} @> jsonb_build_array(jsonb_build_object('areaId', ${f.expertiseAreaId}::int))`);
  }
  return sql.join(parts, sql` and `);
}

/**
 * Hot statement: one page of the member directory for `viewer` (sorted by last name, first name,
 * id; `desc` is Z-A) and the total of the same filter. Members the viewer may not see are in
 * neither. Raw because its shape is what bench/directory.ts measured at 100,000 members: the
 * page's ids first in a CTE (no profile join unless a filter needs it: PostgreSQL drops an unused
 * left join on a unique key) ordered on the partial name index, then the page's profiles and
 * workplaces. The CTE `page` keeps the accounts columns' names, so the outer `a` reads as `a`.
 */
export async function directoryPage(
  db: Executor,
  viewer: DirectoryViewer,
  f: DirectoryFilter,
): Promise<{ rows: DirectoryRow[]; total: number }> {
  const where = directoryWhere(viewer, f);
  const dir = sql.raw(f.sortOrder === 'desc' ? 'desc' : 'asc');
  const [rows, [{ n }]] = await Promise.all([
    query<DirectoryRow>(
      db,
      sql`with page as (
          select ${a.id}, ${a.memberNum}, ${a.firstName}, ${a.lastName}, ${a.avatarUrl},
            lower(${a.lastName}) as l1, lower(${a.firstName}) as l2
          from ${accounts} ${a} left join ${accountProfiles} ${p} on ${p.accountId} = ${a.id}
          where ${where}
          order by lower(${a.lastName}) ${dir}, lower(${a.firstName}) ${dir}, ${a.id} ${dir}
          limit ${f.size} offset ${(f.page - 1) * f.size})
        select ${a.id} as "id", ${a.memberNum} as "memberNum", ${a.firstName} as "firstName",
          ${a.lastName} as "lastName", ${a.avatarUrl} as "avatarUrl", ${p.jobTitle} as "jobTitle",
          ${o.name} as "companyName", ${p.privacy} as "privacy"
        from page ${a} left join ${accountProfiles} ${p} on ${p.accountId} = ${a.id}
        left join ${organisations} ${o} on ${o.id} = ${p.organisationId}
        order by ${a}.l1 ${dir}, ${a}.l2 ${dir}, ${a.id} ${dir}`,
    ),
    query<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${accounts} ${a} left join ${accountProfiles} ${p} on ${p.accountId} = ${a.id}
        where ${where}`,
    ),
  ]);
  return { rows, total: Number(n) };
}

/**
 * The profile facts of account `id` with the stored privacy settings, or null when there is no
 * such active account. `isMember`: in the directory (Member contact type).
 */
export async function profileFacts(db: Executor, id: string) {
  const rows = await db
    .select({
      id: accounts.id,
      isMember: sql<boolean>`(${memberOf(accounts)})`,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
      pronoun: accounts.pronoun,
      email: accounts.email,
      mobile: accounts.mobile,
      suburb: accounts.suburb,
      state: accounts.state,
      avatarUrl: accounts.avatarUrl,
      postNominals: accountProfiles.postNominals,
      description: accountProfiles.description,
      jobTitle: accountProfiles.jobTitle,
      phoneNumber: accountProfiles.phoneNumber,
      expertise: accountProfiles.expertise,
      organisationName: organisations.name,
      orgAddress: organisations.address,
      orgSuburb: organisations.suburb,
      orgState: organisations.state,
      orgPostcode: organisations.postcode,
      privacy: accountProfiles.privacy,
    })
    .from(accounts)
    .leftJoin(accountProfiles, eq(accountProfiles.accountId, accounts.id))
    .leftJoin(organisations, eq(organisations.id, accountProfiles.organisationId))
    .where(sql`${accounts.id} = ${id} and ${accounts.isActive}`);
  return rows[0] ?? null;
}

/** A member's profile facts with the stored privacy settings (see `profileFacts`). */
export type ProfileFacts = NonNullable<Awaited<ReturnType<typeof profileFacts>>>;

/** The stored privacy settings of an account (null when it has none). */
export async function storedPrivacy(db: Executor, accountId: string): Promise<StoredPrivacy> {
  const rows = await db
    .select({ privacy: accountProfiles.privacy })
    .from(accountProfiles)
    .where(eq(accountProfiles.accountId, accountId));
  return rows[0]?.privacy ?? null;
}

/** Stores the seven settings (creates the profile row when missing). */
export async function savePrivacy(db: Executor, accountId: string, privacy: Record<string, boolean>): Promise<void> {
  await db
    .insert(accountProfiles)
    .values({ accountId, privacy })
    .onConflictDoUpdate({ target: accountProfiles.accountId, set: { privacy, updatedAt: sql`now()` } });
}

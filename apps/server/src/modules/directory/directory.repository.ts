/**
 * SQL of the member directory, profiles and privacy settings (spec 03 §7 Directories, Settings
 * (privacy); issue 16). Directory members are active accounts with the Member contact type. The
 * privacy rules come from `privacy.sql.ts` (the twin of policies/directory.ts).
 *
 * Plans (bench/directory.ts, 100,000 members): the partial indexes of migration 0017 on
 * accounts (`accounts_directory_id_idx` for totals, `..._name_idx` for the A-Z/Z-A order,
 * `..._last_prefix_idx` and `..._full_prefix_idx` for name prefixes, `..._state_idx` for
 * locations) all carry the same
 * predicate as `MEMBER` below, written as literals so every plan can use them.
 */
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, query } from '../../db/raw-query';
import type { DirectoryViewer, StoredPrivacy } from '../../policies/directory';
import { filterOnShared, listedFor } from './privacy.sql';

/** The directory's members: active accounts of the Member contact type (literal: matches the partial indexes). */
const MEMBER = sql.raw(`a.is_active and a.contact_types @> '{Member}'::text[]`);

/** A member row of the directory with the stored privacy settings. */
export interface DirectoryRow {
  id: string;
  memberNum: string | null;
  firstName: string;
  lastName: string;
  avatarUrl: string | null;
  jobTitle: string | null;
  companyName: string | null;
  privacy: StoredPrivacy;
}

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

/** The `where` of a directory page for `viewer`: listed members matching the filters. */
function directoryWhere(viewer: DirectoryViewer, f: DirectoryFilter): SQL {
  const parts: SQL[] = [MEMBER, listedFor(viewer, 'a')];
  if (f.name) {
    const prefix = `${escapeLike(f.name.toLowerCase())}%`;
    parts.push(sql`(lower(a.last_name) like ${prefix} or lower(a.first_name || ' ' || a.last_name) like ${prefix})`);
  }
  if (f.state) parts.push(filterOnShared(viewer, 'a', 'showContactInformation', sql`a.state = ${f.state}`));
  if (f.companyId) {
    parts.push(filterOnShared(viewer, 'a', 'showOrganisation', sql`p.organisation_id = ${f.companyId}`));
  }
  if (f.expertiseAreaId) {
    parts.push(sql`p.expertise @> jsonb_build_array(jsonb_build_object('areaId', ${f.expertiseAreaId}::int))`);
  }
  return sql.join(parts, sql` and `);
}

/**
 * One page of the member directory for `viewer` (sorted by last name, first name, id; `desc` is
 * Z-A) and the total of the same filter. Members the viewer may not see are in neither.
 */
export async function directoryPage(
  db: Executor,
  viewer: DirectoryViewer,
  f: DirectoryFilter,
): Promise<{ rows: DirectoryRow[]; total: number }> {
  const where = directoryWhere(viewer, f);
  const dir = sql.raw(f.sortOrder === 'desc' ? 'desc' : 'asc');
  // The page's ids first (no profile join unless a filter needs it: PostgreSQL drops an unused
  // left join on a unique key), then the 20 rows' profiles and workplaces.
  const [rows, [{ n }]] = await Promise.all([
    query<DirectoryRow>(
      db,
      sql`with page as (
          select a.id, a.member_num, a.first_name, a.last_name, a.avatar_url,
            lower(a.last_name) as l1, lower(a.first_name) as l2
          from accounts a left join account_profiles p on p.account_id = a.id
          where ${where}
          order by lower(a.last_name) ${dir}, lower(a.first_name) ${dir}, a.id ${dir}
          limit ${f.size} offset ${(f.page - 1) * f.size})
        select a.id, a.member_num as "memberNum", a.first_name as "firstName", a.last_name as "lastName",
          a.avatar_url as "avatarUrl", p.job_title as "jobTitle", o.name as "companyName", p.privacy
        from page a left join account_profiles p on p.account_id = a.id
        left join organisations o on o.id = p.organisation_id
        order by a.l1 ${dir}, a.l2 ${dir}, a.id ${dir}`,
    ),
    query<{ n: number }>(
      db,
      sql`select count(*)::int as n from accounts a left join account_profiles p on p.account_id = a.id where ${where}`,
    ),
  ]);
  return { rows, total: Number(n) };
}

/** A member's profile facts with the stored privacy settings (any account; null when unknown or inactive). */
export interface ProfileFacts {
  id: string;
  isMember: boolean;
  firstName: string;
  lastName: string;
  pronoun: string | null;
  email: string;
  mobile: string | null;
  suburb: string | null;
  state: string | null;
  avatarUrl: string | null;
  postNominals: string[] | null;
  description: string | null;
  jobTitle: string | null;
  phoneNumber: string | null;
  expertise: { areaId: number; categoryIds: number[] }[] | null;
  organisationName: string | null;
  orgAddress: string | null;
  orgSuburb: string | null;
  orgState: string | null;
  orgPostcode: string | null;
  privacy: StoredPrivacy;
}

/** The profile facts of account `id`, or null when there is no such active account. */
export async function profileFacts(db: Executor, id: string): Promise<ProfileFacts | null> {
  const rows = await query<ProfileFacts>(
    db,
    sql`select a.id, (${MEMBER}) as "isMember", a.first_name as "firstName", a.last_name as "lastName", a.pronoun,
      a.email, a.mobile, a.suburb, a.state, a.avatar_url as "avatarUrl", p.post_nominals as "postNominals",
      p.description, p.job_title as "jobTitle", p.phone_number as "phoneNumber", p.expertise,
      o.name as "organisationName", o.address as "orgAddress", o.suburb as "orgSuburb", o.state as "orgState",
      o.postcode as "orgPostcode", p.privacy
      from accounts a left join account_profiles p on p.account_id = a.id
      left join organisations o on o.id = p.organisation_id
      where a.id = ${id} and a.is_active`,
  );
  return rows[0] ?? null;
}

/** The stored privacy settings of an account (null when it has none). */
export async function storedPrivacy(db: Executor, accountId: string): Promise<StoredPrivacy> {
  const rows = await query<{ privacy: StoredPrivacy }>(
    db,
    sql`select privacy from account_profiles where account_id = ${accountId}`,
  );
  return rows[0]?.privacy ?? null;
}

/** Stores the seven settings (creates the profile row when missing). */
export async function savePrivacy(db: Executor, accountId: string, privacy: Record<string, boolean>): Promise<void> {
  await query(
    db,
    sql`insert into account_profiles (account_id, privacy) values (${accountId}, ${JSON.stringify(privacy)}::jsonb)
      on conflict (account_id) do update set privacy = excluded.privacy, updated_at = now()`,
  );
}

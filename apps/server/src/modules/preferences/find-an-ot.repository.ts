/**
 * 'Find an OT' listings (issue 16; spec 03 §2 /settings/manage-find-an-ot, and the public search
 * beyond the spec). Every function takes the database or an open transaction.
 */
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, intArrayOf, query } from '../../db/raw-query';

export interface ListingRow {
  id: number;
  isListed: boolean;
  practiceName: string;
  services: string;
  areaOfPracticeIds: number[];
  fundingSchemeIds: number[];
  suburb: string;
  state: string;
  postcode: string;
  phone: string;
  email: string;
  showPhone: boolean;
  showEmail: boolean;
  updatedAt: Date | string;
}

export type ListingValues = Omit<ListingRow, 'id' | 'updatedAt'>;

const columns = sql`l.id, l.is_listed as "isListed", l.practice_name as "practiceName", l.services,
  l.area_of_practice_ids as "areaOfPracticeIds", l.funding_scheme_ids as "fundingSchemeIds", l.suburb, l.state,
  l.postcode, l.phone, l.email, l.show_phone as "showPhone", l.show_email as "showEmail", l.updated_at as "updatedAt"`;

type RawListing = Omit<ListingRow, 'areaOfPracticeIds' | 'fundingSchemeIds'> & {
  areaOfPracticeIds: number[] | string;
  fundingSchemeIds: number[] | string;
};
const parse = <T extends RawListing>(r: T) => ({
  ...r,
  id: Number(r.id),
  areaOfPracticeIds: intArrayOf(r.areaOfPracticeIds),
  fundingSchemeIds: intArrayOf(r.fundingSchemeIds),
});

/** The account's listing, or null before its first save. */
export async function listingOf(db: Executor, accountId: string): Promise<ListingRow | null> {
  const [row] = await query<RawListing>(
    db,
    sql`select ${columns} from find_an_ot_listings l where l.account_id = ${accountId}`,
  );
  return row ? parse(row) : null;
}

const ints = (v: readonly number[]) => sql`${`{${v.map((n) => Math.trunc(n)).join(',')}}`}::int[]`;

/** Writes the account's listing (insert or replace), answering the stored row. */
export async function saveListing(db: Executor, accountId: string, v: ListingValues): Promise<ListingRow> {
  const [row] = await query<RawListing>(
    db,
    sql`insert into find_an_ot_listings as l (account_id, is_listed, practice_name, services, area_of_practice_ids,
        funding_scheme_ids, suburb, state, postcode, phone, email, show_phone, show_email, updated_at)
      values (${accountId}, ${v.isListed}, ${v.practiceName}, ${v.services}, ${ints(v.areaOfPracticeIds)},
        ${ints(v.fundingSchemeIds)}, ${v.suburb}, ${v.state}, ${v.postcode}, ${v.phone}, ${v.email}, ${v.showPhone},
        ${v.showEmail}, now())
      on conflict (account_id) do update set is_listed = excluded.is_listed, practice_name = excluded.practice_name,
        services = excluded.services, area_of_practice_ids = excluded.area_of_practice_ids,
        funding_scheme_ids = excluded.funding_scheme_ids, suburb = excluded.suburb, state = excluded.state,
        postcode = excluded.postcode, phone = excluded.phone, email = excluded.email,
        show_phone = excluded.show_phone, show_email = excluded.show_email, updated_at = now()
      returning ${columns}`,
  );
  return parse(row);
}

export interface SearchFilters {
  /** Suburb prefix (any case) or postcode prefix. */
  q?: string;
  areaOfPracticeId?: number;
  fundingSchemeId?: number;
}

export type PublicListingRow = ListingRow & { firstName: string; lastName: string };

/** LIKE pattern text with its wildcards escaped. */
const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One page of listed practitioners (listed, active accounts with the Member contact type) matching
 * the filters, by practice name; with the number of all matches.
 */
export async function searchListings(
  db: Executor,
  f: SearchFilters,
  page: number,
  size: number,
): Promise<{ rows: PublicListingRow[]; totalItems: number }> {
  const where: SQL[] = [sql`l.is_listed`, sql`a.is_active`, sql`'Member' = any(a.contact_types)`];
  if (f.q) {
    const pattern = likePrefix(f.q.toLowerCase());
    where.push(sql`(lower(l.suburb) like ${pattern} or l.postcode like ${pattern})`);
  }
  if (f.areaOfPracticeId) where.push(sql`l.area_of_practice_ids @> array[${f.areaOfPracticeId}::int]`);
  if (f.fundingSchemeId) where.push(sql`l.funding_scheme_ids @> array[${f.fundingSchemeId}::int]`);
  const rows = await query<RawListing & { firstName: string; lastName: string; total: number | string }>(
    db,
    sql`select ${columns}, a.first_name as "firstName", a.last_name as "lastName", count(*) over () as total
      from find_an_ot_listings l join accounts a on a.id = l.account_id
      where ${sql.join(where, sql` and `)}
      order by lower(l.practice_name), l.id
      limit ${size} offset ${(page - 1) * size}`,
  );
  let totalItems = rows.length ? Number(rows[0].total) : 0;
  if (!rows.length && page > 1) {
    const [count] = await query<{ n: number | string }>(
      db,
      sql`select count(*) as n from find_an_ot_listings l join accounts a on a.id = l.account_id
        where ${sql.join(where, sql` and `)}`,
    );
    totalItems = Number(count.n);
  }
  return { rows: rows.map(({ total: _total, ...r }) => parse(r)), totalItems };
}

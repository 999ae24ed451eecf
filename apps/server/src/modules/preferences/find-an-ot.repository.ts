/**
 * 'Find an OT' listings (issue 16; spec 03 §2 /settings/manage-find-an-ot, and the public search
 * beyond the spec). Every function takes the database or an open transaction.
 */
import { count, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/raw-query';
import { accounts, findAnOtListings } from '../../db/schema';

const l = findAnOtListings;

const columns = {
  id: l.id,
  isListed: l.isListed,
  practiceName: l.practiceName,
  services: l.services,
  areaOfPracticeIds: l.areaOfPracticeIds,
  fundingSchemeIds: l.fundingSchemeIds,
  suburb: l.suburb,
  state: l.state,
  postcode: l.postcode,
  phone: l.phone,
  email: l.email,
  showPhone: l.showPhone,
  showEmail: l.showEmail,
  updatedAt: l.updatedAt,
};

/** A listing as the owner's settings page and the public search read it (ids ascending as stored). */
export type ListingRow = Pick<typeof findAnOtListings.$inferSelect, keyof typeof columns>;

/** The fields a save writes. */
export type ListingValues = Omit<ListingRow, 'id' | 'updatedAt'>;

const parse = <T extends ListingRow>(r: T): T => ({
  ...r,
  areaOfPracticeIds: r.areaOfPracticeIds.map(Number),
  fundingSchemeIds: r.fundingSchemeIds.map(Number),
});

/** The account's listing, or null before its first save. */
export async function listingOf(db: Executor, accountId: string): Promise<ListingRow | null> {
  const [row] = await db.select(columns).from(l).where(eq(l.accountId, accountId));
  return row ? parse(row) : null;
}

/** Writes the account's listing (insert or replace), answering the stored row. */
export async function saveListing(db: Executor, accountId: string, v: ListingValues): Promise<ListingRow> {
  const values = {
    isListed: v.isListed,
    practiceName: v.practiceName,
    services: v.services,
    areaOfPracticeIds: v.areaOfPracticeIds.map((n) => Math.trunc(n)),
    fundingSchemeIds: v.fundingSchemeIds.map((n) => Math.trunc(n)),
    suburb: v.suburb,
    state: v.state,
    postcode: v.postcode,
    phone: v.phone,
    email: v.email,
    showPhone: v.showPhone,
    showEmail: v.showEmail,
    updatedAt: sql`now()`,
  };
  const [row] = await db
    .insert(l)
    .values({ accountId, ...values })
    .onConflictDoUpdate({ target: l.accountId, set: values })
    .returning(columns);
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
  const where: SQL[] = [sql`${l.isListed}`, sql`${accounts.isActive}`, sql`'Member' = any(${accounts.contactTypes})`];
  if (f.q) {
    const pattern = likePrefix(f.q.toLowerCase());
    where.push(sql`(lower(${l.suburb}) like ${pattern} or ${l.postcode} like ${pattern})`);
  }
  if (f.areaOfPracticeId) where.push(sql`${l.areaOfPracticeIds} @> array[${f.areaOfPracticeId}::int]`);
  if (f.fundingSchemeId) where.push(sql`${l.fundingSchemeIds} @> array[${f.fundingSchemeId}::int]`);
  const condition = sql.join(where, sql` and `);
  const rows = await db
    .select({
      ...columns,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(l)
    .innerJoin(accounts, eq(accounts.id, l.accountId))
    .where(condition)
    .orderBy(sql`lower(${l.practiceName})`, l.id)
    .limit(size)
    .offset((page - 1) * size);
  let totalItems = rows.length ? rows[0].total : 0;
  if (!rows.length && page > 1) {
    const [all] = await db
      .select({ n: count() })
      .from(l)
      .innerJoin(accounts, eq(accounts.id, l.accountId))
      .where(condition);
    totalItems = all.n;
  }
  return { rows: rows.map(({ total: _total, ...r }) => parse(r)), totalItems };
}

/**
 * Data access of organisations (spec 01 §7 GET /api/org/names, GET /api/Org/{id}; issue 14; the
 * organisation directory issue reuses it).
 */
import { asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/raw-query';
import { organisations } from '../../db/schema';

const columns = {
  id: organisations.id,
  name: organisations.name,
  abn: organisations.abn,
  address: organisations.address,
  suburb: organisations.suburb,
  state: organisations.state,
  postcode: organisations.postcode,
  phone: organisations.phone,
  email: organisations.email,
  website: organisations.website,
};

/** An organisation's general facts as the presenters read them. */
export type OrganisationRow = Pick<typeof organisations.$inferSelect, keyof typeof columns>;

const containing = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The organisation with this id, or null. */
export async function findOrganisation(db: Executor, id: number): Promise<OrganisationRow | null> {
  const rows = await db.select(columns).from(organisations).where(eq(organisations.id, id));
  return rows[0] ?? null;
}

/**
 * One page of organisation names containing `keyword` (case-insensitive, taken literally; empty
 * matches all), by name, and the total.
 */
export async function organisationNamePage(
  db: Executor,
  keyword: string,
  page: number,
  size: number,
): Promise<{ items: { id: number; name: string }[]; total: number }> {
  const where = ilike(organisations.name, containing(keyword));
  const [{ total }] = await db.select({ total: count() }).from(organisations).where(where);
  const items = await db
    .select({ id: organisations.id, name: organisations.name })
    .from(organisations)
    .where(where)
    .orderBy(asc(organisations.name), asc(organisations.id))
    .limit(size)
    .offset((page - 1) * size);
  return { items, total };
}

/**
 * One page of the organisation directory (spec 03 §7 POST /api/org/list): organisations whose name,
 * suburb or state contains `keyword` (case-insensitive, literal), by name A-Z (`asc`) or Z-A, and
 * the total.
 */
export async function organisationDirectoryPage(
  db: Executor,
  input: { keyword: string; sortOrder: 'asc' | 'desc'; page: number; size: number },
): Promise<{ rows: OrganisationRow[]; total: number }> {
  const pattern = containing(input.keyword);
  const where = or(
    ilike(organisations.name, pattern),
    ilike(organisations.suburb, pattern),
    ilike(organisations.state, pattern),
  );
  const dir = input.sortOrder === 'desc' ? desc : asc;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(columns)
      .from(organisations)
      .where(where)
      .orderBy(dir(sql`lower(${organisations.name})`), dir(organisations.id))
      .limit(input.size)
      .offset((input.page - 1) * input.size),
    db.select({ total: count() }).from(organisations).where(where),
  ]);
  return { rows, total };
}

/**
 * SQL of organisations (spec 01 §7 GET /api/org/names, GET /api/Org/{id}; issue 14; the
 * organisation directory issue reuses it).
 */
import { sql } from 'drizzle-orm';
import { type Executor, query } from '../../db/raw-query';

export interface OrganisationRow {
  id: number;
  name: string;
  abn: string | null;
  address: string | null;
  suburb: string | null;
  state: string | null;
  postcode: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
}

const columns = sql`id, name, abn, address, suburb, state, postcode, phone, email, website`;

/** The organisation with this id, or null. */
export async function findOrganisation(db: Executor, id: number): Promise<OrganisationRow | null> {
  const rows = await query<OrganisationRow>(db, sql`select ${columns} from organisations where id = ${id}`);
  return rows[0] ? { ...rows[0], id: Number(rows[0].id) } : null;
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
  const pattern = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const [{ total }] = await query<{ total: number | string }>(
    db,
    sql`select count(*) as total from organisations where name ilike ${pattern}`,
  );
  const rows = await query<{ id: number; name: string }>(
    db,
    sql`select id, name from organisations where name ilike ${pattern} order by name asc, id asc
      limit ${size} offset ${(page - 1) * size}`,
  );
  return { items: rows.map((r) => ({ id: Number(r.id), name: r.name })), total: Number(total) };
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
  const pattern = `%${input.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = sql`(name ilike ${pattern} or suburb ilike ${pattern} or state ilike ${pattern})`;
  const dir = sql.raw(input.sortOrder === 'desc' ? 'desc' : 'asc');
  const [rows, [{ total }]] = await Promise.all([
    query<OrganisationRow>(
      db,
      sql`select ${columns} from organisations where ${where} order by lower(name) ${dir}, id ${dir}
        limit ${input.size} offset ${(input.page - 1) * input.size}`,
    ),
    query<{ total: number | string }>(db, sql`select count(*) as total from organisations where ${where}`),
  ]);
  return { rows: rows.map((r) => ({ ...r, id: Number(r.id) })), total: Number(total) };
}

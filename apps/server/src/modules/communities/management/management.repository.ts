/**
 * SQL of global communities management (spec 02 §7 Admin communities, FAQ, managers; issue 20):
 * the Communities tab's list, soft delete, the global terms row, the admin FAQ and the managers.
 */
import { sql } from 'drizzle-orm';
import { type Executor, query } from '../../../db/raw-query';
import type { FaqRow } from '../catalog/catalog.presenter';
import { containsPattern } from '../format';

/** A Communities tab row with its categories as `[{id, name}]`. */
export interface AdminCommunityDbRow {
  id: number;
  alias: string;
  name: string;
  short_description: string;
  image_file_id: string | null;
  is_public: boolean;
  is_visible: boolean;
  is_archived: boolean;
  members_count: number;
  posts_count: number;
  categories: { id: number; name: string }[] | null;
  created_at: Date | string;
}

/** A page of communities not deleted, by name (`keyword` in name or alias; `id` one community), and the total. */
export async function listCommunities(
  db: Executor,
  q: { page: number; pageSize: number; keyword?: string; id?: number },
): Promise<{ rows: AdminCommunityDbRow[]; total: number }> {
  const parts = [sql`not c.is_deleted`];
  if (q.keyword)
    parts.push(sql`(c.name ilike ${containsPattern(q.keyword)} or c.alias ilike ${containsPattern(q.keyword)})`);
  if (q.id) parts.push(sql`c.id = ${q.id}`);
  const where = sql.join(parts, sql` and `);
  const [rows, [{ n }]] = await Promise.all([
    query<AdminCommunityDbRow>(
      db,
      sql`select c.id, c.alias, c.name, c.short_description, c.image_file_id, c.is_public, c.is_visible, c.is_archived,
        c.members_count, c.posts_count, c.created_at,
        (select json_agg(json_build_object('id', cc.id, 'name', cc.name) order by cc.name)
           from community_category_links l join community_categories cc on cc.id = l.category_id
          where l.community_id = c.id) as categories
      from communities c where ${where} order by lower(c.name), c.id
      limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
    ),
    query<{ n: number }>(db, sql`select count(*)::int as n from communities c where ${where}`),
  ]);
  return { rows, total: Number(n) };
}

/** Marks a community deleted (spec 02 §4 "locally flagged deleted"); answers false when unknown or already deleted. */
export async function softDeleteCommunity(db: Executor, id: number): Promise<boolean> {
  const rows = await query(
    db,
    sql`update communities set is_deleted = true, updated_at = now() where id = ${id} and not is_deleted returning id`,
  );
  return rows.length > 0;
}

/** The global terms row, or undefined before the first save. */
export async function loadGlobalTerms(db: Executor): Promise<{ id: number; value: string } | undefined> {
  const [row] = await query<{ id: number; value: string }>(
    db,
    sql`select id, value from community_global_terms where id = 1`,
  );
  return row;
}

/** Writes the global terms (the one row, id 1). */
export async function saveGlobalTerms(db: Executor, value: string, by: string): Promise<void> {
  await db.execute(sql`insert into community_global_terms (id, value, updated_by) values (1, ${value}, ${by})
    on conflict (id) do update set value = excluded.value, updated_by = excluded.updated_by, updated_at = now()`);
}

/** Every FAQ item, deleted ones too, in their order, paged, and the total. */
export async function loadAdminFaq(
  db: Executor,
  q: { page: number; pageSize: number },
): Promise<{ rows: FaqRow[]; total: number }> {
  const [rows, [{ n }]] = await Promise.all([
    query<FaqRow>(
      db,
      sql`select * from community_faq order by sort_order, id limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
    ),
    query<{ n: number }>(db, sql`select count(*)::int as n from community_faq`),
  ]);
  return { rows, total: Number(n) };
}

/** Appends FAQ items after the last one; answers their ids in order. */
export async function insertFaq(
  db: Executor,
  items: { name: string; description: string }[],
  by: string,
): Promise<number[]> {
  const ids: number[] = [];
  for (const item of items) {
    const [{ id }] = await query<{ id: number }>(
      db,
      sql`insert into community_faq (name, description, sort_order, created_by)
        values (${item.name}, ${item.description}, (select coalesce(max(sort_order), 0) + 1 from community_faq), ${by}) returning id`,
    );
    ids.push(Number(id));
  }
  return ids;
}

/** Rewrites one FAQ item; answers its row (undefined when unknown). */
export async function updateFaq(
  db: Executor,
  id: number,
  item: { name: string; description: string },
  by: string,
): Promise<FaqRow | undefined> {
  const [row] = await query<FaqRow>(
    db,
    sql`update community_faq set name = ${item.name}, description = ${item.description}, updated_at = now(), updated_by = ${by}
      where id = ${id} returning *`,
  );
  return row;
}

/** Soft-deletes or restores one FAQ item; answers its row (undefined when unknown). */
export async function setFaqDeleted(
  db: Executor,
  id: number,
  deleted: boolean,
  by: string,
): Promise<FaqRow | undefined> {
  const [row] = await query<FaqRow>(
    db,
    sql`update community_faq set is_deleted = ${deleted}, updated_at = now(), updated_by = ${by} where id = ${id} returning *`,
  );
  return row;
}

/** An account as the Managers tab shows it. */
export interface ManagerRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  role: number;
}

/** Active accounts of `role`, by email (`keyword` in the email), paged, and the total. */
export async function listManagers(
  db: Executor,
  q: { role: number; keyword?: string; page: number; pageSize: number },
): Promise<{ rows: ManagerRow[]; total: number }> {
  const where = sql`a.is_active and a.role = ${q.role}${q.keyword ? sql` and a.email ilike ${containsPattern(q.keyword)}` : sql``}`;
  const [rows, [{ n }]] = await Promise.all([
    query<ManagerRow>(
      db,
      sql`select a.id, a.email, a.first_name, a.last_name, a.role from accounts a where ${where}
        order by lower(a.email) limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
    ),
    query<{ n: number }>(db, sql`select count(*)::int as n from accounts a where ${where}`),
  ]);
  return { rows, total: Number(n) };
}

/** The active account with this email (any case), locked for the role change. */
export async function accountByEmailForUpdate(db: Executor, email: string): Promise<ManagerRow | undefined> {
  const [row] = await query<ManagerRow>(
    db,
    sql`select id, email, first_name, last_name, role from accounts where lower(email) = lower(${email}) and is_active for update`,
  );
  return row;
}

/** Sets an account's role. */
export async function setRole(db: Executor, accountId: string, role: number): Promise<void> {
  await db.execute(sql`update accounts set role = ${role} where id = ${accountId}`);
}

/**
 * Removes an account's roles in communities (spec 02 §6: a manager of all communities keeps no
 * other roles or associations): every Moderator or Editor membership becomes a plain Member one
 * and loses its own permission list. Answers how many memberships changed.
 */
export async function clearCommunityRoles(db: Executor, accountId: string): Promise<number> {
  const rows = await query(
    db,
    sql`update community_members set role = 0, permissions = null
      where user_id = ${accountId} and (role <> 0 or permissions is not null) returning id`,
  );
  return rows.length;
}

/**
 * SQL of global communities management (spec 02 §7 Admin communities, FAQ, managers; issue 20):
 * the Communities tab's list, soft delete, the global terms row, the admin FAQ and the managers.
 * Every statement goes through Drizzle's builder on the schema, so its row types follow the
 * schema. The FAQ rows are the catalogue repository's FaqFacts,
 * checked against the schema by the builder.
 */
import { and, asc, count, eq, ilike, isNotNull, ne, not, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/raw-query';
import { accounts } from '../../../db/schema/accounts';
import {
  communities,
  communityCategories,
  communityCategoryLinks,
  communityFaq,
  communityGlobalTerms,
  communityMembers,
} from '../../../db/schema/communities';
import type { FaqFacts } from '../catalog/catalog.repository';
import { containsPattern } from '../format';

/** The categories of the community as `[{id, name}]` by name, null when none (a json_agg). */
const categoriesOfCommunity = sql<
  { id: number; name: string }[] | null
>`(select json_agg(json_build_object('id', ${communityCategories.id}, 'name', ${communityCategories.name}) order by ${communityCategories.name})
  from ${communityCategoryLinks} join ${communityCategories} on ${communityCategories.id} = ${communityCategoryLinks.categoryId}
  where ${communityCategoryLinks.communityId} = ${communities.id})`;

/** A page of communities not deleted, by name (`keyword` in name or alias; `id` one community), and the total. */
export async function listCommunities(
  db: Executor,
  q: { page: number; pageSize: number; keyword?: string; id?: number },
) {
  const parts: SQL[] = [not(communities.isDeleted)];
  if (q.keyword) {
    const like = containsPattern(q.keyword);
    parts.push(or(ilike(communities.name, like), ilike(communities.alias, like)) as SQL);
  }
  if (q.id) parts.push(eq(communities.id, q.id));
  const where = and(...parts);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({
        id: communities.id,
        alias: communities.alias,
        name: communities.name,
        shortDescription: communities.shortDescription,
        imageFileId: communities.imageFileId,
        isPublic: communities.isPublic,
        isVisible: communities.isVisible,
        isArchived: communities.isArchived,
        membersCount: communities.membersCount,
        postsCount: communities.postsCount,
        createdAt: communities.createdAt,
        categories: categoriesOfCommunity,
      })
      .from(communities)
      .where(where)
      .orderBy(sql`lower(${communities.name})`, asc(communities.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(communities).where(where),
  ]);
  return { rows, total: Number(n) };
}

/** A Communities tab row with its categories as `[{id, name}]` (null when none). */
export type AdminCommunityRow = Awaited<ReturnType<typeof listCommunities>>['rows'][number];

/** Marks a community deleted (spec 02 §4 "locally flagged deleted"); answers false when unknown or already deleted. */
export async function softDeleteCommunity(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .update(communities)
    .set({ isDeleted: true, updatedAt: sql`now()` })
    .where(and(eq(communities.id, id), not(communities.isDeleted)))
    .returning({ id: communities.id });
  return rows.length > 0;
}

/** The global terms row, or undefined before the first save. */
export async function loadGlobalTerms(db: Executor): Promise<{ id: number; value: string } | undefined> {
  const [row] = await db
    .select({ id: communityGlobalTerms.id, value: communityGlobalTerms.value })
    .from(communityGlobalTerms)
    .where(eq(communityGlobalTerms.id, 1));
  return row;
}

/** Writes the global terms (the one row, id 1). */
export async function saveGlobalTerms(db: Executor, value: string, by: string): Promise<void> {
  await db
    .insert(communityGlobalTerms)
    .values({ id: 1, value, updatedBy: by })
    .onConflictDoUpdate({ target: communityGlobalTerms.id, set: { value, updatedBy: by, updatedAt: sql`now()` } });
}

/** The columns of a FAQ answer (FaqFacts of the catalogue repository). */
const faqColumns = {
  id: communityFaq.id,
  name: communityFaq.name,
  description: communityFaq.description,
  isDeleted: communityFaq.isDeleted,
  createdAt: communityFaq.createdAt,
  createdBy: communityFaq.createdBy,
  updatedAt: communityFaq.updatedAt,
  updatedBy: communityFaq.updatedBy,
};

/** Every FAQ item, deleted ones too, in their order, paged, and the total. */
export async function loadAdminFaq(
  db: Executor,
  q: { page: number; pageSize: number },
): Promise<{ rows: FaqFacts[]; total: number }> {
  const [rows, [{ n }]] = await Promise.all([
    db
      .select(faqColumns)
      .from(communityFaq)
      .orderBy(asc(communityFaq.sortOrder), asc(communityFaq.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(communityFaq),
  ]);
  return { rows, total: n };
}

/** Appends FAQ items after the last one; answers their ids in order. */
export async function insertFaq(
  db: Executor,
  items: { name: string; description: string }[],
  by: string,
): Promise<number[]> {
  const ids: number[] = [];
  for (const item of items) {
    const next = db.select({ next: sql`coalesce(max(${communityFaq.sortOrder}), 0) + 1` }).from(communityFaq);
    const [{ id }] = await db
      .insert(communityFaq)
      .values({ name: item.name, description: item.description, sortOrder: sql`(${next})`, createdBy: by })
      .returning({ id: communityFaq.id });
    ids.push(id);
  }
  return ids;
}

/** Rewrites one FAQ item; answers its row (undefined when unknown). */
export async function updateFaq(
  db: Executor,
  id: number,
  item: { name: string; description: string },
  by: string,
): Promise<FaqFacts | undefined> {
  const [row] = await db
    .update(communityFaq)
    .set({ name: item.name, description: item.description, updatedAt: sql`now()`, updatedBy: by })
    .where(eq(communityFaq.id, id))
    .returning(faqColumns);
  return row;
}

/** Soft-deletes or restores one FAQ item; answers its row (undefined when unknown). */
export async function setFaqDeleted(
  db: Executor,
  id: number,
  deleted: boolean,
  by: string,
): Promise<FaqFacts | undefined> {
  const [row] = await db
    .update(communityFaq)
    .set({ isDeleted: deleted, updatedAt: sql`now()`, updatedBy: by })
    .where(eq(communityFaq.id, id))
    .returning(faqColumns);
  return row;
}

const managerColumns = {
  id: accounts.id,
  email: accounts.email,
  firstName: accounts.firstName,
  lastName: accounts.lastName,
  role: accounts.role,
};

/** An account as the Managers tab shows it. */
export type ManagerRow = Pick<typeof accounts.$inferSelect, 'id' | 'email' | 'firstName' | 'lastName' | 'role'>;

/** Active accounts of `role`, by email (`keyword` in the email), paged, and the total. */
export async function listManagers(
  db: Executor,
  q: { role: number; keyword?: string; page: number; pageSize: number },
): Promise<{ rows: ManagerRow[]; total: number }> {
  const where = and(
    accounts.isActive,
    eq(accounts.role, q.role),
    q.keyword ? ilike(accounts.email, containsPattern(q.keyword)) : undefined,
  );
  const [rows, [{ n }]] = await Promise.all([
    db
      .select(managerColumns)
      .from(accounts)
      .where(where)
      .orderBy(sql`lower(${accounts.email})`)
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(accounts).where(where),
  ]);
  return { rows, total: Number(n) };
}

/** The active account with this email (any case), locked for the role change. */
export async function accountByEmailForUpdate(db: Executor, email: string): Promise<ManagerRow | undefined> {
  const [row] = await db
    .select(managerColumns)
    .from(accounts)
    .where(and(eq(sql`lower(${accounts.email})`, sql`lower(${email})`), accounts.isActive))
    .for('update');
  return row;
}

/**
 * Removes an account's roles in communities (spec 02 §6: a manager of all communities keeps no
 * other roles or associations): every Moderator or Editor membership becomes a plain Member one
 * and loses its own permission list. Answers how many memberships changed.
 */
export async function clearCommunityRoles(db: Executor, accountId: string): Promise<number> {
  const rows = await db
    .update(communityMembers)
    .set({ role: 0, permissions: null })
    .where(
      and(
        eq(communityMembers.userId, accountId),
        or(ne(communityMembers.role, 0), isNotNull(communityMembers.permissions)),
      ),
    )
    .returning({ id: communityMembers.id });
  return rows.length;
}

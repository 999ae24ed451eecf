/**
 * Community rows for the explore lists, one community's card, the side menu, and the favourite,
 * like and view rows with their counters. Lists are scoped in their `where` by the SQL form of the
 * policy (access.ts) and their totals count the same rows.
 */
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { type Executor, intArray } from '../../../db/raw-query';
import {
  communities,
  communityCategories,
  communityCategoryLinks,
  communityFavorites,
  communityJoinQuestions,
  communityLikes,
  communityViews,
} from '../../../db/schema';
import {
  communityC as c,
  type CommunityWithMembership,
  communityFields,
  discoverableSql,
  membershipM as m,
  membershipOn,
  type Viewer,
} from '../access.repository';
import { containsPattern } from '../format';

/** A category of a community answer (the `categories` JSON of a list row). */
export interface CategoryRef {
  id: number;
  name: string;
  color: string;
  parentCategoryId: number | null;
}

/** What the list query adds to a community row: the caller's favourite and like, join questions, categories. */
export type CommunityListRow = CommunityWithMembership & {
  isFavorite: boolean;
  isLiked: boolean;
  hasQuestions: boolean;
  /** JSON (parsed by the driver; a string on a driver that does not). */
  categories: CategoryRef[] | string | null;
};

/** `exists` of the viewer's row in a community mark table (favourites, likes). */
function markedSql(table: typeof communityFavorites | typeof communityLikes, viewer: Viewer): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${table} where ${table.communityId} = ${c.id} and ${table.userId} = ${viewer.id})`;
}

/** Per-row extras of community answers (needs `c` and the viewer). */
function extraFields(viewer: Viewer) {
  return {
    isFavorite: markedSql(communityFavorites, viewer),
    isLiked: markedSql(communityLikes, viewer),
    hasQuestions: sql<boolean>`(${c.isPublic} = false and ${c.isVisible} and exists (select 1 from ${communityJoinQuestions} where ${communityJoinQuestions.communityId} = ${c.id}))`,
    categories: sql<
      CategoryRef[] | string | null
    >`(select coalesce(json_agg(json_build_object('id', ${communityCategories.id}, 'name', ${communityCategories.name}, 'color', ${communityCategories.color}, 'parentCategoryId', ${communityCategories.parentCategoryId}) order by ${communityCategories.name}), '[]'::json)
      from ${communityCategoryLinks} join ${communityCategories} on ${communityCategories.id} = ${communityCategoryLinks.categoryId} where ${communityCategoryLinks.communityId} = ${c.id})`,
  };
}

/** Explicit or auto-join membership ("my communities"; administrators only by their own rows). */
function memberSql(): SQL {
  return sql`(coalesce(${m.status}, 0) = 2 or (${c.isAutoJoin} and ${c.isPublic} and ${c.isVisible} and coalesce(${m.status}, 0) not in (3, 4)))`;
}

/** Which discoverable communities a list holds. */
export interface CommunityFilter {
  onlyJoined?: boolean;
  onlyFavorite?: boolean;
  /** Categories, or their subcategories. */
  categoryIds?: number[];
  tagIds?: number[];
  communityIds?: number[];
  /** In the name, short description or alias. */
  keyword?: string;
  /** Open communities the caller has not joined nor asked or been blocked from. */
  recommended?: boolean;
}

function filterSql(viewer: Viewer, f: CommunityFilter): SQL {
  const where: SQL[] = [discoverableSql(viewer)];
  if (f.onlyJoined) where.push(memberSql());
  if (f.onlyFavorite) where.push(markedSql(communityFavorites, viewer));
  if (f.categoryIds?.length) {
    const ids = sql`${intArray(f.categoryIds)}`;
    where.push(sql`exists (select 1 from ${communityCategoryLinks} join ${communityCategories} on ${communityCategories.id} = ${communityCategoryLinks.categoryId}
      where ${communityCategoryLinks.communityId} = ${c.id} and (${communityCategories.id} = any(${ids}) or ${communityCategories.parentCategoryId} = any(${ids})))`);
  }
  if (f.tagIds?.length) where.push(sql`${c.tagIds} && ${intArray(f.tagIds)}`);
  if (f.communityIds?.length) where.push(sql`${c.id} = any(${intArray(f.communityIds)})`);
  if (f.keyword) {
    const like = containsPattern(f.keyword);
    where.push(sql`(${c.name} ilike ${like} or ${c.shortDescription} ilike ${like} or ${c.alias} ilike ${like})`);
  }
  if (f.recommended)
    where.push(
      sql`${c.isVisible} and not ${c.isArchived} and not ${memberSql()} and coalesce(${m.status}, 0) not in (1, 3)`,
    );
  return sql.join(where, sql` and `);
}

/** `count(*)` as a number. */
const countField = { n: sql<number>`count(*)::int`.mapWith(Number) };

/**
 * A page of the communities the filter holds, with the caller's membership and extras, and their
 * total. `order`: by name, or most members first (then by name).
 */
export async function loadCommunityPage(
  db: Executor,
  viewer: Viewer,
  filter: CommunityFilter,
  order: 'name' | 'members',
  page: number,
  pageSize: number,
): Promise<{ rows: CommunityListRow[]; total: number }> {
  const where = filterSql(viewer, filter);
  const byName = [sql`lower(${c.name})`, asc(c.id)];
  const orderBy = order === 'name' ? byName : [desc(c.membersCount), ...byName];
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({ ...communityFields, ...extraFields(viewer) })
      .from(c)
      .leftJoin(m, membershipOn(viewer))
      .where(where)
      .orderBy(...orderBy)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select(countField).from(c).leftJoin(m, membershipOn(viewer)).where(where),
  ]);
  return { rows, total: n };
}

/** One community (by id, or alias in any case) with the caller's membership and extras, or undefined. */
export async function loadCommunityListRow(
  db: Executor,
  viewer: Viewer,
  by: { id: number } | { alias: string },
): Promise<CommunityListRow | undefined> {
  const where = 'id' in by ? eq(c.id, by.id) : sql`lower(${c.alias}) = lower(${by.alias})`;
  const [row] = await db
    .select({ ...communityFields, ...extraFields(viewer) })
    .from(c)
    .leftJoin(m, membershipOn(viewer))
    .where(where)
    .limit(1);
  return row;
}

/** A side-menu entry's row. */
export type MenuRow = Pick<CommunityWithMembership, 'id' | 'alias' | 'name' | 'imageFileId'>;

/**
 * The side menu (spec 02 §2): the `top` most recently active live communities the caller is a
 * member of, and of those they moderate, each sorted by name; and how many they are a member of.
 */
export async function loadMenu(
  db: Executor,
  viewer: Viewer,
  top: number,
): Promise<{ joined: MenuRow[]; moderated: MenuRow[]; joinedCount: number }> {
  const base = sql`not ${c.isDeleted} and ${memberSql()}`;
  const recent = (where: SQL) =>
    db
      .select({ id: c.id, alias: c.alias, name: c.name, imageFileId: c.imageFileId })
      .from(c)
      .leftJoin(m, membershipOn(viewer))
      .where(where)
      .orderBy(sql`${c.latestActivity} desc nulls last`, desc(c.id))
      .limit(top)
      .as('t');
  const byName = (t: ReturnType<typeof recent>) =>
    db
      .select({ id: t.id, alias: t.alias, name: t.name, imageFileId: t.imageFileId })
      .from(t)
      .orderBy(sql`lower(${t.name})`, asc(t.id));
  const [joined, moderated, [{ n }]] = await Promise.all([
    byName(recent(base)),
    byName(recent(and(base, sql`${m.status} = 2 and ${m.role} in (1, 2)`) as SQL)),
    db.select(countField).from(c).leftJoin(m, membershipOn(viewer)).where(base),
  ]);
  return { joined, moderated, joinedCount: n };
}

/** The user's rows of one kind on a community: favourites, likes (likes_count) or views (views_count). */
export type CommunityMark = 'favorite' | 'like' | 'view';

const MARKS = {
  favorite: { table: communityFavorites, counter: null },
  like: { table: communityLikes, counter: 'likesCount' },
  view: { table: communityViews, counter: 'viewsCount' },
} as const;

/** Moves the community's like or view counter by `delta`. */
async function moveCounter(db: Executor, communityId: number, counter: 'likesCount' | 'viewsCount', delta: 1 | -1) {
  await db
    .update(communities)
    .set({ [counter]: sql`${communities[counter]} + ${delta}` })
    .where(eq(communities.id, communityId));
}

/** Adds the user's mark (idempotent); a new like or view moves its counter by one. Answers whether it was new. */
export async function addCommunityMark(db: Executor, communityId: number, userId: string, mark: CommunityMark) {
  const { table, counter } = MARKS[mark];
  const added = await db
    .insert(table)
    .values({ communityId, userId })
    .onConflictDoNothing()
    .returning({ communityId: table.communityId });
  if (added.length && counter) await moveCounter(db, communityId, counter, 1);
  return added.length > 0;
}

/** Removes the user's mark (idempotent); a removed like moves likes_count by one. Answers whether there was one. */
export async function removeCommunityMark(db: Executor, communityId: number, userId: string, mark: CommunityMark) {
  const { table, counter } = MARKS[mark];
  const removed = await db
    .delete(table)
    .where(and(eq(table.communityId, communityId), eq(table.userId, userId)))
    .returning({ communityId: table.communityId });
  if (removed.length && counter) await moveCounter(db, communityId, counter, -1);
  return removed.length > 0;
}

/** The community's like and view counters and whether the user favours and likes it. */
export async function loadCommunityMarks(db: Executor, communityId: number, userId: string) {
  const viewer = { id: userId, role: 0, isAdmin: false };
  const [state] = await db
    .select({
      likesCount: c.likesCount,
      viewsCount: c.viewsCount,
      isFavorite: markedSql(communityFavorites, viewer),
      isLiked: markedSql(communityLikes, viewer),
    })
    .from(c)
    .where(eq(c.id, communityId));
  return state;
}

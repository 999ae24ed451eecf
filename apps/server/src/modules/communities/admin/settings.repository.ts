/**
 * SQL of the admin settings (spec 02 §5 Community, §7 PUT admin/community/{id}; issue 19): the
 * community's fields, its category links and its image row, through Drizzle's builder on the schema.
 */
import type { CommunityFormFields } from '@portal/shared';
import { and, count, eq, ne, notExists, type SQL, sql } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import { type Executor, intArray } from '../../../db/raw-query';
import { segments } from '../../../db/schema/accounts';
import {
  communities,
  communityCategories,
  communityCategoryLinks,
  communityFiles,
  communityTags,
} from '../../../db/schema/communities';
import { deleteFileRows } from '../uploads/uploads.repository';

/** True when another community already uses `alias` (case-insensitive). */
export async function aliasTaken(db: Executor, alias: string, exceptId: number): Promise<boolean> {
  const rows = await db
    .select({ id: communities.id })
    .from(communities)
    .where(and(eq(sql`lower(${communities.alias})`, sql`lower(${alias})`), ne(communities.id, exceptId)));
  return rows.length > 0;
}

/** `column = any(ids)` with the ids as one int[] parameter. */
const anyOf = (column: PgColumn, ids: number[]): SQL => sql`${column} = any(${intArray(ids)})`;

/**
 * How many of `categoryIds` are existing leaf categories (no subcategories: spec 02 §5 "only leaf
 * categories checkable"), how many of `tagIds` existing tags, how many of `segmentIds` existing segments.
 */
export async function countKnown(db: Executor, categoryIds: number[], tagIds: number[], segmentIds: number[] = []) {
  const sub = alias(communityCategories, 's');
  const counted = (q: SQL | { getSQL(): SQL }) => sql<number>`(${q})`.mapWith(Number);
  const [row] = await db
    .select({
      categories: counted(
        db.select({ n: count() }).from(communityCategories).where(anyOf(communityCategories.id, categoryIds)),
      ),
      leaves: counted(
        db
          .select({ n: count() })
          .from(communityCategories)
          .where(
            and(
              anyOf(communityCategories.id, categoryIds),
              notExists(db.select({ one: sql`1` }).from(sub).where(eq(sub.parentCategoryId, communityCategories.id))),
            ),
          ),
      ),
      tags: counted(db.select({ n: count() }).from(communityTags).where(anyOf(communityTags.id, tagIds))),
      segments: counted(db.select({ n: count() }).from(segments).where(anyOf(segments.id, segmentIds))),
    })
    .from(sql`(values (1)) as one_row`);
  return row;
}

/** An ISO instant of the form as a Date (null stays null). */
const instant = (v: string | null) => (v == null ? null : new Date(v));

/** The form's fields as columns of `communities` (dates as instants), the planned archive date aside. */
function communityColumns(f: CommunityFormFields) {
  return {
    name: f.name,
    shortDescription: f.shortDescription,
    isPublic: f.isPublic,
    isVisible: f.isVisible,
    isAutoJoin: f.isAutoJoin,
    isRequirePostApproval: f.isRequirePostApproval,
    pushToWebsite: f.pushToWebsite,
    aliveStartDate: instant(f.aliveStartDate),
    aliveEndDate: instant(f.aliveEndDate),
    tagIds: f.tagsId,
    segmentIds: [...new Set(f.segmentIds)],
  };
}

/** Links the community to the form's categories (each once). */
async function linkCategories(db: Executor, id: number, categoryIds: number[]): Promise<void> {
  const unique = [...new Set(categoryIds)];
  if (unique.length === 0) return;
  await db.insert(communityCategoryLinks).values(unique.map((categoryId) => ({ communityId: id, categoryId })));
}

/** Inserts a community from the form's fields (alias required) and links its categories; answers its id. */
export async function insertCommunity(db: Executor, f: CommunityFormFields, createdBy: string): Promise<number> {
  const [{ id }] = await db
    .insert(communities)
    .values({
      ...communityColumns(f),
      archivedDate: instant(f.archivedDate ?? null),
      alias: f.alias as string,
      createdBy,
    })
    .returning({ id: communities.id });
  await linkCategories(db, id, f.categoryIds);
  return id;
}

/**
 * Writes the form's fields (alias only when given; segments when given or when isSetSegmentIdsEmpty;
 * the planned archive date when given and the community is not archived) and replaces the category
 * links.
 */
export async function updateCommunity(db: Executor, id: number, f: CommunityFormFields): Promise<void> {
  const { segmentIds, ...columns } = communityColumns(f);
  await db
    .update(communities)
    .set({
      ...columns,
      ...(f.alias ? { alias: f.alias } : {}),
      ...(f.archivedDate !== undefined
        ? {
            archivedDate: sql`case when ${communities.isArchived} then ${communities.archivedDate} else ${f.archivedDate}::timestamptz end`,
          }
        : {}),
      ...(f.segmentIds.length > 0 || f.isSetSegmentIdsEmpty ? { segmentIds } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(communities.id, id));
  await db.delete(communityCategoryLinks).where(eq(communityCategoryLinks.communityId, id));
  await linkCategories(db, id, f.categoryIds);
}

/** Points the community at its new image file and deletes the previous image row; answers the old storage keys. */
export async function replaceImage(db: Executor, id: number, fileId: string): Promise<string[]> {
  const f = alias(communityFiles, 'f');
  const keys = await deleteFileRows(
    db,
    and(eq(f.communityId, id), eq(f.kind, 'community_image'), ne(f.id, fileId)) as SQL,
  );
  await db.update(communities).set({ imageFileId: fileId }).where(eq(communities.id, id));
  return keys;
}

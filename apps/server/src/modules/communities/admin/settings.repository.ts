/**
 * SQL of the admin settings (spec 02 §5 Community, §7 PUT admin/community/{id}; issue 19): the
 * community's fields, its category links and its image row.
 */
import { sql } from 'drizzle-orm';
import { type Executor, intArray, query } from '../../../db/raw-query';
import type { CommunityFormFields } from '@portal/shared';
import { deleteFileRows } from '../uploads/uploads.repository';

/** True when another community already uses `alias` (case-insensitive). */
export async function aliasTaken(db: Executor, alias: string, exceptId: number): Promise<boolean> {
  const rows = await query(
    db,
    sql`select 1 from communities where lower(alias) = lower(${alias}) and id <> ${exceptId}`,
  );
  return rows.length > 0;
}

/**
 * How many of `categoryIds` are existing leaf categories (no subcategories: spec 02 §5 "only leaf
 * categories checkable"), how many of `tagIds` existing tags, how many of `segmentIds` existing segments.
 */
export async function countKnown(db: Executor, categoryIds: number[], tagIds: number[], segmentIds: number[] = []) {
  const [row] = await query<{ categories: number; leaves: number; tags: number; segments: number }>(
    db,
    sql`select (select count(*)::int from community_categories where id = any(${intArray(categoryIds)})) as categories,
      (select count(*)::int from community_categories c where c.id = any(${intArray(categoryIds)})
        and not exists (select 1 from community_categories s where s.parent_category_id = c.id)) as leaves,
      (select count(*)::int from community_tags where id = any(${intArray(tagIds)})) as tags,
      (select count(*)::int from segments where id = any(${intArray(segmentIds)})) as segments`,
  );
  return {
    categories: Number(row.categories),
    leaves: Number(row.leaves),
    tags: Number(row.tags),
    segments: Number(row.segments),
  };
}

/** Inserts a community from the form's fields (alias required) and links its categories; answers its id. */
export async function insertCommunity(db: Executor, f: CommunityFormFields, createdBy: string): Promise<number> {
  const [{ id }] = await query<{ id: number }>(
    db,
    sql`insert into communities (alias, name, short_description, is_public, is_visible, is_auto_join,
      is_require_post_approval, push_to_website, alive_start_date, alive_end_date, archived_date, tag_ids, segment_ids,
      created_by)
    values (${f.alias}, ${f.name}, ${f.shortDescription}, ${f.isPublic}, ${f.isVisible}, ${f.isAutoJoin},
      ${f.isRequirePostApproval}, ${f.pushToWebsite}, ${f.aliveStartDate}, ${f.aliveEndDate}, ${f.archivedDate ?? null},
      ${intArray(f.tagsId)},
      ${intArray([...new Set(f.segmentIds)])}, ${createdBy}) returning id`,
  );
  await db.execute(sql`insert into community_category_links (community_id, category_id)
    select ${id}, unnest(${intArray([...new Set(f.categoryIds)])})`);
  return Number(id);
}

/**
 * Writes the form's fields (alias only when given; segments when given or when isSetSegmentIdsEmpty;
 * the planned archive date when given and the community is not archived) and replaces the category
 * links.
 */
export async function updateCommunity(db: Executor, id: number, f: CommunityFormFields): Promise<void> {
  await db.execute(sql`update communities set name = ${f.name}, short_description = ${f.shortDescription},
    ${f.alias ? sql`alias = ${f.alias},` : sql``}
    is_public = ${f.isPublic}, is_visible = ${f.isVisible}, is_auto_join = ${f.isAutoJoin},
    is_require_post_approval = ${f.isRequirePostApproval}, push_to_website = ${f.pushToWebsite},
    alive_start_date = ${f.aliveStartDate}, alive_end_date = ${f.aliveEndDate}, tag_ids = ${intArray(f.tagsId)},
    ${f.archivedDate !== undefined ? sql`archived_date = case when is_archived then archived_date else ${f.archivedDate}::timestamptz end,` : sql``}
    ${f.segmentIds.length > 0 || f.isSetSegmentIdsEmpty ? sql`segment_ids = ${intArray([...new Set(f.segmentIds)])},` : sql``}
    updated_at = now() where id = ${id}`);
  await db.execute(sql`delete from community_category_links where community_id = ${id}`);
  await db.execute(sql`insert into community_category_links (community_id, category_id)
    select ${id}, unnest(${intArray([...new Set(f.categoryIds)])})`);
}

/** Points the community at its new image file and deletes the previous image row; answers the old storage keys. */
export async function replaceImage(db: Executor, id: number, fileId: string): Promise<string[]> {
  const keys = await deleteFileRows(
    db,
    sql`f.community_id = ${id} and f.kind = 'community_image' and f.id <> ${fileId}::uuid`,
  );
  await db.execute(sql`update communities set image_file_id = ${fileId}::uuid where id = ${id}`);
  return keys;
}

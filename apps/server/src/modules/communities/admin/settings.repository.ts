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

/** How many of `ids` are existing categories, and how many existing tags of `tagIds`. */
export async function countKnown(db: Executor, categoryIds: number[], tagIds: number[]) {
  const [row] = await query<{ categories: number; tags: number }>(
    db,
    sql`select (select count(*)::int from community_categories where id = any(${intArray(categoryIds)})) as categories,
      (select count(*)::int from community_tags where id = any(${intArray(tagIds)})) as tags`,
  );
  return { categories: Number(row.categories), tags: Number(row.tags) };
}

/** Writes the form's fields (alias only when given) and replaces the category links. */
export async function updateCommunity(db: Executor, id: number, f: CommunityFormFields): Promise<void> {
  await db.execute(sql`update communities set name = ${f.name}, short_description = ${f.shortDescription},
    ${f.alias ? sql`alias = ${f.alias},` : sql``}
    is_public = ${f.isPublic}, is_visible = ${f.isVisible}, is_auto_join = ${f.isAutoJoin},
    is_require_post_approval = ${f.isRequirePostApproval}, push_to_website = ${f.pushToWebsite},
    alive_start_date = ${f.aliveStartDate}, alive_end_date = ${f.aliveEndDate}, tag_ids = ${intArray(f.tagsId)},
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

/**
 * The few reads global search makes itself: the searched tag of the product's tag catalogue
 * (`community_tags`, the tags of events, posts and communities, GET /api/tag/tags), and the
 * news/resources tag (`content_tags`, a catalogue of its own) with the same label.
 */
import { sql } from 'drizzle-orm';
import { type Executor, query } from '../../db/raw-query';

/** The product tag `id` as `{ id, label }`, or null. */
export async function productTag(db: Executor, id: number): Promise<{ id: number; label: string } | null> {
  const [row] = await query<{ id: number; label: string }>(
    db,
    sql`select id, name as label from community_tags where id = ${id}`,
  );
  return row ? { id: Number(row.id), label: row.label } : null;
}

/** Ids of content (news/resources) tags whose label equals `label` in any case. */
export async function contentTagIdsLabelled(db: Executor, label: string): Promise<number[]> {
  const rows = await query<{ id: number }>(db, sql`select id from content_tags where lower(label) = lower(${label})`);
  return rows.map((r) => Number(r.id));
}

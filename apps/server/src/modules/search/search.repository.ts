/**
 * The few reads global search makes itself: the searched tag of the product's tag catalogue
 * (`community_tags`, the tags of events, posts and communities, GET /api/tag/tags), and the
 * news/resources tag (`content_tags`, a catalogue of its own) with the same label.
 */
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/raw-query';
import { communityTags, contentTags } from '../../db/schema';

/** The product tag `id` as `{ id, label }`, or null. */
export async function productTag(db: Executor, id: number): Promise<{ id: number; label: string } | null> {
  const [row] = await db
    .select({ id: communityTags.id, label: communityTags.name })
    .from(communityTags)
    .where(eq(communityTags.id, id));
  return row ?? null;
}

/** Ids of content (news/resources) tags whose label equals `label` in any case. */
export async function contentTagIdsLabelled(db: Executor, label: string): Promise<number[]> {
  const rows = await db
    .select({ id: contentTags.id })
    .from(contentTags)
    .where(sql`lower(${contentTags.label}) = lower(${label})`);
  return rows.map((r) => r.id);
}

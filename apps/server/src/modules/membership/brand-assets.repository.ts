/** Data access of brand assets (issue #15): the list in order and one asset. */
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/raw-query';
import { brandAssets } from '../../db/schema';

const columns = {
  id: brandAssets.id,
  kind: brandAssets.kind,
  name: brandAssets.name,
  description: brandAssets.description,
  filename: brandAssets.filename,
  mimeType: brandAssets.mimeType,
  size: brandAssets.size,
  storageKey: brandAssets.storageKey,
};

/** A brand asset as the list and the download read it (`kind` 'logo' | 'document'; `size` in bytes). */
export type BrandAssetRow = Omit<Pick<typeof brandAssets.$inferSelect, keyof typeof columns>, 'kind'> & {
  kind: 'logo' | 'document';
};

/** Every brand asset, logos first, in their order. */
export async function listBrandAssets(db: Executor): Promise<BrandAssetRow[]> {
  return (await db
    .select(columns)
    .from(brandAssets)
    .orderBy(asc(brandAssets.sortOrder), asc(brandAssets.id))) as BrandAssetRow[];
}

/** One brand asset, or null. */
export async function brandAssetById(db: Executor, id: number): Promise<BrandAssetRow | null> {
  const [row] = await db.select(columns).from(brandAssets).where(eq(brandAssets.id, id));
  return (row as BrandAssetRow | undefined) ?? null;
}

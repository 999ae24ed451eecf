/** The SQL of brand assets (issue #15): the list in order and one asset. */
import { sql } from 'drizzle-orm';
import { type Executor, query } from '../../db/raw-query';

export interface BrandAssetRow {
  id: number;
  kind: 'logo' | 'document';
  name: string;
  description: string;
  filename: string;
  mime_type: string;
  size: number;
  storage_key: string;
}

const columns = sql`id, kind, name, description, filename, mime_type, size, storage_key`;

/** Every brand asset, logos first, in their order. */
export async function listBrandAssets(db: Executor): Promise<BrandAssetRow[]> {
  return query<BrandAssetRow>(db, sql`select ${columns} from brand_assets order by sort_order, id`);
}

/** One brand asset, or null. */
export async function brandAssetById(db: Executor, id: number): Promise<BrandAssetRow | null> {
  const [row] = await query<BrandAssetRow>(db, sql`select ${columns} from brand_assets where id = ${id}`);
  return row ?? null;
}

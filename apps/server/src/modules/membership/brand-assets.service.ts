/**
 * Brand assets (issue #15; spec 03 §3, §6): the list and one asset's stored file, for members only
 * (the Member contact type; others get 404).
 */
import type { BrandAssetList } from '@portal/shared';
import type { Actor, AppContext } from '../../context';
import { enforce, permitted } from '../../policies/denial';
import { checkBrandAssetAccess } from '../../policies/membership';
import type { StoredFile } from '../files';
import { brandAssetById, listBrandAssets } from './brand-assets.repository';

/** GET /api/user/brand-assets: logos first, then the two PDFs. */
export async function brandAssets(ctx: AppContext, actor: Actor): Promise<BrandAssetList> {
  enforce(checkBrandAssetAccess(actor));
  const rows = await listBrandAssets(ctx.db);
  return {
    assets: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      name: r.name,
      description: r.description,
      filename: r.filename,
      mimeType: r.mimeType,
      size: Number(r.size),
      url: `/api/brand-assets/${r.id}/file`,
    })),
  };
}

/** The stored file of one asset, for sendStoredFile. 404 for a non-member or an unknown id. */
export async function brandAssetFile(ctx: AppContext, actor: Actor, id: number): Promise<StoredFile> {
  const row = permitted(await brandAssetById(ctx.db, id), checkBrandAssetAccess(actor));
  return { storageKey: row.storageKey, mimeType: row.mimeType, size: Number(row.size), filename: row.filename };
}

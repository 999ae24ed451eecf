/**
 * Writes each tenant's default cover art (issue 32) to apps/web/public/tenants/<tenant>/cover-art.webp:
 * the art an event without its own image shows (EventImage's fallback). 1280 × 640 px WebP (twice the
 * event header), the tenant's palette, subject `calendar`. Run after changing cover-art.ts or a
 * palette: `npx tsx apps/server/scripts/render-tenant-art.ts`; the files are committed (~15 kB each).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TENANT_IDS } from '@portal/shared';
import { COVER_SIZES, coverSvg, renderWebp } from '../src/modules/files';

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/public/tenants');
const { width, height } = COVER_SIZES.event;
for (const tenant of TENANT_IDS) {
  const bytes = await renderWebp(coverSvg(tenant, 'calendar', width, height));
  writeFileSync(path.join(publicDir, tenant, 'cover-art.webp'), bytes);
  console.log(`${tenant}: ${bytes.length} bytes`);
}

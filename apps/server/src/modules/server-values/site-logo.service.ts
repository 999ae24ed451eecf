/**
 * The organisation's logo (issue 30 "tenant settings for ... logo"). An Admin uploads a PNG or JPEG
 * (read by the one multipart reader: 2 MB limit while streaming, type checked by content, virus scan,
 * re-encoded without metadata); this service refuses one under 64 px high, normalises it with sharp to
 * a PNG inside 600 × 200 px (aspect ratio kept, never enlarged), stores it through the files module and
 * records the `site_logo` row with a staff audit entry in one transaction. Removing it brings back the
 * tenant's built-in logo. Invoices, receipts, tickets and certificates (`documentBrand`) and the mails'
 * header logo (GET /mail-logo.png, system module) read it per use: the row from the database, the bytes
 * cached in this process by storage key only (a new upload has a new key), so every process behind the
 * load balancer follows a change at once.
 */
import { createHash } from 'node:crypto';
import { MESSAGES, SUPPLIER_LOGO_LIMITS, SUPPLIER_LOGO_MESSAGES, type SupplierLogo } from '@portal/shared';
import type { Actor, AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { type PdfBrand, pdfBrand } from '../../lib/pdf';
import { enforce } from '../../policies/denial';
import { checkManageServerValues } from '../../policies/server-values';
import { auditActorOf, recordStaffAction } from '../audit';
import { newStorageKey, readStoredBytes, storageFor, type UploadedFile } from '../files';
import * as repo from './site-logo.repository';

/** The public address of the stored logo: the mails' logo route with the PNG's hash as version. */
export function siteLogoUrl(sha256: string): string {
  return `/mail-logo.png?v=${sha256.slice(0, 16)}`;
}

/** 403 unless the actor may change the logo (Admin, as the supplier details). Called before reading the upload. */
export function authorizeLogoChange(actor: Actor): void {
  enforce(checkManageServerValues(actor));
}

/**
 * The logo's wording for a file the multipart reader refused by its content (a text file named .png:
 * the reader's general "not an allowed type (images, audio, ...)" would list types the logo does not
 * take): 415 `notAllowed`. A damaged image, a form that is not multipart and every other error pass as they are.
 */
export function logoUploadError(err: unknown, isMultipart: boolean): unknown {
  if (
    err instanceof AppError &&
    err.code === 'UNSUPPORTED_MEDIA_TYPE' &&
    isMultipart &&
    err.message !== MESSAGES.uploadImageBroken
  )
    return new AppError('UNSUPPORTED_MEDIA_TYPE', SUPPLIER_LOGO_MESSAGES.notAllowed);
  return err;
}

/** The logo's state for GET supplier-details: `logoUrl` null when the built-in logo is in use. */
export async function siteLogoState(ctx: AppContext): Promise<SupplierLogo> {
  const row = await repo.readSiteLogo(ctx.db);
  return { logoUrl: row ? siteLogoUrl(row.sha256) : null };
}

/**
 * PUT admin/supplier-details/logo with the files `readMultipart` checked (field `logo`, at most one).
 * @throws AppError 403 unless Admin; 400 VALIDATION_ERROR `missing` without a file, `tooShort` under
 *   64 px high; 415 UNSUPPORTED_MEDIA_TYPE `notAllowed` when sharp cannot read it as PNG or JPEG
 */
export async function uploadSiteLogo(ctx: AppContext, actor: Actor, files: UploadedFile[]): Promise<SupplierLogo> {
  authorizeLogoChange(actor);
  const file = files[0];
  if (!file) throw new AppError('VALIDATION_ERROR', SUPPLIER_LOGO_MESSAGES.missing);
  const { default: sharp } = await import('sharp');
  let png: { data: Buffer; info: { width: number; height: number } };
  try {
    const meta = await sharp(file.bytes).metadata();
    if ((meta.height ?? 0) < SUPPLIER_LOGO_LIMITS.minHeightPx)
      throw new AppError('VALIDATION_ERROR', SUPPLIER_LOGO_MESSAGES.tooShort);
    png = await sharp(file.bytes)
      .resize({
        width: SUPPLIER_LOGO_LIMITS.maxWidthPx,
        height: SUPPLIER_LOGO_LIMITS.maxHeightPx,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .png()
      .toBuffer({ resolveWithObject: true });
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', SUPPLIER_LOGO_MESSAGES.notAllowed);
  }
  const sha256 = createHash('sha256').update(png.data).digest('hex');
  const storage = storageFor(ctx.config);
  const storageKey = newStorageKey('png');
  await storage.put(storageKey, png.data, 'image/png');
  const replaced = await ctx.db.transaction(async (tx) => {
    const old = await repo.lockSiteLogo(tx);
    const logo = { storageKey, width: png.info.width, height: png.info.height, size: png.data.length, sha256 };
    await repo.upsertSiteLogo(tx, logo, actor.id);
    await recordStaffAction(tx, auditActorOf(actor), {
      action: 'supplier-logo.update',
      entityType: 'server-value',
      entityId: 'supplier',
      summary: `Uploaded the organisation logo ${file.filename} (${png.info.width} × ${png.info.height} px)`,
      after: { width: logo.width, height: logo.height, size: logo.size, sha256 },
    });
    return old;
  });
  // The old file is no longer named by any row: remove it now (the orphan sweep would otherwise).
  if (replaced) await storage.delete(replaced).catch(() => undefined);
  return { logoUrl: siteLogoUrl(sha256) };
}

/** DELETE admin/supplier-details/logo: back to the built-in logo (an audit row when one was removed). 403 unless Admin. */
export async function removeSiteLogo(ctx: AppContext, actor: Actor): Promise<SupplierLogo> {
  authorizeLogoChange(actor);
  const removed = await ctx.db.transaction(async (tx) => {
    const key = await repo.deleteSiteLogo(tx);
    if (key)
      await recordStaffAction(tx, auditActorOf(actor), {
        action: 'supplier-logo.delete',
        entityType: 'server-value',
        entityId: 'supplier',
        summary: 'Removed the organisation logo (the built-in logo is used again)',
      });
    return key;
  });
  if (removed)
    await storageFor(ctx.config)
      .delete(removed)
      .catch(() => undefined);
  return { logoUrl: null };
}

/** The uploaded logo's PNG bytes by storage key (one entry: a new upload has a new key). */
let cached: { key: string; bytes: Promise<Buffer | null> } | null = null;

/**
 * The uploaded logo now in force: its PNG bytes, SHA-256 (hex, the ETag) and when it was written; null
 * when none is uploaded (or its bytes are gone from storage). The row is read on each call.
 */
export async function siteLogo(ctx: AppContext): Promise<{ png: Buffer; sha256: string; updatedAt: Date } | null> {
  const row = await repo.readSiteLogo(ctx.db);
  if (!row) return null;
  if (cached?.key !== row.storageKey) {
    const entry = { key: row.storageKey, bytes: readStoredBytes(storageFor(ctx.config), row.storageKey) };
    entry.bytes.catch(() => {
      if (cached === entry) cached = null;
    });
    cached = entry;
  }
  const png = await cached.bytes;
  return png ? { png, sha256: row.sha256, updatedAt: row.updatedAt } : null;
}

/**
 * The brand a document prints (invoices, receipts, tickets, certificates, the CPD report): the tenant's
 * name and colour with the uploaded logo as a PNG data URL in `logoPng` (passed to the PDF worker in the
 * job), else the built-in logo SVG.
 */
export async function documentBrand(ctx: AppContext): Promise<PdfBrand> {
  const brand = pdfBrand(ctx.config.tenant);
  const logo = await siteLogo(ctx);
  return logo ? { ...brand, logoPng: `data:image/png;base64,${logo.png.toString('base64')}` } : brand;
}

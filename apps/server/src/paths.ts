/**
 * Folders the server reads at run time, resolved the same way from the sources (src/paths.ts, run by
 * tsx or Vitest) and from the bundle (dist/server.mjs): both sit one level below the server package.
 */
import path from 'node:path';

/** apps/server */
export const SERVER_ROOT = path.resolve(import.meta.dirname, '..');
/** The repository root (the web app's dist lives under it). */
export const REPO_ROOT = path.resolve(SERVER_ROOT, '../..');
/** Committed SQL migrations. */
export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'drizzle');
/** The argon2 worker (plain JavaScript, loaded by worker threads, never bundled). */
export const ARGON2_WORKER = path.join(SERVER_ROOT, 'src/lib/argon2-worker.mjs');
/** The PDF worker (pdfmake; plain JavaScript, loaded by worker threads, never bundled). */
export const PDF_WORKER = path.join(SERVER_ROOT, 'src/lib/pdf-worker.mjs');
/** The tenants' public images (logo SVGs) as the web app ships them (packages/shared tenants.ts paths). */
export const WEB_PUBLIC_DIR = path.join(REPO_ROOT, 'apps/web/public');

/** Fixed places the browser tests rely on. */
import path from 'node:path';

/** The repository root (e2e/ is one level below it). */
export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
/** The product server's bundle (`npm run build`), run with plain Node as `npm run serve` does. */
export const SERVER_ENTRY = path.join(REPO_ROOT, 'apps/server/dist/server.mjs');
/** The built web app the server serves; `npm run build` writes it. */
export const WEB_INDEX = path.join(REPO_ROOT, 'apps/web/dist/index.html');
/** Debian's Chromium (STACK.md: never a downloaded browser build). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/** Screenshots of failed tests (git-ignored). */
export const RESULTS_DIR = path.join(REPO_ROOT, 'e2e/test-results');

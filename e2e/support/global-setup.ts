/**
 * Once per run (Playwright's globalSetup): checks that the web app is built and Chromium is
 * installed (clear messages otherwise) and that the build holds the weight limits of
 * scripts/check-bundle.mjs (issue 33), then starts the server once on an empty folder so it
 * migrates and seeds the demo data, stops it gracefully, and hands that folder (and, on PostgreSQL,
 * its database: server.ts E2E_DATABASE_URL) to the workers as a template (E2E_TEMPLATE_DATA_DIR,
 * E2E_TEMPLATE_DATABASE): each server a spec file starts copies it into its own fresh DATA_DIR and
 * database, which saves the migration and seed (~20 s) per start. It also creates the run's file of
 * pages the accessibility check has seen (E2E_A11Y_CHECKED_FILE, a11y.ts CheckedPages). Returns the
 * teardown that removes both.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_PATH, REPO_ROOT, SERVER_ENTRY, WEB_INDEX } from './paths';
import { dropDatabase, type ServerTemplate, startServer } from './server';

export default async function setup(): Promise<() => Promise<void>> {
  const missing = [WEB_INDEX, SERVER_ENTRY].find((file) => !fs.existsSync(file));
  if (missing) {
    throw new Error(
      `The browser tests need the built web app and server, and ${path.relative(REPO_ROOT, missing)} is missing. ` +
        'Run "npm run build" at the repository root first (the root "npm test" builds before it runs these tests).',
    );
  }
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `The browser tests drive Debian's Chromium at ${CHROMIUM_PATH}, which is missing: apt-get install chromium.`,
    );
  }
  // Issue 33: the built web app's weight (sign-in route, chunk sizes), before any browser starts.
  const { bundleFindings } = (await import(path.join(REPO_ROOT, 'scripts/check-bundle.mjs'))) as {
    bundleFindings: (dist?: string) => { findings: string[] };
  };
  const { findings } = bundleFindings();
  if (findings.length)
    throw new Error(`The built web app is too heavy (scripts/check-bundle.mjs):\n${findings.join('\n')}`);
  const started = Date.now();
  // E2E_START_TIMEOUT_MS: a machine busy with other work may need longer than two minutes to seed.
  const server = await startServer({ startTimeoutMs: Number(process.env.E2E_START_TIMEOUT_MS) || 120_000 });
  await server.stop({ keepData: true });
  fs.rmSync(path.join(server.dataDir, 'outbox'), { recursive: true, force: true });
  console.log(`e2e: seeded template database in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const a11yDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-a11y-'));
  const a11yCheckedFile = path.join(a11yDir, 'checked-pages.txt');
  fs.writeFileSync(a11yCheckedFile, '');
  // Workers are forked after global setup and inherit these.
  process.env.E2E_TEMPLATE_DATA_DIR = server.dataDir;
  if (server.database) process.env.E2E_TEMPLATE_DATABASE = server.database;
  process.env.E2E_A11Y_CHECKED_FILE = a11yCheckedFile;
  return async () => {
    fs.rmSync(server.dataDir, { recursive: true, force: true });
    fs.rmSync(a11yDir, { recursive: true, force: true });
    await dropDatabase(server.database);
  };
}

/** The seeded template of this run (set by the global setup). */
export function seededTemplate(): ServerTemplate {
  const dataDir = process.env.E2E_TEMPLATE_DATA_DIR;
  if (!dataDir) throw new Error('E2E_TEMPLATE_DATA_DIR is unset: run the specs through playwright.config.ts');
  return { dataDir, database: process.env.E2E_TEMPLATE_DATABASE };
}

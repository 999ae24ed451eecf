/**
 * Once per run: checks that the web app is built and Chromium is installed (clear messages
 * otherwise), then starts the server once on an empty folder so it migrates and seeds the demo
 * data, stops it gracefully, and hands that folder to the specs as a template: each server a spec
 * starts copies it into its own fresh DATA_DIR, which saves the migration and seed (~5 s) per start.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_PATH, REPO_ROOT, SERVER_ENTRY, WEB_INDEX } from './paths';
import { startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDataDir: string;
    /** The file of pages the accessibility check has seen in this run (a11y.ts CheckedPages). */
    a11yCheckedFile: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
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
  const started = Date.now();
  const server = await startServer({ startTimeoutMs: 120_000 });
  await server.stop({ keepData: true });
  fs.rmSync(path.join(server.dataDir, 'outbox'), { recursive: true, force: true });
  console.log(`e2e: seeded template database in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  project.provide('templateDataDir', server.dataDir);
  const a11yDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-a11y-'));
  const a11yCheckedFile = path.join(a11yDir, 'checked-pages.txt');
  fs.writeFileSync(a11yCheckedFile, '');
  project.provide('a11yCheckedFile', a11yCheckedFile);
  return () => {
    fs.rmSync(server.dataDir, { recursive: true, force: true });
    fs.rmSync(a11yDir, { recursive: true, force: true });
  };
}

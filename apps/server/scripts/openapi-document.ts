/**
 * Writes the API document (what GET /api/docs/json answers) to a file without a server listening
 * and without a database: the app is built with no seed, no web app and no development mail reader,
 * on a database handle that refuses every use (building and describing the routes reads nothing),
 * so the document holds exactly the API a production server offers (issue 31).
 *
 * Usage: `tsx apps/server/scripts/openapi-document.ts <out.json>` (default clients/openapi.json).
 * `npm run lint` lints that file with Redocly (redocly.yaml), and the typed client
 * (clients/) is generated from it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { DbHandle } from '../src/db/client';
import { REPO_ROOT } from '../src/paths';

const out = path.resolve(process.argv[2] ?? path.join(REPO_ROOT, 'clients', 'openapi.json'));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-openapi-'));
try {
  const config = loadConfig(
    { NODE_ENV: 'test', DATA_DIR: dataDir, SEED_DEMO: 'false' },
    { webDist: null, databaseUrl: null, devMail: false },
  );
  const refuse = (): never => {
    throw new Error('openapi-document: the database was used while building the app');
  };
  const db = new Proxy({}, { get: refuse }) as DbHandle['db'];
  const dbHandle: DbHandle = { db, kind: 'pglite', close: async () => undefined };
  const { app } = await buildApp({ config, dbHandle, ownsDb: true, logger: false });
  await app.ready();
  const doc = app.swagger();
  await app.close();
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, `${JSON.stringify(doc, null, 2)}\n`);
  console.log(`wrote ${path.relative(process.cwd(), out)} (${Object.keys(doc.paths ?? {}).length} paths)`);
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}

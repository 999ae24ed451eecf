/**
 * Writes the read-version triggers of src/db/read-cache-dependencies.ts as a new migration:
 * `npm run db:read-cache-triggers -w apps/server`. It asks drizzle-kit for an empty custom migration
 * (so the journal and snapshot stay drizzle-kit's own) and fills it with readVersionTriggersMigration().
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { readVersionTriggersMigration } from '../src/db/read-cache-dependencies';

const drizzleDir = path.resolve(import.meta.dirname, '..', 'drizzle');
const before = new Set(fs.readdirSync(drizzleDir));
execFileSync('npx', ['drizzle-kit', 'generate', '--custom', '--name', 'read_cache_triggers'], {
  cwd: path.resolve(import.meta.dirname, '..'),
  stdio: 'inherit',
});
const added = fs.readdirSync(drizzleDir).filter((f) => f.endsWith('.sql') && !before.has(f));
if (added.length !== 1) throw new Error(`expected one new migration, found ${added.join(', ') || 'none'}`);
fs.writeFileSync(path.join(drizzleDir, added[0]), readVersionTriggersMigration());
console.log(`wrote drizzle/${added[0]}`);

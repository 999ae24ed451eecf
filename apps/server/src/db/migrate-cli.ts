/**
 * `npm run db:migrate` (issue 34): applies the pending migrations to the configured database
 * (DATABASE_URL, or PGlite under DATA_DIR) and exits: the step a deployment runs once before it
 * starts processes with DATABASE_MIGRATE=false. Several runs at once are safe (a transaction-scoped
 * advisory lock, db/client.ts migratePostgres), also through PgBouncer in transaction mode.
 * Exit status 0 when the schema is current, 1 with the error otherwise.
 */
import { loadConfig } from '../config';
import { dbOptionsFor, openDb } from './client';

try {
  const config = loadConfig();
  const started = performance.now();
  const handle = await openDb({ ...dbOptionsFor(config), migrate: true, poolSize: 1 });
  await handle.close();
  console.log(`Database schema is current (${Math.round(performance.now() - started)} ms).`);
} catch (err) {
  console.error(`Migration failed: ${(err as Error).message}`);
  process.exit(1);
}

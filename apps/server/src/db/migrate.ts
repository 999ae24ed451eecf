/**
 * `npm run db:migrate` (dist/migrate.mjs, built by build.mjs, so the image needs no tsx; issue 34):
 * applies the committed migrations to the configured database (DATABASE_URL, or PGlite under
 * DATA_DIR) and exits (0 when the schema is current, 1 with the reason). Deployments run it once
 * before the portal processes start or are replaced, and may then start them with
 * DATABASE_MIGRATE=false (compose.yaml's `migrate` service, the Helm chart's pre-install/pre-upgrade
 * Job; docs/operations.md "Deploying"). Several runs at once are safe: a transaction-scoped advisory
 * lock (db/client.ts migratePostgres), also through PgBouncer in transaction mode. Without this step
 * the servers migrate at start under the same lock.
 */
import { loadConfig } from '../config';
import { dbOptionsFor, openDb } from './client';

async function main(): Promise<void> {
  const config = loadConfig();
  const started = performance.now();
  const handle = await openDb({ ...dbOptionsFor(config), migrate: true, poolSize: 1 });
  await handle.close();
  console.log(
    `migrations applied to ${config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`} (${Math.round(performance.now() - started)} ms)`,
  );
}

main().catch((err) => {
  console.error(`Migration failed: ${(err as Error).message}`);
  process.exit(1);
});

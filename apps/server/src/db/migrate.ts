/**
 * `npm run db:migrate` (dist/migrate.mjs in the image): applies the committed migrations to the
 * configured database and exits (0 done, 1 failed, with the reason). Deployments run it once before
 * the portal processes start or are replaced (compose.yaml's `migrate` service, the Helm chart's
 * pre-install/pre-upgrade Job; docs/operations.md "Deploying"). The servers also migrate at start
 * under the same advisory lock (db/client.ts), so a start without this step still works.
 */
import { loadConfig } from '../config';
import { dbOptionsFor, openDb } from './client';

async function main(): Promise<void> {
  const config = loadConfig();
  const started = performance.now();
  const handle = await openDb(dbOptionsFor(config));
  await handle.close();
  console.log(
    `migrations applied to ${config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`} (${Math.round(performance.now() - started)} ms)`,
  );
}

main().catch((err) => {
  console.error(`Migration failed: ${(err as Error).message}`);
  process.exit(1);
});

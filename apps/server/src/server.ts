/**
 * Entry point: reads the configuration, builds the app and listens. SIGTERM/SIGINT close the
 * server gracefully (lib/shutdown.ts): no new connections, idle keep-alive connections closed,
 * in-flight requests finish with Connection: close, then the database closes (and the last traces
 * are flushed when OTEL_EXPORTER_OTLP_ENDPOINT is set) and the process exits 0.
 */
import { loadConfig } from './config';
import { dbOptionsFor, openDb, SchemaBehindError } from './db/client';
import { installShutdown } from './lib/shutdown';

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    console.error(`Cannot start: ${(err as Error).message}`);
    process.exit(1);
  }
  // Traces only when an OTLP endpoint is set (telemetry.ts): before pg and fastify are imported.
  const stopTracing = process.env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim()
    ? await (await import('./telemetry')).startTracing()
    : null;
  // The database opens while the rest of the server's modules load: PGlite's start spends part of
  // its time waiting on file reads, which the module loading fills (issue 2 §7 start time).
  const dbOpening = openDb(dbOptionsFor(config));
  dbOpening.catch(() => undefined);
  const { buildApp } = await import('./app');
  let dbHandle: Awaited<typeof dbOpening>;
  try {
    dbHandle = await dbOpening;
  } catch (err) {
    if (err instanceof SchemaBehindError) {
      console.error(`Cannot start: ${err.message}`);
      process.exit(1);
    }
    throw err;
  }
  const { app, ctx } = await buildApp({ config, dbHandle, ownsDb: true });
  installShutdown(app, {
    // SHUTDOWN_DRAIN_MS: readiness fails and the process serves on until the load balancer has taken it out.
    drainMs: config.shutdownDrainMs,
    onDrain: () => {
      ctx.lifecycle.draining = true;
    },
    // The last traces are flushed after the close when OTEL_EXPORTER_OTLP_ENDPOINT is set.
    afterClose: stopTracing
      ? () => stopTracing().catch((err) => app.log.warn({ err }, 'flushing traces failed'))
      : undefined,
  });
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `${config.tenant.fullName} portal on ${config.publicUrl} (database: ${config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`})`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

/**
 * Entry point: reads the configuration, builds the app and listens. SIGTERM/SIGINT close the
 * server gracefully: no new connections, in-flight requests finish, then the database closes (and
 * the last traces are flushed when OTEL_EXPORTER_OTLP_ENDPOINT is set).
 */
import { loadConfig } from './config';
import { dbOptionsFor, openDb } from './db/client';

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
  const { app } = await buildApp({ config, dbHandle: await dbOpening, ownsDb: true });
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing in-flight requests`);
    const timer = setTimeout(() => process.exit(1), 15_000);
    timer.unref();
    app
      .close()
      .then(() => stopTracing?.().catch((err) => app.log.warn({ err }, 'flushing traces failed')))
      .then(
        () => process.exit(0),
        (err) => {
          app.log.error({ err }, 'error while closing');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `${config.tenant.fullName} portal on ${config.publicUrl} (database: ${config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`})`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

/**
 * OpenTelemetry traces (issue 34 "Observability"), started by server.ts only when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set: without it this module and the SDK are never loaded, so a start
 * costs nothing. The official SDK (`@opentelemetry/sdk-node`) reads the standard variables
 * (OTEL_EXPORTER_OTLP_ENDPOINT, OTEL_EXPORTER_OTLP_PROTOCOL `http/protobuf` (default) or `http/json`,
 * OTEL_EXPORTER_OTLP_HEADERS, OTEL_SERVICE_NAME (default `member-portal`), OTEL_TRACES_SAMPLER...) and
 * exports spans over OTLP/HTTP to `<endpoint>/v1/traces`. Instrumented: incoming and outgoing HTTP
 * (`@opentelemetry/instrumentation-http`), Fastify's routes and hooks (`@fastify/otel`) and
 * PostgreSQL queries (`@opentelemetry/instrumentation-pg`).
 *
 * The server bundle is an ES module that imports fastify and pg later, dynamically: the loader hook
 * of `@opentelemetry/instrumentation` (import-in-the-middle) is registered first, so those imports
 * are patched. Must run before the database or the app module is imported.
 */
import { register } from 'node:module';

/** Starts tracing; answers the function that flushes and stops it (call it at shutdown). */
export async function startTracing(): Promise<() => Promise<void>> {
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const [{ NodeSDK }, { HttpInstrumentation }, { PgInstrumentation }, { FastifyOtelInstrumentation }] =
    await Promise.all([
      import('@opentelemetry/sdk-node'),
      import('@opentelemetry/instrumentation-http'),
      import('@opentelemetry/instrumentation-pg'),
      import('@fastify/otel'),
    ]);
  process.env.OTEL_SERVICE_NAME ||= 'member-portal';
  // Traces only: metrics are Prometheus's (/metrics) and logs go to stdout, unless asked for.
  process.env.OTEL_METRICS_EXPORTER ||= 'none';
  process.env.OTEL_LOGS_EXPORTER ||= 'none';
  const sdk = new NodeSDK({
    instrumentations: [
      new HttpInstrumentation(),
      new FastifyOtelInstrumentation({ registerOnInitialization: true }),
      // Queries inside a traced request or job only, not every scheduler poll.
      new PgInstrumentation({ requireParentSpan: true }),
    ],
  });
  sdk.start();
  return () => sdk.shutdown();
}

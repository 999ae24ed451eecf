/**
 * Prometheus metrics (issue 34 "Observability"): the per-app registry with the request, pool, job and
 * outbox metrics, and the token-guarded GET /metrics. Reads the jobs and mail modules' surfaces.
 */
export { type AppMetrics, createMetrics, OUTBOX_CHANNELS } from './metrics';
export { registerMetricsRoute } from './metrics.routes';

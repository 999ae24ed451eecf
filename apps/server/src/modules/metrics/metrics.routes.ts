/**
 * GET /metrics: the Prometheus text format of the app's registry (metrics.ts). Not public: it answers
 * only a caller sending `Authorization: Bearer <METRICS_TOKEN>` (401 otherwise), and 404 when
 * METRICS_TOKEN is unset (the default), so a site exposes nothing until an operator sets a token.
 * Hidden from the OpenAPI document (an operator endpoint, documented in docs/operations.md).
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors';
import type { AppMetrics } from './metrics';

/** Whether `header` is exactly `Bearer <token>`, compared in constant time. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/i.exec(header ?? '')?.[1] ?? '');
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/** Registers GET /metrics on `app` (see the module docstring). */
export function registerMetricsRoute(app: FastifyInstance, metrics: AppMetrics, token: string | null): void {
  app.get('/metrics', { config: { public: true }, schema: { hide: true } }, async (request, reply) => {
    if (!token) throw new AppError('NOT_FOUND', 'Not found');
    if (!bearerMatches(request.headers.authorization, token)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw new AppError('UNAUTHORIZED', 'A metrics token is required');
    }
    await metrics.readShared();
    const body = await metrics.registry.metrics();
    return reply.type(metrics.registry.contentType).header('cache-control', 'no-store').send(body);
  });
}

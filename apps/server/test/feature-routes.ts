/**
 * Test-only routes, each belonging to one tenant feature, registered through createTestApp's
 * beforeReady hook to check the feature guard (issue #2 §2: a feature that is off answers 404).
 */
import type { FastifyInstance } from 'fastify';

export const FEATURE_OFF = { code: 'NOT_FOUND', message: 'This feature is not available.' };

export function featureRoutes(app: FastifyInstance): void {
  app.get('/api/test/cpd', { config: { feature: 'cpd', public: true } }, async () => ({ ok: true }));
  app.get('/api/test/cpd-private', { config: { feature: 'cpd' } }, async () => ({ ok: true }));
  app.get('/api/test/communities', { config: { feature: 'communities', public: true } }, async () => ({ ok: true }));
  app.get('/api/test/splash', { config: { feature: 'login_splash_screen', public: true } }, async () => ({ ok: true }));
}

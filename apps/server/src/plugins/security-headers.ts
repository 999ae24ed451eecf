/**
 * Security headers on every response (issue #2 §2: helmet, a CSP allowing only the app's own
 * origin). The header set comes from the `helmet` library, computed once at start: its
 * configuration is static, and @fastify/helmet rebuilt the whole helmet middleware (parsing the CSP
 * directives again) on every request, a measurable share of a request's CPU under load.
 */
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The headers `helmet(options)` sets on a response, as a name → value map. */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name];
    },
  };
  let failure: unknown = null;
  helmet(options)({} as never, res as never, (err?: unknown) => {
    failure = err ?? null;
  });
  if (failure) throw failure;
  return headers;
}

/** Sets the headers of `options` on every response (a route may still override one). */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = helmetHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

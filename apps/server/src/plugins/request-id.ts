/**
 * Request ids (issue 34 "Observability"): every request gets an id that Fastify's pino logger writes
 * as `reqId` on each of the request's log lines (errors included: the error handler logs through
 * `request.log`). An incoming `X-Request-Id` (from a load balancer or a caller) is kept when it is a
 * sane token: 1 to 128 characters of letters, digits and `._:-` (no spaces, no control characters,
 * so it can neither forge log fields nor grow without bound); otherwise a random UUID is drawn. The
 * id is echoed in the answer's `X-Request-Id`.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Fastify's `genReqId`: the caller's X-Request-Id when sane, else a new UUID. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}

/** Echoes the request's id in the answer's X-Request-Id header. */
export function registerRequestIdEcho(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
}

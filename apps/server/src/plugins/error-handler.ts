/**
 * The one error handler (spec 01 §7-§8, STYLE rule 5). Every error answers
 * `{ code, message, error_description?, errors? }`:
 * - zod validation → 400 VALIDATION_ERROR, message = the first issue's message (the spec's text),
 *   errors = every field and its message;
 * - AppError → its status and code;
 * - Fastify errors with a 4xx status (bad JSON, body too large, 429 from the global limiter) → the code of
 *   the closed set for that status (other 4xx: 400 BAD_REQUEST);
 * - a lost database connection (db/connection-errors.ts) → 503 SERVICE_UNAVAILABLE with Retry-After
 *   and MESSAGES.serviceBusy (issue 28 finding 3);
 * - PostgreSQL 22003/22P02 (value out of range) → 400 VALIDATION_ERROR, 23505 (a unique-key race) → 409
 *   CONFLICT (lib/pg-errors.ts, issue 28 finding 8);
 * - anything else → 500 with message "An error occurred" and an error_description; details are logged,
 *   never sent.
 */
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_CODES, type ErrorCode, MESSAGES } from '@portal/shared';
import { CONNECTION_LOST_RETRY_AFTER_S, isConnectionLost } from '../db/connection-errors';
import { AppError } from '../lib/errors';
import { pgErrorAnswer } from '../lib/pg-errors';

/** The code of a Fastify 4xx (bad JSON, body too large, wrong media type...); other 4xx answer 400 BAD_REQUEST. */
function codeOfStatus(status: number): ErrorCode {
  const byStatus: Partial<Record<number, ErrorCode>> = {
    401: 'UNAUTHORIZED',
    403: 'FORBIDDEN',
    404: 'NOT_FOUND',
    409: 'CONFLICT',
    413: 'PAYLOAD_TOO_LARGE',
    415: 'UNSUPPORTED_MEDIA_TYPE',
    429: 'RATE_LIMITED',
  };
  return byStatus[status] ?? 'BAD_REQUEST';
}

function fieldName(path: string): string {
  return path.replace(/^\//, '').replace(/\//g, '.') || 'body';
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, error.message);
      return reply.status(error.status).send({
        code: error.code,
        message: error.message,
        ...(error.description ? { error_description: error.description } : {}),
        ...(error.errors ? { errors: error.errors } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((v) => ({
        field: fieldName(v.instancePath),
        message: v.message ?? 'Invalid value',
      }));
      return reply
        .status(400)
        .send({ code: 'VALIDATION_ERROR', message: errors[0]?.message ?? 'Invalid request', errors });
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ code: 'RATE_LIMITED', message: MESSAGES.tooManyAttempts });
    }
    if (status >= 400 && status < 500) {
      const code = codeOfStatus(status);
      return reply.status(ERROR_CODES[code]).send({ code, message: error.message });
    }
    if (isConnectionLost(error)) {
      request.log.warn({ err: error }, 'database connection lost during the request');
      return reply
        .status(503)
        .header('retry-after', String(CONNECTION_LOST_RETRY_AFTER_S))
        .send({ code: 'SERVICE_UNAVAILABLE', message: MESSAGES.serviceBusy });
    }
    const pgAnswer = pgErrorAnswer(error);
    if (pgAnswer) {
      request.log.warn({ err: error }, 'database refused the request');
      return reply.status(ERROR_CODES[pgAnswer.code]).send(pgAnswer);
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({
      code: 'INTERNAL',
      message: MESSAGES.defaultError,
      error_description: `The server could not complete the request (reference ${request.id}).`,
    });
  });
}

/**
 * The one not-found handler (Fastify allows one per prefix): a GET for a page answers the web app's
 * index when one is served; anything else answers 404 `{ code: 'NOT_FOUND', message }`.
 */
export function registerNotFoundHandler(
  app: FastifyInstance,
  serveIndex: ((reply: FastifyReply) => FastifyReply) | null,
): void {
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0];
    // Client routes get the app; a missing file (a stale /assets/x.js, /favicon.png) gets a real 404.
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      !pathname.startsWith('/dev/') &&
      !/\.[a-z0-9]+$/i.test(pathname);
    if (serveIndex && isPage) return serveIndex(reply);
    return reply
      .status(404)
      .send({ code: 'NOT_FOUND', message: `Route ${request.method} ${request.url.split('?')[0]} not found` });
  });
}

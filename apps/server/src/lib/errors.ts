/**
 * The one error type of the server (STYLE rule 5). Services throw `AppError(code, message)` with a code
 * of the closed set `ERROR_CODES` (packages/shared/src/errors.ts); the code fixes the HTTP status and
 * the error handler (plugins/error-handler.ts) writes the body `{ code, message, error_description?, errors? }`.
 */
import { ERROR_CODES, ErrorBodySchema, type ErrorCode, type ErrorStatus } from '@portal/shared';

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: ErrorStatus;
  readonly errors?: { field: string; message: string }[];
  readonly description?: string;

  /**
   * @param code one of ERROR_CODES; its status is the answer's HTTP status
   * @param message the text a person reads (the spec's wording where it gives one)
   * @param options.errors field errors (400 answers), options.description a longer explanation
   */
  constructor(
    code: ErrorCode,
    message: string,
    options: { errors?: { field: string; message: string }[]; description?: string } = {},
  ) {
    super(message);
    this.code = code;
    this.status = ERROR_CODES[code];
    this.errors = options.errors;
    this.description = options.description;
  }
}

export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message);
export const forbidden = (message = 'You do not have permission to do this.') => new AppError('FORBIDDEN', message);
export const unauthorized = (message = 'Your session has ended. Please sign in again.') =>
  new AppError('UNAUTHORIZED', message);

/**
 * The error answers a route documents in its OpenAPI schema: each given status answers the one error
 * body `{ code, message, error_description?, errors? }` (spec 01 §8).
 * `schema: { response: { 200: X, ...errorResponses(400, 401, 404) } }`
 */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]): Record<S, typeof ErrorBodySchema> {
  return Object.fromEntries(statuses.map((status) => [status, ErrorBodySchema])) as Record<S, typeof ErrorBodySchema>;
}

/**
 * API errors and the server error helper (spec 01 §8). Every server error body is
 * `{code, message, error_description?, errors?: [{field, message}]}`.
 */
import { type ErrorBody, type ErrorCode, isErrorCode, MESSAGES } from '@portal/shared';

/**
 * The code of a failed call: one of the server's closed set (`ERROR_CODE` in packages/shared), or, when no
 * error body came, NETWORK_ERROR (status 0) or HTTP_<status>.
 */
export type ApiErrorCode = ErrorCode | 'NETWORK_ERROR' | `HTTP_${number}`;

/** One failed API call: HTTP status (0 for a network failure), the server's code and message. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly description?: string;
  readonly errors?: ErrorBody['errors'];

  constructor(status: number, body: Partial<ErrorBody>) {
    super(body.message || (status === 0 ? MESSAGES.unknownError : MESSAGES.serverError));
    this.name = 'ApiError';
    this.status = status;
    this.code = isErrorCode(body.code) ? body.code : status === 0 ? 'NETWORK_ERROR' : `HTTP_${status}`;
    this.description = body.error_description;
    this.errors = body.errors;
  }
}

/** True for an ApiError with the given status. */
export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/**
 * The text to show for any failure (spec 01 §8 server error helper): the response message or
 * "Server error" for HTTP errors, the error's message for others, else "An unknown error occured".
 */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message || MESSAGES.serverError;
  if (error instanceof Error && error.message) return error.message;
  return MESSAGES.unknownError;
}

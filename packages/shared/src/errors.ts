/**
 * The closed set of error codes the server answers with, each with its one HTTP status, and the error
 * body every API error answers with (spec 01 §7-§8). The server's `AppError` takes only these codes and
 * the error handler maps each to its status; the client compares `ApiError.code` against `ERROR_CODE`.
 */
import { z } from 'zod';

/** Every error code and its HTTP status. Adding a code here is the only way to answer a new one. */
export const ERROR_CODES = {
  // 400: the request cannot be done as sent
  VALIDATION_ERROR: 400,
  BAD_REQUEST: 400,
  BAD_SIGNATURE: 400,
  /** Spec 02 §8: a community that does not exist or is not visible answers 400, not 404. */
  COMMUNITY_NOT_FOUND: 400,
  OWN_CONTENT: 400,
  ADMIN_NO_JOIN: 400,
  AUTO_JOIN: 400,
  // 401: who the caller is
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  WRONG_CODE: 401,
  CODE_EXPIRED: 401,
  TFA_REQUIRED: 401,
  // 402: the test gateway declined the card
  CARD_DECLINED: 402,
  INSUFFICIENT_FUNDS: 402,
  EXPIRED_CARD: 402,
  INCORRECT_CVC: 402,
  PROCESSING_ERROR: 402,
  // 403: what the caller may do
  FORBIDDEN: 403,
  COMMUNITY_PRIVATE: 403,
  COMMUNITY_ARCHIVED: 403,
  NOT_A_MEMBER: 403,
  POST_CLOSED: 403,
  BLOCKED: 403,
  // 404
  NOT_FOUND: 404,
  // 409: the state does not allow it now
  CONFLICT: 409,
  ALREADY_CANCELLED: 409,
  ALREADY_REGISTERED: 409,
  CANNOT_CANCEL: 409,
  CANNOT_NOMINATE: 409,
  CART_CLOSED: 409,
  CHECKOUT_REQUIRED: 409,
  HOLD_EXPIRED: 409,
  REGISTRATION_CLOSED: 409,
  SESSION_CANCELLED: 409,
  SESSION_EXPIRED: 409,
  SESSION_PAID: 409,
  SOLD_OUT: 409,
  // transport
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  /** The database does not answer (health check). */
  SERVICE_UNAVAILABLE: 503,
  /** The payment provider could not start a checkout. */
  CHECKOUT_FAILED: 502,
} as const;
export type ErrorCode = keyof typeof ERROR_CODES;
export type ErrorStatus = (typeof ERROR_CODES)[ErrorCode];

/** The codes by name, for comparisons: `error.code === ERROR_CODE.WRONG_CODE`. */
export const ERROR_CODE = Object.freeze(
  Object.fromEntries(Object.keys(ERROR_CODES).map((code) => [code, code])) as { [K in ErrorCode]: K },
);

/** True when `code` is one of the closed set. */
export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && Object.hasOwn(ERROR_CODES, code);
}

/** Body of every error answer: `message` for people, `code` for programs (spec 01 §8). */
export const ErrorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  error_description: z.string().optional(),
  /** Field errors for 400 answers: the field path and its message. */
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/**
 * Error codes and the error body every API error answers with (spec 01 §7-§8).
 * The server maps codes to HTTP statuses in one place; the client branches on `code`.
 */
import { z } from 'zod';

export const ERROR_CODES = {
  VALIDATION_ERROR: 400,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
} as const;
export type ErrorCode = keyof typeof ERROR_CODES;

/** Body of every error answer: `message` for people, `code` for programs (spec 01 §8). */
export const ErrorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  error_description: z.string().optional(),
  /** Field errors for 400 answers: the field path and its message. */
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

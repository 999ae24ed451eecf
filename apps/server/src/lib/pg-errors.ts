/**
 * The safety net for database errors a request caused (issue 28 finding 8): a value the schema let
 * through but PostgreSQL refuses, or a unique-key race two requests ran, answers 4xx instead of 500.
 * - 22003 numeric value out of range, 22P02 invalid text representation → 400 VALIDATION_ERROR;
 * - 23505 unique violation (two requests created the same row at once) → 409 CONFLICT.
 * The contract's own checks (idSchema in packages/shared) answer first; this catches what they miss.
 */
import { type ErrorCode, MESSAGES } from '@portal/shared';

/** The answer for a PostgreSQL error a request caused: code (of the closed set) and message. */
export interface PgErrorAnswer {
  code: ErrorCode;
  message: string;
}

const BY_SQLSTATE: Record<string, PgErrorAnswer> = {
  '22003': { code: 'VALIDATION_ERROR', message: MESSAGES.valueOutOfRange },
  '22P02': { code: 'VALIDATION_ERROR', message: MESSAGES.valueOutOfRange },
  '23505': { code: 'CONFLICT', message: MESSAGES.alreadyExists },
};

/**
 * The 4xx answer for `err` when it is (or wraps, as Drizzle's DrizzleQueryError does in `cause`) a
 * PostgreSQL error of a request's making; null for anything else (then it stays a 500).
 * @param err anything thrown
 */
export function pgErrorAnswer(err: unknown): PgErrorAnswer | null {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && Object.hasOwn(BY_SQLSTATE, code)) return BY_SQLSTATE[code];
    current = cause;
  }
  return null;
}

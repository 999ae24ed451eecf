/**
 * A policy's refusal and how a service throws it. Policies are pure functions of the actor and the
 * loaded facts answering a `Denial` or null; the service that loaded the facts calls `enforce`.
 */
import type { ErrorCode } from '@portal/shared';
import { AppError } from '../lib/errors';

/** A refusal: error code (of the closed set; it fixes the HTTP status) and the text shown. */
export interface Denial {
  code: ErrorCode;
  message: string;
}

/** A denial of `code` with `message`. */
export const deny = (code: ErrorCode, message: string): Denial => ({ code, message });

/**
 * Throws the policy's refusal as the one error type; does nothing for null.
 * @throws AppError(denial.code, denial.message)
 */
export function enforce(denial: Denial | null): void {
  if (denial) throw new AppError(denial.code, denial.message);
}

/**
 * Throws the policy's refusal of a loaded entity, else answers the entity. The policy denies a
 * missing entity itself (404 before 403); a missing one it let pass still answers 404.
 * @throws AppError(denial.code, denial.message), or NOT_FOUND when `entity` is missing
 */
export function permitted<T>(entity: T | null | undefined, denial: Denial | null): T {
  enforce(denial);
  if (entity == null) throw new AppError('NOT_FOUND', 'Not found');
  return entity;
}

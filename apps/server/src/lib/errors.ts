/**
 * The one error type of the server (STYLE rule 5). Services throw `AppError(code, message)`;
 * the error handler maps the code to its HTTP status (ERROR_CODES in packages/shared).
 */
import { ERROR_CODES, type ErrorCode } from '@portal/shared';

export class AppError extends Error {
  readonly code: ErrorCode | string;
  readonly status: number;
  readonly errors?: { field: string; message: string }[];
  readonly description?: string;

  /**
   * @param code one of ERROR_CODES, or a more specific code with an explicit status
   * @param message the text a person reads (the spec's wording where it gives one)
   */
  constructor(
    code: ErrorCode | string,
    message: string,
    options: { status?: number; errors?: { field: string; message: string }[]; description?: string } = {},
  ) {
    super(message);
    this.code = code;
    this.status = options.status ?? (ERROR_CODES as Record<string, number>)[code] ?? 500;
    this.errors = options.errors;
    this.description = options.description;
  }
}

export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message);
export const forbidden = (message = 'You do not have permission to do this.') => new AppError('FORBIDDEN', message);
export const unauthorized = (message = 'Your session has ended. Please sign in again.') =>
  new AppError('UNAUTHORIZED', message);

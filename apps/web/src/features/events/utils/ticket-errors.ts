/**
 * Failure texts of the ticket actions (spec 03 §8): cancel shows the server message when one is
 * given, else 'Failed to cancel ticket. Try again'; the others show the spec's sentence with the
 * server's reason below it.
 */
import { ApiError } from '../../../lib/errors';

/** The server's own message, or null when the failure carried none (network, bare status). */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 0 || error.code === `HTTP_${error.status}`) return null;
  return error.message || null;
}

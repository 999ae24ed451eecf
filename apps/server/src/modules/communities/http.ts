/**
 * What every community route shares (spec 02 §7): the /api/v1 prefix, the communities feature
 * guard (off → 404, plugins/auth.ts) and the error answers they document (lib/errors.ts errorResponses).
 */
import { errorResponses } from '../../lib/errors';

/** The prefix of every community call. */
export const v1 = '/api/v1';
/** Route config: the route belongs to the communities feature. */
export const config = { feature: 'communities' } as const;
/** `consumes` of the multipart calls (their bodies are read by the routes, files/multipart.ts). */
export const multipart = ['multipart/form-data'];
/** The error answers of community calls (ErrorBody; the status comes from the error code). */
export const errors = errorResponses(400, 401, 403, 404, 409, 413, 415);

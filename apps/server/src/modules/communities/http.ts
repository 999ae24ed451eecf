/**
 * What every community route shares (spec 02 §7): the /api/v1 prefix, the communities feature
 * guard (off → 404, plugins/auth.ts) and the error answers (ErrorBody, status by error code).
 */
import { ErrorBodySchema } from '@portal/shared';

export const v1 = '/api/v1';
/** Route config: the route belongs to the communities feature. */
export const config = { feature: 'communities' } as const;
export const multipart = ['multipart/form-data'];
export const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
  413: ErrorBodySchema,
  415: ErrorBodySchema,
};

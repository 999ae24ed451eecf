/**
 * The typed client of the portal's API (issue 31): openapi-fetch over the types openapi-typescript
 * generates from the API document (`npm run build -w clients` writes clients/openapi.json from the
 * server's routes and clients/src/schema.d.ts from it; neither is committed, CI generates them in
 * `npm run typecheck`).
 *
 *   const api = createPortalClient('https://portal.example.org');
 *   const { data } = await api.POST('/api/v1/auth/sign-in', { body: { email, password } });
 *   const signedIn = createPortalClient('https://portal.example.org', data.accessToken);
 *   const events = await signedIn.POST('/api/event/list', { body: {} });
 *
 * Every call answers `{ data, error, response }`: `error` is the shared error body
 * (`{ code, message, errors? }`) on a 4xx/5xx answer.
 */
import createClient, { type Client } from 'openapi-fetch';
import type { components, paths } from './schema';

export type { components, paths };
export type PortalClient = Client<paths>;
/** The error body every failed call answers (packages/shared/src/errors.ts). */
export type ErrorBody = components['schemas']['ErrorBody'];

/**
 * A client for the portal at `baseUrl` (its origin, e.g. http://127.0.0.1:3000). `token` is a
 * session's access token (from sign-in) or an Admin-issued API key; both travel as
 * `Authorization: Bearer <token>`.
 */
export function createPortalClient(baseUrl: string, token?: string, fetchImpl?: typeof fetch): PortalClient {
  return createClient<paths>({
    baseUrl,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  });
}

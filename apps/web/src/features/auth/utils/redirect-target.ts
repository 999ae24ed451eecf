/**
 * Where to go after signing in (spec 01 §2: "honouring redirectTo or the previous location").
 */
import { safeRedirectPath } from '../../../lib/redirect';

/** The redirectTo query, else the location the user came from (router state `from`), else "/". */
export function postSignInTarget(search: URLSearchParams, state: unknown): string {
  const fromQuery = safeRedirectPath(search.get('redirectTo'));
  if (fromQuery) return fromQuery;
  const from = state && typeof state === 'object' ? (state as { from?: unknown }).from : undefined;
  return (typeof from === 'string' && safeRedirectPath(from)) || '/';
}

/** Keeps the redirectTo query when moving between account screens. */
export function withRedirectTo(path: string, search: URLSearchParams): string {
  const target = safeRedirectPath(search.get('redirectTo'));
  return target ? `${path}?redirectTo=${encodeURIComponent(target)}` : path;
}

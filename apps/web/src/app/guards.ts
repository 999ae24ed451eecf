/**
 * Routing guard helpers (spec 01 §2 Routing guard and splash).
 */

/** True for /account and everything under it (the anonymous account routes). */
export function isAccountPath(pathname: string): boolean {
  return pathname === '/account' || pathname.startsWith('/account/');
}

/** The accessibility statement (issue 13): public, with or without a session. */
export const ACCESSIBILITY_PATH = '/accessibility';

/** The public 'Find an OT' search (issue 16): with or without a session. */
export const FIND_AN_OT_PUBLIC_PATH = '/find-an-ot';

/** True for the paths anyone may open without a session: the account routes, the statement and Find an OT. */
export function isPublicPath(pathname: string): boolean {
  return isAccountPath(pathname) || pathname === ACCESSIBILITY_PATH || pathname === FIND_AN_OT_PUBLIC_PATH;
}

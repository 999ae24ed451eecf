/**
 * Routing guard helpers (spec 01 §2 Routing guard and splash).
 */

/** True for /account and everything under it (the anonymous account routes). */
export function isAccountPath(pathname: string): boolean {
  return pathname === '/account' || pathname.startsWith('/account/');
}

/** The accessibility statement (issue 13): public, with or without a session. */
export const ACCESSIBILITY_PATH = '/accessibility';

/** True for the paths anyone may open without a session: the account routes and the statement. */
export function isPublicPath(pathname: string): boolean {
  return isAccountPath(pathname) || pathname === ACCESSIBILITY_PATH;
}

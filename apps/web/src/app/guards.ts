/**
 * Routing guard helpers (spec 01 §2 Routing guard and splash).
 */

/** True for /account and everything under it (the anonymous routes). */
export function isAccountPath(pathname: string): boolean {
  return pathname === '/account' || pathname.startsWith('/account/');
}

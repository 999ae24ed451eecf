/**
 * Safe in-app redirect targets (spec 01 §2 Routing guard: redirectTo). Only same-origin paths are
 * followed, so a crafted link cannot send a signed-in user to another site.
 */

/** Returns the path when it is a same-origin absolute path ("/x?y"), otherwise null. */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (value.startsWith('/account/sign-in')) return null;
  return value;
}

/** Builds the sign-in URL that brings the user back to `path` afterwards (spec 01 §2). */
export function signInUrl(path?: string | null): string {
  const target = safeRedirectPath(path);
  if (!target || target === '/' || target.startsWith('/account/reset-password')) return '/account/sign-in';
  return `/account/sign-in?redirectTo=${encodeURIComponent(target)}`;
}

/**
 * Text into HTML: the one escaper for the server's hand-built HTML (mail bodies, the unsubscribe
 * page, the CPD print view, the developer mail page). Escapes `& < > " '`, so the result is safe in
 * element content and in quoted attribute values.
 */
export const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

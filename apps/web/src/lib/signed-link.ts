/**
 * Opening a file of the API where the browser cannot send the session header (a new tab for a PDF
 * to read or print): the session never goes into a URL (issue 28 finding 5); the page asks POST
 * /api/v1/files/signed-links for a 5-minute link to that one file and opens it.
 */
import type { SignedLink } from '@portal/shared';
import { apiA } from './api';

/**
 * A signed link to `url` (a file path of the API, e.g. `/api/cpd/period/3/download?inline=true`):
 * the path is signed; the query of `url` (presentation only: inline, download) is kept on the link.
 * @throws ApiError as apiA does (404 for a path that is not a file route, 401 without a session)
 */
export async function signedLinkFor(url: string, options: { download?: boolean } = {}): Promise<string> {
  const at = url.indexOf('?');
  const path = at >= 0 ? url.slice(0, at) : url;
  const query = at >= 0 ? url.slice(at + 1) : '';
  const link = await apiA.post<SignedLink>('/api/v1/files/signed-links', { path, download: options.download });
  return query ? `${link.url}&${query}` : link.url;
}

/**
 * Opens a file of the API in a new tab through a signed link. The tab opens at once (inside the
 * click, so popup blockers let it through) and goes to the link when it arrives; without a tab the
 * current page goes there. On failure the empty tab closes and the error is thrown on.
 */
export async function openInNewTab(url: string, options: { download?: boolean } = {}): Promise<void> {
  const win = window.open('', '_blank');
  try {
    const href = await signedLinkFor(url, options);
    if (win) {
      win.opener = null;
      win.location.href = href;
    } else window.location.assign(href);
  } catch (e) {
    win?.close();
    throw e;
  }
}

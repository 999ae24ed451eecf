/**
 * Boot-time prefetch of the first screen (issue 2 §7: the sign-in page paints within 2.5 s on a
 * slow phone). main.tsx imports this module first, so it runs as soon as the entry file has
 * arrived, before React and antd evaluate and render (most of a slow phone's boot time). A visit
 * that will show an account screen (an /account path, or any path without a session, which the
 * guard sends to sign-in) starts downloading, in parallel with that work:
 * - the account frame's background image (the largest thing the screen paints), and
 * - the screen's code (the same loader the route uses, so it is fetched once).
 * A signed-in visit starts downloading the signed-in route table (its own chunk, issue 33), which
 * the router needs before it can match anything.
 */
import { accountPageLoader } from './routes/account-pages';
import { signedInRoutesLoader } from './routes/signed-in-loader';
import { isPublicPath } from './guards';
import { getCurrentTenant } from '../lib/runtime-config';
import { hasSession } from '../lib/session';

function preloadImage(href: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}

try {
  const { pathname } = window.location;
  const accountPath = isPublicPath(pathname) ? pathname : hasSession() ? null : '/account/sign-in';
  if (accountPath) {
    preloadImage(getCurrentTenant().loginBackground);
    accountPageLoader(accountPath)?.().catch(() => undefined);
  }
  if (hasSession()) signedInRoutesLoader().catch(() => undefined);
} catch {
  // A bad runtime config is reported by main.tsx; the prefetch is only a head start.
}

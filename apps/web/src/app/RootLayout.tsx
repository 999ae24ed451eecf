/**
 * The root route element (spec 01 §2 Shell and navigation, Routing guard): without a stored token
 * every route but the account routes and the accessibility statement goes to /account/sign-in?redirectTo={path and query} (plain sign-in from
 * reset-password); scrolls to top on every route change; records locations for "back to the prior
 * location"; sends the user to sign-in when the server ends the session.
 */
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { recordLocation, resetLocations } from '../lib/navigation-history';
import { signInUrl } from '../lib/redirect';
import { hasSession, onSessionEnded } from '../lib/session';
import { isPublicPath } from './guards';

/** Root layout: the session guard and cross-route behaviours above. */
export function RootLayout() {
  const location = useLocation();
  const navigate = useNavigate();
  const here = location.pathname + location.search;
  const isAllowed = isPublicPath(location.pathname) || hasSession();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the pathname change is the trigger.
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [location.pathname]);

  useEffect(() => {
    if (isAllowed) recordLocation(here);
  }, [here, isAllowed]);

  useEffect(
    () =>
      onSessionEnded(() => {
        resetLocations();
        const current = window.location.pathname + window.location.search;
        navigate(signInUrl(current), { replace: true, state: { sessionEnded: true } });
      }),
    [navigate],
  );

  if (!isAllowed) return <Navigate to={signInUrl(here)} replace />;
  return <Outlet />;
}

/**
 * The route table (spec 01 §2 Screens and routes). Account routes, /accessibility and /find-an-ot are anonymous; everything else
 * needs a session (RootLayout) and, except splash and onboarding, renders inside the shell.
 * Pages load lazily; the declarative router keeps the sign-in page's first load small.
 *
 * Without a session only the account routes are matched (any other path is sent to sign-in by
 * RootLayout): the router ranks and matches the whole table on every navigation, which on a slow
 * phone would delay the sign-in page's first paint. The signed-in table (app/signed-in-routes.tsx,
 * with the route builders of every area) is a chunk of its own, loaded once a session exists
 * (issue 33: the sign-in page's JavaScript stays small).
 */
import type { RuntimeConfig } from '@portal/shared';
import { lazy, Suspense, useMemo } from 'react';
import { type RouteObject, useLocation, useRoutes } from 'react-router';
import { Splash } from '../components/Splash';
import { hasSession } from '../lib/session';
import { RootLayout } from './RootLayout';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { buildAccessibilityRoute, buildAccountRoutes } from './routes/account-routes';
import { buildFindAnOtRoute } from './routes/find-an-ot-route';
import { signedInRoutesLoader } from './routes/signed-in-loader';

const SignedInRoutes = lazy(signedInRoutesLoader);

/** The routes matched without a session: the account routes and the statement; RootLayout redirects the rest. */
export function buildSignedOutRoutes(): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      children: [buildAccountRoutes(), buildAccessibilityRoute(), buildFindAnOtRoute(), { path: '*', element: null }],
    },
  ];
}

/** The signed-out table, rendered with useRoutes. */
function SignedOutRoutes() {
  const routes = useMemo(() => buildSignedOutRoutes(), []);
  return useRoutes(routes);
}

/**
 * Renders the matched route, with a splash while a layout's code loads (the signed-in table, the
 * shell, onboarding, splash); the account frame and the shell show their own skeletons while a
 * page's code loads.
 */
export function AppRoutes({ config }: { config: RuntimeConfig }) {
  // Sign-in and sign-out both navigate, so the session is read again on every location change.
  useLocation();
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<Splash />}>
        {hasSession() ? <SignedInRoutes config={config} /> : <SignedOutRoutes />}
      </Suspense>
    </RouteErrorBoundary>
  );
}

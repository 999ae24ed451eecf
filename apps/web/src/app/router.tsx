/**
 * The route table (spec 01 §2 Screens and routes). Account routes, /accessibility and /find-an-ot are anonymous; everything else
 * needs a session (RootLayout) and, except splash and onboarding, renders inside the shell.
 * Pages load lazily; the declarative router keeps the sign-in page's first load small.
 *
 * Without a session only the account routes are matched (any other path is sent to sign-in by
 * RootLayout): the router ranks and matches the whole table on every navigation, which on a slow
 * phone would delay the sign-in page's first paint. Signed-in routes get the tenant's antd theme
 * from one ThemeProvider around them.
 */
import type { RuntimeConfig } from '@portal/shared';
import { lazy, type ReactNode, Suspense, useMemo, useRef } from 'react';
import { Navigate, Outlet, type RouteObject, useLocation, useRoutes } from 'react-router';
import { Splash } from '../components/Splash';
import { hasSession } from '../lib/session';
import { QueryProvider } from './QueryProvider';
import { RootLayout } from './RootLayout';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { buildAccessibilityRoute, buildAccountRoutes } from './routes/account-routes';
import { lazyPage } from './routes/lazy-page';
import { buildFindAnOtRoute } from './routes/preferences-routes';
import { buildMainRoutes, memberPagesRoutes } from './routes/main-routes';
import { ThemeProvider } from './ThemeProvider';

const AppShell = lazy(() => import('./shell/AppShell'));

const OnboardingLayoutPage = lazy(() => import('../pages/onboarding/OnboardingLayoutPage'));

/** The signed-in routes' layout: the tenant's antd theme around them. */
function ThemedOutlet() {
  return (
    <ThemeProvider>
      <Outlet />
    </ThemeProvider>
  );
}

/** The routes matched without a session: the account routes and the statement; RootLayout redirects the rest. */
export function buildSignedOutRoutes(): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      children: [buildAccountRoutes(), buildAccessibilityRoute(), buildFindAnOtRoute(), { path: '*', element: null }],
    },
  ];
}

/** All routes for the configured communities route family. */
export function buildRoutes(config: RuntimeConfig): RouteObject[] {
  const splash = () => lazyPage(() => import('../pages/SplashPage'), 'Welcome');
  return [
    {
      element: <RootLayout />,
      children: [
        buildAccountRoutes(),
        buildAccessibilityRoute(),
        buildFindAnOtRoute(),
        { element: <ThemedOutlet />, children: sessionRoutes(config, splash) },
      ],
    },
  ];
}

/** Splash, onboarding, member pages and the shell: the routes that need a session. */
function sessionRoutes(config: RuntimeConfig, splash: () => ReactNode): RouteObject[] {
  return [
    { path: 'splash', element: splash() },
    { path: 'splash-fdrs', element: splash() },
    { path: 'first-time-login/home', element: splash() },
    { path: 'first-time-login/home-fdrs', element: splash() },
    {
      path: 'first-time-login',
      element: (
        <QueryProvider>
          <OnboardingLayoutPage />
        </QueryProvider>
      ),
      children: [
        { index: true, element: <Navigate to="/first-time-login/user-details" replace /> },
        { path: ':step', element: lazyPage(() => import('../pages/onboarding/OnboardingStepPage'), 'Welcome') },
      ],
    },
    ...memberPagesRoutes(),
    { element: <AppShell />, children: buildMainRoutes(config.communitiesRoute) },
  ];
}

/**
 * Renders the matched route, with a splash while a layout's code loads (the shell, onboarding,
 * splash); the account frame and the shell show their own skeletons while a page's code loads.
 */
export function AppRoutes({ config }: { config: RuntimeConfig }) {
  // Sign-in and sign-out both navigate, so the session is read again on every location change.
  useLocation();
  const signedOutRoutes = useMemo(() => buildSignedOutRoutes(), []);
  // The full table is built on first need and kept, so its lazy pages load once per page load.
  const fullRoutes = useRef<RouteObject[] | null>(null);
  const signedIn = hasSession();
  if (signedIn && !fullRoutes.current) fullRoutes.current = buildRoutes(config);
  const element = useRoutes(signedIn && fullRoutes.current ? fullRoutes.current : signedOutRoutes);
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<Splash />}>{element}</Suspense>
    </RouteErrorBoundary>
  );
}

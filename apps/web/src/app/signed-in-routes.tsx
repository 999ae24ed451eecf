/**
 * The signed-in route table (spec 01 §2 Screens and routes): splash, onboarding, member pages and
 * the shell with every main and admin route, plus the anonymous routes so they still open with a
 * session. Its own chunk (issue 33): the sign-in page's first load carries only the signed-out
 * table (app/router.tsx), and this module (with the route builders of every area) loads once a
 * session exists. app/first-screen.ts starts its download at boot for a signed-in visit.
 */
import type { RuntimeConfig } from '@portal/shared';
import { lazy, type ReactNode } from 'react';
import { Navigate, Outlet, type RouteObject, useRoutes } from 'react-router';
import { QueryProvider } from './QueryProvider';
import { RootLayout } from './RootLayout';
import { buildAccessibilityRoute, buildAccountRoutes } from './routes/account-routes';
import { lazyPage } from './routes/lazy-page';
import { buildMainRoutes, memberPagesRoutes } from './routes/main-routes';
import { buildFindAnOtRoute } from './routes/find-an-ot-route';
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

// The full table is built on first need and kept, so its lazy pages load once per page load.
let fullRoutes: RouteObject[] | null = null;

/** Renders the matched signed-in route (the router's Suspense shows the splash while code loads). */
export default function SignedInRoutes({ config }: { config: RuntimeConfig }) {
  fullRoutes ??= buildRoutes(config);
  return useRoutes(fullRoutes);
}

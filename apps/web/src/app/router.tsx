/**
 * The route table (spec 01 §2 Screens and routes). Account routes are anonymous; everything else
 * needs a session (RootLayout) and, except splash and onboarding, renders inside the shell.
 * Pages load lazily; the declarative router keeps the sign-in page's first load small.
 */
import type { RuntimeConfig } from '@portal/shared';
import { lazy, Suspense, useMemo } from 'react';
import { Navigate, type RouteObject, useRoutes } from 'react-router';
import { Splash } from '../components/Splash';
import { RootLayout } from './RootLayout';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { buildAccountRoutes } from './routes/account-routes';
import { lazyPage } from './routes/lazy-page';
import { buildMainRoutes, memberPagesRoutes } from './routes/main-routes';

const AppShell = lazy(() => import('./shell/AppShell'));
const OnboardingLayoutPage = lazy(() => import('../pages/onboarding/OnboardingLayoutPage'));

/** All routes for the configured communities route family. */
export function buildRoutes(config: RuntimeConfig): RouteObject[] {
  const splash = () => lazyPage(() => import('../pages/SplashPage'), 'Welcome');
  return [
    {
      element: <RootLayout />,
      children: [
        buildAccountRoutes(),
        { path: 'splash', element: splash() },
        { path: 'splash-fdrs', element: splash() },
        { path: 'first-time-login/home', element: splash() },
        { path: 'first-time-login/home-fdrs', element: splash() },
        {
          path: 'first-time-login',
          element: <OnboardingLayoutPage />,
          children: [
            { index: true, element: <Navigate to="/first-time-login/user-details" replace /> },
            { path: ':step', element: lazyPage(() => import('../pages/onboarding/OnboardingStepPage'), 'Welcome') },
          ],
        },
        ...memberPagesRoutes(),
        { element: <AppShell />, children: buildMainRoutes(config.communitiesRoute) },
      ],
    },
  ];
}

/** Renders the matched route, with a splash while a page's code loads. */
export function AppRoutes({ config }: { config: RuntimeConfig }) {
  const routes = useMemo(() => buildRoutes(config), [config]);
  const element = useRoutes(routes);
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<Splash />}>{element}</Suspense>
    </RouteErrorBoundary>
  );
}

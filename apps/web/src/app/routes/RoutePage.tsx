/**
 * Route wrappers (spec 01 §2): page titles mapped from routes ("{title} | {tenant short name}"),
 * gates that send a user without access back to the prior location or home, and page-view
 * tracking of allowed shell pages (every route except event, community, news-detail and
 * resource-detail paths, when engagement_analytics is on).
 */
import { type ReactNode, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { isPageViewTracked, trackEngagement } from '../../lib/engagement';
import { rejectLocation } from '../../lib/navigation-history';
import { getCurrentTenant, getRuntimeConfig } from '../../lib/runtime-config';
import { passesGate, type RouteGate } from '../route-gates';
import { useShellContext } from '../../lib/shell-context';

/** Checks a gate against the shell's user; renders children, a skeleton, or a redirect back. */
function Gate({ gate, children }: { gate?: RouteGate; children: ReactNode }) {
  const shell = useShellContext();
  const location = useLocation();
  if (!gate || !shell) return children;
  if ('permission' in gate && shell.permissionsLoading) return shell.loadingFallback;
  if (!passesGate(gate, getCurrentTenant(), shell.user, shell.permissions)) {
    return <Navigate to={rejectLocation(location.pathname + location.search)} replace />;
  }
  return children;
}

function PageEffects({ title }: { title?: string }) {
  const location = useLocation();
  const inShell = useShellContext() !== null;
  useEffect(() => {
    const tenant = getCurrentTenant();
    document.title = title ? `${title} | ${tenant.shortName}` : tenant.fullName;
  }, [title]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one event per navigation (location.key).
  useEffect(() => {
    if (inShell && isPageViewTracked(location.pathname, getRuntimeConfig().communitiesRoute)) {
      trackEngagement({ eventType: 'viewPage', path: location.pathname + location.search });
    }
  }, [location.key]);
  return null;
}

/** A leaf route: gate, title, tracking, then the page. */
export function RoutePage({ title, gate, children }: { title?: string; gate?: RouteGate; children: ReactNode }) {
  return (
    <Gate gate={gate}>
      <PageEffects title={title} />
      {children}
    </Gate>
  );
}

/** A parent route that only gates its children. */
export function GateOutlet({ gate }: { gate: RouteGate }) {
  return (
    <Gate gate={gate}>
      <Outlet />
    </Gate>
  );
}

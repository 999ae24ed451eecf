/**
 * The signed-in shell (spec 01 §2 Shell and navigation): fixed header, mobile drawer,
 * impersonation banner, skeletons while the current user loads, the splash check, route gates,
 * the scroll-to-top button after 160 px (1500 ms), a skip link to the main content and the footer's
 * link to the accessibility statement (issue 13).
 */
import { LAYOUT } from '@portal/shared';
import { Button, FloatButton, Result } from 'antd';
import { Suspense, useState } from 'react';
import { Link, Outlet } from 'react-router';
import { PageSkeleton } from '../../components/PageSkeleton';
import { useCurrentUser, usePermissions } from '../../lib/current-user';
import { errorMessage, isApiError } from '../../lib/errors';
import { useIsDesktop } from '../../lib/hooks/useMediaQuery';
import { getCurrentTenant, getRuntimeConfig } from '../../lib/runtime-config';
import { useSupportEmail } from '../../lib/support-contact';
import { AppHeader } from './AppHeader';
import styles from './AppShell.module.css';
import { EVENT_CART } from './event-cart';
import { ImpersonationBanner } from './ImpersonationBanner';
import { MobileNav } from './MobileNav';
import { buildNavItems } from './nav-items';
import { ACCESSIBILITY_PATH } from '../guards';
import { QueryProvider } from '../QueryProvider';
import { prefersReducedMotion } from '../ThemeProvider';
import { ShellContext } from '../../lib/shell-context';
import { SplashGate } from './SplashGate';
import { GuidedTour, isTourPending } from '../../features/account';
import { EventCartContext } from '../../features/events';
import { useSignOut } from '../../features/auth';

/** Layout route for every signed-in page except splash and onboarding (with the query cache). */
export default function AppShellRoute() {
  return (
    <QueryProvider>
      <AppShell />
    </QueryProvider>
  );
}

function AppShell() {
  const tenant = getCurrentTenant();
  const { communitiesRoute } = getRuntimeConfig();
  const userQuery = useCurrentUser();
  const user = userQuery.data;
  const permissionsQuery = usePermissions(!!user);
  // Server value support.email, else the tenant's contact email (issue 20).
  const supportEmail = useSupportEmail(!!user);
  const isDesktop = useIsDesktop();
  const [menuOpen, setMenuOpen] = useState(false);
  const signOut = useSignOut();
  const navItems = buildNavItems(tenant, user ?? null, communitiesRoute);

  let content: React.ReactNode;
  if (user) {
    content = (
      <SplashGate user={user}>
        <ShellContext.Provider
          value={{
            user,
            permissions: permissionsQuery.data,
            permissionsLoading: permissionsQuery.isPending,
            loadingFallback: <PageSkeleton />,
          }}
        >
          <EventCartContext.Provider value={EVENT_CART}>
            <Suspense fallback={<PageSkeleton />}>
              <Outlet />
            </Suspense>
            {(user.isFirstLogin || isTourPending()) && (
              <Suspense fallback={null}>
                <GuidedTour user={user} tenant={tenant} />
              </Suspense>
            )}
          </EventCartContext.Provider>
        </ShellContext.Provider>
      </SplashGate>
    );
  } else if (userQuery.isError && !isApiError(userQuery.error, 401)) {
    content = (
      <Result
        status="error"
        title="We couldn't load your account"
        subTitle={errorMessage(userQuery.error)}
        extra={
          <Button type="primary" onClick={() => userQuery.refetch()} loading={userQuery.isFetching}>
            Try again
          </Button>
        }
      />
    );
  } else {
    content = <PageSkeleton />;
  }

  return (
    <div className={styles.shell}>
      {/* WCAG 2.4.1: the first stop of the keyboard skips the header; the focusable main takes the focus. */}
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      <AppHeader
        tenant={tenant}
        user={user}
        permissions={permissionsQuery.data}
        navItems={navItems}
        isDesktop={isDesktop}
        onOpenMenu={() => setMenuOpen(true)}
        onLogOut={signOut}
      />
      {!isDesktop && user && (
        <MobileNav
          open={menuOpen}
          onClose={() => setMenuOpen(false)}
          items={navItems}
          showSearch={tenant.features.global_search.enabled}
        />
      )}
      <main className={styles.main} id="main-content" tabIndex={-1}>
        {user?.impersonator && <ImpersonationBanner user={user} onLogOut={signOut} />}
        <div className={styles.content}>{content}</div>
      </main>
      {/* Outside <main>, so it is the page's contentinfo landmark. */}
      <footer className={styles.footer}>
        © {new Date().getFullYear()} {tenant.fullName}. All Rights Reserved.{' '}
        <Link to={ACCESSIBILITY_PATH}>Accessibility</Link> · Support:{' '}
        <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
      </footer>
      <FloatButton.BackTop
        visibilityHeight={LAYOUT.scrollTopAfterPx}
        duration={prefersReducedMotion() ? 0 : LAYOUT.scrollTopDurationMs}
        aria-label="Scroll to top"
      />
    </div>
  );
}

/**
 * Splash check (spec 01 §2 Routing guard and splash, §4 First-login and splash check): when the
 * login_splash_screen feature applies to the user, or the query show-splash-screen=true, the
 * access check runs; allowed → the splash route (FDRS variant when isFdrs); a failed or denied
 * check → sign-in.
 */
import { canUseFeature, type CurrentAccount } from '@portal/shared';
import { type ReactNode, useEffect } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { PageSkeleton } from '../../components/PageSkeleton';
import { getCurrentTenant } from '../../lib/runtime-config';
import { clearSession } from '../../lib/session';
import { useAllowLoginAccess } from '../../features/account';

function LeaveToSignIn() {
  const navigate = useNavigate();
  useEffect(() => {
    clearSession();
    navigate('/account/sign-in', { replace: true });
  }, [navigate]);
  return <PageSkeleton />;
}

/** Renders children unless the splash check sends the user elsewhere. */
export function SplashGate({ user, children }: { user: CurrentAccount; children: ReactNode }) {
  const [search] = useSearchParams();
  const needsCheck =
    canUseFeature(getCurrentTenant().features, 'login_splash_screen', user) ||
    search.get('show-splash-screen') === 'true';
  const access = useAllowLoginAccess(needsCheck);
  if (!needsCheck) return children;
  if (access.isPending) return <PageSkeleton />;
  if (access.isError || !access.data.allowAccess) return <LeaveToSignIn />;
  return <Navigate to={access.data.isFdrs ? '/splash-fdrs' : '/splash'} replace />;
}

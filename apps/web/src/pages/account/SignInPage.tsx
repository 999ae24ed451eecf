/**
 * /account/sign-in (spec 01 §2 Account): sign-in form in the account layout. A signed-in user goes
 * to redirectTo (or home) instead.
 */
import { Navigate, useSearchParams } from 'react-router';
import { safeRedirectPath } from '../../lib/redirect';
import { getCurrentTenant } from '../../lib/runtime-config';
import { hasSession } from '../../lib/session';
import { AuthScreen, SignInForm } from '../../features/auth';

/** Sign-in route component. */
export default function SignInPage() {
  const tenant = getCurrentTenant();
  const [search] = useSearchParams();
  if (hasSession()) return <Navigate to={safeRedirectPath(search.get('redirectTo')) ?? '/'} replace />;
  return (
    <AuthScreen title="Log in" subtitle={`Sign in to the ${tenant.fullName} member portal.`}>
      <SignInForm />
    </AuthScreen>
  );
}

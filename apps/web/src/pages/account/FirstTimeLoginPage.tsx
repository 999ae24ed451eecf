/**
 * /account/first-time-login (spec 01 §2 First-time onboarding): only when the tenant's
 * first_time_login feature is on; otherwise back to sign-in.
 */
import { isFeatureEnabled } from '@portal/shared';
import { Navigate } from 'react-router';
import { getCurrentTenant } from '../../lib/runtime-config';
import { AuthScreen, FirstTimeLoginEmailForm } from '../../features/auth';

/** First-time login email route component. */
export default function FirstTimeLoginPage() {
  const tenant = getCurrentTenant();
  if (!isFeatureEnabled(tenant.features, 'first_time_login')) return <Navigate to="/account/sign-in" replace />;
  return (
    <AuthScreen
      title="First time logging in"
      subtitle={`Enter the email address you registered with ${tenant.shortName}. We'll email you a one-time code to get started.`}
    >
      <FirstTimeLoginEmailForm />
    </AuthScreen>
  );
}

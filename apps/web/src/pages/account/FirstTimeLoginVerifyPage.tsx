/** /account/first-time-login/verify (spec 01 §2 First-time onboarding: code entry). */
import { isFeatureEnabled } from '@portal/shared';
import { Navigate } from 'react-router';
import { getCurrentTenant } from '../../lib/runtime-config';
import { AuthScreen, FirstTimeLoginCodeForm } from '../../features/auth';

/** First-time login code route component. */
export default function FirstTimeLoginVerifyPage() {
  if (!isFeatureEnabled(getCurrentTenant().features, 'first_time_login'))
    return <Navigate to="/account/sign-in" replace />;
  return (
    <AuthScreen title="Enter your code" subtitle="Enter the one-time code from your email to continue.">
      <FirstTimeLoginCodeForm />
    </AuthScreen>
  );
}

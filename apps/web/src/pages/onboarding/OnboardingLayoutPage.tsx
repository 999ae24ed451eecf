/** /first-time-login/* layout (spec 01 §2 First-time login routes): the onboarding frame. */
import { Spin } from 'antd';
import { Suspense } from 'react';
import { Outlet, useParams } from 'react-router';
import { OnboardingFrame, stepIndex } from '../../features/account';
import { useSignOut } from '../../features/auth';

/** Onboarding layout route component. */
export default function OnboardingLayoutPage() {
  const { step } = useParams();
  const signOut = useSignOut();
  return (
    <OnboardingFrame current={Math.max(0, stepIndex(step))} onLogOut={signOut}>
      <Suspense fallback={<Spin />}>
        <Outlet />
      </Suspense>
    </OnboardingFrame>
  );
}

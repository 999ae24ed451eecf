/**
 * /first-time-login/:step (spec 01 §2): the wizard on the step of the path; an unknown step opens
 * the first. The final dialog names the membership's real renewal date (issue 30).
 */
import { Navigate, useParams } from 'react-router';
import { OnboardingWizard, ONBOARDING_STEPS, stepIndex } from '../../features/account';
import { useMembership } from '../../features/membership';

/** Onboarding step route component. */
export default function OnboardingStepPage() {
  const { step } = useParams();
  const index = stepIndex(step);
  const membership = useMembership(index >= 0);
  if (index < 0) return <Navigate to={`/first-time-login/${ONBOARDING_STEPS[0].path}`} replace />;
  return <OnboardingWizard index={index} renewsOn={membership.data?.renewedToDate ?? null} />;
}

/**
 * /first-time-login/:step (spec 01 §2): the wizard on the step of the path; an unknown step opens
 * the first.
 */
import { Navigate, useParams } from 'react-router';
import { OnboardingWizard, ONBOARDING_STEPS, stepIndex } from '../../features/account';

/** Onboarding step route component. */
export default function OnboardingStepPage() {
  const { step } = useParams();
  const index = stepIndex(step);
  if (index < 0) return <Navigate to={`/first-time-login/${ONBOARDING_STEPS[0].path}`} replace />;
  return <OnboardingWizard index={index} />;
}

/**
 * /first-time-login/:step (spec 01 §2): a known step shows the under-construction page for now;
 * an unknown one opens the first step.
 */
import { Navigate, useParams } from 'react-router';
import { UnderConstruction } from '../../components/UnderConstruction';
import { ONBOARDING_STEPS, stepIndex } from '../../features/onboarding/steps';

/** Onboarding step route component. */
export default function OnboardingStepPage() {
  const { step } = useParams();
  if (stepIndex(step) < 0) return <Navigate to={`/first-time-login/${ONBOARDING_STEPS[0].path}`} replace />;
  return <UnderConstruction />;
}

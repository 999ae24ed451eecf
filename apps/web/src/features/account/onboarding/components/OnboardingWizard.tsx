/**
 * The first-time onboarding wizard (spec 01 §2 First-time onboarding wizard, §4 Onboarding; issue
 * 14): the step follows the path (/first-time-login/{step}); each step saves with PATCH and moves
 * forward; "Go back" on all but the first; the last step ends the wizard (a save failure there is
 * logged only and the flow still fetches the redirect), then the final modal by redirect type.
 */
import type { FinalRedirect, FirstTimePatch } from '@portal/shared';
import { Button, Skeleton } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { InlineMessage } from '../../../../components/InlineMessage';
import { errorMessage, isApiError } from '../../../../lib/errors';
import { fetchFinalRedirect, useFieldOptions, useFirstTimeForm, usePatchFirstTime } from '../api/onboarding';
import { ONBOARDING_STEPS } from '../steps';
import { markTourPending } from '../tour-state';
import { FinalStepModal } from './FinalStepModal';
import { CommunicationStep, OrganisationStep, PrivacyStep } from './steps/ContactSteps';
import { DetailsStep, PasswordStep } from './steps/DetailsSteps';
import { ExpertiseStep, ProfileStep } from './steps/ProfileSteps';
import type { StepProps } from './steps/step-types';

const STEP_COMPONENTS: ((props: StepProps) => React.ReactNode)[] = [
  DetailsStep,
  PasswordStep,
  PrivacyStep,
  CommunicationStep,
  OrganisationStep,
  ProfileStep,
  ExpertiseStep,
];

/** The wizard at step `index` (0-based). */
export function OnboardingWizard({ index, renewsOn = null }: { index: number; renewsOn?: string | null }) {
  const navigate = useNavigate();
  const form = useFirstTimeForm();
  const options = useFieldOptions();
  const patch = usePatchFirstTime();
  const [error, setError] = useState<string | null>(null);
  const [redirect, setRedirect] = useState<FinalRedirect | null>(null);
  const last = index === ONBOARDING_STEPS.length - 1;

  if (form.isPending || options.isPending)
    return (
      <div role="status" aria-busy="true" aria-label="Loading">
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  if (form.isError || options.isError || !form.data || !options.data)
    return (
      <>
        <InlineMessage type="error">{errorMessage(form.error ?? options.error)}</InlineMessage>
        <Button
          onClick={() => {
            void form.refetch();
            void options.refetch();
          }}
        >
          Retry
        </Button>
      </>
    );

  const goTo = (i: number) => navigate(`/first-time-login/${ONBOARDING_STEPS[i].path}`);

  async function handleSubmit(body: FirstTimePatch) {
    setError(null);
    if (last) {
      try {
        await patch.mutateAsync(body);
      } catch (failure) {
        console.warn('Saving the last onboarding step failed', failure);
      }
      markTourPending();
      try {
        setRedirect(await fetchFinalRedirect());
      } catch (failure) {
        console.warn('Final-step redirect failed', failure);
        setRedirect({ type: 'Life Member', redirectUrl: '' });
      }
      return;
    }
    try {
      await patch.mutateAsync(body);
      goTo(index + 1);
      window.scrollTo({ top: 0 });
    } catch (failure) {
      if (isApiError(failure) && failure.status >= 500) return;
      setError(errorMessage(failure));
      window.scrollTo({ top: 0, behavior: 'smooth' });
    }
  }

  function handleContinue() {
    const url = redirect?.redirectUrl ?? '';
    if (!url) navigate('/', { replace: true });
    else if (url.startsWith('/')) navigate(url, { replace: true });
    else window.location.assign(url);
  }

  const Step = STEP_COMPONENTS[index];
  const step = ONBOARDING_STEPS[index];
  return (
    <>
      <h1 style={{ fontSize: 24, margin: '0 0 4px' }}>{step.title}</h1>
      <p style={{ color: 'var(--text-secondary)', marginTop: 0 }}>{step.description}</p>
      {error && <InlineMessage type="error">{error}</InlineMessage>}
      <Step
        key={index}
        values={form.data}
        options={options.data}
        onSubmit={handleSubmit}
        onBack={index > 0 ? () => goTo(index - 1) : undefined}
        pending={patch.isPending || !!redirect}
      />
      <FinalStepModal redirect={redirect} renewsOn={renewsOn} onContinue={handleContinue} />
    </>
  );
}

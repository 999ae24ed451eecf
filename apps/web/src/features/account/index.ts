/** The account feature's surface: what pages and the app shell may import (issue 29 point 3). */
import { lazy } from 'react';
export { useAllowLoginAccess } from './api/account';
export { AccountMenu } from './components/AccountMenu';
export { ChangePasswordForm, TwoFactorCard } from './components/settings/ChangePasswordForm';
export { ContactUsForm } from './components/settings/ContactUsForm';
export { LegacyAccountDetails } from './components/settings/LegacyAccountDetails';
export { NotificationSettings } from './components/settings/NotificationSettings';
export { RequirementsForm } from './components/settings/RequirementsForm';
export { SettingsCard } from './components/settings/SettingsCard';
export { SettingsLayout } from './components/settings/SettingsLayout';
export { PrivacySettings, ProfileDetailsSettings } from './components/settings/StaticSettings';
export { WorkflowAccountDetails } from './components/settings/WorkflowAccountDetails';
export { WorkplaceForm } from './components/settings/WorkplaceForm';
export { useSplashLinks } from './onboarding/api/splash-links';
export { ComingSoonSplash } from './onboarding/components/ComingSoonSplash';
export { OnboardingFrame } from './onboarding/components/OnboardingFrame';
export { OnboardingWizard } from './onboarding/components/OnboardingWizard';
export { ONBOARDING_STEPS, stepIndex } from './onboarding/steps';
export { isTourPending } from './onboarding/tour-state';

/** The guided tour (issue 14), loaded only when it opens (its own chunk). */
export const GuidedTour = /* @__PURE__ */ lazy(() =>
  import('./onboarding/components/GuidedTour').then((m) => ({ default: m.GuidedTour })),
);

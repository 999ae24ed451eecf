/**
 * The first-time onboarding wizard's steps, in order (spec 01 §2 First-time onboarding wizard,
 * First-time login routes). The flow opens on the step matching the current path, else the first.
 */
export const ONBOARDING_STEPS = [
  { path: 'user-details', title: 'Welcome back', description: 'Confirm your details' },
  { path: 'user-password', title: 'Choose a password', description: 'Secure your account' },
  { path: 'privacy-preferences', title: 'Privacy preferences', description: 'Who sees what' },
  { path: 'communication-details', title: 'Communication details', description: 'How we reach you' },
  { path: 'org-details', title: 'Organisation details', description: 'Where you work' },
  { path: 'user-profile-setup', title: 'Set up your profile', description: 'Photo and description' },
  { path: 'areas-of-expertise', title: 'Areas of expertise', description: 'What you practise' },
] as const;

/** Index of the step for a path segment, or -1. */
export function stepIndex(segment: string | undefined): number {
  return ONBOARDING_STEPS.findIndex((step) => step.path === segment);
}

/**
 * The account module: a member's self-service (spec 01 §3 account form, settings, privacy, avatar, the onboarding
 * wizard; issue 14) and the current-user answer (`loadCurrentAccount`). Writes to `accounts` go through identity.
 * Depends on identity, directory, organisations, membership, files, audit.
 */
export { accountDetailsRoutes } from './account-details.routes';
export { accountProfileRoutes } from './account-profile.routes';
export { accountRoutes } from './account.routes';
export { confirmOwnPassword, loadCurrentAccount } from './account.service';
export { avatarRoutes } from './avatar.routes';
export { onboardingRoutes } from './onboarding.routes';

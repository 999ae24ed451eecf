export { accountDetailsRoutes } from './account-details.routes';
export { accountProfileRoutes } from './account-profile.routes';
export { emailTaken } from './account.repository';
export { accountRoutes } from './account.routes';
export { confirmOwnPassword, loadCurrentAccount } from './account.service';
export { avatarRoutes } from './avatar.routes';
export { onboardingRoutes } from './onboarding.routes';

/**
 * Code loaders of the account screens (spec 01 §2 Account), shared by the route table and by the
 * boot-time prefetch of the first screen (app/first-screen.ts). Calling a loader twice loads the
 * module once.
 */
import type { ComponentType } from 'react';

type PageModule = Promise<{ default: ComponentType }>;

export const accountPages = {
  signIn: (): PageModule => import('../../pages/account/SignInPage'),
  verificationCode: (): PageModule => import('../../pages/account/VerificationCodePage'),
  forgotPassword: (): PageModule => import('../../pages/account/ForgotPasswordPage'),
  resetPassword: (): PageModule => import('../../pages/account/ResetPasswordPage'),
  firstTimeLogin: (): PageModule => import('../../pages/account/FirstTimeLoginPage'),
  firstTimeLoginVerify: (): PageModule => import('../../pages/account/FirstTimeLoginVerifyPage'),
  verifyEmail: (): PageModule => import('../../pages/account/VerifyEmailPage'),
  undoEmailChange: (): PageModule => import('../../pages/account/UndoEmailChangePage'),
  impersonate: (): PageModule => import('../../pages/account/ImpersonatePage'),
  notFound: (): PageModule => import('../../pages/account/AccountNotFoundPage'),
};

/** The loader of the account screen at `pathname` (/account/...), or null. */
export function accountPageLoader(pathname: string): (() => PageModule) | null {
  const sub = pathname.replace(/^\/account\/?/, '').replace(/\/$/, '');
  switch (sub) {
    case '':
    case 'sign-in':
      return accountPages.signIn;
    case 'verification-code':
      return accountPages.verificationCode;
    case 'forgot-password':
      return accountPages.forgotPassword;
    case 'reset-password':
      return accountPages.resetPassword;
    case 'first-time-login':
      return accountPages.firstTimeLogin;
    case 'first-time-login/verify':
      return accountPages.firstTimeLoginVerify;
    case 'verify-email':
      return accountPages.verifyEmail;
    case 'undo-email-change':
      return accountPages.undoEmailChange;
    case 'impersonate':
      return accountPages.impersonate;
    default:
      return accountPages.notFound;
  }
}

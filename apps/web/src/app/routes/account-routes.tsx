/**
 * Account routes (spec 01 §2 Account): anonymous, outside the shell. /account goes to sign-in.
 */
import { Navigate, type RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';

/** The /account route family. */
export function buildAccountRoutes(): RouteObject {
  return {
    path: 'account',
    children: [
      { index: true, element: <Navigate to="/account/sign-in" replace /> },
      { path: 'sign-in', element: lazyPage(() => import('../../pages/account/SignInPage'), 'Sign in') },
      {
        path: 'verification-code',
        element: lazyPage(() => import('../../pages/account/VerificationCodePage'), 'Verification code'),
      },
      {
        path: 'forgot-password',
        element: lazyPage(() => import('../../pages/account/ForgotPasswordPage'), 'Forgot password'),
      },
      { path: 'reset-password', element: lazyPage(() => import('../../pages/account/ResetPasswordPage'), 'Reset password') },
      {
        path: 'first-time-login',
        element: lazyPage(() => import('../../pages/account/FirstTimeLoginPage'), 'First time logging in'),
      },
      {
        path: 'first-time-login/verify',
        element: lazyPage(() => import('../../pages/account/FirstTimeLoginVerifyPage'), 'First time logging in'),
      },
      { path: 'impersonate', element: lazyPage(() => import('../../pages/account/ImpersonatePage'), 'Signing in') },
      { path: '*', element: lazyPage(() => import('../../pages/account/AccountNotFoundPage'), 'Page not found') },
    ],
  };
}

/**
 * Account routes (spec 01 §2 Account): anonymous, outside the shell. /account goes to sign-in.
 * The screens with the account frame share one layout route (AuthLayout, part of the entry): the
 * frame paints at once and stays while a screen's code loads (a skeleton in the panel). Each
 * screen brings its antd theme with its code (ThemeProvider inside the lazy component), so the
 * frame's first paint does not wait for antd's token derivation.
 */
import { type ComponentType, lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { ThemeProvider } from '../ThemeProvider';
import { accountPages } from './account-pages';
import { RoutePage } from './RoutePage';
import { AuthLayout } from '../../features/auth';

/** A lazily loaded account page, themed once its code has arrived, with its title. */
function accountScreen(load: () => Promise<{ default: ComponentType }>, title: string) {
  const Screen = lazy(() =>
    load().then(({ default: Page }) => ({
      default: function ThemedScreen() {
        return (
          <ThemeProvider>
            <Page />
          </ThemeProvider>
        );
      },
    })),
  );
  return (
    <RoutePage title={title}>
      <Screen />
    </RoutePage>
  );
}

let accountRoutes: RouteObject | null = null;
let accessibilityRoute: RouteObject | null = null;

/** /accessibility (issue 13): the accessibility statement in the account frame, with or without a session. */
export function buildAccessibilityRoute(): RouteObject {
  const Statement = lazy(() => import('../../pages/AccessibilityPage'));
  accessibilityRoute ??= {
    path: 'accessibility',
    element: <AuthLayout />,
    children: [
      {
        index: true,
        element: (
          <RoutePage title="Accessibility">
            <Statement />
          </RoutePage>
        ),
      },
    ],
  };
  return accessibilityRoute;
}

/** The /account route family (built once, so its lazy screens load once). */
export function buildAccountRoutes(): RouteObject {
  accountRoutes ??= {
    path: 'account',
    children: [
      { index: true, element: <Navigate to="/account/sign-in" replace /> },
      {
        element: <AuthLayout />,
        children: [
          { path: 'sign-in', element: accountScreen(accountPages.signIn, 'Sign in') },
          { path: 'verification-code', element: accountScreen(accountPages.verificationCode, 'Verification code') },
          { path: 'forgot-password', element: accountScreen(accountPages.forgotPassword, 'Forgot password') },
          { path: 'reset-password', element: accountScreen(accountPages.resetPassword, 'Reset password') },
          { path: 'verify-email', element: accountScreen(accountPages.verifyEmail, 'Confirm your new email address') },
          { path: 'undo-email-change', element: accountScreen(accountPages.undoEmailChange, 'Undo the email change') },
          { path: 'first-time-login', element: accountScreen(accountPages.firstTimeLogin, 'First time logging in') },
          {
            path: 'first-time-login/verify',
            element: accountScreen(accountPages.firstTimeLoginVerify, 'First time logging in'),
          },
        ],
      },
      { path: 'impersonate', element: accountScreen(accountPages.impersonate, 'Signing in') },
      { path: '*', element: accountScreen(accountPages.notFound, 'Page not found') },
    ],
  };
  return accountRoutes;
}

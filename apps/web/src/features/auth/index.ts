/** The auth feature's surface: what pages and the app shell may import (issue 29 point 3). */
export { signIn } from './api/auth';
export { AuthLayout } from './components/AuthLayout';
export { AuthScreen } from './components/AuthScreen';
export { EmailChangeForm } from './components/EmailChangeForm';
export { FirstTimeLoginCodeForm } from './components/FirstTimeLoginCodeForm';
export { FirstTimeLoginEmailForm } from './components/FirstTimeLoginEmailForm';
export { ForgotPasswordForm } from './components/ForgotPasswordForm';
export { ResetPasswordForm } from './components/ResetPasswordForm';
export { SignInForm } from './components/SignInForm';
export { VerificationCodeForm } from './components/VerificationCodeForm';
export { useCompleteSignIn } from './hooks/useCompleteSignIn';
export { useSignOut } from './hooks/useSignOut';

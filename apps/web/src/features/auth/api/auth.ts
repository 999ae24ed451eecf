/**
 * Sign-in, one-time codes and password reset calls (spec 01 §4 Sign-in, §7 Auth and account).
 * All are anonymous (no bearer), except sign-out. Errors arrive as ApiError: 401 for wrong
 * credentials or codes, 400 for validation, 429 when rate limited.
 */
import type {
  EmailChangeResult,
  ForgotPasswordInput,
  GenerateOneTimeLoginCodeInput,
  OneTimeCodeSentResponse,
  RequestOneTimeLoginCodeInput,
  RequestOneTimeLoginCodeResponse,
  ResendOneTimeCodeInput,
  ResetPasswordInput,
  SignInInput,
  SignInResponse,
  SignInWithCodeInput,
  SignInWithOneTimeCodeInput,
} from '@portal/shared';
import { apiA } from '../../../lib/api';
import { hasSession } from '../../../lib/session';
import { useAsyncAction } from '../../../lib/hooks/useAsyncAction';

const anonymous = { skipAuth: true } as const;

/** POST api/v1/auth/request-one-time-login-code → {tfaDisabled, requestId}. */
export function requestOneTimeLoginCode(input: RequestOneTimeLoginCodeInput) {
  return apiA.post<RequestOneTimeLoginCodeResponse>('/api/v1/auth/request-one-time-login-code', input, anonymous);
}

/**
 * POST api/v1/auth/sign-in (also impersonation with impersonatorId) → SignInResponse. With
 * `withSession` the browser's live session goes along as the bearer token (impersonation by an
 * administrator with two-factor authentication needs it).
 */
export function signIn(input: SignInInput, options: { withSession?: boolean } = {}) {
  return apiA.post<SignInResponse>('/api/v1/auth/sign-in', input, options.withSession && hasSession() ? {} : anonymous);
}

/** POST api/v1/auth/sign-in-with-code: the two-factor step → SignInResponse. */
export function signInWithCode(input: SignInWithCodeInput) {
  return apiA.post<SignInResponse>('/api/v1/auth/sign-in-with-code', input, anonymous);
}

/** POST api/v1/auth/resend-one-time-code {requestId, userName} → {tokenSent, requestId}. */
export function resendOneTimeCode(input: ResendOneTimeCodeInput) {
  return apiA.post<OneTimeCodeSentResponse>('/api/v1/auth/resend-one-time-code', input, anonymous);
}

/** POST api/v1/auth/generate-one-time-login-code {email} → {tokenSent, requestId} (first-time login). */
export function generateOneTimeLoginCode(input: GenerateOneTimeLoginCodeInput) {
  return apiA.post<OneTimeCodeSentResponse>('/api/v1/auth/generate-one-time-login-code', input, anonymous);
}

/** POST api/v1/auth/sign-in-with-one-time-code {email, code, requestId} → SignInResponse. */
export function signInWithOneTimeCode(input: SignInWithOneTimeCodeInput) {
  return apiA.post<SignInResponse>('/api/v1/auth/sign-in-with-one-time-code', input, anonymous);
}

/** POST api/v1/auth/forgot-password {email} → true, or false on failure. */
export function forgotPassword(input: ForgotPasswordInput) {
  return apiA.post<boolean>('/api/v1/auth/forgot-password', input, anonymous);
}

/** POST /api/v1/auth/reset-password {token, password, userId} → true, or false when the link is dead. */
export function resetPassword(input: ResetPasswordInput) {
  return apiA.post<boolean>('/api/v1/auth/reset-password', input, anonymous);
}

/**
 * POST /api/v1/auth/verify-email or /api/v1/auth/undo-email-change {token} (issue 28) → {email}, the
 * account's sign-in address now; 400 for a dead link, 409 when the address is taken.
 */
export function confirmEmailChange(input: { kind: 'verify' | 'undo'; token: string }) {
  const path = input.kind === 'verify' ? '/api/v1/auth/verify-email' : '/api/v1/auth/undo-email-change';
  return apiA.post<EmailChangeResult>(path, { token: input.token }, anonymous);
}

/** POST api/v1/auth/sign-out (bearer) → {success: true}. Never triggers the dead-session redirect. */
export function signOut() {
  return apiA.post<{ success: true }>('/api/v1/auth/sign-out', undefined, { silent: true, ignoreUnauthorized: true });
}

export const useRequestOneTimeLoginCode = () => useAsyncAction(requestOneTimeLoginCode);
export const useSignIn = () => useAsyncAction(signIn);
export const useSignInWithCode = () => useAsyncAction(signInWithCode);
export const useResendOneTimeCode = () => useAsyncAction(resendOneTimeCode);
export const useGenerateOneTimeLoginCode = () => useAsyncAction(generateOneTimeLoginCode);
export const useSignInWithOneTimeCode = () => useAsyncAction(signInWithOneTimeCode);
export const useForgotPassword = () => useAsyncAction(forgotPassword);
export const useResetPassword = () => useAsyncAction(resetPassword);
export const useConfirmEmailChange = () => useAsyncAction(confirmEmailChange);

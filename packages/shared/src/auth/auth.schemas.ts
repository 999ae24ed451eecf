/**
 * Sign-in, one-time codes and password reset (spec 01 §4, §5, §7 Auth and account, §8).
 * Request shapes are the spec's; where the spec says "path not shown" the choice is recorded in
 * docs/spec-coverage.md.
 */
import { z } from 'zod';
import { LIMITS } from '../limits';
import { MESSAGES } from '../messages';
import { EMAIL_PATTERN, meetsResetPasswordRule } from '../validators';
import { CurrentAccountSchema } from '../account/account.schemas';

export const EmailSchema = z
  .string({ error: MESSAGES.emailRequired })
  .trim()
  .min(1, MESSAGES.emailRequired)
  .max(254, MESSAGES.emailInvalid)
  .regex(EMAIL_PATTERN, MESSAGES.emailInvalid);

/** Sign-in password: at least 2 characters (spec 01 §5), capped to keep hashing bounded. */
export const SignInPasswordSchema = z
  .string({ error: MESSAGES.passwordRequiredSignIn })
  .min(1, MESSAGES.passwordRequiredSignIn)
  .max(256, MESSAGES.loginIncorrect);

export const CodeSchema = z
  .string({ error: MESSAGES.codeRequired })
  .trim()
  .min(1, MESSAGES.codeRequired)
  .regex(new RegExp(`^\\d{${LIMITS.verificationCodeLength}}$`), MESSAGES.wrongCode);

export const RequestIdSchema = z.uuid({ error: 'A valid requestId is required' });

/** POST api/v1/auth/request-one-time-login-code */
export const RequestOneTimeLoginCodeInputSchema = z.object({ email: EmailSchema, password: SignInPasswordSchema });
export type RequestOneTimeLoginCodeInput = z.infer<typeof RequestOneTimeLoginCodeInputSchema>;
export const RequestOneTimeLoginCodeResponseSchema = z.object({
  tfaDisabled: z.boolean(),
  /** Present when a code was sent: the request the code is bound to. */
  requestId: z.string().nullable(),
});
export type RequestOneTimeLoginCodeResponse = z.infer<typeof RequestOneTimeLoginCodeResponseSchema>;

/** POST api/v1/auth/sign-in */
export const SignInInputSchema = z.object({
  email: EmailSchema,
  password: SignInPasswordSchema,
  impersonatorId: z.uuid().nullish(),
});
export type SignInInput = z.infer<typeof SignInInputSchema>;

/** POST api/v1/auth/sign-in-with-code (chosen path: the two-factor step of sign-in). */
export const SignInWithCodeInputSchema = z.object({
  email: EmailSchema,
  password: SignInPasswordSchema,
  code: CodeSchema,
  requestId: RequestIdSchema,
});
export type SignInWithCodeInput = z.infer<typeof SignInWithCodeInputSchema>;

/** POST api/v1/auth/sign-in-with-one-time-code (chosen path: first-time login by emailed code). */
export const SignInWithOneTimeCodeInputSchema = z.object({
  email: EmailSchema,
  code: CodeSchema,
  requestId: RequestIdSchema,
});
export type SignInWithOneTimeCodeInput = z.infer<typeof SignInWithOneTimeCodeInputSchema>;

/** Answer of every successful sign-in: `token` is the value the browser stores (spec 01 §3 Auth token). */
export const SignInResponseSchema = z.object({
  /** base64 of JSON `{ accessToken, expiresAt }`; decodes to an object containing accessToken. */
  token: z.string(),
  accessToken: z.string(),
  expiresAt: z.string(),
  user: CurrentAccountSchema,
});
export type SignInResponse = z.infer<typeof SignInResponseSchema>;

/** POST api/v1/auth/forgot-password: true on success, false on failure. */
export const ForgotPasswordInputSchema = z.object({ email: EmailSchema });
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordInputSchema>;

/** POST /api/v1/auth/reset-password: boolean. */
export const ResetPasswordInputSchema = z.object({
  token: z.string().min(1, MESSAGES.resetLinkInvalid).max(200, MESSAGES.resetLinkInvalid),
  password: z
    .string({ error: MESSAGES.passwordRequired })
    .min(1, MESSAGES.passwordRequired)
    .max(256, MESSAGES.resetRejected)
    .refine(meetsResetPasswordRule, MESSAGES.resetRejected),
  userId: z.uuid({ error: MESSAGES.resetLinkInvalid }),
});
export type ResetPasswordInput = z.infer<typeof ResetPasswordInputSchema>;

/** POST /api/v1/auth/generate-one-time-login-code */
export const GenerateOneTimeLoginCodeInputSchema = z.object({
  email: z
    .string({ error: MESSAGES.firstLoginEmailRequired })
    .trim()
    .min(1, MESSAGES.firstLoginEmailRequired)
    .max(254, MESSAGES.emailInvalid)
    .regex(EMAIL_PATTERN, MESSAGES.emailInvalid),
});
export type GenerateOneTimeLoginCodeInput = z.infer<typeof GenerateOneTimeLoginCodeInputSchema>;
export const OneTimeCodeSentResponseSchema = z.object({ tokenSent: z.boolean(), requestId: z.string() });
export type OneTimeCodeSentResponse = z.infer<typeof OneTimeCodeSentResponseSchema>;

/** POST /api/v1/auth/resend-one-time-code */
export const ResendOneTimeCodeInputSchema = z.object({ requestId: RequestIdSchema, userName: EmailSchema });
export type ResendOneTimeCodeInput = z.infer<typeof ResendOneTimeCodeInputSchema>;

/** Encodes the stored browser token (spec 01 §3): base64 of JSON with accessToken. */
export function encodeStoredToken(accessToken: string, expiresAt: string): string {
  const json = JSON.stringify({ accessToken, expiresAt });
  return typeof btoa === 'function' ? btoa(json) : Buffer.from(json, 'utf8').toString('base64');
}

/**
 * POST /api/v1/auth/verify-email and POST /api/v1/auth/undo-email-change (issue 28; not in the
 * spec): the token of the link mailed to the new address (verify, 24 hours) or to the old address
 * (undo, 7 days).
 */
export const EmailChangeTokenInputSchema = z.object({
  token: z.string().min(1, MESSAGES.emailChangeLinkInvalid).max(200, MESSAGES.emailChangeLinkInvalid),
});
export type EmailChangeTokenInput = z.infer<typeof EmailChangeTokenInputSchema>;

/** The answer of verify-email and undo-email-change: the account's sign-in address now. */
export const EmailChangeResultSchema = z.object({ email: z.string() });
export type EmailChangeResult = z.infer<typeof EmailChangeResultSchema>;

/**
 * Sign-in, two-factor codes, first-time login, password reset and impersonation
 * (spec 01 §2 Account, §4 Sign-in, §7 Auth and account, §8; issue #2 §3).
 *
 * No account enumeration: an unknown address gets the same answer as a known one, and a wrong
 * password costs the same argon2 time whether or not the account exists.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  type ForgotPasswordInput,
  type GenerateOneTimeLoginCodeInput,
  LIMITS,
  MESSAGES,
  type OneTimeCodeSentResponse,
  type RequestOneTimeLoginCodeInput,
  type RequestOneTimeLoginCodeResponse,
  type ResendOneTimeCodeInput,
  type ResetPasswordInput,
  Role,
  type SignInInput,
  type SignInResponse,
  type SignInWithCodeInput,
  type SignInWithOneTimeCodeInput,
} from '@portal/shared';
import type { Actor, AppContext } from '../../context';
import { accounts, impersonationAudit, passwordResetTokens } from '../../db/schema';
import { dummyPasswordHash, hashPassword, newToken, sha256, verifyPassword } from '../../lib/crypto';
import { AppError } from '../../lib/errors';
import { assertAccountNotLocked, limitIp, recordAccountFailure } from '../../plugins/credential-limits';
import { consumeCode, issueCode, reissueCode } from './one-time-codes';
import { createSession, revokeAllSessions, signInResponse } from './sessions';

type AccountRow = typeof accounts.$inferSelect;

const loginIncorrect = () => new AppError('INVALID_CREDENTIALS', MESSAGES.loginIncorrect);

/** Finds an active account by email (case-insensitive). */
export async function findAccountByEmail(ctx: AppContext, email: string): Promise<AccountRow | null> {
  const rows = await ctx.db
    .select()
    .from(accounts)
    .where(and(eq(accounts.email, email.trim().toLowerCase()), eq(accounts.isActive, true)))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Checks email and password, counting failures per account. Throws 401 INVALID_CREDENTIALS
 * ("The user name or password is incorrect.") or 429.
 */
async function checkCredentials(ctx: AppContext, email: string, password: string): Promise<AccountRow> {
  await assertAccountNotLocked(ctx, ctx.config.credentialLimits, email);
  const account = await findAccountByEmail(ctx, email);
  const ok = await verifyPassword(account?.passwordHash ?? (await dummyPasswordHash()), password);
  if (!account || !ok) {
    await recordAccountFailure(ctx, ctx.config.credentialLimits, email);
    throw loginIncorrect();
  }
  return account;
}

/** POST api/v1/auth/request-one-time-login-code: tfaDisabled, or a code mailed and its requestId. */
export async function requestOneTimeLoginCode(
  ctx: AppContext,
  input: RequestOneTimeLoginCodeInput,
  ip: string,
): Promise<RequestOneTimeLoginCodeResponse> {
  await limitIp(ctx, ctx.config.credentialLimits, 'sign-in', ip);
  const account = await checkCredentials(ctx, input.email, input.password);
  if (!account.enableTfa) return { tfaDisabled: true, requestId: null };
  return { tfaDisabled: false, requestId: await issueCode(ctx, account, 'sign-in') };
}

/**
 * POST api/v1/auth/sign-in. With impersonatorId the password is the impersonating Admin's own.
 * A two-factor account cannot sign in here without a code: 401 TFA_REQUIRED. `caller` is the
 * session the request carries, if any (impersonation by a two-factor Admin needs their own).
 */
export async function signIn(
  ctx: AppContext,
  input: SignInInput,
  ip: string,
  caller: Actor | null = null,
): Promise<SignInResponse> {
  await limitIp(ctx, ctx.config.credentialLimits, 'sign-in', ip);
  if (input.impersonatorId) return impersonate(ctx, input.email, input.password, input.impersonatorId, ip, caller);
  const account = await checkCredentials(ctx, input.email, input.password);
  if (account.enableTfa) {
    throw new AppError('TFA_REQUIRED', 'Two-factor authentication is on: enter the code sent to your email.');
  }
  return signInResponse(ctx, account.id, await createSession(ctx.db, account.id));
}

/** POST api/v1/auth/sign-in-with-code: password and the emailed code of the same request. */
export async function signInWithCode(ctx: AppContext, input: SignInWithCodeInput, ip: string): Promise<SignInResponse> {
  await limitIp(ctx, ctx.config.credentialLimits, 'sign-in', ip);
  const account = await checkCredentials(ctx, input.email, input.password);
  try {
    await consumeCode(ctx, input.requestId, account.id, 'sign-in', input.code);
  } catch (err) {
    await recordAccountFailure(ctx, ctx.config.credentialLimits, input.email);
    throw err;
  }
  return signInResponse(ctx, account.id, await createSession(ctx.db, account.id));
}

/** POST /api/v1/auth/resend-one-time-code: a new code for a live request; the same answer otherwise. */
export async function resendOneTimeCode(
  ctx: AppContext,
  input: ResendOneTimeCodeInput,
  ip: string,
): Promise<OneTimeCodeSentResponse> {
  await limitIp(ctx, ctx.config.credentialLimits, 'code', ip);
  const account = await findAccountByEmail(ctx, input.userName);
  if (account) await reissueCode(ctx, input.requestId, account);
  return { tokenSent: true, requestId: input.requestId };
}

/** POST /api/v1/auth/generate-one-time-login-code (first-time login): same answer for unknown addresses. */
export async function generateOneTimeLoginCode(
  ctx: AppContext,
  input: GenerateOneTimeLoginCodeInput,
  ip: string,
): Promise<OneTimeCodeSentResponse> {
  await limitIp(ctx, ctx.config.credentialLimits, 'code', ip);
  const account = await findAccountByEmail(ctx, input.email);
  if (!account) return { tokenSent: true, requestId: crypto.randomUUID() };
  return { tokenSent: true, requestId: await issueCode(ctx, account, 'first-login') };
}

/** POST api/v1/auth/sign-in-with-one-time-code: email and first-login code. */
export async function signInWithOneTimeCode(
  ctx: AppContext,
  input: SignInWithOneTimeCodeInput,
  ip: string,
): Promise<SignInResponse> {
  await limitIp(ctx, ctx.config.credentialLimits, 'code', ip);
  await assertAccountNotLocked(ctx, ctx.config.credentialLimits, input.email);
  const account = await findAccountByEmail(ctx, input.email);
  try {
    if (!account) throw new AppError('WRONG_CODE', MESSAGES.wrongCode);
    await consumeCode(ctx, input.requestId, account.id, 'first-login', input.code);
  } catch (err) {
    await recordAccountFailure(ctx, ctx.config.credentialLimits, input.email);
    throw err;
  }
  return signInResponse(ctx, account.id, await createSession(ctx.db, account.id));
}

/** POST api/v1/auth/forgot-password: mails a reset link (60 minutes, one use); true either way. */
export async function forgotPassword(ctx: AppContext, input: ForgotPasswordInput, ip: string): Promise<boolean> {
  await limitIp(ctx, ctx.config.credentialLimits, 'reset', ip);
  const account = await findAccountByEmail(ctx, input.email);
  if (!account) return true;
  const token = newToken();
  const expiresAt = new Date(Date.now() + LIMITS.resetTokenTtlMinutes * 60_000);
  await ctx.db.insert(passwordResetTokens).values({ accountId: account.id, tokenHash: sha256(token), expiresAt });
  const link = `${ctx.config.publicUrl}/account/reset-password?token=${encodeURIComponent(token)}&userId=${account.id}`;
  ctx.mailer
    .send({
      to: account.email,
      subject: `Reset your ${ctx.config.tenant.shortName} password`,
      text: `Hello ${account.firstName},\n\nTo choose a new password, open this link within ${LIMITS.resetTokenTtlMinutes} minutes:\n\n${link}\n\nIf you did not ask for this, you can ignore this email; your password stays as it is.\n\n${ctx.config.tenant.fullName}`,
    })
    .catch((err) => ctx.log.error({ err }, 'sending a reset link failed'));
  return true;
}

/**
 * POST /api/v1/auth/reset-password: sets the password when the token is live for that user, uses
 * the token, kills the account's other reset tokens and ends every session. false for a dead link.
 */
export async function resetPassword(ctx: AppContext, input: ResetPasswordInput, ip: string): Promise<boolean> {
  await limitIp(ctx, ctx.config.credentialLimits, 'reset', ip);
  const passwordHash = await hashPassword(input.password);
  return ctx.db.transaction(async (tx) => {
    const used = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, sha256(input.token)),
          eq(passwordResetTokens.accountId, input.userId),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, new Date()),
        ),
      )
      .returning({ id: passwordResetTokens.id });
    if (used.length === 0) return false;
    await tx.update(accounts).set({ passwordHash, updatedAt: new Date() }).where(eq(accounts.id, input.userId));
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetTokens.accountId, input.userId), isNull(passwordResetTokens.usedAt)));
    await revokeAllSessions(tx as never, input.userId);
    return true;
  });
}

/**
 * Impersonation (issue #2 §3): only an Admin may, proving it with their own password, and never
 * as another Admin. The session is marked, lasts 60 minutes and is audited in one transaction.
 * An Admin with two-factor authentication must also send their own session (signed in with a
 * code, not itself an impersonation) as the bearer token: the password alone would skip the code.
 */
async function impersonate(
  ctx: AppContext,
  targetEmail: string,
  adminPassword: string,
  impersonatorId: string,
  ip: string,
  caller: Actor | null,
): Promise<SignInResponse> {
  await assertAccountNotLocked(ctx, ctx.config.credentialLimits, `impersonator:${impersonatorId}`);
  const [admin] = await ctx.db
    .select()
    .from(accounts)
    .where(and(eq(accounts.id, impersonatorId), eq(accounts.isActive, true)))
    .limit(1);
  const ok = await verifyPassword(admin?.passwordHash ?? (await dummyPasswordHash()), adminPassword);
  if (!admin || !ok) {
    await recordAccountFailure(ctx, ctx.config.credentialLimits, `impersonator:${impersonatorId}`);
    throw loginIncorrect();
  }
  const target = await findAccountByEmail(ctx, targetEmail);
  if (!target) throw loginIncorrect();
  if (admin.role !== Role.Admin || target.role === Role.Admin) {
    throw new AppError('FORBIDDEN', MESSAGES.impersonationNotAllowed);
  }
  if (admin.enableTfa && (caller?.id !== admin.id || caller.impersonatorId !== null)) {
    throw new AppError('TFA_REQUIRED', MESSAGES.impersonationNeedsSession);
  }
  const session = await ctx.db.transaction(async (tx) => {
    const created = await createSession(tx as never, target.id, admin.id);
    await tx
      .insert(impersonationAudit)
      .values({ adminId: admin.id, targetId: target.id, sessionId: created.sessionId, ip });
    return created;
  });
  ctx.log.info({ adminId: admin.id, targetId: target.id }, 'impersonation started');
  return signInResponse(ctx, target.id, session);
}

/** Deletes expired codes, reset tokens, sessions and rate-limit buckets (run at start and hourly). */
export async function purgeExpired(ctx: AppContext): Promise<void> {
  await ctx.db.execute(sql`delete from one_time_codes where expires_at < now() - interval '1 day'`);
  await ctx.db.execute(sql`delete from password_reset_tokens where expires_at < now() - interval '1 day'`);
  await ctx.db.execute(sql`delete from sessions where expires_at < now() - interval '7 days'`);
  await ctx.db.execute(sql`delete from rate_limit_buckets where reset_at < now()`);
}

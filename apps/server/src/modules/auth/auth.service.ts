/**
 * Sign-in, two-factor codes, first-time login and impersonation (spec 01 §2 Account, §4 Sign-in,
 * §7 Auth and account, §8; issue #2 §3). Passwords (forgot, reset, change): password.service.ts.
 *
 * No account enumeration: an unknown address gets the same answer as a known one, and a wrong
 * password costs the same argon2 time whether or not the account exists.
 */
import {
  FORMATS,
  type GenerateOneTimeLoginCodeInput,
  MESSAGES,
  NotificationActivityType,
  type OneTimeCodeSentResponse,
  type RequestOneTimeLoginCodeInput,
  type RequestOneTimeLoginCodeResponse,
  type ResendOneTimeCodeInput,
  Role,
  type SignInInput,
  type SignInResponse,
  type SignInWithCodeInput,
  type SignInWithOneTimeCodeInput,
} from '@portal/shared';
import type { Actor, AppContext } from '../../context';
import { dummyPasswordHash, verifyPassword } from '../../lib/crypto';
import { AppError } from '../../lib/errors';
import {
  allowAccountMail,
  type AccountAttempt,
  reserveAccountAttempt,
  limitIp,
  recordAccountSuccess,
  refundIp,
  createSession,
  type NewSession,
  findActiveAccountByEmail,
  findActiveAccountById,
  type CredentialRow,
  revokeSession,
} from '../identity';
import { insertImpersonationAudit, purgeExpired as purgeExpiredRows } from './auth.repository';
import { auditActorOf, recordStaffAction } from '../audit';
import { enqueueMail } from '../mail';
import type { Executor } from '../../db/raw-query';
import { notify } from '../notifications';
import { consumeCode, issueCode, reissueCode } from './one-time-codes';
import { signInResponse } from './sign-in-response';

const loginIncorrect = () => new AppError('INVALID_CREDENTIALS', MESSAGES.loginIncorrect);

/** How a sign-in was made, as the audit log names it (issue 28 finding 9). */
type SignInMethod = 'password' | 'password and code' | 'first-login code' | 'impersonation';

/**
 * Checks email and password from an address. The attempt is reserved first as a failure per account
 * and address (and per account per hour: modules/identity/credential-limits.ts reserveAccountAttempt),
 * so parallel guesses cannot pass the limit together. Throws 401 INVALID_CREDENTIALS ("The user name
 * or password is incorrect.") or 429. Answers the account and the attempt, which the caller marks
 * `succeeded()` once everything it checks (a code too) was right.
 */
async function checkCredentials(
  ctx: AppContext,
  email: string,
  password: string,
  ip: string,
): Promise<{ account: CredentialRow; attempt: AccountAttempt }> {
  const limits = ctx.config.credentialLimits;
  const attempt = await reserveAccountAttempt(ctx, limits, email, ip);
  const account = await findActiveAccountByEmail(ctx.db, email);
  const ok = await verifyPassword(account?.passwordHash ?? (await dummyPasswordHash()), password);
  if (!account || !ok) throw loginIncorrect();
  return { account, attempt };
}

/**
 * A completed sign-in: remembers the address for the account (credential limits), gives the
 * attempt back to the per-IP limit of `group` (successes do not count: issue 28 finding 9), writes
 * the audit entry 'auth.sign-in' (method and address) and answers.
 */
async function signedIn(
  ctx: AppContext,
  limitKey: string,
  ip: string,
  account: { id: string; email: string },
  session: NewSession,
  group: 'sign-in' | 'code',
  method: SignInMethod,
): Promise<SignInResponse> {
  const limits = ctx.config.credentialLimits;
  await recordAccountSuccess(ctx, limits, limitKey, ip);
  await refundIp(ctx, limits, group, ip);
  if (method !== 'impersonation') {
    await recordStaffAction(ctx.db, auditActorOf(account), {
      action: 'auth.sign-in',
      entityType: 'member',
      entityId: account.id,
      summary: `Signed in (${method})`,
      detail: { method, ip, sessionId: session.sessionId },
    });
  }
  return signInResponse(ctx, account.id, session);
}

/** POST api/v1/auth/request-one-time-login-code: tfaDisabled, or a code mailed and its requestId. */
export async function requestOneTimeLoginCode(
  ctx: AppContext,
  input: RequestOneTimeLoginCodeInput,
  ip: string,
): Promise<RequestOneTimeLoginCodeResponse> {
  await limitIp(ctx, ctx.config.credentialLimits, 'sign-in', ip);
  const { account, attempt } = await checkCredentials(ctx, input.email, input.password, ip);
  await attempt.succeeded();
  await refundIp(ctx, ctx.config.credentialLimits, 'sign-in', ip);
  if (!account.enableTfa) return { tfaDisabled: true, requestId: null };
  // The password was right, so saying "too many codes" tells a caller nothing new.
  if (!(await allowAccountMail(ctx, ctx.config.credentialLimits, account.id, { code: true, mail: false })))
    throw new AppError('RATE_LIMITED', MESSAGES.tooManyCodes);
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
  const { account, attempt } = await checkCredentials(ctx, input.email, input.password, ip);
  // The password was right: not a failure, whether or not a code is needed next.
  await attempt.succeeded();
  if (account.enableTfa) {
    throw new AppError('TFA_REQUIRED', 'Two-factor authentication is on: enter the code sent to your email.');
  }
  return signedIn(ctx, input.email, ip, account, await createSession(ctx.db, account.id), 'sign-in', 'password');
}

/** POST api/v1/auth/sign-in-with-code: password and the emailed code of the same request. */
export async function signInWithCode(ctx: AppContext, input: SignInWithCodeInput, ip: string): Promise<SignInResponse> {
  await limitIp(ctx, ctx.config.credentialLimits, 'sign-in', ip);
  // The reserved attempt stays a failure unless the code is right too.
  const { account, attempt } = await checkCredentials(ctx, input.email, input.password, ip);
  await consumeCode(ctx, input.requestId, account.id, 'sign-in', input.code);
  await attempt.succeeded();
  const session = await createSession(ctx.db, account.id);
  return signedIn(ctx, input.email, ip, account, session, 'sign-in', 'password and code');
}

/**
 * POST /api/v1/auth/resend-one-time-code: a new code for a live request; the same answer otherwise,
 * also when the account's code caps are reached (then nothing is mailed).
 */
export async function resendOneTimeCode(
  ctx: AppContext,
  input: ResendOneTimeCodeInput,
  ip: string,
): Promise<OneTimeCodeSentResponse> {
  await limitIp(ctx, ctx.config.credentialLimits, 'code', ip);
  const account = await findActiveAccountByEmail(ctx.db, input.userName);
  const limits = ctx.config.credentialLimits;
  if (account && (await allowAccountMail(ctx, limits, account.id, { code: true, mail: false })))
    await reissueCode(ctx, input.requestId, account);
  return { tokenSent: true, requestId: input.requestId };
}

/**
 * The accounts the first-time login is for: active and never given a password (spec 01 §4, the
 * first-login wizard; issue 28 finding 2). Any other account signs in with its password.
 */
const firstLoginAllowed = (account: CredentialRow | null): account is CredentialRow =>
  account !== null && account.passwordHash === null;

/**
 * POST /api/v1/auth/generate-one-time-login-code (first-time login). Mails a code only to an
 * account that has never set a password, within the account's code and mail caps; for any other
 * address (unknown, has a password, over a cap) it answers exactly the same and mails nothing.
 */
export async function generateOneTimeLoginCode(
  ctx: AppContext,
  input: GenerateOneTimeLoginCodeInput,
  ip: string,
): Promise<OneTimeCodeSentResponse> {
  const limits = ctx.config.credentialLimits;
  await limitIp(ctx, limits, 'code', ip);
  const account = await findActiveAccountByEmail(ctx.db, input.email);
  if (!firstLoginAllowed(account) || !(await allowAccountMail(ctx, limits, account.id, { code: true, mail: true })))
    return { tokenSent: true, requestId: crypto.randomUUID() };
  return { tokenSent: true, requestId: await issueCode(ctx, account, 'first-login') };
}

/** POST api/v1/auth/sign-in-with-one-time-code: email and first-login code. */
export async function signInWithOneTimeCode(
  ctx: AppContext,
  input: SignInWithOneTimeCodeInput,
  ip: string,
): Promise<SignInResponse> {
  const limits = ctx.config.credentialLimits;
  await limitIp(ctx, limits, 'code', ip);
  // Reserved as a failure before the code is checked (atomic: issue 34); given back when it is right.
  const attempt = await reserveAccountAttempt(ctx, limits, input.email, ip);
  const account = await findActiveAccountByEmail(ctx.db, input.email);
  // A code issued before the account set a password no longer signs in.
  if (!firstLoginAllowed(account)) throw new AppError('WRONG_CODE', MESSAGES.wrongCode);
  await consumeCode(ctx, input.requestId, account.id, 'first-login', input.code);
  await attempt.succeeded();
  const session = await createSession(ctx.db, account.id);
  return signedIn(ctx, input.email, ip, account, session, 'code', 'first-login code');
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
  const limits = ctx.config.credentialLimits;
  const limitKey = `impersonator:${impersonatorId}`;
  const attempt = await reserveAccountAttempt(ctx, limits, limitKey, ip);
  const admin = await findActiveAccountById(ctx.db, impersonatorId);
  const ok = await verifyPassword(admin?.passwordHash ?? (await dummyPasswordHash()), adminPassword);
  if (!admin || !ok) throw loginIncorrect();
  await attempt.succeeded();
  const target = await findActiveAccountByEmail(ctx.db, targetEmail);
  if (!target) throw loginIncorrect();
  if (admin.role !== Role.Admin || target.role === Role.Admin) {
    throw new AppError('FORBIDDEN', MESSAGES.impersonationNotAllowed);
  }
  if (admin.enableTfa && (caller?.id !== admin.id || caller.impersonatorId !== null)) {
    throw new AppError('TFA_REQUIRED', MESSAGES.impersonationNeedsSession);
  }
  const session = await ctx.db.transaction(async (tx) => {
    const created = await createSession(tx, target.id, admin.id);
    await insertImpersonationAudit(tx, { adminId: admin.id, targetId: target.id, sessionId: created.sessionId, ip });
    await recordStaffAction(tx, auditActorOf(admin), {
      action: 'impersonation.start',
      entityType: 'member',
      entityId: target.id,
      summary: `Signed in as ${target.email}`,
      detail: { sessionId: created.sessionId, ip },
    });
    // The member is told, in the portal and by mail (issue 28 finding 4).
    await notify(tx, {
      type: NotificationActivityType.StaffSignedInAsYou,
      recipients: [target.id],
      actorId: admin.id,
      data: { startedAt: new Date().toISOString() },
    });
    await mailImpersonationNotice(ctx, tx, target, admin);
    return created;
  });
  ctx.log.info({ adminId: admin.id, targetId: target.id }, 'impersonation started');
  return signedIn(ctx, limitKey, ip, target, session, 'sign-in', 'impersonation');
}

/**
 * Mails the member that staff signed in as them, with the time in the association's time zone
 * (issue 28 finding 4). Written to the outbox in the transaction that starts the impersonation.
 */
async function mailImpersonationNotice(
  ctx: AppContext,
  tx: Executor,
  target: { id: string; email: string; firstName: string },
  admin: { firstName: string },
): Promise<void> {
  const { tenant } = ctx.config;
  const when = new Intl.DateTimeFormat(FORMATS.locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: tenant.timeZone,
    timeZoneName: 'short',
  }).format(new Date());
  await enqueueMail(ctx, tx, {
    kind: 'auth.impersonation-notice',
    to: target.email,
    accountId: target.id,
    subject: `${tenant.shortName} staff signed in to your account`,
    text: `Hello ${target.firstName},\n\n${admin.firstName} from ${tenant.fullName} signed in to the member portal as you on ${when}, to help with your account. Staff signed in this way can look and help, but cannot make payments or change your password, email, two-factor or sessions, and every step is recorded.\n\nIf you did not expect this, please contact us.\n\n${tenant.fullName}`,
  });
}

/**
 * POST /api/v1/auth/sign-out: revokes the caller's session. Ending an impersonation session also
 * writes the staff audit entry 'impersonation.end' (issue 23) in the same transaction, as the Admin.
 */
export async function signOut(ctx: AppContext, actor: Actor): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await revokeSession(tx, actor.sessionId);
    if (!actor.impersonatorId) return;
    const admin = await findActiveAccountById(tx, actor.impersonatorId);
    await recordStaffAction(
      tx,
      { accountId: actor.impersonatorId, email: admin?.email ?? 'unknown' },
      {
        action: 'impersonation.end',
        entityType: 'member',
        entityId: actor.id,
        summary: `Ended signing in as ${actor.email}`,
        detail: { sessionId: actor.sessionId },
      },
    );
  });
}

/** Deletes expired codes, reset tokens, sessions and rate-limit buckets (run at start and hourly). */
export async function purgeExpired(ctx: AppContext): Promise<void> {
  await purgeExpiredRows(ctx.db);
}

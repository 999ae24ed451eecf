/**
 * Passwords: forgot, reset and change (spec 01 §7 Auth and account; issue #2 §3).
 *
 * Forgot-password does the same work for a known and an unknown address (a token generated and
 * hashed, one statement that stores it only for an active account, one statement that writes the
 * mail to the outbox only for a known account, both in one transaction), so its time does not tell whether an address has an account. Mail goes only to a known one.
 */
import {
  type ChangePasswordInput,
  type ForgotPasswordInput,
  LIMITS,
  MESSAGES,
  type ResetPasswordInput,
} from '@portal/shared';
import type { Actor, AppContext } from '../../context';
import { hashPassword, newToken, sha256 } from '../../lib/crypto';
import { enqueueMailIf, type MailInput } from '../mail';
import { allowAccountMail, limitIp, findActiveAccountById, setPasswordHash, revokeAllSessions } from '../identity';
import { confirmOwnPassword } from '../account';
import { recordStaffAction } from '../audit';
import { insertResetTokenForEmail, useAllResetTokens, useResetToken } from './auth.repository';

/**
 * POST api/v1/auth/forgot-password: mails a reset link (60 minutes, one use); true either way. At
 * most ACCOUNT_MAIL_LIMIT_HOURLY reset and first-login mails reach one account per hour (issue 28
 * finding 9); past it the token is still stored but no mail goes. The token and its outbox row are
 * written in one transaction (issue 30): no token without its mail.
 */
export async function forgotPassword(ctx: AppContext, input: ForgotPasswordInput, ip: string): Promise<boolean> {
  await limitIp(ctx, ctx.config.credentialLimits, 'reset', ip);
  const token = newToken();
  const expiresAt = new Date(Date.now() + LIMITS.resetTokenTtlMinutes * 60_000);
  const resetUrl = (userId: string) =>
    `${ctx.config.publicUrl}/account/reset-password?token=${encodeURIComponent(token)}&userId=${userId}`;
  const mail = (to: string, id: string | null, firstName: string, userId: string): MailInput => ({
    kind: 'auth.password-reset',
    to,
    accountId: id,
    subject: `Reset your ${ctx.config.tenant.shortName} password`,
    layout: { action: { label: 'Choose a new password', url: resetUrl(userId) } },
    text: `Hello ${firstName},\n\nTo choose a new password, open this link within ${LIMITS.resetTokenTtlMinutes} minutes:\n\n${resetUrl(userId)}\n\nIf you did not ask for this, you can ignore this email; your password stays as it is.\n\n${ctx.config.tenant.fullName}`,
  });
  // The token, the hourly count and the mail in one transaction: a token is stored only with its
  // mail in the outbox (a failed enqueue rolls the token back, and the member can simply ask again).
  await ctx.db.transaction(async (tx) => {
    const found = await insertResetTokenForEmail(tx, input.email, sha256(token), expiresAt);
    // Counted for an unknown address too (under its hash), so both paths run the same statements.
    const capKey = found?.id ?? `unknown:${sha256(input.email.trim().toLowerCase())}`;
    const allowed = await allowAccountMail({ ...ctx, db: tx }, ctx.config.credentialLimits, capKey, {
      code: false,
      mail: true,
    });
    const account = found && allowed ? found : null;
    // One INSERT … WHERE on both paths: a row only for a known account under its hourly cap.
    await enqueueMailIf(
      ctx,
      tx,
      account && mail(account.email, account.id, account.firstName, account.id),
      mail(input.email, null, '', ''),
    );
  });
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
    if (!(await useResetToken(tx, sha256(input.token), input.userId))) return false;
    await setPasswordHash(tx, input.userId, passwordHash);
    await useAllResetTokens(tx, input.userId);
    await revokeAllSessions(tx, input.userId);
    await recordStaffAction(
      tx,
      { accountId: input.userId, email: (await findActiveAccountById(tx, input.userId))?.email ?? 'unknown' },
      {
        action: 'auth.password-reset',
        entityType: 'member',
        entityId: input.userId,
        summary: 'Reset the password with an emailed link; every session ended',
        detail: { ip },
      },
    );
    return true;
  });
}

/**
 * POST api/v1/account/change-password: checks the current password (a wrong one counts as a
 * credential failure of the account from this address), stores the new one and ends every other
 * session of the account. Failure: 400 "Password not changed" with the reasons, or 429.
 */
export async function changePassword(
  ctx: AppContext,
  actor: Actor,
  input: ChangePasswordInput,
  ip: string,
): Promise<void> {
  await confirmOwnPassword(ctx, actor, input.currentPassword, ip, {
    missing: MESSAGES.passwordNotChanged,
    wrong: MESSAGES.passwordNotChanged,
    wrongField: 'Incorrect password.',
  });
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db.transaction(async (tx) => {
    await setPasswordHash(tx, actor.id, passwordHash);
    await revokeAllSessions(tx, actor.id, actor.sessionId);
  });
}

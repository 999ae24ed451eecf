/**
 * Changing an account's sign-in address safely (issue 28 finding 1; not in the spec). Staff change a
 * member's email through PUT /api/v1/admin/members/{id}; the change does not take effect at once:
 * - the new address gets a link to verify it (LIMITS.emailChangeVerifyHours, 24 hours); until then the
 *   account keeps signing in with the old one, so nobody can sign in at an address its owner has not
 *   confirmed;
 * - the old address is told, with a link to undo the change (LIMITS.emailChangeUndoDays, 7 days);
 *   undoing restores the old address (also after verification), ends every session and kills live
 *   reset links, so an account taken over this way is handed back.
 * Tokens are 256-bit, mailed once and stored as SHA-256 hashes. Verify and undo each run in one
 * transaction with the change row locked, so two clicks at once act once.
 */
import { type EmailChangeResult, LIMITS, MESSAGES } from '@portal/shared';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/raw-query';
import { newToken, sha256 } from '../../lib/crypto';
import { AppError } from '../../lib/errors';
import { emailTaken, limitIp, revokeAllSessions, setAccountEmail } from '../identity';
import { type AuditActor, recordStaffAction } from '../audit';
import { enqueueMail } from '../mail';
import { useAllResetTokens } from './auth.repository';
import * as repo from './email-change.repository';

const HOUR_MS = 3_600_000;
const linkInvalid = () =>
  new AppError('VALIDATION_ERROR', MESSAGES.emailChangeLinkInvalid, {
    errors: [{ field: 'token', message: MESSAGES.emailChangeLinkInvalid }],
  });
const emailTakenError = () =>
  new AppError('CONFLICT', MESSAGES.emailChangeTaken, {
    errors: [{ field: 'email', message: MESSAGES.emailChangeTaken }],
  });

/**
 * Opens an email change in the caller's transaction (the staff edit that asked for it) and writes
 * its two mails to the outbox in it: the verify link to the new address and the notice with the
 * undo link to the old one. The account's email stays as it is until verified.
 */
export async function openEmailChange(
  ctx: AppContext,
  tx: Executor,
  change: {
    account: { id: string; email: string; firstName: string };
    newEmail: string;
    requestedBy: AuditActor;
  },
): Promise<void> {
  const verifyToken = newToken();
  const undoToken = newToken();
  const now = Date.now();
  await repo.insertEmailChange(tx, {
    accountId: change.account.id,
    oldEmail: change.account.email,
    newEmail: change.newEmail,
    verifyTokenHash: sha256(verifyToken),
    undoTokenHash: sha256(undoToken),
    requestedBy: change.requestedBy.accountId,
    verifyExpiresAt: new Date(now + LIMITS.emailChangeVerifyHours * HOUR_MS),
    undoExpiresAt: new Date(now + LIMITS.emailChangeUndoDays * 24 * HOUR_MS),
  });
  const { tenant, publicUrl } = ctx.config;
  const name = change.account.firstName;
  await enqueueMail(ctx, tx, [
    {
      kind: 'auth.email-change-verify',
      to: change.newEmail,
      accountId: change.account.id,
      subject: `Confirm your new ${tenant.shortName} email address`,
      layout: {
        action: {
          label: 'Confirm this address',
          url: `${publicUrl}/account/verify-email?token=${encodeURIComponent(verifyToken)}`,
        },
      },
      text: `Hello ${name},\n\n${tenant.fullName} changed the email address of your member portal account to this one. To confirm it, open this link within ${LIMITS.emailChangeVerifyHours} hours:\n\n${publicUrl}/account/verify-email?token=${encodeURIComponent(verifyToken)}\n\nUntil you confirm it, you keep signing in with your previous address. If you do not know why you got this, ignore it.\n\n${tenant.fullName}`,
    },
    {
      kind: 'auth.email-change-notice',
      to: change.account.email,
      accountId: change.account.id,
      subject: `The email address of your ${tenant.shortName} account is being changed`,
      text: `Hello ${name},\n\n${tenant.fullName} staff (${change.requestedBy.email}) changed the email address of your member portal account from ${change.account.email} to ${change.newEmail}. It takes effect once the new address is confirmed.\n\nIf you did not ask for this, undo it within ${LIMITS.emailChangeUndoDays} days with this link; it restores this address and signs every device out:\n\n${publicUrl}/account/undo-email-change?token=${encodeURIComponent(undoToken)}\n\n${tenant.fullName}`,
    },
  ]);
}

/**
 * POST /api/v1/auth/verify-email {token}: the new address becomes the sign-in address. 400
 * VALIDATION_ERROR (MESSAGES.emailChangeLinkInvalid) for an unknown, used, replaced, undone or expired
 * link; 409 CONFLICT when another account took the address meanwhile; 429 past the per-IP limit of
 * the reset group. Audited as the account.
 */
export async function verifyEmailChange(ctx: AppContext, token: string, ip: string): Promise<EmailChangeResult> {
  await limitIp(ctx, ctx.config.credentialLimits, 'reset', ip);
  return ctx.db.transaction(async (tx) => {
    const change = await repo.changeToVerify(tx, sha256(token));
    if (!change) throw linkInvalid();
    if (await emailTaken(tx, change.newEmail, change.accountId)) throw emailTakenError();
    await setAccountEmail(tx, change.accountId, change.newEmail);
    await repo.markVerified(tx, change.id);
    await recordStaffAction(
      tx,
      { accountId: change.accountId, email: change.newEmail },
      {
        action: 'member.email-verified',
        entityType: 'member',
        entityId: change.accountId,
        summary: `Confirmed the new email address ${change.newEmail}`,
        before: { email: change.oldEmail },
        after: { email: change.newEmail },
        detail: { ip },
      },
    );
    return { email: change.newEmail };
  });
}

/**
 * POST /api/v1/auth/undo-email-change {token}: within 7 days, restores the old address (verified or
 * not), ends every session and kills live reset links. 400 VALIDATION_ERROR for a dead link; 409 when
 * another account took the old address meanwhile. Audited as the account at its old address.
 */
export async function undoEmailChange(ctx: AppContext, token: string, ip: string): Promise<EmailChangeResult> {
  await limitIp(ctx, ctx.config.credentialLimits, 'reset', ip);
  return ctx.db.transaction(async (tx) => {
    const change = await repo.changeToUndo(tx, sha256(token));
    if (!change) throw linkInvalid();
    if (await emailTaken(tx, change.oldEmail, change.accountId)) throw emailTakenError();
    await setAccountEmail(tx, change.accountId, change.oldEmail);
    await repo.markCancelled(tx, change.id);
    await revokeAllSessions(tx, change.accountId);
    await useAllResetTokens(tx, change.accountId);
    await recordStaffAction(
      tx,
      { accountId: change.accountId, email: change.oldEmail },
      {
        action: 'member.email-change-undone',
        entityType: 'member',
        entityId: change.accountId,
        summary: `Undid the change of email address to ${change.newEmail}; every session ended`,
        before: { email: change.verified ? change.newEmail : change.oldEmail },
        after: { email: change.oldEmail },
        detail: { ip, wasVerified: change.verified },
      },
    );
    return { email: change.oldEmail };
  });
}

export { pendingEmailOf } from './email-change.repository';

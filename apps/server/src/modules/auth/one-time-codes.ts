/**
 * One-time codes (issue #2 §3): 6 digits from the CSPRNG, stored hashed with their requestId,
 * valid 10 minutes, bound to the request they were issued for, dead after 5 wrong tries, one use.
 * Checking is two atomic UPDATEs, so concurrent tries cannot use a code twice or skip the count.
 */
import { LIMITS, MESSAGES } from '@portal/shared';
import type { AppContext } from '../../context';
import type { OneTimeCodePurpose } from '../../db/schema';
import { hashCode, newOneTimeCode } from '../../lib/crypto';
import { AppError } from '../../lib/errors';
import type { Executor } from '../../db/raw-query';
import { enqueueMail } from '../mail';
import { countWrongTry, insertCode, replaceCode, useCode } from './auth.repository';

const ttl = () => new Date(Date.now() + LIMITS.oneTimeCodeTtlMinutes * 60_000);

/** Writes the mail of a code to the outbox in `tx` (the transaction that stores the code). */
async function mailCode(ctx: AppContext, tx: Executor, account: { id: string; email: string }, code: string) {
  await enqueueMail(ctx, tx, {
    kind: 'auth.code',
    to: account.email,
    accountId: account.id,
    subject: `Your ${ctx.config.tenant.shortName} verification code: ${code}`,
    text: `Your verification code is ${code}\n\nIt expires in ${LIMITS.oneTimeCodeTtlMinutes} minutes. If you did not try to sign in, you can ignore this email.\n\n${ctx.config.tenant.fullName}`,
    layout: { code },
  });
}

/** Issues a new code for an account and mails it. Returns the requestId the code is bound to. */
export async function issueCode(
  ctx: AppContext,
  account: { id: string; email: string },
  purpose: OneTimeCodePurpose,
): Promise<string> {
  const requestId = crypto.randomUUID();
  const code = newOneTimeCode();
  await ctx.db.transaction(async (tx) => {
    await insertCode(tx, {
      requestId,
      accountId: account.id,
      purpose,
      codeHash: hashCode(requestId, code),
      expiresAt: ttl(),
    });
    await mailCode(ctx, tx, account, code);
  });
  return requestId;
}

/**
 * Replaces the code of a live request with a new one (new expiry, tries reset) and mails it.
 * An expired request, or one dead after 5 wrong tries, gets a fresh code (that is what Resend is for);
 * each new code allows 5 tries again, and the per-IP and per-account limits bound the total.
 * @returns false when the request is unknown or already used (the caller answers the same way).
 */
export async function reissueCode(
  ctx: AppContext,
  requestId: string,
  account: { id: string; email: string },
): Promise<boolean> {
  const code = newOneTimeCode();
  return ctx.db.transaction(async (tx) => {
    const replaced = await replaceCode(tx, {
      requestId,
      accountId: account.id,
      codeHash: hashCode(requestId, code),
      expiresAt: ttl(),
    });
    if (!replaced) return false;
    await mailCode(ctx, tx, account, code);
    return true;
  });
}

/**
 * Consumes a code. Throws 401 WRONG_CODE ("Wrong password") for a wrong code, and 401 CODE_EXPIRED
 * when the request is unknown, used, expired or dead after 5 wrong tries.
 */
export async function consumeCode(
  ctx: AppContext,
  requestId: string,
  accountId: string,
  purpose: OneTimeCodePurpose,
  code: string,
): Promise<void> {
  const live = { requestId, accountId, purpose, maxAttempts: LIMITS.oneTimeCodeMaxAttempts };
  if (await useCode(ctx.db, { ...live, codeHash: hashCode(requestId, code) })) return;
  if (await countWrongTry(ctx.db, live)) throw new AppError('WRONG_CODE', MESSAGES.wrongCode);
  throw new AppError('CODE_EXPIRED', MESSAGES.codeExpired);
}

/**
 * Rate limits on credential and code endpoints (issue #2 §3), shared by every server process through
 * the database (fixed windows in `rate_limit_buckets`). Over a limit: 429 with MESSAGES.tooManyAttempts.
 *
 * - Per IP and endpoint group, every attempt counts (`perIp` per window).
 * - Per account AND address, failures count (`perAccount` per window): an address that guessed wrong
 *   too often is stopped for that account, and only that address.
 * - Per account from all addresses together, failures count too, with an hourly ceiling
 *   (`perAccountHourly` per 60 minutes): past it, addresses the account has never signed in from
 *   wait until the hour ends (the back-off for a guesser spread over many addresses), while an
 *   address the account has signed in from (remembered 30 days) keeps its own per-address allowance.
 *   So an attacker elsewhere can never lock the owner out of their own address.
 *
 * - Per account, mails that carry a secret are capped whatever the address (issue 28 findings 2 and 9):
 *   one-time codes of every kind at `codesPer15Minutes` and `codesPerDay`, counted across all their
 *   endpoints, and reset and first-login mails at `accountMailsPerHour` (`allowAccountMail`).
 * - A successful sign-in gives its per-IP attempt back (`refundIp`), so colleagues signing in behind
 *   one hospital or conference address are not refused; failures and floods still count.
 *
 * `account` is the key the caller counts under (an email, or `impersonator:<id>`); it is trimmed and
 * lower-cased. A limit of 0 turns that limit off.
 */
import { MESSAGES } from '@portal/shared';
import type { AppConfig } from '../../config';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { hitBuckets, peekBuckets, takeBackOne } from './rate-limits.repository';

/** The limits, as configured (config.ts `credentialLimits`: each field, its setting and default). */
export type CredentialLimits = AppConfig['credentialLimits'];

const HOUR_MINUTES = 60;
/** How long an address the account signed in from counts as the owner's (minutes; 30 days). */
const KNOWN_ADDRESS_MINUTES = 30 * 24 * 60;

const accountKey = (account: string) => account.trim().toLowerCase();
const keys = (account: string, ip: string) => {
  const a = accountKey(account);
  return { perAddress: `acct-ip:${a}:${ip}`, perAccount: `acct:${a}`, known: `known:${a}:${ip}` };
};

const tooMany = () => new AppError('RATE_LIMITED', MESSAGES.tooManyAttempts);

/** Counts an attempt from an IP on an endpoint group; throws 429 past the limit. */
export async function limitIp(
  ctx: AppContext,
  limits: Pick<CredentialLimits, 'perIp' | 'windowMinutes'>,
  group: string,
  ip: string,
): Promise<void> {
  if (limits.perIp <= 0) return;
  const key = `ip:${group}:${ip}`;
  const counts = await hitBuckets(ctx.db, [{ key, minutes: limits.windowMinutes }]);
  if ((counts.get(key) ?? 0) > limits.perIp) throw tooMany();
}

/**
 * Gives back the attempt `limitIp` counted for a request that succeeded (a sign-in with the right
 * credentials): the per-IP limit then stops guessers and floods, not colleagues behind one address.
 * The attempt is counted first and refunded after, so a burst of parallel guesses is still counted.
 */
export async function refundIp(ctx: AppContext, limits: CredentialLimits, group: string, ip: string): Promise<void> {
  if (limits.perIp <= 0) return;
  await takeBackOne(ctx.db, `ip:${group}:${ip}`);
}

/** What a mail to an account carries: a one-time code, and/or a reset or first-login link or code. */
export interface AccountMailKind {
  /** A one-time code (second factor, first login, resend): the 15-minute and daily code caps. */
  code: boolean;
  /** A reset link or first-login code: the hourly mail cap. */
  mail: boolean;
}

/**
 * Counts one mail to an account against its caps and answers whether it may go (false: over a
 * cap; the caller then sends nothing and answers as it would otherwise, so the answer tells
 * nothing about the account). Each bucket is counted only while the ones before it allow the mail,
 * so refused floods do not use up the daily allowance. Atomic per bucket (one upsert each), so
 * parallel requests cannot pass a cap together.
 */
export async function allowAccountMail(
  ctx: AppContext,
  limits: CredentialLimits,
  accountId: string,
  kind: AccountMailKind,
): Promise<boolean> {
  const caps: { key: string; minutes: number; max: number }[] = [];
  if (kind.mail && limits.accountMailsPerHour > 0)
    caps.push({ key: `mail-hour:${accountId}`, minutes: HOUR_MINUTES, max: limits.accountMailsPerHour });
  if (kind.code && limits.codesPer15Minutes > 0)
    caps.push({ key: `codes-15m:${accountId}`, minutes: 15, max: limits.codesPer15Minutes });
  if (kind.code && limits.codesPerDay > 0)
    caps.push({ key: `codes-day:${accountId}`, minutes: 24 * HOUR_MINUTES, max: limits.codesPerDay });
  for (const cap of caps) {
    const counts = await hitBuckets(ctx.db, [{ key: cap.key, minutes: cap.minutes }]);
    if ((counts.get(cap.key) ?? 0) > cap.max) return false;
  }
  return true;
}

/** An attempt counted in advance as a failure (reserveAccountAttempt); `succeeded` gives it back. */
export interface AccountAttempt {
  /** The credentials were right: the attempt no longer counts as a failure. */
  succeeded(): Promise<void>;
}

/**
 * Reserves one attempt of this address on this account before the password or code is checked
 * (issue 34: atomic, so parallel guesses cannot all pass a check made before any of them failed).
 * The attempt is counted as a failure in the per-(account, address) bucket and the account's hourly
 * bucket in one statement; when that puts this address past `perAccount`, or the account past
 * `perAccountHourly` from an address it has never signed in from, the attempt is given back and 429
 * thrown. 25 parallel wrong passwords for one account from one address: exactly `perAccount` (10)
 * reach the check (401), 15 get 429. The caller calls `succeeded()` when the credentials were right.
 */
export async function reserveAccountAttempt(
  ctx: AppContext,
  limits: CredentialLimits,
  account: string,
  ip: string,
): Promise<AccountAttempt> {
  const k = keys(account, ip);
  const buckets = [
    ...(limits.perAccount > 0 ? [{ key: k.perAddress, minutes: limits.windowMinutes }] : []),
    ...(limits.perAccountHourly > 0 ? [{ key: k.perAccount, minutes: HOUR_MINUTES }] : []),
  ];
  if (buckets.length === 0) return { succeeded: async () => undefined };
  const known = limits.perAccountHourly > 0 && (await peekBuckets(ctx.db, [k.known])).has(k.known);
  const counts = await hitBuckets(ctx.db, buckets);
  const giveBack = async () => {
    // One key per statement: each locks one row, so parallel give-backs and hits cannot deadlock.
    for (const b of buckets) await takeBackOne(ctx.db, b.key);
  };
  const overAddress = limits.perAccount > 0 && (counts.get(k.perAddress) ?? 0) > limits.perAccount;
  const overCeiling =
    limits.perAccountHourly > 0 && (counts.get(k.perAccount) ?? 0) > limits.perAccountHourly && !known;
  if (overAddress || overCeiling) {
    await giveBack();
    throw tooMany();
  }
  let given = false;
  return {
    async succeeded() {
      if (given) return;
      given = true;
      await giveBack();
    },
  };
}

/** Remembers that the account signed in from this address: the hourly ceiling does not stop it there. */
export async function recordAccountSuccess(
  ctx: AppContext,
  limits: CredentialLimits,
  account: string,
  ip: string,
): Promise<void> {
  if (limits.perAccountHourly <= 0) return;
  await hitBuckets(ctx.db, [{ key: keys(account, ip).known, minutes: KNOWN_ADDRESS_MINUTES }]);
}

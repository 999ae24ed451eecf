/**
 * Rate limits on credential and code endpoints, shared by every server process through the
 * database (fixed windows in `rate_limit_buckets`). Per IP every attempt counts; per account only
 * failures count. Over the limit: 429 with MESSAGES.tooManyAttempts.
 */
import { sql } from 'drizzle-orm';
import { MESSAGES } from '@portal/shared';
import type { AppContext } from '../context';
import { AppError } from '../lib/errors';

export interface CredentialLimits {
  perIp: number;
  perAccount: number;
  windowMinutes: number;
}

/** Adds one to a bucket and returns the new count. */
async function hit(ctx: AppContext, key: string, windowMinutes: number): Promise<number> {
  const result = await ctx.db.execute<{ count: number }>(sql`
    insert into rate_limit_buckets (key, count, reset_at)
    values (${key}, 1, now() + make_interval(mins => ${windowMinutes}))
    on conflict (key) do update set
      count = case when rate_limit_buckets.reset_at <= now() then 1 else rate_limit_buckets.count + 1 end,
      reset_at = case when rate_limit_buckets.reset_at <= now() then excluded.reset_at else rate_limit_buckets.reset_at end
    returning count`);
  return Number((result as unknown as { rows: { count: number }[] }).rows[0].count);
}

async function peek(ctx: AppContext, key: string): Promise<number> {
  const result = await ctx.db.execute<{ count: number }>(
    sql`select count from rate_limit_buckets where key = ${key} and reset_at > now()`,
  );
  const rows = (result as unknown as { rows: { count: number }[] }).rows;
  return rows.length ? Number(rows[0].count) : 0;
}

const tooMany = () => new AppError('RATE_LIMITED', MESSAGES.tooManyAttempts);

/** Counts an attempt from an IP on an endpoint group; throws 429 past the limit. */
export async function limitIp(ctx: AppContext, limits: CredentialLimits, group: string, ip: string): Promise<void> {
  if (limits.perIp <= 0) return;
  const count = await hit(ctx, `ip:${group}:${ip}`, limits.windowMinutes);
  if (count > limits.perIp) throw tooMany();
}

/** Throws 429 when an account already has too many failures in the window. */
export async function assertAccountNotLocked(
  ctx: AppContext,
  limits: CredentialLimits,
  account: string,
): Promise<void> {
  if (limits.perAccount <= 0) return;
  if ((await peek(ctx, `acct:${account.toLowerCase()}`)) >= limits.perAccount) throw tooMany();
}

/** Records one failure for an account. */
export async function recordAccountFailure(ctx: AppContext, limits: CredentialLimits, account: string): Promise<void> {
  if (limits.perAccount <= 0) return;
  await hit(ctx, `acct:${account.toLowerCase()}`, limits.windowMinutes);
}

/**
 * Factories: accounts with a known password, and signed-in sessions through the real API.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client';
import { accounts } from '../src/db/schema';
import { hashPassword } from '../src/lib/crypto';

export const PASSWORD = 'Member#2025';
let passwordHash: Promise<string> | null = null;
let counter = 0;

export type AccountOverrides = Partial<typeof accounts.$inferInsert>;

/** Inserts an account (contact type Member, role Standard, password PASSWORD unless overridden). */
export async function createAccount(db: Db, overrides: AccountOverrides = {}) {
  passwordHash ??= hashPassword(PASSWORD);
  counter += 1;
  const [row] = await db
    .insert(accounts)
    .values({
      email: `user${counter}.${Math.random().toString(36).slice(2, 7)}@example.test`,
      firstName: 'Test',
      lastName: `User${counter}`,
      contactTypes: ['Member'],
      passwordHash: await passwordHash,
      ...overrides,
    })
    .returning();
  return row;
}

/** Signs in through POST /api/v1/auth/sign-in and returns the bearer header value. */
export async function signInAs(
  app: FastifyInstance,
  email: string,
  password = PASSWORD,
): Promise<{ authorization: string; token: string; accessToken: string }> {
  const res = await app.inject({ method: 'POST', url: '/api/v1/auth/sign-in', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const body = res.json() as { token: string; accessToken: string };
  return { authorization: `Bearer ${body.accessToken}`, token: body.token, accessToken: body.accessToken };
}

/** Rows in each table that a request could write to: compare before and after to prove "writes nothing". */
export async function rowCounts(db: Db): Promise<Record<string, number>> {
  const tables = [
    'accounts',
    'sessions',
    'one_time_codes',
    'password_reset_tokens',
    'impersonation_audit',
    'engagement_events',
    'rate_limit_buckets',
    'segments',
  ];
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const result = await db.execute(sql.raw(`select count(*)::int as n from ${table}`));
    counts[table] = Number((result as unknown as { rows: { n: number }[] }).rows[0].n);
  }
  return counts;
}

/** The stored row of an account (to check that nothing about it changed). */
export async function accountRow(db: Db, id: string) {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id));
  return row;
}

/** A password different from PASSWORD that still meets every password rule. */
export const OTHER_PASSWORD = 'Other#2026x';

/**
 * The cheap check that decides whether the demo seed must run (no accounts yet). Kept apart from
 * the seed modules so that a normal start does not load faker and the generators
 * (about 0.6 s of module loading); app.ts imports the seed only when this answers true.
 */
import { count } from 'drizzle-orm';
import type { Db } from '../client';
import { accounts } from '../schema';

/** True when the accounts table is empty. */
export async function needsSeed(db: Db): Promise<boolean> {
  const [{ n }] = await db.select({ n: count() }).from(accounts);
  return Number(n) === 0;
}

/**
 * The account a payload's `userId` names (spec 03 §6; issue #4): the caller, or for staff any
 * existing account. Used by free registration, the cart and checkout.
 */
import type { Actor } from '../../context';
import type { Executor } from '../../db/raw-query';
import { enforce } from '../../policies/denial';
import { actingAccountId, checkActFor } from '../../policies/events';
import { accountExists } from './accounts.repository';

/**
 * The id of the account to act for.
 * @throws AppError FORBIDDEN (403) when a non-staff caller names another account; NOT_FOUND (404)
 *   `Account not found.` when staff name an account that does not exist.
 */
export async function actingAccount(db: Executor, actor: Actor, userId: string): Promise<string> {
  const accountId = actingAccountId(actor, userId);
  const exists = accountId === actor.id || (await accountExists(db, accountId));
  enforce(checkActFor(actor, userId, exists));
  return accountId;
}

/**
 * API keys (issue 31): who manages them and what a key reaches.
 *
 * - Managing keys (list, create, revoke at /api/v1/admin/api-keys): the Admin role only, and never
 *   through a key (a key cannot mint or revoke keys: no key route carries a scope).
 * - A key acts as the Admin who created it, while that account is active and still an Admin;
 *   otherwise the key answers 401 like a revoked or unknown one (`keyCreatorMayAct`).
 * - A key reaches an operation only when the route's config names a scope the key holds
 *   (`apiKeyScope`), and a read scope only on GET/HEAD or on a route that says it only reads
 *   (`apiKeyReadsOnly`, e.g. the member export, a POST because it takes a reason); every other
 *   operation answers 403 FORBIDDEN (`checkApiKeyReach`).
 */
import { API_KEY_MESSAGES, type ApiKeyScope, isReadScope, Role } from '@portal/shared';
import { type Denial, deny } from './denial';
import { checkAdmin, type StaffActor } from './staff';

/** 403 unless the actor may manage API keys (Admin only). */
export function checkManageApiKeys(actor: StaffActor): Denial | null {
  return checkAdmin(actor);
}

/** The creating account as the key lookup sees it. */
export interface KeyCreator {
  role: number;
  isActive: boolean;
}

/** True while the key's creator is an active Admin (null: the account is gone). */
export function keyCreatorMayAct(creator: KeyCreator | null): boolean {
  return creator?.isActive === true && creator.role === Role.Admin;
}

/** What a route says about keys (its Fastify route config) and how it is called. */
export interface KeyRoute {
  method: string;
  apiKeyScope?: ApiKeyScope;
  apiKeyReadsOnly?: boolean;
}

const READ_METHODS = new Set(['GET', 'HEAD']);

/**
 * Null when a key holding `scopes` may call `route`, else 403 FORBIDDEN with
 * API_KEY_MESSAGES.keyScopeRefused.
 */
export function checkApiKeyReach(scopes: readonly string[], route: KeyRoute): Denial | null {
  const scope = route.apiKeyScope;
  const reaches =
    scope !== undefined &&
    scopes.includes(scope) &&
    (!isReadScope(scope) || READ_METHODS.has(route.method.toUpperCase()) || route.apiKeyReadsOnly === true);
  return reaches ? null : deny('FORBIDDEN', API_KEY_MESSAGES.keyScopeRefused);
}

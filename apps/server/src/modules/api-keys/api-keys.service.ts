/**
 * API keys (issue 31 "API keys"): an Admin creates, lists and revokes keys; every call made with a
 * key is resolved here (`resolveApiKey`) and audited (`auditApiKeyCall`).
 *
 * A token is `mp_` + 32 random bytes in base64url (46 characters, 256 bits): high-entropy, so its
 * SHA-256 is stored and looked up directly (no slow hash needed, and no token is kept). The create
 * answer is the only place the token appears. See policies/api-keys.ts for what a key reaches.
 */
import { randomBytes } from 'node:crypto';
import {
  API_KEY_LIMITS,
  API_KEY_MESSAGES,
  API_KEY_PREFIX,
  type ApiKey,
  type ApiKeyCreated,
  type ApiKeyCreateInput,
  type ApiKeyScope,
} from '@portal/shared';
import type { Actor, AppContext, RequestApiKey } from '../../context';
import { intArrayOf } from '../../db/raw-query';
import { sha256 } from '../../lib/crypto';
import { AppError, notFound } from '../../lib/errors';
import { pgErrorAnswer } from '../../lib/pg-errors';
import { checkManageApiKeys, keyCreatorMayAct } from '../../policies/api-keys';
import { enforce } from '../../policies/denial';
import { auditActorOf, recordStaffAction } from '../audit';
import {
  type ApiKeyRow,
  countActiveApiKeys,
  findApiKeyByHash,
  findApiKeyRow,
  insertApiKey,
  listApiKeyRows,
  lockApiKeyCreation,
  revokeApiKeyRow,
  touchApiKey,
} from './api-keys.repository';

/** Characters of the token kept for display: the prefix and 6 more. */
const DISPLAY_LENGTH = API_KEY_PREFIX.length + 6;

/** True when a bearer value is shaped like an API key (the prefix): the session lookup is skipped. */
export function isApiKeyToken(value: string): boolean {
  return value.startsWith(API_KEY_PREFIX);
}

function present(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes as ApiKeyScope[],
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

/** Every key (active first, newest first). @throws 403 unless Admin */
export async function listApiKeys(ctx: AppContext, actor: Actor): Promise<ApiKey[]> {
  enforce(checkManageApiKeys(actor));
  return (await listApiKeyRows(ctx.db)).map(present);
}

/**
 * Creates a key for `input.name` with `input.scopes`, acting as `actor`; answers it with its token
 * (the only time the token is shown). Audited as 'api-key.create' in the same transaction.
 * @throws 403 unless Admin; 409 CONFLICT when an active key has the name, or API_KEY_LIMITS.activeMax are active
 */
export async function createApiKey(ctx: AppContext, actor: Actor, input: ApiKeyCreateInput): Promise<ApiKeyCreated> {
  enforce(checkManageApiKeys(actor));
  const token = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const prefix = token.slice(0, DISPLAY_LENGTH);
  const id = await ctx.db.transaction(async (tx) => {
    await lockApiKeyCreation(tx);
    if ((await countActiveApiKeys(tx)) >= API_KEY_LIMITS.activeMax)
      throw new AppError('CONFLICT', API_KEY_MESSAGES.tooMany);
    const keyId = await insertApiKey(tx, {
      name: input.name,
      tokenHash: sha256(token),
      prefix,
      scopes: input.scopes,
      createdBy: actor.id,
    }).catch((err: unknown) => {
      // The active-name unique index: two Admins naming a key alike at once, or a name in use.
      throw pgErrorAnswer(err)?.code === 'CONFLICT' ? new AppError('CONFLICT', API_KEY_MESSAGES.nameTaken) : err;
    });
    await recordStaffAction(tx, auditActorOf(actor), {
      action: 'api-key.create',
      entityType: 'api-key',
      entityId: keyId,
      summary: `Created API key "${input.name}" (${prefix}…) with ${input.scopes.join(', ')}`,
      after: { name: input.name, scopes: input.scopes, prefix },
    });
    return keyId;
  });
  const row = await findApiKeyRow(ctx.db, id);
  if (!row) throw notFound();
  return { ...present(row), token };
}

/**
 * Revokes a key: from the next call on it answers 401. Audited as 'api-key.revoke'.
 * @throws 403 unless Admin; 404 unknown key; 409 CONFLICT already revoked
 */
export async function revokeApiKey(ctx: AppContext, actor: Actor, id: string): Promise<ApiKey> {
  enforce(checkManageApiKeys(actor));
  await ctx.db.transaction(async (tx) => {
    const before = await findApiKeyRow(tx, id);
    if (!before) throw notFound();
    if (!(await revokeApiKeyRow(tx, id, actor.id))) throw new AppError('CONFLICT', API_KEY_MESSAGES.alreadyRevoked);
    await recordStaffAction(tx, auditActorOf(actor), {
      action: 'api-key.revoke',
      entityType: 'api-key',
      entityId: id,
      summary: `Revoked API key "${before.name}" (${before.prefix}…)`,
    });
  });
  const row = await findApiKeyRow(ctx.db, id);
  if (!row) throw notFound();
  return present(row);
}

/**
 * The key of a bearer token and, when the key may act (not revoked, creator an active Admin), the
 * actor it acts as; null for an unknown token. Marks the key used (at most one write a minute).
 */
export async function resolveApiKey(
  ctx: AppContext,
  token: string,
): Promise<{ key: RequestApiKey; actor: Actor | null } | null> {
  const row = await findApiKeyByHash(ctx.db, sha256(token));
  if (!row) return null;
  const key: RequestApiKey = {
    id: row.keyId,
    name: row.keyName,
    scopes: row.scopes,
    creatorId: row.id,
  };
  const creator = row.id === null ? null : { role: Number(row.role), isActive: row.isActive === true };
  if (row.revoked || !keyCreatorMayAct(creator)) return { key, actor: null };
  if (row.stale) await touchApiKey(ctx.db, row.keyId);
  const actor: Actor = {
    id: row.id as string,
    role: Number(row.role),
    contactTypes: row.contactTypes ?? [],
    segmentIds: intArrayOf(row.segmentIds),
    email: row.email ?? '',
    firstName: row.firstName ?? '',
    lastName: row.lastName ?? '',
    sessionId: '',
    impersonatorId: null,
  };
  return { key, actor };
}

/**
 * Writes the audit row of one call made with a key (one insert, outside any transaction: the call
 * may have failed): actor the key's name (and its creator's id), the method, route, path and status.
 * Refused calls (401 revoked, 403 scope, 429 limit) are written too.
 */
export async function auditApiKeyCall(
  ctx: AppContext,
  key: RequestApiKey,
  call: { method: string; route: string | undefined; path: string; status: number },
): Promise<void> {
  await recordStaffAction(
    ctx.db,
    { accountId: key.creatorId, email: `API key "${key.name}"` },
    {
      action: 'api-key.request',
      entityType: 'api-key',
      entityId: key.id,
      summary: `${call.method} ${call.path} with API key "${key.name}" (${call.status})`,
      detail: {
        keyId: key.id,
        keyName: key.name,
        method: call.method,
        route: call.route ?? null,
        path: call.path,
        status: call.status,
      },
    },
  );
}

/**
 * SQL of the API keys (issue 31): insert, list, revoke, and the lookup of every call made with a key
 * (one named statement: the key by its token hash, with its creating account).
 */
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Executor, query } from '../../db/raw-query';
import { accountSegments, accounts, apiKeys } from '../../db/schema';

/** A key as the list shows it (dates as Date; the creator's email or null). */
export interface ApiKeyRow {
  id: string;
  name: string;
  prefix: string;
  scopes: string[];
  createdAt: Date;
  createdBy: string | null;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

const listColumns = {
  id: apiKeys.id,
  name: apiKeys.name,
  prefix: apiKeys.prefix,
  scopes: apiKeys.scopes,
  createdAt: apiKeys.createdAt,
  createdBy: accounts.email,
  lastUsedAt: apiKeys.lastUsedAt,
  revokedAt: apiKeys.revokedAt,
};

/** Every key, active ones first, newest first within each. */
export async function listApiKeyRows(db: Executor): Promise<ApiKeyRow[]> {
  return db
    .select(listColumns)
    .from(apiKeys)
    .leftJoin(accounts, eq(accounts.id, apiKeys.createdBy))
    .orderBy(sql`${apiKeys.revokedAt} is not null`, desc(apiKeys.createdAt), desc(apiKeys.id));
}

/** One key by id, or null. */
export async function findApiKeyRow(db: Executor, id: string): Promise<ApiKeyRow | null> {
  const rows = await db
    .select(listColumns)
    .from(apiKeys)
    .leftJoin(accounts, eq(accounts.id, apiKeys.createdBy))
    .where(eq(apiKeys.id, id))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Serialises key creation until the transaction ends, so two creates at once cannot both pass the
 * active-key cap.
 */
export async function lockApiKeyCreation(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('api_keys.create'))`);
}

/** How many keys are not revoked. */
export async function countActiveApiKeys(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(apiKeys).where(isNull(apiKeys.revokedAt));
  return Number(row?.n ?? 0);
}

/**
 * Inserts a key; answers its id. Throws the unique violation (23505, answered 409) when an active
 * key already has the name (case-insensitive).
 */
export async function insertApiKey(
  db: Executor,
  row: { name: string; tokenHash: string; prefix: string; scopes: string[]; createdBy: string },
): Promise<string> {
  const [inserted] = await db.insert(apiKeys).values(row).returning({ id: apiKeys.id });
  return inserted.id;
}

/** Revokes an active key; answers false when it is unknown or already revoked. */
export async function revokeApiKeyRow(db: Executor, id: string, revokedBy: string): Promise<boolean> {
  const rows = await db
    .update(apiKeys)
    .set({ revokedAt: sql`now()`, revokedBy })
    .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  return rows.length > 0;
}

/** Sets `last_used_at` to now. */
export async function touchApiKey(db: Executor, id: string): Promise<void> {
  await db.update(apiKeys).set({ lastUsedAt: sql`now()` }).where(eq(apiKeys.id, id));
}

/**
 * A key found by its token hash with its creating account (null fields when the account is gone):
 * what the request hook needs to decide and to act. `segmentIds` is int[] (an array or '{1,2}'
 * text, by driver); `stale` is true when `last_used_at` is over a minute old (or never set).
 */
export interface ApiKeyLookupRow {
  keyId: string;
  keyName: string;
  scopes: string[];
  revoked: boolean;
  stale: boolean;
  id: string | null;
  role: number | null;
  isActive: boolean | null;
  contactTypes: string[] | null;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  segmentIds: number[] | string;
}

const k = alias(apiKeys, 'k');
const a = alias(accounts, 'a');
const g = alias(accountSegments, 'g');

/**
 * Hot statement of every call with a key: the key whose token hash is `tokenHash` (revoked or not, so
 * a revoked key's calls are still audited under its name) and its creator, or null. Raw and named,
 * like the session lookup, so a PostgreSQL connection plans it once.
 */
export async function findApiKeyByHash(db: Executor, tokenHash: string): Promise<ApiKeyLookupRow | null> {
  const rows = await query<ApiKeyLookupRow>(
    db,
    sql`select ${k.id} as "keyId", ${k.name} as "keyName", ${k.scopes} as "scopes",
      (${k.revokedAt} is not null) as "revoked",
      (${k.lastUsedAt} is null or ${k.lastUsedAt} < now() - interval '1 minute') as "stale",
      ${a.id} as "id", ${a.role} as "role", ${a.isActive} as "isActive", ${a.contactTypes} as "contactTypes",
      ${a.email} as "email", ${a.firstName} as "firstName", ${a.lastName} as "lastName",
      array(select ${g.segmentId} from ${accountSegments} ${g} where ${g.accountId} = ${a.id} order by ${g.segmentId}) as "segmentIds"
    from ${apiKeys} ${k} left join ${accounts} ${a} on ${a.id} = ${k.createdBy}
    where ${k.tokenHash} = ${tokenHash}
    limit 1`,
  );
  return rows[0] ?? null;
}

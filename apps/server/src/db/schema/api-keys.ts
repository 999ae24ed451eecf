/**
 * API keys (issue 31): an Admin's named, scoped bearer tokens for the association's other systems.
 * Only the SHA-256 of a token is stored (`token_hash`, looked up on every call with a key) with a
 * short display prefix; the token itself is shown once, in the create answer. A key acts as the
 * Admin who created it (while that account is an active Admin) on the operations its scopes name.
 * Revoking sets `revoked_at`; rows are never deleted, so the audit log's key ids keep their name.
 */
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Hex SHA-256 of the whole token. */
    tokenHash: text('token_hash').notNull(),
    /** The token's first characters ("mp_" and 6 more), shown to tell keys apart. */
    prefix: text('prefix').notNull(),
    /** API_KEY_SCOPES values (packages/shared api-keys). */
    scopes: text('scopes').array().notNull(),
    /** The Admin the key acts as; null once that account is deleted (the key then answers 401). */
    createdBy: uuid('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Updated at most once a minute per key (the lookup skips the write otherwise). */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: uuid('revoked_by').references(() => accounts.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('api_keys_token_hash_idx').on(t.tokenHash),
    // Two active keys never share a name (two Admins creating "Xero" at once: one gets 409).
    uniqueIndex('api_keys_active_name_idx').on(sql`lower(${t.name})`).where(sql`${t.revokedAt} is null`),
    index('api_keys_created_idx').on(t.createdAt),
  ],
);

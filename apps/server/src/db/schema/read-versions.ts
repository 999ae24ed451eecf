/**
 * Read versions (issue #3 Performance, issue #5 Performance): one counter per read model scope
 * ('community', 'content'), raised once by the commit of every transaction that changes a table the
 * scope's answers are built from (deferred constraint triggers, migration 0006). An answer cached
 * under version v is still exact while the counter reads v, in any server process.
 */
import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

export const readVersions = pgTable('read_versions', {
  scope: text('scope').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

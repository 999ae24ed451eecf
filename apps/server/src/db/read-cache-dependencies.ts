/**
 * What each cached read depends on (lib/read-cache.ts, docs/ARCHITECTURE.md "Read cache"): the one
 * declaration the read-version triggers are generated from. A scope's counter (`read_versions`) is
 * raised at the commit of every transaction that changes one of its tables (a deferred constraint
 * trigger running `read_version_touch(scope, ignored columns...)`, migration 0006).
 *
 * To change it: edit DEPENDENCIES, then `npm run db:read-cache-triggers -w apps/server` writes a new
 * migration that replaces every read-version trigger with the ones declared here.
 * test/read-cache.triggers.test.ts fails when the database's triggers and this declaration differ,
 * and when a cached answer reads a table or column not declared here.
 */
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import {
  accountSegments,
  accounts,
  communities,
  communityFiles,
  communityMembers,
  communityPostLikes,
  communityPostSaves,
  communityPosts,
  communityPostTags,
  communityReports,
  communityTags,
  contentCategories,
  contentFavourites,
  contentFiles,
  contentItemCategories,
  contentItemFiles,
  contentItems,
  contentItemSegments,
  contentItemSubcategories,
  contentItemTags,
  contentSubcategories,
  contentTags,
  segments,
} from './schema';

/** A read-cache scope: one counter row of `read_versions` (lib/read-cache.ts). */
export type ReadScope = 'community' | 'content';

/**
 * One table a scope's answers read. `ignore`: columns whose change alone does not count (a view
 * counter; the cache's ttl bounds them). `only`: the trigger fires on updates of these columns only
 * (plus inserts and deletes).
 */
export interface ReadDependency {
  table: PgTable;
  ignore?: PgColumn[];
  only?: PgColumn[];
}

/** Every table each scope's cached answers read. */
export const DEPENDENCIES: Record<ReadScope, ReadDependency[]> = {
  community: [
    { table: communities, ignore: [communities.viewsCount] },
    { table: communityMembers },
    { table: communityPosts, ignore: [communityPosts.viewsCount] },
    { table: communityPostLikes },
    { table: communityPostSaves },
    { table: communityReports },
    { table: communityPostTags },
    { table: communityTags },
    { table: communityFiles },
    {
      table: accounts,
      only: [accounts.id, accounts.firstName, accounts.lastName, accounts.avatarUrl, accounts.pronoun],
    },
  ],
  content: [
    { table: contentItems },
    { table: contentItemCategories },
    { table: contentItemSubcategories },
    { table: contentItemTags },
    { table: contentItemSegments },
    { table: contentItemFiles },
    { table: contentFiles },
    { table: contentCategories },
    { table: contentSubcategories },
    { table: contentTags },
    { table: contentFavourites },
    { table: accountSegments },
    { table: segments },
    { table: accounts, only: [accounts.id, accounts.firstName, accounts.lastName] },
  ],
};

/** One generated trigger: its name, table, TG_ARGV (scope, ignored columns) and `UPDATE OF` columns. */
export interface ReadVersionTrigger {
  name: string;
  table: string;
  args: string[];
  updateOf: string[];
}

/** The triggers DEPENDENCIES asks for, named `<table>_<scope>_read_version`. */
export function readVersionTriggers(): ReadVersionTrigger[] {
  return (Object.keys(DEPENDENCIES) as ReadScope[]).flatMap((scope) =>
    DEPENDENCIES[scope].map((d) => {
      const table = getTableConfig(d.table).name;
      return {
        name: `${table}_${scope}_read_version`,
        table,
        args: [scope, ...(d.ignore ?? []).map((c) => c.name)],
        updateOf: (d.only ?? []).map((c) => c.name),
      };
    }),
  );
}

const quote = (name: string) => `"${name}"`;
const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;

/**
 * The migration that makes the database's read-version triggers exactly the declared ones: it drops
 * every trigger running `read_version_touch` and creates each of readVersionTriggers(). Statements are
 * separated by drizzle-kit's `--> statement-breakpoint`.
 */
export function readVersionTriggersMigration(): string {
  const drop = `-- Generated from src/db/read-cache-dependencies.ts (npm run db:read-cache-triggers): do not edit.
DO $$
DECLARE t record;
BEGIN
  FOR t IN SELECT tg.tgname, c.relname FROM pg_trigger tg JOIN pg_class c ON c.oid = tg.tgrelid
           JOIN pg_proc p ON p.oid = tg.tgfoid WHERE p.proname = 'read_version_touch' LOOP
    EXECUTE format('DROP TRIGGER %I ON %I', t.tgname, t.relname);
  END LOOP;
END
$$;`;
  const creates = readVersionTriggers().map((t) => {
    const events = t.updateOf.length
      ? `INSERT OR DELETE OR UPDATE OF ${t.updateOf.map(quote).join(', ')}`
      : 'INSERT OR UPDATE OR DELETE';
    return `CREATE CONSTRAINT TRIGGER ${quote(t.name)} AFTER ${events} ON ${quote(t.table)} DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "read_version_touch"(${t.args.map(literal).join(', ')});`;
  });
  return `${[drop, ...creates].join('\n--> statement-breakpoint\n')}\n`;
}

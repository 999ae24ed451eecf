/**
 * Raw SQL through Drizzle, answered as rows, for the modules that write their own SQL (communities,
 * events, cart, payments). With DATABASE_NAMED_STATEMENTS=true, on a PostgreSQL pool (not in a
 * transaction) each distinct statement is named, so every connection parses and plans it once and
 * then reuses the plan: the feed's and the event list's statements cost more to plan than to run.
 * Off by default (issue 34): through PgBouncer in transaction mode a statement prepared on one server
 * connection is missing on the next ("prepared statement portal_qN does not exist"). Elsewhere
 * (the setting off, PGlite, transactions) a statement runs as is.
 */
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * Anything that runs SQL, raw or through Drizzle's builders: the database or a transaction (a
 * Drizzle transaction fits as it is, no cast).
 */
export type Executor = Pick<Db, 'execute' | 'select' | 'insert' | 'update' | 'delete'>;

/** The node-postgres pool behind a Drizzle database (absent on PGlite and on transactions). */
interface PoolLike {
  totalCount: number;
  /** Set by openDb when DATABASE_NAMED_STATEMENTS is on. */
  portalNamedStatements?: boolean;
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

const statementNames = new Map<string, string>();
/** Statements beyond this many distinct texts run unnamed (a bound on each connection's plan cache). */
const MAX_NAMED_STATEMENTS = 2500;

function poolOf(db: Executor): PoolLike | null {
  const client = (db as { $client?: Partial<PoolLike> }).$client;
  return client &&
    typeof client.query === 'function' &&
    typeof client.totalCount === 'number' &&
    client.portalNamedStatements === true
    ? (client as PoolLike)
    : null;
}

/** Rows of a raw query result, whichever driver ran it. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Runs a raw query and answers its rows (named on a PostgreSQL pool when the setting is on, see above). */
export async function query<T>(db: Executor, q: SQL): Promise<T[]> {
  const pool = poolOf(db);
  if (pool) {
    const { sql: text, params } = (
      db as unknown as { dialect: { sqlToQuery(q: SQL): { sql: string; params: unknown[] } } }
    ).dialect.sqlToQuery(q);
    let name = statementNames.get(text);
    if (!name && statementNames.size < MAX_NAMED_STATEMENTS) {
      name = `portal_q${statementNames.size + 1}`;
      statementNames.set(text, name);
    }
    if (name) return (await pool.query({ name, text, values: params })).rows as T[];
  }
  return rowsOf<T>(await db.execute(q));
}

/** An integer array column as numbers, whichever driver parsed it (array or '{1,2}' text). */
export const intArrayOf = (v: number[] | string): number[] =>
  Array.isArray(v) ? v.map(Number) : v.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number);

/** Integer ids as one array parameter (`${intList(ids)}::int[]`), so the statement text does not depend on how many (never user text). */
export function intList(values: readonly number[]): string {
  return `{${values.map((v) => Math.trunc(v)).join(',')}}`;
}

/**
 * Fewest elements of an `idLookupList` array: PostgreSQL's estimate for an array parameter it
 * cannot see (a generic plan) is 10 elements.
 */
export const GENERIC_ARRAY_ESTIMATE = 10;

/**
 * Ids to look up with `= any(${idLookupList(ids)}::int[])` in a named statement, padded with 0
 * (no row has id 0: ids are serial from 1) to at least GENERIC_ARRAY_ESTIMATE elements.
 *
 * Why: a named statement gets custom plans (planned with the values) for its first five runs;
 * after that PostgreSQL keeps the generic plan only if it costs no more than the custom ones did.
 * A custom plan for 8 ids estimates 8 rows, the generic plan 10, so the generic plan never wins
 * and every run is planned again (about 1 ms for the content item load, more than running it).
 * With at least 10 elements the estimates agree and the statement is planned once per connection.
 * Only for membership tests: the zeros match nothing.
 */
export function idLookupList(ids: readonly number[]): string {
  const list = ids.map((v) => Math.trunc(v));
  while (list.length < GENERIC_ARRAY_ESTIMATE) list.push(0);
  return `{${list.join(',')}}`;
}

/** Integer ids as one `int[]` parameter (`= any(${intArray(ids)})`): the statement text does not depend on how many. */
export function intArray(values: readonly number[]): SQL {
  return sql`${intList(values)}::int[]`;
}

/**
 * `"table" "alias"` for the from list of a raw statement, of an alias made with `alias()` from
 * drizzle-orm/pg-core (inside a `sql` template drizzle renders an alias alone as its name).
 */
export function aliasedTable(table: SQLWrapper, as: SQLWrapper): SQL {
  return sql`${table} ${as}`;
}

/**
 * A raw statement's select list, `expr as "key"` for each entry: the keys are the camelCase keys of
 * the row type, so the row type can be derived from the schema (ARCHITECTURE.md "Typed data access").
 */
export function selectList(fields: Record<string, SQLWrapper>): SQL {
  return sql.join(
    Object.entries(fields).map(([key, expr]) => sql`${expr} as ${sql.identifier(key)}`),
    sql`, `,
  );
}

/**
 * The read cache's safety rule, checked from the database itself (lib/read-cache.ts,
 * docs/ARCHITECTURE.md "Communities"): every table a cached answer reads has a deferred
 * `read_version_touch(<scope>)` row trigger on insert, update and delete, and a trigger limited to
 * `UPDATE OF` some columns names every column the answer reads.
 *
 * What an answer reads is taken from its statements: `captureStatements` records what the
 * database client runs (both drivers: the client behind Drizzle and the named-statement pool),
 * `relationsRead` asks PostgreSQL for each statement's plan (`EXPLAIN (VERBOSE, FORMAT JSON)`) and
 * collects every scanned relation with the columns the plan's expressions use (and the columns of
 * a partial index's predicate, which the planner may drop from the filter).
 */
import type { Db } from '../src/db/client';

export interface Statement {
  text: string;
  params: unknown[];
}

type QueryFn = (...args: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

function clientOf(db: Db): { query: QueryFn } {
  return (db as unknown as { $client: { query: QueryFn } }).$client;
}

/**
 * Records the statements `db`'s client runs (outside transactions) until `stop()`, which answers
 * them in order.
 */
export function captureStatements(db: Db): { stop: () => Statement[] } {
  const client = clientOf(db);
  const original = client.query;
  const seen: Statement[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown];
    const text = typeof first === 'string' ? first : first.text;
    const params = Array.isArray(second) ? second : typeof first === 'string' ? [] : (first.values ?? []);
    seen.push({ text, params });
    return original.apply(this, args);
  } as QueryFn;
  return {
    stop() {
      client.query = original;
      return seen;
    },
  };
}

/** Columns read per relation name ('*' = the whole row). */
export type Reads = Map<string, Set<string>>;

interface PlanNode {
  'Relation Name'?: string;
  Alias?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
  [field: string]: unknown;
}

/** Fields naming things rather than holding expressions. */
const NAME_FIELDS = new Set(['Relation Name', 'Alias', 'Schema', 'Index Name', 'CTE Name', 'Subplan Name']);
/** Where a node's output is exactly what its parent uses (a plan's or subplan's root, a union member). */
const EXACT_OUTPUT = new Set([undefined, 'InitPlan', 'SubPlan', 'Subquery', 'Member']);

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every node of a plan, depth first. */
function nodesOf(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodesOf)];
}

/**
 * Adds to `reads` the relations `plan` scans and the columns its expressions use. EXPLAIN names
 * every relation of a statement by an alias unique in the plan, and qualifies columns with it. A
 * scan under a join may output the whole stored row (PostgreSQL skips the projection there), so
 * such a scan's own Output is left out: the nodes above it name what they use.
 */
function collect(plan: PlanNode, reads: Reads, indexes: Set<string>): void {
  const nodes = nodesOf(plan);
  const relationOf = new Map<string, string>();
  for (const node of nodes) {
    if (node['Index Name']) indexes.add(node['Index Name']);
    const relation = node['Relation Name'];
    if (!relation) continue;
    relationOf.set(node.Alias ?? relation, relation);
    if (!reads.has(relation)) reads.set(relation, new Set());
  }
  if (relationOf.size === 0) return;
  const aliases = [...relationOf.keys()].sort((a, b) => b.length - a.length).map(escapeRe);
  const ref = new RegExp(`(?<![\\w.$])"?(${aliases.join('|')})"?\\.(\\*|"[^"]+"|[a-z_][a-z0-9_$]*)`, 'g');
  for (const node of nodes) {
    const skipOutput = node['Relation Name'] !== undefined && !EXACT_OUTPUT.has(node['Parent Relationship'] as string);
    const text = Object.entries(node)
      .filter(([field]) => field !== 'Plans' && !NAME_FIELDS.has(field) && !(skipOutput && field === 'Output'))
      .map(([, value]) => JSON.stringify(value))
      .join('\n');
    for (const m of text.matchAll(ref)) reads.get(relationOf.get(m[1])!)!.add(m[2].replace(/^"|"$/g, ''));
  }
}

/** Whether a statement only reads (what EXPLAIN is asked about). */
const isRead = (text: string) => /^\s*(\(\s*)*(select|with)\b/i.test(text) && !/^\s*explain\b/i.test(text);

/**
 * The relations and columns `statements` read, from their plans (run on `db` with the same
 * parameters; nothing is executed). Statements that do not start with SELECT or WITH are left out.
 */
export async function relationsRead(db: Db, statements: Statement[]): Promise<Reads> {
  const client = clientOf(db);
  const reads: Reads = new Map();
  const indexes = new Set<string>();
  const done = new Set<string>();
  for (const { text, params } of statements) {
    const key = `${text}\u0000${JSON.stringify(params)}`;
    if (!isRead(text) || done.has(key)) continue;
    done.add(key);
    const { rows } = await client.query(`explain (verbose, format json) ${text}`, params);
    const plan = rows[0]['QUERY PLAN'];
    const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan: PlanNode }[];
    collect(parsed[0].Plan, reads, indexes);
  }
  // A partial index's predicate: the planner drops a condition the predicate implies.
  if (indexes.size > 0) {
    const { rows } = await client.query(
      `select t.relname as "table", a.attname as "column"
       from pg_index i join pg_class x on x.oid = i.indexrelid join pg_class t on t.oid = i.indrelid
       join pg_attribute a on a.attrelid = i.indrelid and a.attnum > 0
       where x.relname = any($1::text[]) and i.indpred is not null
         and pg_get_expr(i.indpred, i.indrelid) ~ ('\\m' || a.attname || '\\M')`,
      [[...indexes]],
    );
    for (const row of rows) reads.get(String(row.table))?.add(String(row.column));
  }
  return reads;
}

/** A read-version trigger as PostgreSQL has it. */
export interface VersionTrigger {
  table: string;
  name: string;
  /** TG_ARGV: the scope, then columns whose change alone does not count. */
  args: string[];
  /** pg_trigger.tgtype bits: 1 row, 2 before, 4 insert, 8 delete, 16 update. */
  type: number;
  deferred: boolean;
  enabled: boolean;
  /** `UPDATE OF` columns; empty = every column. */
  columns: string[];
}

/** Every trigger running `read_version_touch`, from pg_trigger. */
export async function versionTriggers(db: Db): Promise<VersionTrigger[]> {
  const { rows } = await clientOf(db).query(
    `select c.relname as "table", t.tgname as name, encode(t.tgargs, 'escape') as args, t.tgtype::int as type,
       (t.tgdeferrable and t.tginitdeferred) as deferred, t.tgenabled <> 'D' as enabled,
       coalesce((select string_agg(a.attname, ',' order by a.attnum) from pg_attribute a
                 where a.attrelid = t.tgrelid and a.attnum = any(t.tgattr::int2[])), '') as columns
     from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
     where p.proname = 'read_version_touch'`,
  );
  return rows.map((r) => ({
    table: String(r.table),
    name: String(r.name),
    args: String(r.args).split('\\000').filter(Boolean),
    type: Number(r.type),
    deferred: r.deferred === true,
    enabled: r.enabled === true,
    columns: String(r.columns).split(',').filter(Boolean),
  }));
}

const ROW = 1;
const BEFORE = 2;
const ALL_EVENTS = 4 | 8 | 16;

/**
 * What breaks the rule for answers of `scope` reading `reads`, one line each (empty when none):
 * a table with no deferred after-row trigger of the scope on insert, update and delete, or one
 * whose `UPDATE OF` list misses a column read (columns the trigger ignores, `views_count`, may be
 * read: the cache's ttl bounds them). The counters (`read_versions`) are the rule itself.
 */
export function coverageGaps(scope: string, reads: Reads, triggers: VersionTrigger[]): string[] {
  const gaps: string[] = [];
  for (const [table, columns] of [...reads].sort(([a], [b]) => a.localeCompare(b))) {
    if (table === 'read_versions') continue;
    const mine = triggers.filter(
      (t) =>
        t.table === table &&
        t.args[0] === scope &&
        t.enabled &&
        t.deferred &&
        (t.type & ROW) !== 0 &&
        (t.type & BEFORE) === 0 &&
        (t.type & ALL_EVENTS) === ALL_EVENTS,
    );
    if (mine.length === 0) {
      gaps.push(`${table}: no deferred read_version_touch('${scope}') row trigger on insert, update and delete`);
      continue;
    }
    const uncovered = [...columns].filter((column) =>
      mine.every((t) => t.columns.length > 0 && !t.columns.includes(column) && !t.args.slice(1).includes(column)),
    );
    if (uncovered.length > 0)
      gaps.push(`${table}: read ${uncovered.sort().join(', ')}, not in UPDATE OF (${mine[0].columns.join(', ')})`);
  }
  return gaps;
}

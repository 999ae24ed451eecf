/**
 * Fails (exit 1) when SQL stands outside a repository (STYLE rule 2, issue 29 point 1: "SQL appears only in
 * *.repository.ts"), or when a repository imports a presenter, service or routes file (rule 4 of the typed-data
 * conventions: row types live with their repositories, a presenter imports them, never the reverse).
 * `npm run lint` runs it after check-import-circles.mjs.
 *
 * A server source file (apps/server/src, tests excluded) outside `*.repository.ts` and the database layer
 * (db/client.ts, db/raw-query.ts, db/schema/, db/seed/) must not
 *   - import `sql` from drizzle-orm,
 *   - import the raw `query` / `rowsOf` helpers from db/raw-query,
 *   - call `.execute(` (Drizzle's raw statement runner),
 *   - import a table (a value) from db/schema: a builder statement is SQL too (type imports stay allowed).
 * A `*.repository.ts` must not import a `*.presenter`, `*.service` or `*.routes` file (type imports included).
 * Comments are ignored; string and template contents are kept (an import is code, not text).
 *
 * Usage: node scripts/check-sql-placement.mjs   (exports `violationsOf` for its unit test)
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const SERVER_SRC = 'apps/server/src';

/**
 * Files exempt from the rule: none (the last ones, the event list and details repositories, moved their row
 * types out of the events presenter in issue 29). Do not add to it: move the SQL into the module's repository
 * instead.
 */
export const ALLOWLIST = new Set([]);

/** Files where SQL belongs: repositories and the database layer (paths relative to the repository root). */
export function mayHoldSql(file) {
  return (
    file.endsWith('.repository.ts') ||
    file === `${SERVER_SRC}/db/client.ts` ||
    file === `${SERVER_SRC}/db/raw-query.ts` ||
    file.startsWith(`${SERVER_SRC}/db/schema/`) ||
    file.startsWith(`${SERVER_SRC}/db/seed/`)
  );
}

/** Tests are outside the rule (they build fixtures and read plans with raw SQL). */
export function isTest(file) {
  return /\.test\.tsx?$/.test(file) || file.includes('/test/') || file.includes('/test-support/');
}

/**
 * The source with comments blanked (newlines kept, so offsets still give line numbers); strings, templates
 * and regular code stay as they are.
 */
export function withoutComments(text) {
  let out = '';
  let i = 0;
  let quote = null;
  while (i < text.length) {
    const c = text[i];
    const next = text[i + 1];
    if (quote) {
      out += c;
      if (c === '\\') {
        out += next ?? '';
        i += 2;
        continue;
      }
      if (c === quote) quote = null;
      i += 1;
    } else if (c === '/' && next === '/') {
      while (i < text.length && text[i] !== '\n') i += 1;
    } else if (c === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end === -1 ? text.length : end + 2;
      out += text.slice(i, stop).replace(/[^\n]/g, ' ');
      i = stop;
    } else {
      if (c === "'" || c === '"' || c === '`') quote = c;
      out += c;
      i += 1;
    }
  }
  return out;
}

/** Names bound by `import { a, b as c, type D } from '<spec>'` clauses matching `spec` (type-only names left out). */
function importedNames(code, spec) {
  const names = [];
  for (const m of code.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g)) {
    if (m[1] || !spec.test(m[3])) continue;
    for (const part of m[2].split(',')) {
      const name = part.trim();
      if (name && !name.startsWith('type ')) names.push({ name: name.split(/\s+as\s+/)[0], index: m.index });
    }
  }
  return names;
}

const lineAt = (code, index) => code.slice(0, index).split('\n').length;

/**
 * The rule's findings for one file: `file` relative to the repository root, `text` its source. Answers
 * `[{ file, line, message }]`, empty when the file keeps the rule (or is exempt: tests, database layer).
 */
export function violationsOf(file, text) {
  if (isTest(file) || !file.startsWith(`${SERVER_SRC}/`)) return [];
  const code = withoutComments(text);
  const found = [];
  const report = (index, message) => found.push({ file, line: lineAt(code, index), message });
  if (file.endsWith('.repository.ts')) {
    for (const m of code.matchAll(/(?:import|export)\s[^;]*?\sfrom\s*['"]([^'"]+)['"]/g))
      if (/\.(presenter|service|routes)(\.ts)?$/.test(m[1]))
        report(m.index, `a repository imports ${m[1]} (row types live in the repository; nothing flows back into it)`);
  }
  if (mayHoldSql(file)) return found;
  for (const { name, index } of importedNames(code, /^drizzle-orm(\/sql)?$/))
    if (name === 'sql') report(index, 'imports `sql` from drizzle-orm outside a repository');
  for (const { name, index } of importedNames(code, /(^|\/)db\/raw-query$/))
    if (name === 'query' || name === 'rowsOf') report(index, `imports the raw \`${name}\` helper outside a repository`);
  for (const { name, index } of importedNames(code, /(^|\/)db\/schema(\/[\w-]+)?$/))
    report(index, `imports the table \`${name}\` from db/schema outside a repository (builder statements are SQL too)`);
  for (const m of code.matchAll(/\.execute\s*\(/g)) report(m.index, 'runs SQL (`.execute(`) outside a repository');
  return found;
}

/** Every .ts source under the server's src folder, relative to the repository root. */
function serverSources() {
  const found = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(rel);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) found.push(rel);
    }
  };
  walk(SERVER_SRC);
  return found.sort();
}

function main() {
  const files = serverSources();
  const violations = [];
  const allowedSeen = new Set();
  for (const file of files) {
    const found = violationsOf(file, fs.readFileSync(path.join(ROOT, file), 'utf8'));
    if (found.length === 0) continue;
    if (ALLOWLIST.has(file)) allowedSeen.add(file);
    else violations.push(...found);
  }
  for (const file of ALLOWLIST)
    if (!allowedSeen.has(file)) console.log(`note: ${file} is on the ALLOWLIST but keeps the rule now; remove it.`);
  if (violations.length === 0) {
    console.log(`SQL only in repositories among ${files.length} server files (${allowedSeen.size} allowlisted).`);
    return;
  }
  for (const v of violations) console.error(`${v.file}:${v.line}: ${v.message}`);
  console.error(`${violations.length} SQL placement problem(s): move the SQL into the module's *.repository.ts.`);
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) main();

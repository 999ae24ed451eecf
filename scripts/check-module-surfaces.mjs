/**
 * Fails (exit 1) when a server module is reached past its surface or modules depend on each other in a
 * loop (STYLE rules 10 and 11; issue 29 point 2; `npm run lint` runs it).
 *
 * A module is a folder `modules/<name>/` of the server sources. It exports what others may use from
 * `modules/<name>/index.ts`; inside the module relative imports are free.
 * (a) Deep import: a file outside `modules/B/` (another module, `plugins/`, `app.ts`, `server.ts`,
 *     `db/`, `lib/`, ...) importing `modules/B/<anything but index.ts>` fails.
 * (b) Module circle: module A importing B while B imports A, directly or through other modules
 *     (a strongly connected component of the module graph), fails; every import tying it is printed.
 * Imports are read from the text (`import`/`export … from`, `import type`, side-effect `import '…'`
 * and `import('…')`), so a type-only import counts as much as a value one. Tests outside the sources
 * (`apps/server/test`) may import internals and are not read.
 *
 * Usage: node scripts/check-module-surfaces.mjs [sourceRoot]   (default apps/server/src;
 * exports `moduleFindings` for its unit test)
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const IMPORT_PATTERNS = [
  /^\s*(?:import|export)\s[^;]*?\bfrom\s*['"](\.{1,2}\/[^'"]*)['"]/gm,
  /^\s*import\s*['"](\.{1,2}\/[^'"]*)['"]/gm,
  /\bimport\s*\(\s*['"](\.{1,2}\/[^'"]*)['"]\s*\)/g,
];

/** Every .ts/.tsx/.mjs file under `dir` (absolute paths). */
function sourcesUnder(dir) {
  const found = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') found.push(...sourcesUnder(full));
    } else if (/\.(tsx?|mjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) found.push(full);
  }
  return found;
}

/** The file a relative specifier names (tries the extensions and `index`), or the bare path. */
function resolveSpecifier(fromFile, specifier) {
  const base = path.resolve(path.dirname(fromFile), specifier);
  const candidates = [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    `${base}.mjs`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ];
  return candidates.find((c) => fs.existsSync(c) && fs.statSync(c).isFile()) ?? base;
}

/** The module a path (relative to the source root, `/`-separated) belongs to, or null. */
function moduleOf(rel) {
  const m = /^modules\/([^/]+)\//.exec(rel);
  return m ? m[1] : null;
}

/** Every module `from` reaches through one or more imports (the graph is small: a walk per module). */
function reachableFrom(graph, from) {
  const seen = new Set();
  const todo = [...(graph.get(from) ?? [])];
  while (todo.length > 0) {
    const next = todo.pop();
    if (seen.has(next)) continue;
    seen.add(next);
    todo.push(...(graph.get(next) ?? []));
  }
  return seen;
}

/** The module circles: groups of modules that each reach every other (and themselves), sorted by name. */
function moduleCircles(graph) {
  const reach = new Map([...graph.keys()].map((m) => [m, reachableFrom(graph, m)]));
  const grouped = new Set();
  const found = [];
  for (const m of [...graph.keys()].sort()) {
    if (grouped.has(m) || !reach.get(m).has(m)) continue;
    const circle = [...reach.get(m)].filter((other) => reach.get(other)?.has(m)).sort();
    for (const member of circle) grouped.add(member);
    found.push(circle);
  }
  return found;
}

/**
 * What breaks the module rules under `sourceRoot` (absolute, or relative to the repository).
 * @returns `deep`: lines `from -> to` of imports past a module's index.ts; `circles`: one entry per
 *   module loop, `{ modules, imports }` with the imports (`from -> to`) that tie it
 */
export function moduleFindings(sourceRoot) {
  const root = path.resolve(ROOT, sourceRoot);
  const deep = [];
  const edges = new Map(); // module -> Set(module)
  const ties = new Map(); // "a->b" -> [import lines]
  for (const file of sourcesUnder(root)) {
    const from = path.relative(root, file).split(path.sep).join('/');
    const fromModule = moduleOf(from);
    const text = fs.readFileSync(file, 'utf8');
    for (const pattern of IMPORT_PATTERNS) {
      for (const m of text.matchAll(pattern)) {
        const to = path.relative(root, resolveSpecifier(file, m[1])).split(path.sep).join('/');
        const toModule = moduleOf(to);
        if (!toModule || toModule === fromModule) continue;
        const line = `${from} -> ${to}`;
        if (!/^modules\/[^/]+\/index\.tsx?$/.test(to)) deep.push(line);
        if (!fromModule) continue;
        if (!edges.has(fromModule)) edges.set(fromModule, new Set());
        edges.get(fromModule).add(toModule);
        const key = `${fromModule}->${toModule}`;
        ties.set(key, [...(ties.get(key) ?? []), line]);
      }
    }
  }
  const circles = moduleCircles(edges).map((modules) => {
    const members = new Set(modules);
    const imports = [];
    for (const a of modules)
      for (const b of edges.get(a) ?? []) if (members.has(b)) imports.push(...ties.get(`${a}->${b}`));
    return { modules, imports: imports.sort() };
  });
  return { deep: [...new Set(deep)].sort(), circles };
}

function main() {
  const sourceRoot = process.argv[2] ?? 'apps/server/src';
  const { deep, circles } = moduleFindings(sourceRoot);
  for (const line of deep) console.error(`  ${line}: imports another module past its index.ts`);
  if (deep.length > 0) console.error(`${deep.length} deep import(s) across modules: import the module's index.ts.`);
  for (const [i, circle] of circles.entries()) {
    console.error(`module circle ${i + 1}: ${circle.modules.join(', ')}`);
    for (const line of circle.imports) console.error(`  ${line}`);
  }
  if (circles.length > 0)
    console.error(`${circles.length} module circle(s): the lower module must not know the higher one.`);
  if (deep.length > 0 || circles.length > 0) process.exit(1);
  console.log('Every module is reached through its index.ts; no module circle.');
}

if (import.meta.url === `file://${process.argv[1]}`) main();

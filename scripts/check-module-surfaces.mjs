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

/** Strongly connected components of more than one node (or a node with an edge to itself). */
function stronglyConnected(graph) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node), low.get(to)));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node), index.get(to)));
    }
    if (low.get(node) !== index.get(node)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? new Set()).has(node)) found.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
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
  const circles = stronglyConnected(edges).map((modules) => {
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

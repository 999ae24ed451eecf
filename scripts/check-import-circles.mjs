/**
 * Fails (exit 1) when source files import each other in a loop: STYLE rule 10, "no import circle"
 * (`npm run lint` runs it). Every TypeScript source of the workspaces is an entry point of one esbuild
 * pass that writes nothing; its metafile is the import graph (with `verbatimModuleSyntax`, so an import
 * kept for its types counts), to which the `import type` / `export type` lines esbuild erases are added:
 * a loop of type imports ties modules together as much as one of values. Strongly connected components of
 * more than one file (Tarjan), or a file importing itself, are circles; each is printed with its files
 * and the imports that tie them.
 *
 * It also fails on an import that runs the wrong way (STYLE rule 10): in the web, pages -> features ->
 * components -> data -> lib, a feature never imports another feature, data/ (the shared data hooks and
 * query keys) imports only lib/, components/ only data/ and lib/, and lib/ only itself; pages and app/
 * reach a feature only through its `features/<name>/index.ts`; in the server, routes -> services -> repositories and policies -> db, so a
 * repository imports no service or routes file, a service no routes file, and a policy no module.
 *
 * Usage: node scripts/check-import-circles.mjs [folder ...]   (default: every workspace's sources)
 */
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const ROOT = path.resolve(import.meta.dirname, '..');
const DEFAULT_FOLDERS = [
  'apps/server/src',
  'apps/web/src',
  'packages/shared/src',
  'packages/test-support/src',
  'e2e',
  'bench',
];
const SKIP = new Set(['node_modules', 'dist', 'data', 'test-results']);

/** Every .ts/.tsx source under `folder`, tests included (a test may close a loop too). */
function sourcesUnder(folder) {
  const found = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (SKIP.has(entry.name)) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) found.push(full);
    }
  };
  if (fs.existsSync(folder)) walk(folder);
  return found;
}

/** The import graph: file → files it imports (paths relative to the repository). */
async function importGraph(entryPoints) {
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints,
    bundle: true,
    write: false,
    metafile: true,
    outdir: 'out',
    // Two sources may share a name but not an extension (Form.test.ts beside Form.test.tsx).
    entryNames: '[dir]/[name]-[hash]',
    platform: 'node',
    format: 'esm',
    packages: 'external',
    logLevel: 'silent',
    loader: { '.css': 'empty', '.svg': 'empty', '.png': 'empty', '.mjs': 'js' },
    jsx: 'automatic',
    tsconfigRaw: { compilerOptions: { verbatimModuleSyntax: true } },
  });
  const graph = new Map();
  for (const [file, input] of Object.entries(result.metafile.inputs)) {
    const targets = new Set(input.imports.filter((i) => !i.external).map((i) => i.path));
    if (/\.tsx?$/.test(file)) for (const target of typeImportsOf(file)) targets.add(target);
    graph.set(file, [...targets]);
  }
  return graph;
}

/** Relative `import type … from` / `export type … from` targets of a file (erased by esbuild), resolved. */
function typeImportsOf(file) {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
  const targets = [];
  for (const m of text.matchAll(/^\s*(?:import|export)\s+type\s[^;]*?\sfrom\s+['"](\.{1,2}\/[^'"]+)['"]/gms)) {
    const base = path.join(path.dirname(path.join(ROOT, file)), m[1]);
    const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
    const found = candidates.find((c) => fs.existsSync(c) && fs.statSync(c).isFile());
    if (found) targets.push(path.relative(ROOT, found).split(path.sep).join('/'));
  }
  return targets;
}

/** Strongly connected components (Tarjan, iterative): the circles of the graph. */
function circles(graph) {
  let index = 0;
  const indexOf = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const found = [];
  for (const start of graph.keys()) {
    if (indexOf.has(start)) continue;
    const work = [{ node: start, next: 0 }];
    indexOf.set(start, index);
    low.set(start, index++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const edges = graph.get(frame.node) ?? [];
      if (frame.next < edges.length) {
        const to = edges[frame.next++];
        if (!indexOf.has(to)) {
          indexOf.set(to, index);
          low.set(to, index++);
          stack.push(to);
          onStack.add(to);
          work.push({ node: to, next: 0 });
        } else if (onStack.has(to)) {
          low.set(frame.node, Math.min(low.get(frame.node), indexOf.get(to)));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1].node;
        low.set(parent, Math.min(low.get(parent), low.get(frame.node)));
      }
      if (low.get(frame.node) === indexOf.get(frame.node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        const selfLoop = component.length === 1 && (graph.get(component[0]) ?? []).includes(component[0]);
        if (component.length > 1 || selfLoop) found.push(component.sort());
      }
    }
  }
  return found;
}

/** Where a web file stands: `feature:<name>`, `data`, `components`, `lib`, `pages`, `app`, or null. */
function webLayer(file) {
  const m = /^apps\/web\/src\/(features\/([^/]+)|data|components|lib|pages|app)\//.exec(file);
  if (!m) return null;
  return m[2] ? `feature:${m[2]}` : m[1];
}

/** Why `from -> to` runs the wrong way, or null. */
function wrongWay(from, to) {
  const a = webLayer(from);
  const b = webLayer(to);
  if (a && b && a !== b) {
    if (a.startsWith('feature:') && b.startsWith('feature:')) return 'a feature imports another feature';
    if (a.startsWith('feature:') && (b === 'pages' || b === 'app')) return 'a feature imports a page or the app';
    if (
      (a === 'pages' || a === 'app') &&
      b.startsWith('feature:') &&
      !/^apps\/web\/src\/features\/[^/]+\/index\.tsx?$/.test(to)
    )
      return `${a === 'pages' ? 'a page' : 'the app'} imports a feature's internals (import its index.ts)`;
    if (a === 'data' && b !== 'lib') return `data/ imports ${b.startsWith('feature:') ? 'a feature' : `${b}/`}`;
    if (a === 'lib' && b !== 'lib') return `lib/ imports ${b.startsWith('feature:') ? 'a feature' : `${b}/`}`;
    if (a === 'components' && b !== 'components' && b !== 'lib' && b !== 'data')
      return `components/ imports ${b.startsWith('feature:') ? 'a feature' : `${b}/`}`;
  }
  if (from.startsWith('apps/server/src/') && !from.includes('/test/')) {
    const role = (f) => /\.(routes|service|repository)\.ts$/.exec(f)?.[1] ?? null;
    if (role(from) === 'repository' && (role(to) === 'service' || role(to) === 'routes'))
      return 'a repository imports a service or routes';
    if (role(from) === 'service' && role(to) === 'routes') return 'a service imports routes';
    if (from.startsWith('apps/server/src/policies/') && to.startsWith('apps/server/src/modules/'))
      return 'a policy imports a module';
  }
  return null;
}

const folders = process.argv.length > 2 ? process.argv.slice(2) : DEFAULT_FOLDERS;
const entryPoints = folders.flatMap((f) => sourcesUnder(path.join(ROOT, f)));
const graph = await importGraph(entryPoints);
const loops = circles(graph);
const wrong = [];
for (const [from, targets] of graph) {
  for (const to of targets) {
    const why = wrongWay(from, to);
    if (why) wrong.push(`  ${from} -> ${to}: ${why}`);
  }
}
if (wrong.length > 0) {
  console.error(wrong.join('\n'));
  console.error(`${wrong.length} import(s) running the wrong way.`);
}
if (loops.length === 0) {
  console.log(`No import circle among ${graph.size} files.`);
  if (wrong.length > 0) process.exit(1);
} else {
  for (const [i, loop] of loops.entries()) {
    console.error(`circle ${i + 1}: ${loop.length} file(s)`);
    const members = new Set(loop);
    for (const file of loop) {
      for (const to of graph.get(file) ?? []) if (members.has(to)) console.error(`  ${file} -> ${to}`);
    }
  }
  console.error(`${loops.length} import circle(s): break each (move what both need to a module both import).`);
  process.exit(1);
}

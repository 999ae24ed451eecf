/**
 * The web bundle weight check (`node --test scripts/`; `npm run lint` runs it): its rules on a small
 * made-up build, and the real build in apps/web/dist when there is one (skipped with a message
 * otherwise: `npm run build` first).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { bundleFindings, DEFAULT_DIST, LIMITS } from './check-bundle.mjs';

/** Writes a dist folder: a manifest and files of the given sizes (or texts). */
function dist(manifest, files) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'check-bundle-'));
  fs.mkdirSync(path.join(root, '.vite'));
  fs.mkdirSync(path.join(root, 'assets'));
  fs.writeFileSync(path.join(root, '.vite', 'manifest.json'), JSON.stringify(manifest));
  for (const [file, content] of Object.entries(files)) {
    fs.writeFileSync(path.join(root, file), typeof content === 'number' ? randomText(content) : content);
  }
  return root;
}

/** Text that gzip cannot shrink much (so raw and gzip limits can be exercised). */
function randomText(bytes) {
  let seed = 7;
  let out = '';
  while (out.length < bytes) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    out += seed.toString(36);
  }
  return out.slice(0, bytes);
}

const BASE = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_account.js'] },
  '_account.js': { file: 'assets/account.js', name: 'account' },
  'src/components/rich-text/RichTextEditor.tsx': { file: 'assets/editor.js', isDynamicEntry: true },
  'src/pages/Other.tsx': { file: 'assets/other.js', isDynamicEntry: true },
  'src/app/signed-in-routes.tsx': { file: 'assets/routes.js', isDynamicEntry: true },
  'src/app/shell/AppShell.tsx': { file: 'assets/shell.js', isDynamicEntry: true, imports: ['_ui.js'] },
  'src/pages/HomePage.tsx': { file: 'assets/home.js', isDynamicEntry: true, imports: ['_ui.js'] },
  '_ui.js': { file: 'assets/ui.js', name: 'ui-2' },
};
const SIGNED_IN_FILES = {
  'assets/routes.js': 'export default 1;',
  'assets/shell.js': 'import"./ui.js";',
  'assets/home.js': 'import"./ui.js";',
  'assets/ui.js': 'export const u=1;',
};

test('a light build passes, and a lazily loaded editor may be large', () => {
  const root = dist(BASE, {
    'assets/index.js': 'import"./account.js";',
    'assets/account.js': 'export const a=1;',
    'assets/editor.js': 400 * 1024,
    'assets/other.js': 'export default 1;',
    ...SIGNED_IN_FILES,
  });
  const { findings, signIn, home } = bundleFindings(root);
  assert.deepEqual(findings, []);
  assert.deepEqual(signIn.files.sort(), ['assets/account.js', 'assets/index.js']);
  assert.equal(home.files.length, 6);
});

test('a heavy sign-in route, zod on it, and a large page chunk are each reported', () => {
  const root = dist(BASE, {
    // Together well over the gzip limit, each under the raw chunk limit.
    'assets/index.js': randomText(LIMITS.chunkRawBytes - 1024),
    'assets/account.js': `class ZodObject{}${randomText(LIMITS.chunkRawBytes - 1024)}`,
    'assets/editor.js': 'export default 1;',
    'assets/other.js': 301 * 1024,
    ...SIGNED_IN_FILES,
  });
  const { findings } = bundleFindings(root);
  assert.equal(findings.length, 3, findings.join('\n'));
  assert.match(findings.join('\n'), /sign-in route: .* KB gzip of JavaScript/);
  assert.match(findings.join('\n'), /account\.js carries zod/);
  assert.match(findings.join('\n'), /other\.js \(src\/pages\/Other\.tsx\) is 301 KB raw/);
});

test('chunks importing one another in a cycle, and a home page of too many files, are reported', () => {
  const manyChunks = Object.fromEntries(
    Array.from({ length: LIMITS.homeFiles }, (_, i) => [`_c${i}.js`, { file: `assets/c${i}.js` }]),
  );
  const root = dist(
    {
      ...BASE,
      ...manyChunks,
      'src/pages/HomePage.tsx': { file: 'assets/home.js', isDynamicEntry: true, imports: Object.keys(manyChunks) },
      '_ui.js': { file: 'assets/ui.js', name: 'ui-2', imports: ['src/app/shell/AppShell.tsx'] },
    },
    {
      'assets/index.js': 'import"./account.js";',
      'assets/account.js': 'export const a=1;',
      'assets/editor.js': 'export default 1;',
      'assets/other.js': 'export default 1;',
      ...SIGNED_IN_FILES,
      ...Object.fromEntries(Object.keys(manyChunks).map((_, i) => [`assets/c${i}.js`, 'export const c=1;'])),
    },
  );
  const { findings } = bundleFindings(root);
  assert.equal(findings.length, 2, findings.join('\n'));
  assert.match(findings[0], /cycle: src\/app\/shell\/AppShell\.tsx -> _ui\.js -> src\/app\/shell\/AppShell\.tsx/);
  assert.match(findings[1], /signed-in home page: 2\d script files, limit 20/);
});

test('the built web app holds the limits', (t) => {
  if (!fs.existsSync(path.join(DEFAULT_DIST, '.vite', 'manifest.json'))) {
    t.skip('no built web app in apps/web/dist: run "npm run build" first');
    return;
  }
  let result;
  try {
    result = bundleFindings(DEFAULT_DIST);
  } catch (error) {
    // `npm test` runs this beside the build, which empties apps/web/dist first: a file vanishing
    // under the check means a build is under way (the browser suite's setup checks its result).
    if (error?.code !== 'ENOENT') throw error;
    t.skip(`apps/web/dist changed while it was read (a build under way): ${error.path}`);
    return;
  }
  assert.deepEqual(result.findings, []);
});

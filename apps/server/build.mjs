/**
 * Builds the server for `npm start`: bundles src/server.ts with esbuild into
 * dist/ (ES modules, dynamic imports split into chunks so the demo seed and its generators load only
 * when a seed runs). npm packages stay external and load from node_modules; @portal/shared (a
 * TypeScript workspace) is bundled. Plain Node then runs dist/server.mjs without a TypeScript loader,
 * which halves module loading at start (issue 2 §7: start ≤ 1.5 s).
 */
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = import.meta.dirname;
const started = performance.now();
// `--outdir <folder>` (a folder directly under apps/server, as src/paths.ts expects): tests build a
// bundle of their own there instead of replacing dist/.
const outdirFlag = process.argv.indexOf('--outdir');
const outdir = outdirFlag > 0 ? process.argv[outdirFlag + 1] : 'dist';
fs.rmSync(path.join(root, outdir), { recursive: true, force: true });
await build({
  entryPoints: { server: 'src/server.ts', migrate: 'src/db/migrate.ts' },
  absWorkingDir: root,
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: 'linked',
  packages: 'external',
  // The shared workspace is TypeScript source: bundle it instead of loading it at run time.
  alias: { '@portal/shared': path.resolve(root, '../../packages/shared/src/index.ts') },
  // Chunks sit beside server.mjs: src/paths.ts resolves folders from the file it ends up in.
  chunkNames: '[name]-[hash]',
  logLevel: 'warning',
});
console.log(`server bundle: ${outdir}/server.mjs and migrate.mjs (${Math.round(performance.now() - started)} ms)`);

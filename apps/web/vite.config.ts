/**
 * Vite build for the web client (spec 01 §2): one build for all tenants; the server injects the
 * tenant's runtime config into index.html at serve time. In dev, /api and /dev go to the server.
 *
 * First visit (issue 2 §7: the sign-in page loads at most 200 KB gzip of JavaScript and paints
 * within 2.5 s on a slow phone on a 150 ms round trip): a first visit has no session, so it lands
 * on an account screen. Every request costs a round trip, so the build
 * - puts everything the entry needs into the entry file itself ("boot" group) instead of a dozen
 *   small shared chunks, and
 * - puts the rest of what the sign-in screen needs into two files: "account" (its app code) and
 *   "account-ui" (the antd form controls it uses, shared with the signed-in pages).
 * Rolldown's automatic splitting knows exactly which modules the sign-in screen uses (it follows
 * named imports through barrel files such as `antd`); so a quick unminified pre-build with the
 * automatic splitting lists the sign-in screen's modules, and the real build groups exactly those.
 * Everything else keeps the automatic route splitting. app/first-screen.ts starts downloading the
 * two files as soon as the entry runs.
 */
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin, type Rolldown, type UserConfig } from 'vite';

const SERVER = 'http://localhost:3000';
const ROOT = new URL('.', import.meta.url).pathname;
/** The screen a first visit lands on. */
const SIGN_IN_PAGE = path.join(ROOT, 'src/pages/account/SignInPage.tsx');

/** react-router's package exports always select its development build; use the production one. */
const reactRouterProduction = (file: string) =>
  new URL(`../../node_modules/react-router/dist/production/${file}`, import.meta.url).pathname;

const BUILD_ALIASES = [
  { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
  { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
];

/** The shared package is pure (schemas, constants, helpers): marking it side-effect free lets the
 * bundler drop the zod schemas the web client only uses as types. A feature's `index.ts` only
 * re-exports (pages and the app import a feature through it, issue 29): marking it side-effect free
 * keeps what a page does not use out of that page's chunk. */
const TREESHAKE = {
  manualPureFunctions: ['z'],
  moduleSideEffects: [
    { test: /packages[\\/]shared[\\/]src[\\/]/, sideEffects: false },
    { test: /apps[\\/]web[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/, sideEffects: false },
    { test: /node_modules[\\/](@rc-component|@babel[\\/]runtime|@zxing)[\\/]/, sideEffects: false },
  ],
};

/** Everything the entry imports statically goes into the entry file. */
const BOOT_GROUP = { name: 'boot', tags: ['$initial' as const], priority: 30 };

/** Modules of the sign-in screen outside the entry, from the pre-build (see the header). */
let signInModules: ReadonlySet<string> = new Set();

/** Runs the pre-build and returns the sign-in screen's modules outside the entry. */
async function listSignInModules(): Promise<Set<string>> {
  const output = (await build({
    configFile: false,
    root: ROOT,
    logLevel: 'silent',
    plugins: [react()],
    resolve: { alias: BUILD_ALIASES },
    build: {
      write: false,
      minify: false,
      reportCompressedSize: false,
      target: 'es2022',
      rolldownOptions: { treeshake: TREESHAKE, output: { codeSplitting: { groups: [BOOT_GROUP] } } },
    },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  const files = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output);
  const chunks = new Map(
    files.filter((file): file is Rolldown.OutputChunk => file.type === 'chunk').map((chunk) => [chunk.fileName, chunk]),
  );
  const page = [...chunks.values()].find((chunk) => chunk.moduleIds.includes(SIGN_IN_PAGE));
  if (!page) throw new Error('vite.config: the pre-build has no chunk with the sign-in page');
  const modules = new Set<string>();
  const seen = new Set<string>();
  const visit = (chunk: Rolldown.OutputChunk) => {
    if (seen.has(chunk.fileName) || chunk.isEntry) return;
    seen.add(chunk.fileName);
    for (const id of chunk.moduleIds) modules.add(id);
    for (const file of chunk.imports) {
      const imported = chunks.get(file);
      if (imported) visit(imported);
    }
  };
  visit(page);
  return modules;
}

/** Fills signInModules before the real build starts chunking. */
function signInChunks(): Plugin {
  return {
    name: 'portal:sign-in-chunks',
    apply: 'build',
    async buildStart() {
      signInModules = await listSignInModules();
    },
  };
}

/** React itself, the one vendor file every screen needs, in a file of its own: it changes only with
 * React's version (caching), and it keeps the entry under the 300 KB raw chunk limit (issue 33). */
const REACT_GROUP = {
  name: 'react',
  test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
  priority: 40,
};

const codeSplitting: Rolldown.CodeSplittingOptions = {
  groups: [
    REACT_GROUP,
    BOOT_GROUP,
    { name: 'account-ui', test: (id) => signInModules.has(id) && id.includes('node_modules'), priority: 25 },
    { name: 'account', test: (id) => signInModules.has(id), priority: 20 },
  ],
};

export default defineConfig(
  ({ command }): UserConfig => ({
    root: ROOT,
    plugins: [react(), signInChunks()],
    resolve: { alias: command === 'build' ? BUILD_ALIASES : [] },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      // dist/.vite/manifest.json: scripts/check-bundle.mjs reads the chunk graph from it (issue 33).
      manifest: true,
      target: 'es2022',
      rolldownOptions: { treeshake: TREESHAKE, output: { codeSplitting } },
    },
    server: {
      port: 5173,
      proxy: {
        '/api': { target: SERVER, changeOrigin: false },
        '/dev': { target: SERVER, changeOrigin: false },
        // The uploaded organisation logo's preview (issue 30) is served by the server's mail logo route.
        '/mail-logo.png': { target: SERVER, changeOrigin: false },
      },
    },
    preview: {
      port: 4173,
      proxy: {
        '/api': { target: SERVER, changeOrigin: false },
        '/dev': { target: SERVER, changeOrigin: false },
        // The uploaded organisation logo's preview (issue 30) is served by the server's mail logo route.
        '/mail-logo.png': { target: SERVER, changeOrigin: false },
      },
    },
  }),
);

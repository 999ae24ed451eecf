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
 * app/first-screen.ts starts downloading the two files as soon as the entry runs. Pages stay lazy
 * chunks; what they share is grouped into a few layered files (SHARED_GROUPS below, issue 33).
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

/** The lazily loaded editors and viewers (rich-text editor, PDF viewer, QR scanner): their libraries
 * stay in their own chunks, loaded only when one opens. */
const LAZY_LIBRARIES =
  /node_modules[\\/](@tiptap|prosemirror-[^\\/]+|orderedmap|rope-sequence|w3c-keyname|linkifyjs|pdfjs-dist|react-pdf|@zxing)[\\/]/;
/** Validation: zod and the shared schema files, kept out of the layers' own selection (a layer still
 * takes the ones its modules import). */
const VALIDATION = /node_modules[\\/]zod[\\/]|packages[\\/]shared[\\/]src[\\/].*\.schemas\.ts$/;
/**
 * Signed-in pages (issue 33). Without groups, rolldown gives every set of lazy pages that share a
 * module a chunk of its own, and the home page fetched about 140 small files over HTTP/1.1. Code
 * that two or more lazy chunks share goes instead into a few large files, in layers by how many
 * lazy chunks use a module: "ui-30" holds the libraries (antd's components, TanStack Query,
 * dayjs...) that 30 or more use, "ui-26" those 26 to 29 use, and so on down to "ui-2"; "app-4" and
 * "app-2" do the same for the app's own shared code. A group takes its modules' dependencies with
 * them (includeDependenciesRecursively, the default), so a layer only imports earlier layers: the
 * files import one another without a cycle, which keeps the modules' execution order right without
 * strictExecutionOrder's wrappers (rolldown's maxSize splitting of one large group gave cycles
 * between its pieces, and a page failed with "is not a function"). The thresholds keep each file
 * under the 300 KB raw chunk limit (scripts/check-bundle.mjs). zod is one file of its own, never on
 * the sign-in page; a schema file goes with the first layer that needs it (the shell's and most
 * pages' code reads enums and option lists from the shared schema files), so a signed-in page may
 * carry schemas it does not use. A page's chunk keeps what only it uses; the editors and viewers
 * keep their libraries.
 */
const UI_LAYERS = [30, 26, 20, 12, 5, 2];
const APP_LAYERS = [4, 2];
const isLibrary = (id: string) => id.includes('node_modules') && !LAZY_LIBRARIES.test(id) && !VALIDATION.test(id);
const isAppCode = (id: string) => !id.includes('node_modules') && !VALIDATION.test(id);
const SHARED_GROUPS: Rolldown.CodeSplittingGroup[] = [
  { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 16 },
  ...UI_LAYERS.map((share, i) => ({
    name: `ui-${share}`,
    test: isLibrary,
    minShareCount: share,
    priority: 15 - i / 10,
  })),
  ...APP_LAYERS.map((share, i) => ({
    name: `app-${share}`,
    test: isAppCode,
    minShareCount: share,
    priority: 14 - i / 10,
  })),
];

const codeSplitting: Rolldown.CodeSplittingOptions = {
  groups: [
    REACT_GROUP,
    BOOT_GROUP,
    { name: 'account-ui', test: (id) => signInModules.has(id) && id.includes('node_modules'), priority: 25 },
    { name: 'account', test: (id) => signInModules.has(id), priority: 20 },
    ...SHARED_GROUPS,
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

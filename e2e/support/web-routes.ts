/**
 * The web app's route table, read from the router itself (apps/web/src/app/router.tsx
 * `buildRoutes`, which assembles apps/web/src/app/routes/*), so a browser test that walks "every
 * route" covers a route added tomorrow without a list to keep. esbuild bundles the router for Node
 * with every lazily loaded page (a dynamic import) and every stylesheet replaced by an empty module:
 * building the route objects renders nothing, so no page code is needed. npm packages load from
 * node_modules; @portal/shared (TypeScript source) is bundled.
 *
 * `webRoutes()` answers each route's full path ("/events/:id", "/settings/invoices"), the routes
 * that only redirect (a `<Navigate>` element) and catch-alls ("*") left out, each path once.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { REPO_ROOT } from './paths';

interface RouteLike {
  path?: string;
  index?: boolean;
  element?: unknown;
  children?: RouteLike[];
}

/** True when a route's element only redirects (react-router's Navigate). */
function isRedirect(element: unknown): boolean {
  const type = (element as { type?: { name?: string } } | null)?.type;
  return typeof type === 'function' && (type as { name?: string }).name === 'Navigate';
}

/** Full paths of a route tree (see the module docstring). */
export function routePaths(routes: RouteLike[], base = ''): string[] {
  const out: string[] = [];
  for (const route of routes) {
    const here = route.path === undefined ? base : `${base}/${route.path}`.replace(/\/+/g, '/');
    const renders = route.element !== undefined && route.element !== null && !isRedirect(route.element);
    if (renders && (route.index || route.path !== undefined) && !here.includes('*') && !route.children?.length)
      out.push(here || '/');
    if (route.children) out.push(...routePaths(route.children, here));
  }
  return [...new Set(out)];
}

/** Bundles and loads the web router; answers its route paths for a communities route family. */
export async function webRoutes(communitiesRoute = '/communities'): Promise<string[]> {
  const webSrc = path.join(REPO_ROOT, 'apps/web/src');
  // Inside the repository, so the bundle's npm imports resolve from its node_modules.
  const outDir = path.join(REPO_ROOT, 'node_modules/.cache/web-routes');
  fs.mkdirSync(outDir, { recursive: true });
  const outFile = path.join(fs.mkdtempSync(path.join(outDir, 'r-')), 'router.mjs');
  await build({
    stdin: {
      contents: `export { buildRoutes } from ${JSON.stringify(path.join(webSrc, 'app/router.tsx'))};`,
      resolveDir: webSrc,
      loader: 'ts',
    },
    outfile: outFile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    jsx: 'automatic',
    logLevel: 'silent',
    define: { 'import.meta.env': '{"DEV":false,"PROD":true,"MODE":"production"}' },
    alias: { '@portal/shared': path.join(REPO_ROOT, 'packages/shared/src/index.ts') },
    plugins: [
      {
        name: 'routes-only',
        setup(b) {
          // Pages load lazily: not needed to build the route objects.
          b.onResolve({ filter: /.*/ }, (args) => {
            if (args.kind === 'dynamic-import') return { path: args.path, namespace: 'stub' };
            if (/\.(css|svg|png|jpe?g|webp)(\?.*)?$/.test(args.path)) return { path: args.path, namespace: 'stub' };
            // A package's main entry loads from node_modules; a deep import ("antd/es/input/Input",
            // extensionless) is bundled, since Node's ESM loader would not resolve it.
            const isBare =
              !args.path.startsWith('.') && !args.path.startsWith('/') && !args.path.startsWith('@portal/');
            if (isBare && !/^(@[^/]+\/)?[^/@]+\/./.test(args.path)) return { path: args.path, external: true };
            return undefined;
          });
          b.onLoad({ filter: /.*/, namespace: 'stub' }, () => ({ contents: 'export default {};', loader: 'js' }));
        },
      },
    ],
  });
  const mod = (await import(pathToFileURL(outFile).href)) as {
    buildRoutes(config: { communitiesRoute: string }): RouteLike[];
  };
  return routePaths(mod.buildRoutes({ communitiesRoute } as never));
}

/**
 * Vite build for the web client (spec 01 §2): one build for all tenants; the server injects the
 * tenant's runtime config into index.html at serve time. In dev, /api and /dev go to the server.
 */
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const SERVER = 'http://localhost:3000';

/** react-router's package exports always select its development build; use the production one. */
const reactRouterProduction = (file: string) =>
  new URL(`../../node_modules/react-router/dist/production/${file}`, import.meta.url).pathname;

export default defineConfig(({ command }) => ({
  root: new URL('.', import.meta.url).pathname,
  plugins: [react()],
  resolve: {
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
          ]
        : [],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      treeshake: {
        // The shared package is pure (schemas, constants, helpers): marking it side-effect free
        // lets the bundler drop the zod schemas the web client only uses as types.
        moduleSideEffects: [{ test: /packages[\\/]shared[\\/]src[\\/]/, sideEffects: false }],
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: SERVER, changeOrigin: false },
      '/dev': { target: SERVER, changeOrigin: false },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api': { target: SERVER, changeOrigin: false },
      '/dev': { target: SERVER, changeOrigin: false },
    },
  },
}));

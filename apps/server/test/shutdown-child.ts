/**
 * A server process for shutdown.test.ts: the app as server.ts builds it (in-memory PGlite, no web
 * app) with the same signal handling (lib/shutdown.ts), plus GET /api/test/slow, which answers after
 * SLOW_MS (default 1500 ms; prints `slow request started` as it begins). Prints `listening <port>`
 * once it listens on an ephemeral port.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { installShutdown } from '../src/lib/shutdown';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-shutdown-'));
const config = loadConfig(
  { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, SEED_DEMO: 'false', PORT: '0', HOST: '127.0.0.1' },
  { inMemoryDb: true, webDist: null, databaseUrl: null },
);
const { app } = await buildApp({ config, ownsDb: true, logger: false });
const slowMs = Number(process.env.SLOW_MS ?? 1500);
app.get('/api/test/slow', { config: { public: true } }, async () => {
  console.log('slow request started');
  await new Promise((resolve) => setTimeout(resolve, slowMs));
  return { slow: true };
});
app.addHook('onClose', async () => fs.rmSync(dataDir, { recursive: true, force: true }));
installShutdown(app);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(`listening ${typeof address === 'object' && address ? address.port : 0}`);

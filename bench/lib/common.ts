/**
 * Shared helpers of the benchmarks: free ports, starting the product server as a child process
 * (what `npm run serve` runs, without npm in between), temporary folders, statistics and table
 * printing. The PostgreSQL benchmarks' frame (database, ceiling, load runs) is in harness.ts.
 * Every target is 127.0.0.1.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
/** The product server's bundle (`npm run build`), what `npm start` runs. */
export const SERVER_ENTRY = path.join(REPO_ROOT, 'apps/server/dist/server.mjs');
/** The server's sources, run through tsx by `startProduct({ fromSource: true })`. */
export const SERVER_SOURCE = path.join(REPO_ROOT, 'apps/server/src/server.ts');
export const WEB_DIST = path.join(REPO_ROOT, 'apps/web/dist');
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A whole number from the environment, or the default. */
export function envInt(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : fallback;
}

/** A port free on 127.0.0.1 right now (the OS's pick). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** The median of a list (NaN when empty). */
export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Percentile (0-100) of a list, nearest rank. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** Prints rows as an aligned table. */
export function printTable(title: string, header: string[], rows: (string | number)[][]): void {
  const cells = [header, ...rows.map((r) => r.map(String))];
  const widths = header.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(`\n${title}`);
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of cells.slice(1)) console.log(line(r));
}

/** A number with `digits` decimals, or `n/a`. */
export const fmt = (n: number, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');

export interface ProductServer {
  url: string;
  child: ChildProcess;
  /** Milliseconds from spawn to the first 200 from /api/health. */
  startMs: number;
  output(): string;
  stop(): Promise<void>;
}

export interface StartOptions {
  dataDir: string;
  env?: Record<string, string>;
  /** Pass DATABASE_URL through (PostgreSQL) instead of the embedded PGlite. */
  keepDatabaseUrl?: boolean;
  /** Health polling interval in ms (small for the start-time benchmark). */
  pollMs?: number;
  timeoutMs?: number;
  /** Run apps/server/src/server.ts through tsx instead of the bundle (no build needed). */
  fromSource?: boolean;
  /** A fixed port (else a free one). */
  port?: number;
  /** Also copy the server's output to this process's stderr as it comes. */
  echo?: boolean;
}

/**
 * Spawns `node apps/server/dist/server.mjs` (build first), or the sources with `fromSource`, and
 * waits for a 200 from /api/health. Throws with the server's output when it exits or times out first.
 */
export async function startProduct(options: StartOptions): Promise<ProductServer> {
  const port = options.port || (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of ['SMTP_URL', 'NODE_OPTIONS']) delete env[key];
  if (!options.keepDatabaseUrl) delete env.DATABASE_URL;
  Object.assign(env, {
    NODE_ENV: 'production',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    TENANT: 'ota',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: url,
    DATA_DIR: options.dataDir,
    // Required in production (issue 28 finding 5); a bench run's own, fixed for its processes.
    SIGNED_LINK_SECRET: 'bench-signed-link-secret-0123456789abcdef',
    ...options.env,
  });
  const started = performance.now();
  const entry = options.fromSource ? ['--import', 'tsx', SERVER_SOURCE] : ['--enable-source-maps', SERVER_ENTRY];
  // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops (open it in Chrome DevTools).
  const profileDir = process.env.BENCH_CPU_PROF;
  if (profileDir) entry.unshift('--cpu-prof', `--cpu-prof-dir=${profileDir}`);
  const child = spawn(process.execPath, entry, {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const collect = (b: Buffer) => {
    log = (log + b.toString('utf8')).slice(-100_000);
    if (options.echo) process.stderr.write(b);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const done = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await done;
    clearTimeout(timer);
  };
  const deadline = started + (options.timeoutMs ?? 120_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} before it was healthy:\n${log}`);
    try {
      const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (res.status === 200) {
        const startMs = performance.now() - started;
        await res.arrayBuffer();
        return { url, child, startMs, output: () => log, stop };
      }
    } catch {
      // not listening yet
    }
    if (performance.now() > deadline) {
      await stop();
      throw new Error(`server not healthy after ${options.timeoutMs ?? 120_000} ms:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, options.pollMs ?? 100));
  }
}

/** A new temporary folder (removed by the caller with removeDir). */
export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

export function removeDir(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
}

/** Runs `fn` with a new temporary folder, removed afterwards whatever happens. */
export async function withTempDir<T>(prefix: string, fn: (dir: string) => Promise<T>): Promise<T> {
  const dir = tempDir(prefix);
  try {
    return await fn(dir);
  } finally {
    removeDir(dir);
  }
}

/** Runs `fn` against the product server started on a new temporary DATA_DIR; stops it and removes the folder after. */
export async function withProduct<T>(
  prefix: string,
  options: Omit<StartOptions, 'dataDir'>,
  fn: (server: ProductServer) => Promise<T>,
): Promise<T> {
  return withTempDir(prefix, async (dataDir) => {
    const server = await startProduct({ ...options, dataDir });
    try {
      return await fn(server);
    } finally {
      await server.stop();
    }
  });
}

/** True when this module is the script node was started with. */
export function isMain(metaUrl: string): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  return path.resolve(entry) === path.resolve(new URL(metaUrl).pathname);
}

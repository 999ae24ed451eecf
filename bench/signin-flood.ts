/**
 * Sign-in flood: does a burst of password checks (argon2) starve the rest of the server?
 * Starts the product server (PGlite, demo seed, credential and global rate limits off), measures
 * GET /api/health with autocannon (10 connections, BENCH_SECONDS = 5 s) idle, then again while
 * 50 concurrent loops sign member@example.org in (POST /api/v1/auth/sign-in) for the same time.
 * Prints both p99s and their ratio; target ratio ≤ 2. With BENCH_CEILING=1 it first runs the
 * ceiling benchmark (1 run) and states health throughput as a share of it. DATABASE_URL set: the
 * server runs on that PostgreSQL database (the demo seed goes into it if it is empty).
 *
 *   npm run bench:signin
 */
import { type CeilingResult, runCeiling } from './lib/ceiling';
import { envInt, fmt, isMain, percentile, printTable, withProduct } from './lib/common';
import { type LoadRun, load } from './lib/harness';

const TARGET_RATIO = 2;
const SIGN_IN_LOOPS = 50;
const ACCOUNT = { email: 'member@example.org', password: 'Member#2025' };

interface SignInFigures {
  count: number;
  ok: number;
  failed: number;
  perSec: number;
  p50: number;
  p99: number;
}

/** GET /api/health with 10 connections for `seconds`. */
function measureHealth(url: string, seconds: number): Promise<LoadRun> {
  return load({ url: `${url}/api/health`, label: 'health', connections: 10, seconds });
}

/** 50 loops signing in until `stopAt`; every attempt's latency is kept. */
async function floodSignIns(url: string, stopAt: number): Promise<SignInFigures> {
  const latencies: number[] = [];
  let ok = 0;
  let failed = 0;
  const started = performance.now();
  const loop = async () => {
    while (Date.now() < stopAt) {
      const t0 = performance.now();
      try {
        const res = await fetch(`${url}/api/v1/auth/sign-in`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(ACCOUNT),
          signal: AbortSignal.timeout(30_000),
        });
        await res.arrayBuffer();
        if (res.status === 200) ok++;
        else failed++;
      } catch {
        failed++;
      }
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: SIGN_IN_LOOPS }, loop));
  const elapsed = (performance.now() - started) / 1000;
  return {
    count: latencies.length,
    ok,
    failed,
    perSec: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

export interface SignInFloodResult {
  idle: LoadRun;
  loaded: LoadRun;
  signIns: SignInFigures;
  ratio: number;
  ceiling: CeilingResult | null;
}

export async function runSignInFlood(seconds = envInt('BENCH_SECONDS', 5)): Promise<SignInFloodResult> {
  const ceiling = process.env.BENCH_CEILING === '1' ? await runCeiling({ runs: 1, seconds }) : null;
  const options = {
    keepDatabaseUrl: true,
    env: { CREDENTIAL_LIMIT_PER_IP: '0', CREDENTIAL_LIMIT_PER_ACCOUNT: '0', RATE_LIMIT_PER_MINUTE: '0' },
  };
  return withProduct('bench-signin-', options, async (server) => {
    // Warm the paths once (JIT, argon2 thread pool) before measuring.
    await floodSignIns(server.url, Date.now() + 1_000);
    await measureHealth(server.url, 1);
    const idle = await measureHealth(server.url, seconds);
    const [loaded, signIns] = await Promise.all([
      measureHealth(server.url, seconds),
      floodSignIns(server.url, Date.now() + seconds * 1000),
    ]);
    return { idle, loaded, signIns, ratio: loaded.p99 / Math.max(idle.p99, 1), ceiling };
  });
}

if (isMain(import.meta.url)) {
  const seconds = envInt('BENCH_SECONDS', 5);
  console.log(
    `sign-in flood: /api/health with 10 connections for ${seconds} s, idle and under ${SIGN_IN_LOOPS} sign-in loops`,
  );
  const r = await runSignInFlood(seconds);
  const rows: (string | number)[][] = [
    ['health, idle', fmt(r.idle.reqPerSec), fmt(r.idle.p50, 1), fmt(r.idle.p99, 1), r.idle.errors],
    ['health, during sign-ins', fmt(r.loaded.reqPerSec), fmt(r.loaded.p50, 1), fmt(r.loaded.p99, 1), r.loaded.errors],
    [
      `sign-ins (${SIGN_IN_LOOPS} loops)`,
      fmt(r.signIns.perSec, 1),
      fmt(r.signIns.p50, 0),
      fmt(r.signIns.p99, 0),
      r.signIns.failed,
    ],
  ];
  if (r.ceiling)
    rows.unshift([
      `ceiling (${r.ceiling.database}, 200 conns)`,
      fmt(r.ceiling.reqPerSec),
      fmt(r.ceiling.p50, 1),
      fmt(r.ceiling.p99, 1),
      '',
    ]);
  printTable(
    `Sign-in flood (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`,
    ['what', 'req/s', 'p50 ms', 'p99 ms', 'errors'],
    rows,
  );
  console.log(`\nsign-ins completed: ${r.signIns.ok} ok, ${r.signIns.failed} failed`);
  if (r.ceiling)
    console.log(`health req/s idle = ${fmt((100 * r.idle.reqPerSec) / r.ceiling.reqPerSec, 0)}% of the ceiling`);
  console.log(
    `p99 ratio (during / idle): ${fmt(r.ratio, 2)}  target ≤ ${TARGET_RATIO}: ${r.ratio <= TARGET_RATIO ? 'PASS' : 'FAIL'}`,
  );
}

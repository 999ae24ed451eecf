/**
 * The ceiling measurement (bench/ceiling.ts prints it; the other benchmarks run it first): what this
 * machine serves at best for one primary-key SELECT through Fastify on the product's database
 * (DATABASE_URL, else PGlite), so they can state their figures as ratios of it. The bare server is
 * lib/ceiling-server.ts, run as a child process; autocannon with 200 connections by default.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { envInt, fmt, median, REPO_ROOT } from './common';

export interface CeilingRun {
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export interface CeilingResult {
  /** Median over the runs of the average requests per second. */
  reqPerSec: number;
  /** Median over the runs of the latency percentiles, in ms. */
  p50: number;
  p99: number;
  database: string;
  runs: CeilingRun[];
}

export interface CeilingOptions {
  runs?: number;
  seconds?: number;
  connections?: number;
  /** Print each run as it ends. */
  verbose?: boolean;
}

/** Starts the bare server, runs autocannon against it and stops it. */
export async function runCeiling(options: CeilingOptions = {}): Promise<CeilingResult> {
  const runs = options.runs ?? envInt('BENCH_RUNS', 5);
  const seconds = options.seconds ?? envInt('BENCH_SECONDS', 10);
  const connections = options.connections ?? 200;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'ceiling-server.ts')], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ready = await new Promise<{ port: number; database: string }>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (b: Buffer) => {
      out += b.toString('utf8');
      const m = /READY (\d+) (\w+)/.exec(out);
      if (m) resolve({ port: Number(m[1]), database: m[2] });
    });
    child.once('exit', (code) => reject(new Error(`ceiling server exited with ${code}: ${out}`)));
  });
  const results: CeilingRun[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const result = await autocannon({
        url: `http://127.0.0.1:${ready.port}`,
        connections,
        duration: seconds,
        requests: [
          {
            method: 'GET',
            setupRequest: (req) => ({ ...req, path: `/items/${1 + Math.floor(Math.random() * 1000)}` }),
          },
        ],
      });
      const run = {
        reqPerSec: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.timeouts,
        non2xx: result.non2xx,
      };
      results.push(run);
      if (options.verbose)
        console.log(`run ${i + 1}/${runs}: ${fmt(run.reqPerSec)} req/s, p50 ${run.p50} ms, p99 ${run.p99} ms`);
    }
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }
  return {
    reqPerSec: median(results.map((r) => r.reqPerSec)),
    p50: median(results.map((r) => r.p50)),
    p99: median(results.map((r) => r.p99)),
    database: ready.database,
    runs: results,
  };
}

/**
 * Ceiling: what this machine serves at best for one primary-key SELECT through Fastify on the
 * product's database (DATABASE_URL, else PGlite), so the other benchmarks can state their figures
 * as ratios of it (the measurement is lib/ceiling.ts). autocannon with 200 connections,
 * BENCH_RUNS runs (5) of BENCH_SECONDS (10).
 *
 *   npm run bench:ceiling                     # PGlite
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:ceiling
 *   BENCH_RUNS=2 BENCH_SECONDS=5 npm run bench:ceiling
 */
import { runCeiling } from './lib/ceiling';
import { envInt, fmt, isMain, printTable } from './lib/common';

if (isMain(import.meta.url)) {
  const runs = envInt('BENCH_RUNS', 5);
  const seconds = envInt('BENCH_SECONDS', 10);
  console.log(`ceiling: Fastify + primary-key SELECT, 200 connections, ${runs} x ${seconds} s`);
  const result = await runCeiling({ runs, seconds, verbose: true });
  printTable(
    `Ceiling (${result.database})`,
    ['run', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx'],
    [
      ...result.runs.map((r, i) => [String(i + 1), fmt(r.reqPerSec), fmt(r.p50, 1), fmt(r.p99, 1), r.errors, r.non2xx]),
      ['median', fmt(result.reqPerSec), fmt(result.p50, 1), fmt(result.p99, 1), '', ''],
    ],
  );
}

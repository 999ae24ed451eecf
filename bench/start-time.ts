/**
 * Start time: from spawning the product server (`node apps/server/dist/server.mjs`, built by `npm run build`,
 * embedded PGlite, an existing DATA_DIR) to its first 200 from /api/health. One warm-up start
 * creates, migrates and seeds the folder ; then BENCH_STARTS (5)
 * measured starts. Target: median ≤ 1.5 s (printed as PASS/FAIL; the exit code stays 0).
 *
 *   npm run bench:start
 */
import { envInt, fmt, isMain, median, printTable, startProduct, withTempDir } from './lib/common';

const TARGET_MS = 1500;

export interface StartTimeResult {
  warmupMs: number;
  startsMs: number[];
  medianMs: number;
}

/** Measures the product's start on an existing PGlite folder. */
export async function runStartTime(starts = envInt('BENCH_STARTS', 5)): Promise<StartTimeResult> {
  return withTempDir('bench-start-', async (dataDir) => {
    const warm = await startProduct({ dataDir, pollMs: 10 });
    await warm.stop();
    const startsMs: number[] = [];
    for (let i = 0; i < starts; i++) {
      const server = await startProduct({ dataDir, pollMs: 10 });
      startsMs.push(server.startMs);
      console.log(`start ${i + 1}/${starts}: ${fmt(server.startMs)} ms`);
      await server.stop();
    }
    return { warmupMs: warm.startMs, startsMs, medianMs: median(startsMs) };
  });
}

if (isMain(import.meta.url)) {
  const result = await runStartTime();
  printTable(
    'Start time: spawn → first 200 from /api/health (PGlite, existing DATA_DIR, NODE_ENV=production)',
    ['start', 'ms'],
    [
      ['warm-up (migrate + seed)', fmt(result.warmupMs)],
      ...result.startsMs.map((ms, i) => [String(i + 1), fmt(ms)]),
      ['median', fmt(result.medianMs)],
    ],
  );
  const pass = result.medianMs <= TARGET_MS;
  console.log(`\ntarget ≤ ${TARGET_MS} ms: ${pass ? 'PASS' : 'FAIL'} (median ${fmt(result.medianMs)} ms)`);
}

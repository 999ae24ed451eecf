/**
 * Runs npm scripts at the same time and fails when any of them fails: `node scripts/run-together.mjs typecheck lint build`.
 * `npm test` runs the static checks and the build this way (docs/operations.md "CI run time"): `tsc` uses one core, and
 * the 2-core CI machine otherwise idles one core for a minute. Each script's output is kept and printed whole when it
 * ends (no interleaved lines), with how long it took; the exit code is 1 when any script failed, after all have ended.
 */
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node scripts/run-together.mjs SCRIPT [SCRIPT...]');
  process.exit(2);
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs `npm run name`; resolves with its exit code after printing its output. */
function run(name) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', name], { stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout.on('data', (c) => chunks.push(c));
    child.stderr.on('data', (c) => chunks.push(c));
    child.on('close', (code, signal) => {
      const status = code ?? (signal ? 1 : 0);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(
        `\n── npm run ${name} (${seconds} s, ${status === 0 ? 'ok' : `failed, exit ${status}`}) ──\n`,
      );
      process.stdout.write(Buffer.concat(chunks));
      resolve(status);
    });
  });
}

const codes = await Promise.all(scripts.map(run));
const failed = scripts.filter((_, i) => codes[i] !== 0);
if (failed.length) {
  console.error(`\nfailed: ${failed.map((s) => `npm run ${s}`).join(', ')}`);
  process.exit(1);
}

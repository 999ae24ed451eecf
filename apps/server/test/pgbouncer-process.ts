/**
 * PgBouncer in transaction pooling mode for the tests that run the portal through it (pgbouncer.test.ts,
 * cluster/cluster.test.ts; issue 34): Debian's `/usr/sbin/pgbouncer` on a free port of 127.0.0.1 in front of
 * one database of `databaseUrl`'s server, trust authentication, the `extra_float_digits` and `options`
 * start-up parameters ignored (node-postgres sends them), run as the postgres account when the test runs as
 * root (PgBouncer refuses root). The caller creates the database and drops it after `stop()`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { freePort } from '@portal/test-support';

/** Where Debian's package installs PgBouncer. */
export const PGBOUNCER = '/usr/sbin/pgbouncer';

export interface PgBouncerProcess {
  child: ChildProcess;
  /** `postgres://user@127.0.0.1:{port}/portal`: the pooled database. */
  url: string;
  /** What PgBouncer printed so far (stdout and stderr). */
  output(): string;
  /** SIGTERM, then waits for the exit. */
  stop(): Promise<void>;
}

/** True once something accepts a TCP connection on 127.0.0.1:`port`. */
export function portOpen(port: number): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Writes the configuration under `dir` (made readable to the postgres account) and starts PgBouncer with a
 * pool of `poolSize` server connections; resolves once it listens.
 * @throws when it does not listen within 10 s (with its output)
 */
export async function startPgBouncer(options: {
  dir: string;
  databaseUrl: string;
  dbName: string;
  poolSize: number;
}): Promise<PgBouncerProcess> {
  const target = new URL(options.databaseUrl);
  const port = await freePort();
  const user = decodeURIComponent(target.username || 'postgres');
  fs.writeFileSync(path.join(options.dir, 'users.txt'), `"${user}" ""\n`);
  fs.writeFileSync(
    path.join(options.dir, 'pgbouncer.ini'),
    [
      '[databases]',
      `portal = host=${target.hostname} port=${target.port || 5432} dbname=${options.dbName} user=${user}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${path.join(options.dir, 'users.txt')}`,
      'pool_mode = transaction',
      `default_pool_size = ${options.poolSize}`,
      'max_client_conn = 200',
      'ignore_startup_parameters = extra_float_digits,options',
    ].join('\n'),
  );
  fs.chmodSync(options.dir, 0o755);
  const asUser = process.getuid?.() === 0 ? ['-u', 'postgres'] : [];
  const child = spawn(PGBOUNCER, [...asUser, path.join(options.dir, 'pgbouncer.ini')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const collect = (d: Buffer) => {
    log = (log + String(d)).slice(-20_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 10_000;
  while (!(await portOpen(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`PgBouncer does not listen on port ${port}:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { child, url: `postgres://${encodeURIComponent(user)}@127.0.0.1:${port}/portal`, output: () => log, stop };
}

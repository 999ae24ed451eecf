/**
 * Graceful shutdown (issue #2 §2): closing the app lets requests already being handled finish
 * their database work and answer before the app's close completes (server.ts closes the database
 * there); a stuck request delays the close at most 10 s.
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './harness';

const SERVER_DIR = path.resolve(import.meta.dirname, '..');

/** One GET on `agent` (keep-alive): status, the Connection header and the body. */
function get(port: number, agent: http.Agent, url: string) {
  return new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: url, agent }, (res) => {
        let body = '';
        res.on('data', (d) => {
          body += String(d);
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
      })
      .on('error', reject);
  });
}

describe('graceful shutdown', () => {
  it('a request in flight when the app closes still reads the database and answers 200 before the close completes', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let entered: () => void = () => undefined;
    const inHandler = new Promise<void>((resolve) => {
      entered = resolve;
    });
    const t = await createTestApp(
      {},
      {},
      {
        beforeReady(app) {
          app.get('/api/test/slow', { config: { public: true } }, async () => {
            entered();
            await gate;
            const rows = (await t.ctx.db.execute(sql`select 41 + 1 as answer`)) as unknown as {
              rows: { answer: number }[];
            };
            return { answer: Number(rows.rows[0].answer) };
          });
        },
      },
    );
    try {
      const events: string[] = [];
      const response = t.app.inject({ method: 'GET', url: '/api/test/slow' }).then((res) => {
        events.push('answered');
        return res;
      });
      await inHandler;
      const closing = t.app.close().then(() => events.push('closed'));
      // The close waits while the handler is still held at the gate.
      await new Promise((r) => setTimeout(r, 100));
      expect(events).toEqual([]);
      release();
      const res = await response;
      await closing;
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ answer: 42 });
      expect(events).toEqual(['answered', 'closed']);
    } finally {
      release();
      await t.close();
    }
  });
});

describe('draining before the close (SHUTDOWN_DRAIN_MS, issue 34)', () => {
  it('readiness answers 503 "The server is shutting down." while the process drains; other requests are still served', async () => {
    const t = await createTestApp({ SHUTDOWN_DRAIN_MS: '3000' });
    try {
      expect(t.config.shutdownDrainMs).toBe(3000);
      expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
      // What server.ts's onDrain does at SIGTERM (lib/shutdown.ts runs it before the drain).
      t.ctx.lifecycle.draining = true;
      const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ message: 'The server is shutting down.' });
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('SIGTERM on a real server process (issue 34)', () => {
  it('a keep-alive client with a slow request in flight gets its answer with Connection: close; an idle keep-alive connection is closed; the process exits 0 long before the 15 s hard timer', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'test/shutdown-child.ts'], {
      cwd: SERVER_DIR,
      env: { ...process.env, SLOW_MS: '1500', DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stderr.on('data', (d) => {
      output += String(d);
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      const port = await new Promise<number>((resolve, reject) => {
        child.stdout.on('data', (d) => {
          output += String(d);
          const m = /listening (\d+)/.exec(output);
          if (m) resolve(Number(m[1]));
        });
        child.once('exit', () => reject(new Error(`the server exited before listening:\n${output}`)));
      });
      const busyAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const idleAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      // A connection that carried one request and is now idle, kept alive by its agent.
      expect((await get(port, idleAgent, '/api/health')).status).toBe(200);
      const idleSocket = Object.values(idleAgent.freeSockets).flat()[0];
      expect(idleSocket).toBeDefined();
      const idleClosed = new Promise<void>((resolve) => idleSocket?.once('close', () => resolve()));
      // The busy connection: a first quick request, then the slow one on the same socket.
      expect((await get(port, busyAgent, '/api/health')).status).toBe(200);
      const slow = get(port, busyAgent, '/api/test/slow');
      // SIGTERM while the slow request is in its handler (the child says so).
      const deadline = Date.now() + 10_000;
      while (!output.includes('slow request started')) {
        if (Date.now() > deadline) throw new Error(`the slow request never started:\n${output}`);
        await new Promise((resolve) => child.stdout.once('data', resolve));
      }
      const signalled = performance.now();
      child.kill('SIGTERM');
      await idleClosed;
      const answer = await slow;
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toEqual({ slow: true });
      expect(answer.connection).toBe('close');
      const code = await exited;
      const tookMs = performance.now() - signalled;
      expect(code, output).toBe(0);
      expect(tookMs).toBeLessThan(8_000);
      busyAgent.destroy();
      idleAgent.destroy();
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    // The child's start (tsx and an in-memory PGlite) takes about 5 s on an idle machine, minutes on
    // an overloaded one; the drain itself is what the assertions bound.
  }, 240_000);
});

/**
 * kill -9 during mail delivery with a real process (issue 30; PostgreSQL only: the child shares this
 * test's database). A real server process (`tsx src/server.ts`) delivers the outbox to a real SMTP
 * server (smtp-server) that reads each message and holds its answer to DATA; the process is killed
 * with SIGKILL while the first message waits for that answer. Its rows stay 'sending' under their
 * lease; once the lease lapses another deliverer (this process) sends them all.
 *
 * What the design gives is at-least-once: the held message reached the SMTP server but its answer
 * never reached the sender, so it is sent again, with the same Message-ID (the outbox row's id), by
 * which a receiving system can recognise the copy. No mail is lost.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../src/db/schema';
import { deliverMail, enqueueMail } from '../src/modules/mail';
import { createTestApp, type TestApp } from './harness';

/** An SMTP server that reads every message and, while `hold` is on, never answers DATA. */
class HoldingSmtp {
  /** Message-IDs answered 250 (accepted), in order. */
  readonly accepted: string[] = [];
  /** Message-IDs read but left without an answer. */
  readonly held: string[] = [];
  hold = true;
  private readonly listeners = new Set<() => void>();
  private server!: SMTPServer;
  port = 0;

  async start(): Promise<this> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, _session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const id = /^Message-ID:\s*(<[^>]+>)/im.exec(Buffer.concat(chunks).toString('utf8'))?.[1] ?? 'none';
          if (this.hold) this.held.push(id);
          else {
            this.accepted.push(id);
            callback();
          }
          for (const l of this.listeners) l();
        });
      },
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', () => resolve()));
    this.port = (this.server.server.address() as AddressInfo).port;
    return this;
  }

  /** Resolves when `check` holds, re-checked on every message (no polling, no fixed waits). */
  until(check: () => boolean, timeoutMs: number): Promise<void> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.listeners.delete(listener);
        reject(new Error(`SMTP wait timed out (held ${this.held.length}, accepted ${this.accepted.length})`));
      }, timeoutMs);
      const listener = () => {
        if (!check()) return;
        clearTimeout(timer);
        this.listeners.delete(listener);
        resolve();
      };
      this.listeners.add(listener);
      listener();
    });
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

let t: TestApp;
let smtp: HoldingSmtp;
beforeAll(async () => {
  smtp = await new HoldingSmtp().start();
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_POLL_MS: '3600000' });
  // This process delivers only when the test says so.
  await t.ctx.jobs.close();
});
afterAll(async () => {
  await t?.close();
  await smtp?.stop();
});

describe('mail delivery survives kill -9 of a real process', () => {
  it.runIf(Boolean(process.env.DATABASE_URL))(
    'a process killed while the SMTP server holds DATA loses no mail; another deliverer sends every one',
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-mail-child-'));
      let output = '';
      try {
        await enqueueMail(
          t.ctx,
          t.ctx.db,
          [1, 2, 3].map((n) => ({
            kind: 'auth.code' as const,
            to: `kill${n}@example.test`,
            subject: `Message ${n}`,
            text: `Hello,\n\nThis is message ${n}.`,
          })),
        );
        const rows = async () => (await t.ctx.db.select().from(outbox)).filter((r) => r.recipient.startsWith('kill'));
        const ids = new Set((await rows()).map((r) => r.messageId));
        expect(ids.size).toBe(3);

        const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
          cwd: path.resolve(import.meta.dirname, '..'),
          env: {
            ...process.env,
            NODE_ENV: 'test',
            DATABASE_URL: t.config.databaseUrl as string,
            DATA_DIR: dataDir,
            PORT: '0',
            HOST: '127.0.0.1',
            SEED_DEMO: 'false',
            SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
            MAIL_POLL_MS: '100',
            LOG_LEVEL: 'warn',
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        child.stdout?.on('data', (d) => (output += String(d)));
        child.stderr?.on('data', (d) => (output += String(d)));
        const exited = new Promise((resolve) => child.once('exit', resolve));

        // The child claims the mails and sends the first; the SMTP server holds its DATA answer.
        await smtp.until(() => smtp.held.length === 1, 100_000);
        child.kill('SIGKILL');
        await exited;
        const afterKill = await rows();
        expect(afterKill.map((r) => r.status)).toEqual(['sending', 'sending', 'sending']);
        expect(smtp.accepted).toEqual([]);

        // Their lease (5 min) lapses; another deliverer sends each mail.
        smtp.hold = false;
        await t.ctx.db
          .update(outbox)
          .set({ leaseUntil: sql`now() - interval '1 second'` })
          .where(sql`${outbox.recipient} like 'kill%'`);
        expect(await deliverMail(t.ctx)).toEqual({ sent: 3, failed: 0 });

        // None lost: every Message-ID accepted exactly once after the kill.
        expect([...smtp.accepted].sort()).toEqual([...ids].sort());
        expect((await rows()).map((r) => r.status)).toEqual(['sent', 'sent', 'sent']);
        // At least once: the held one was read by the server before the kill and sent again,
        // recognisable by its Message-ID.
        expect(smtp.held.length).toBe(1);
        expect(ids.has(smtp.held[0])).toBe(true);
      } catch (err) {
        throw new Error(`${String(err)}\nchild output:\n${output.slice(-2000)}`);
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
    150_000,
  );
});

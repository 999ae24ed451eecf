/**
 * The mail outbox (issue 30) against a real SMTP server (smtp-server on a free port): mail written
 * while SMTP is down arrives exactly once when it is back; two deliverers draining one outbox send
 * each mail once; a deliverer that dies mid-delivery loses nothing (its lease lapses, another run
 * sends the mail); the backoff schedule; the HTML and text parts of a template.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeMail, MailCatcher } from '@portal/test-support';
import { getTenant } from '@portal/shared';
import type { AppContext } from '../src/context';
import { outbox } from '../src/db/schema';
import {
  createMailer,
  deliverMail,
  enqueueMail,
  MAIL_DELIVERY,
  type MailInput,
  nextRetryMs,
  renderMail,
} from '../src/modules/mail';
import { createTestApp, type TestApp } from './harness';

/** How many accepted messages carry each Message-ID. */
function countsByMessageId(smtp: MailCatcher): Map<string, number> {
  const counts = new Map<string, number>();
  for (const m of smtp.messages) {
    const id = /^Message-ID:\s*(<[^>]+>)/im.exec(m.raw)?.[1] ?? 'none';
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

let t: TestApp;
let port: number;
beforeAll(async () => {
  // A free port with nothing listening: SMTP is down until a test starts a server on it.
  const probe = await MailCatcher.start();
  port = probe.port;
  await probe.stop();
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_POLL_MS: '3600000' });
  // No scheduled run: each test runs the deliverer itself.
  await t.ctx.jobs.close();
});
afterAll(async () => {
  await t?.close();
});

const mailTo = (to: string, n: number): MailInput => ({
  kind: 'auth.code',
  to,
  subject: `Message ${n}`,
  text: `Hello,\n\nThis is message ${n}.`,
});

async function rowsTo(prefix: string) {
  return (await t.ctx.db.select().from(outbox)).filter((r) => r.recipient.startsWith(prefix));
}

/** Makes every pending row of `prefix` due now (as if its backoff had passed). */
async function makeDue(prefix: string) {
  await t.ctx.db
    .update(outbox)
    .set({ nextAttemptAt: sql`now()` })
    .where(sql`${outbox.recipient} like ${`${prefix}%`} and ${outbox.status} = 'pending'`);
}

describe('mail outbox delivery', () => {
  it('keeps mail written while SMTP is down and delivers each exactly once when it is back', async () => {
    await enqueueMail(
      t.ctx,
      t.ctx.db,
      [1, 2, 3].map((n) => mailTo(`down${n}@example.test`, n)),
    );
    const first = await deliverMail(t.ctx);
    expect(first).toEqual({ sent: 0, failed: 3 });
    const pending = await rowsTo('down');
    expect(pending.map((r) => [r.status, r.attempts])).toEqual([
      ['pending', 1],
      ['pending', 1],
      ['pending', 1],
    ]);
    expect(pending[0].lastError).toMatch(/ECONNREFUSED|connect/i);
    // Not due again before its backoff (30 s): a run now sends nothing.
    expect(await deliverMail(t.ctx)).toEqual({ sent: 0, failed: 0 });

    const smtp = await MailCatcher.start(port);
    try {
      await makeDue('down');
      expect(await deliverMail(t.ctx)).toEqual({ sent: 3, failed: 0 });
      expect(await deliverMail(t.ctx)).toEqual({ sent: 0, failed: 0 });
      const counts = countsByMessageId(smtp);
      expect(counts.size).toBe(3);
      expect([...counts.values()]).toEqual([1, 1, 1]);
      const sent = await rowsTo('down');
      expect(sent.every((r) => r.status === 'sent' && r.sentAt !== null && r.attempts === 2)).toBe(true);
      expect([...counts.keys()].sort()).toEqual(sent.map((r) => r.messageId).sort());
      expect(smtp.messages.map((m) => m.to[0]).sort()).toEqual([
        'down1@example.test',
        'down2@example.test',
        'down3@example.test',
      ]);
    } finally {
      await smtp.stop();
    }
  });

  it('two deliverers draining one outbox at once send every mail once', async () => {
    const smtp = await MailCatcher.start(port);
    try {
      await enqueueMail(
        t.ctx,
        t.ctx.db,
        Array.from({ length: 20 }, (_, i) => mailTo(`pair${i}@example.test`, i)),
      );
      // A second "process": its own transport on the same database.
      const other: AppContext = {
        ...t.ctx,
        mailer: createMailer({
          smtpUrl: `smtp://127.0.0.1:${port}`,
          from: t.config.mailFrom,
          outboxDir: '/nonexistent',
        }),
      };
      const [a, b] = await Promise.all([deliverMail(t.ctx, { batch: 3 }), deliverMail(other, { batch: 3 })]);
      other.mailer.close();
      expect(a.sent + b.sent).toBe(20);
      expect(a.failed + b.failed).toBe(0);
      const counts = countsByMessageId(smtp);
      expect(counts.size).toBe(20);
      expect([...counts.values()].every((n) => n === 1)).toBe(true);
      expect((await rowsTo('pair')).every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    } finally {
      await smtp.stop();
    }
  });

  it('a deliverer that dies mid-delivery loses nothing: the mail goes once its lease lapses', async () => {
    const smtp = await MailCatcher.start(port);
    try {
      await enqueueMail(t.ctx, t.ctx.db, mailTo('lease@example.test', 1));
      // The dying process: claims the row, then never finishes the send (as if killed with SIGKILL).
      const dying: AppContext = {
        ...t.ctx,
        mailer: { ...t.ctx.mailer, send: () => new Promise<void>(() => undefined) },
      };
      void deliverMail(dying);
      await expect.poll(async () => (await rowsTo('lease'))[0]?.status, { timeout: 5_000 }).toBe('sending');
      const [claimed] = await rowsTo('lease');
      expect(claimed.leaseUntil!.getTime() - Date.now()).toBeGreaterThan(MAIL_DELIVERY.leaseMs - 60_000);
      // While the lease holds, no other run takes it.
      expect(await deliverMail(t.ctx)).toEqual({ sent: 0, failed: 0 });
      // The lease lapses (5 min later): the next run sends it, once.
      await t.ctx.db
        .update(outbox)
        .set({ leaseUntil: sql`now() - interval '1 second'` })
        .where(eq(outbox.id, claimed.id));
      expect(await deliverMail(t.ctx)).toEqual({ sent: 1, failed: 0 });
      expect(smtp.messages.filter((m) => m.to.includes('lease@example.test'))).toHaveLength(1);
      const [row] = await rowsTo('lease');
      expect([row.status, row.attempts]).toEqual(['sent', 2]);
    } finally {
      await smtp.stop();
    }
  });

  it('gives up after 24 hours: the row is failed with its last error', async () => {
    await enqueueMail(t.ctx, t.ctx.db, mailTo('giveup@example.test', 1));
    await t.ctx.db
      .update(outbox)
      .set({ createdAt: sql`now() - interval '25 hours'`, attempts: 11 })
      .where(eq(outbox.recipient, 'giveup@example.test'));
    expect(await deliverMail(t.ctx)).toEqual({ sent: 0, failed: 1 });
    const [row] = await rowsTo('giveup');
    expect(row.status).toBe('failed');
    expect(row.attempts).toBe(12);
    expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
    await makeDue('giveup');
    expect(await deliverMail(t.ctx)).toEqual({ sent: 0, failed: 0 });
  });
});

describe('backoff schedule', () => {
  it('waits 30 s, then doubles, at most 6 h a step, the last try 24 h after the first', () => {
    const min = 60_000;
    expect([1, 2, 3, 4, 5].map((n) => nextRetryMs(n, 0))).toEqual([30_000, min, 2 * min, 4 * min, 8 * min]);
    expect(nextRetryMs(12, 0)).toBe(6 * 60 * min);
    expect(nextRetryMs(12, 23.5 * 60 * min)).toBe(30 * min);
    expect(nextRetryMs(3, 24 * 60 * min)).toBeNull();
    // Tries at the schedule's times: the last within 24 h of the first, about a dozen in all.
    let age = 0;
    let tries = 1;
    for (let wait = nextRetryMs(tries, age); wait !== null && wait > 0; wait = nextRetryMs(tries, age)) {
      age += wait;
      tries += 1;
    }
    expect(age).toBe(24 * 60 * min);
    expect(tries).toBeGreaterThan(10);
    expect(tries).toBeLessThan(16);
  });
});

describe('templates', () => {
  it("renders the tenant's logo, colour and name in the HTML part and the same facts in the text part", async () => {
    const tenant = getTenant('psa');
    const mail = await renderMail(
      {
        kind: 'auth.password-reset',
        subject: 'Reset your password',
        text: `Hello Ada,\n\nOpen https://portal.example.test/account/reset-password?token=abc within 60 minutes.\n\n${tenant.fullName}`,
      },
      { tenant, publicUrl: 'https://portal.example.test' },
    );
    expect(mail.html).toContain(tenant.theme.brandColor);
    expect(mail.html).toContain('https://portal.example.test/mail-logo.png');
    expect(mail.html).toContain('name="color-scheme" content="light dark"');
    expect(mail.html).toContain('prefers-color-scheme: dark');
    expect(mail.html).toContain('href="https://portal.example.test/account/reset-password?token=abc"');
    expect(mail.html).toContain('Reset your password');
    expect(mail.html).toContain(tenant.fullName);
    expect(mail.text).toContain('Hello Ada,');
    expect(mail.text).toContain('https://portal.example.test/account/reset-password?token=abc within 60 minutes.');
    expect(mail.text).toContain(tenant.fullName);
    expect(mail.text).toContain(tenant.website);
  });

  it('sends both parts with a stable Message-ID and Reply-To over SMTP', async () => {
    const smtp = await MailCatcher.start(port);
    try {
      await enqueueMail(t.ctx, t.ctx.db, { ...mailTo('parts@example.test', 1), replyTo: 'member@example.test' });
      expect(await deliverMail(t.ctx)).toEqual({ sent: 1, failed: 0 });
      const [raw] = smtp.messages.filter((m) => m.to.includes('parts@example.test')).map((m) => m.raw);
      const [row] = await rowsTo('parts');
      expect(raw).toContain(`Message-ID: ${row.messageId}`);
      expect(raw).toMatch(/^Reply-To: member@example\.test/m);
      expect(raw).toContain('multipart/alternative');
      expect(raw).toContain('text/html');
      expect((await decodeMail(raw)).text).toContain('This is message 1.');
    } finally {
      await smtp.stop();
    }
  });
});

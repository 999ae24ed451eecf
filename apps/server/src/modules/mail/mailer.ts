/**
 * The transport under the outbox (issue #2 §3 Mail, issue 30): only outbox.ts sends through it.
 * - SMTP_URL set: real SMTP.
 * - Not set: a local outbox under DATA_DIR/outbox, one `.eml` (raw message) and one `.json`
 *   (to, subject, text, sentAt) per mail, which /dev/mail lists outside production.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post of a notification mail. */
  headers?: Record<string, string>;
  /** The stable Message-ID of the outbox row (`<id@host>`), the same on every retry. */
  messageId?: string;
  /** Where replies go (contact-us: the member's address). */
  replyTo?: string;
  /** Files attached (nodemailer's shape): enquiry files, a calendar file, a ticket's QR code. */
  attachments?: { filename: string; content: string | Buffer; contentType: string }[];
}

export interface OutboxEntry {
  id: string;
  to: string;
  subject: string;
  text: string;
  sentAt: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** The local outbox, newest first; empty when mail goes over SMTP. */
  listOutbox(limit?: number): Promise<OutboxEntry[]>;
  close(): void;
}

/**
 * SMTP_URL with bounded waits (unless it sets its own), well inside the outbox lease (5 min): a
 * hung server is a failed attempt, retried later.
 */
function withTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  const defaults = { connectionTimeout: '15000', greetingTimeout: '15000', socketTimeout: '60000' };
  for (const [key, value] of Object.entries(defaults)) if (!url.searchParams.has(key)) url.searchParams.set(key, value);
  return url.toString();
}

/**
 * Creates the mailer for the configuration. nodemailer and its transport load on the first send
 * (not at start: about 0.1 s of module loading).
 */
export function createMailer(options: { smtpUrl: string | null; from: string; outboxDir: string }): Mailer {
  let transport: Promise<Transporter> | null = null;
  const getTransport = () => {
    transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      options.smtpUrl
        ? nodemailer.createTransport(withTimeouts(options.smtpUrl))
        : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    );
    return transport;
  };

  return {
    async send(message) {
      const info = await (await getTransport()).sendMail({ from: options.from, ...message });
      if (options.smtpUrl) return;
      await fs.mkdir(options.outboxDir, { recursive: true });
      const sentAt = new Date().toISOString();
      const id = `${sentAt.replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}`;
      const entry: OutboxEntry = { id, to: message.to, subject: message.subject, text: message.text, sentAt };
      await fs.writeFile(path.join(options.outboxDir, `${id}.eml`), (info as { message: Buffer }).message);
      await fs.writeFile(path.join(options.outboxDir, `${id}.json`), JSON.stringify(entry, null, 2));
    },
    async listOutbox(limit = 50) {
      let names: string[];
      try {
        names = await fs.readdir(options.outboxDir);
      } catch {
        return [];
      }
      const jsons = names
        .filter((n) => n.endsWith('.json'))
        .sort()
        .reverse()
        .slice(0, limit);
      const entries = await Promise.all(
        jsons.map(async (n) => JSON.parse(await fs.readFile(path.join(options.outboxDir, n), 'utf8')) as OutboxEntry),
      );
      return entries;
    },
    close() {
      void transport?.then((t) => t.close());
    },
  };
}

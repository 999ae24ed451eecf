/**
 * Outgoing mail through nodemailer (issue #2 §3 Mail).
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
 * Creates the mailer for the configuration. nodemailer and its transport load on the first send
 * (not at start: about 0.1 s of module loading).
 */
export function createMailer(options: { smtpUrl: string | null; from: string; outboxDir: string }): Mailer {
  let transport: Promise<Transporter> | null = null;
  const getTransport = () => {
    transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      options.smtpUrl
        ? nodemailer.createTransport(options.smtpUrl)
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

/**
 * A real SMTP server for tests (no mocks): listens on 127.0.0.1 on a free port, keeps every message
 * it receives, and hands back the decoded text of the next message for an address.
 *
 *   const mail = await startMailCatcher();
 *   const t = await createTestApp({ SMTP_URL: mail.url });
 *   const text = await mail.waitForMail('someone@example.test');
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

interface ReceivedMail {
  to: string[];
  raw: string;
  taken: boolean;
}

export interface MailCatcher {
  /** SMTP_URL for the app, e.g. smtp://127.0.0.1:40123 */
  url: string;
  /**
   * The decoded body of the oldest not yet taken message to `to` (case-insensitive); waits for it.
   * @throws when none arrives within timeoutMs
   */
  waitForMail(to: string, timeoutMs?: number): Promise<string>;
  /** How many messages (taken or not) were sent to an address so far. */
  countFor(to: string): number;
  close(): Promise<void>;
}

/** Decodes quoted-printable: soft line breaks ("=\r\n") vanish, "=3D"-style escapes become bytes (UTF-8). */
export function decodeQuotedPrintable(input: string): string {
  const joined = input.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The text of a single-part message: headers dropped, transfer encoding undone, CRLF made LF. */
export function messageText(raw: string): string {
  const split = raw.indexOf('\r\n\r\n');
  const headers = split >= 0 ? raw.slice(0, split) : '';
  const body = split >= 0 ? raw.slice(split + 4) : raw;
  const encoding = /^content-transfer-encoding:\s*([\w-]+)/im.exec(headers)?.[1]?.toLowerCase();
  const decoded =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : body;
  return decoded.replace(/\r\n/g, '\n');
}

/** Starts the SMTP server (no auth, no STARTTLS). */
export async function startMailCatcher(): Promise<MailCatcher> {
  const mails: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
          taken: false,
        });
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  const take = (to: string): string | null => {
    const mail = mails.find((m) => !m.taken && m.to.includes(to.toLowerCase()));
    if (!mail) return null;
    mail.taken = true;
    return messageText(mail.raw);
  };

  return {
    url: `smtp://127.0.0.1:${port}`,
    waitForMail(to, timeoutMs = 5000) {
      const ready = take(to);
      if (ready !== null) return Promise.resolve(ready);
      return new Promise((resolve, reject) => {
        const wake = () => {
          const text = take(to);
          if (text === null) return;
          clearTimeout(timer);
          waiters.delete(wake);
          resolve(text);
        };
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(new Error(`no mail to ${to} within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(wake);
      });
    },
    countFor(to) {
      return mails.filter((m) => m.to.includes(to.toLowerCase())).length;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The 6-digit code of a "Your verification code is 123456" mail. */
export function codeFrom(text: string): string {
  const match = /Your verification code is (\d{6})\b/.exec(text);
  if (!match) throw new Error(`no verification code in mail:\n${text}`);
  return match[1];
}

/** Token and userId of a ".../account/reset-password?token=...&userId=..." link. */
export function resetLinkFrom(text: string): { url: string; token: string; userId: string } {
  const match = /(https?:\/\/\S+\/account\/reset-password\?token=([^&\s]+)&userId=([0-9a-f-]{36}))/.exec(text);
  if (!match) throw new Error(`no reset link in mail:\n${text}`);
  return { url: match[1], token: decodeURIComponent(match[2]), userId: match[3] };
}

/**
 * A real SMTP server for tests (no mocks), used by the server tests (apps/server/test) and the
 * browser tests (e2e/support): it listens on 127.0.0.1 on a free port, keeps every message it
 * receives, decoded with mailparser (headers, RFC 2047 subjects, quoted-printable and base64 bodies,
 * the text part of a multipart message), and hands each one out once.
 *
 *   const mail = await MailCatcher.start();
 *   const t = await createTestApp({ SMTP_URL: mail.url });
 *   const mark = mail.mark();                  // optional: only mail caught from here on
 *   const code = extractCode(await mail.waitFor({ to: 'someone@example.test', after: mark }));
 *   await mail.stop();
 */
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  /** Envelope recipients, lower case. */
  to: string[];
  subject: string;
  /** The decoded plain-text body, line breaks as "\n". */
  text: string;
  raw: string;
}

export interface MailFilter {
  /** A recipient (any case). */
  to?: string;
  subjectIncludes?: string;
  /** Only messages caught after this mark (see `MailCatcher.mark()`). */
  after?: number;
}

/** The subject and plain text of a raw message (mailparser; line breaks as "\n"). */
export async function decodeMail(raw: string | Buffer): Promise<{ subject: string; text: string }> {
  const parsed = await simpleParser(raw);
  return { subject: parsed.subject ?? '', text: (parsed.text ?? '').replace(/\r\n/g, '\n') };
}

export class MailCatcher {
  /** Every message caught so far, oldest first. */
  readonly messages: CaughtMail[] = [];
  private readonly taken = new Set<CaughtMail>();
  private readonly waiters = new Set<() => void>();

  private constructor(
    private readonly server: SMTPServer,
    readonly port: number,
  ) {}

  /**
   * Starts a catcher on 127.0.0.1 (no auth, no STARTTLS) on `port`, or a free port when 0 (a test
   * that takes SMTP down and up again restarts a catcher on the port it had).
   */
  static async start(port = 0): Promise<MailCatcher> {
    let catcher: MailCatcher | null = null;
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks);
          const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
          decodeMail(raw).then(
            (decoded) => {
              catcher?.add({ to, raw: raw.toString('utf8'), ...decoded });
              callback();
            },
            (err: Error) => callback(err),
          );
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    catcher = new MailCatcher(server, (server.server.address() as AddressInfo).port);
    return catcher;
  }

  /** SMTP_URL for the server under test, e.g. smtp://127.0.0.1:40123. */
  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** A mark to pass as `after`: only mail caught from now on matches. */
  mark(): number {
    return this.messages.length;
  }

  /** How many messages (handed out or not) were sent to an address so far (any case). */
  countFor(to: string): number {
    return this.messages.filter((m) => m.to.includes(to.toLowerCase())).length;
  }

  /**
   * The oldest matching message not handed out yet, which it hands out; waits for one.
   * @throws after timeoutMs, naming what was caught
   */
  async waitFor(filter: MailFilter, timeoutMs = 15_000): Promise<CaughtMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.find(filter);
      if (found) {
        this.taken.add(found);
        return found;
      }
      const left = deadline - Date.now();
      if (left <= 0) {
        const seen = this.messages.map((m) => `${m.to.join(',')}: ${m.subject}`).join('; ') || 'none';
        throw new Error(`No mail matching ${JSON.stringify(filter)} within ${timeoutMs} ms (caught: ${seen})`);
      }
      await new Promise<void>((resolve) => {
        const wake = () => {
          this.waiters.delete(wake);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(wake, Math.min(left, 500));
        this.waiters.add(wake);
      });
    }
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private add(mail: CaughtMail): void {
    this.messages.push(mail);
    for (const wake of this.waiters) wake();
  }

  private find(filter: MailFilter): CaughtMail | undefined {
    const to = filter.to?.toLowerCase();
    return this.messages
      .slice(filter.after ?? 0)
      .find(
        (m) =>
          !this.taken.has(m) &&
          (!to || m.to.includes(to)) &&
          (!filter.subjectIncludes || m.subject.includes(filter.subjectIncludes)),
      );
  }
}

/** The 6-digit code of a verification mail ("Your verification code is 123456"). @throws when none */
export function extractCode(mail: CaughtMail): string {
  const code = /Your verification code is (\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`No verification code in mail "${mail.subject}":\n${mail.text}`);
  return code;
}

/** The first http(s) link in a mail whose path contains `pathPart`. @throws when none */
export function extractLink(mail: CaughtMail, pathPart: string): URL {
  for (const match of mail.text.matchAll(/https?:\/\/[^\s<>"]+/g)) {
    const url = new URL(match[0]);
    if (url.pathname.includes(pathPart)) return url;
  }
  throw new Error(`No link containing "${pathPart}" in mail "${mail.subject}":\n${mail.text}`);
}

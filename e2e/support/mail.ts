/**
 * An SMTP catcher for the browser tests: the server under test sends its real mail here
 * (SMTP_URL=smtp://127.0.0.1:{port}), and the tests read codes and reset links from it.
 * Messages are decoded enough for plain-text mail: headers unfolded, RFC 2047 subjects,
 * quoted-printable (soft line breaks, =XX escapes) and base64 bodies, the text/plain part of a
 * multipart message.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  /** Envelope recipients, lower case. */
  to: string[];
  subject: string;
  /** Decoded plain-text body. */
  text: string;
  raw: string;
}

export interface MailFilter {
  to?: string;
  subjectIncludes?: string;
  /** Only messages caught after this mark (see MailCatcher.mark()). */
  after?: number;
}

type Headers = Map<string, string>;

function splitMessage(raw: string): { headers: Headers; body: string } {
  const match = /\r?\n\r?\n/.exec(raw);
  const head = match ? raw.slice(0, match.index) : raw;
  const body = match ? raw.slice(match.index + match[0].length) : '';
  const headers: Headers = new Map();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

/** Decodes a quoted-printable body: soft line breaks removed, =XX escapes turned into UTF-8 bytes. */
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

function decodeEncodedWords(value: string): string {
  return value.replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_all, _charset: string, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
}

function decodeBody(headers: Headers, body: string): string {
  const encoding = (headers.get('content-transfer-encoding') ?? '').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** The decoded plain text of a raw message (first text/plain part of a multipart one). */
export function plainText(raw: string): { subject: string; text: string } {
  const { headers, body } = splitMessage(raw);
  const subject = decodeEncodedWords(headers.get('subject') ?? '');
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith('multipart/') || !boundary) return { subject, text: decodeBody(headers, body) };
  const parts = body
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => splitMessage(part.replace(/^\r?\n/, '')));
  const part =
    parts.find((p) => (p.headers.get('content-type') ?? 'text/plain').toLowerCase().startsWith('text/plain')) ??
    parts[0];
  return { subject, text: part ? decodeBody(part.headers, part.body) : '' };
}

export class MailCatcher {
  readonly messages: CaughtMail[] = [];
  private readonly waiters = new Set<() => void>();

  private constructor(
    private readonly server: SMTPServer,
    readonly port: number,
  ) {}

  /** Starts a catcher on 127.0.0.1 and a free port. */
  static async start(): Promise<MailCatcher> {
    let catcher: MailCatcher | null = null;
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
          catcher?.add({ to, raw, ...plainText(raw) });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    const port = (server.server.address() as AddressInfo).port;
    catcher = new MailCatcher(server, port);
    return catcher;
  }

  /** The SMTP_URL for the server under test. */
  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** A mark to pass as `after`: only mail caught from now on matches. */
  mark(): number {
    return this.messages.length;
  }

  private add(mail: CaughtMail): void {
    this.messages.push(mail);
    for (const wake of this.waiters) wake();
  }

  private find(filter: MailFilter): CaughtMail | undefined {
    const to = filter.to?.toLowerCase();
    return this.messages
      .slice(filter.after ?? 0)
      .reverse()
      .find(
        (m) => (!to || m.to.includes(to)) && (!filter.subjectIncludes || m.subject.includes(filter.subjectIncludes)),
      );
  }

  /** Waits for the newest matching message. @throws after timeoutMs with what was caught. */
  async waitFor(filter: MailFilter, timeoutMs = 15_000): Promise<CaughtMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.find(filter);
      if (found) return found;
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
}

/** The 6-digit code of a verification mail ("Your verification code is 123456"). */
export function extractCode(mail: CaughtMail): string {
  const code = /verification code is\s*(\d{6})/i.exec(mail.text)?.[1] ?? /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`No 6-digit code in mail "${mail.subject}":\n${mail.text}`);
  return code;
}

/** The first http(s) link in a mail whose path contains `pathPart`. */
export function extractLink(mail: CaughtMail, pathPart: string): URL {
  for (const match of mail.text.matchAll(/https?:\/\/[^\s<>"]+/g)) {
    const url = new URL(match[0]);
    if (url.pathname.includes(pathPart)) return url;
  }
  throw new Error(`No link containing "${pathPart}" in mail "${mail.subject}":\n${mail.text}`);
}

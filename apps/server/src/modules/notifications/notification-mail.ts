/**
 * Notification mails (issue 17): the text of a real-time mail or a digest (grouped by community),
 * and the signed unsubscribe tokens. Pure functions; delivery is notification-mail.service.ts.
 *
 * Token: `<account id>.<activity types>.<signature>`, the types one or more joined by "-" (one per
 * link in the mail's text; every kind of the mail in its List-Unsubscribe header), the signature the
 * first 32 base64url characters of HMAC-SHA256(key, "unsubscribe:<account id>:<types>") with the
 * database's signing key (192 bits; no expiry: an unsubscribe link keeps working). A one-type token
 * is the same as before the header existed.
 *
 * Headers (RFC 2369, RFC 8058): every notification mail carries `List-Unsubscribe: <url>` for all the
 * kinds it holds and `List-Unsubscribe-Post: List-Unsubscribe=One-Click`; the mail client's POST
 * to that address turns those kinds off without signing in (notification-mail.routes.ts).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { type MailFrequency, NOTIFICATION_KIND_LABELS, type Notification, renderNotification } from '@portal/shared';
import type { MailInput } from '../mail';

/** The unsubscribe token of a member and one activity type, or several (sorted, no repeats). */
export function signUnsubscribe(key: string, accountId: string, activityTypes: number | readonly number[]): string {
  const types = typeList(activityTypes);
  return `${accountId}.${types}.${signature(key, accountId, types)}`;
}

const typeList = (t: number | readonly number[]): string =>
  typeof t === 'number' ? String(t) : [...new Set(t)].sort((a, b) => a - b).join('-');

function signature(key: string, accountId: string, types: string): string {
  return createHmac('sha256', key).update(`unsubscribe:${accountId}:${types}`).digest('base64url').slice(0, 32);
}

/** The member and types a token names, or null when it is malformed or its signature is wrong. */
export function verifyUnsubscribe(key: string, token: string): { accountId: string; activityTypes: number[] } | null {
  const m = /^([0-9a-f-]{36})\.(\d{1,2}(?:-\d{1,2}){0,31})\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (!m) return null;
  const accountId = m[1];
  const activityTypes = m[2].split('-').map(Number);
  if (activityTypes.some((t) => !NOTIFICATION_KIND_LABELS[t])) return null;
  const want = Buffer.from(signature(key, accountId, m[2]));
  const got = Buffer.from(m[3]);
  return want.length === got.length && timingSafeEqual(want, got) ? { accountId, activityTypes } : null;
}

/** What a mail needs besides the notifications. */
export interface MailContext {
  to: string;
  /** The member the mail goes to (the staff view of their mails). */
  accountId?: string;
  firstName: string;
  /** e.g. https://portal.example.org (no trailing slash). */
  publicUrl: string;
  /** The communities route family ('/communities'). */
  communitiesBase: string;
  /** The unsubscribe link of one activity type, or of several (the List-Unsubscribe header's). */
  unsubscribeUrl: (activityTypes: number | readonly number[]) => string;
}

const SUBJECTS: Record<Exclude<MailFrequency, 'off'>, (n: number) => string> = {
  realtime: (n) => (n === 1 ? 'You have a new notification' : `You have ${n} new notifications`),
  daily: (n) => `Your daily digest: ${n} new notification${n === 1 ? '' : 's'}`,
  weekly: (n) => `Your weekly digest: ${n} new notification${n === 1 ? '' : 's'}`,
};

/**
 * The mail of `notifications` (oldest first) for one member: grouped by community (in order of
 * their newest notification; those of no community last, under "Other"), each line the centre's
 * sentence and its link, then one unsubscribe link per kind the mail holds; the List-Unsubscribe
 * headers name all its kinds (one-click, RFC 8058).
 */
export function composeNotificationMail(
  frequency: Exclude<MailFrequency, 'off'>,
  notifications: readonly Notification[],
  c: MailContext,
): MailInput {
  const groups = new Map<string, string[]>();
  for (const n of [...notifications].reverse()) {
    const name = n.community?.name ?? 'Other';
    const { text, href } = renderNotification(n, c.communitiesBase);
    const lines = groups.get(name) ?? [];
    lines.push(`- ${text}${href ? `\n  ${c.publicUrl}${href}` : ''}`);
    groups.set(name, lines);
  }
  const kinds = [...new Set(notifications.map((n) => n.activityType))].sort((a, b) => a - b);
  const intro =
    frequency === 'realtime'
      ? 'Here is what just happened in your communities.'
      : `Here is what happened in your communities ${frequency === 'daily' ? 'today' : 'this week'}.`;
  const text = [
    `Hello ${c.firstName},`,
    '',
    intro,
    '',
    ...[...groups].flatMap(([name, lines]) => [name, ...lines, '']),
    `See all your notifications: ${c.publicUrl}/?notifications=unread`,
    '',
    'Unsubscribe:',
    ...kinds.map((k) => `- ${NOTIFICATION_KIND_LABELS[k]}: ${c.unsubscribeUrl(k)}`),
    '',
  ].join('\n');
  return {
    kind: 'notifications.mail',
    to: c.to,
    accountId: c.accountId ?? null,
    subject: SUBJECTS[frequency](notifications.length),
    text,
    layout: { action: { label: 'See all notifications', url: `${c.publicUrl}/?notifications=unread` } },
    headers: {
      'List-Unsubscribe': `<${c.unsubscribeUrl(kinds)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

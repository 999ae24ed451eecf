/**
 * Notification mails (issue 17): the text of a real-time mail or a digest (grouped by community),
 * and the signed unsubscribe tokens. Pure functions; delivery is notification-mail.service.ts.
 *
 * Token: `<account id>.<activity type>.<signature>`, the signature the first 32 base64url
 * characters of HMAC-SHA256(key, "unsubscribe:<account id>:<type>") with the database's signing key
 * (192 bits; no expiry: an unsubscribe link keeps working).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { type MailFrequency, NOTIFICATION_KIND_LABELS, type Notification, renderNotification } from '@portal/shared';
import type { MailMessage } from '../mail/mailer';

/** The unsubscribe token of a member and an activity type. */
export function signUnsubscribe(key: string, accountId: string, activityType: number): string {
  return `${accountId}.${activityType}.${signature(key, accountId, activityType)}`;
}

function signature(key: string, accountId: string, activityType: number): string {
  return createHmac('sha256', key).update(`unsubscribe:${accountId}:${activityType}`).digest('base64url').slice(0, 32);
}

/** The member and type a token names, or null when it is malformed or its signature is wrong. */
export function verifyUnsubscribe(key: string, token: string): { accountId: string; activityType: number } | null {
  const m = /^([0-9a-f-]{36})\.(\d{1,2})\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (!m) return null;
  const accountId = m[1];
  const activityType = Number(m[2]);
  if (!NOTIFICATION_KIND_LABELS[activityType]) return null;
  const want = Buffer.from(signature(key, accountId, activityType));
  const got = Buffer.from(m[3]);
  return want.length === got.length && timingSafeEqual(want, got) ? { accountId, activityType } : null;
}

/** What a mail needs besides the notifications. */
export interface MailContext {
  to: string;
  firstName: string;
  /** e.g. https://portal.example.org (no trailing slash). */
  publicUrl: string;
  /** The communities route family ('/communities'). */
  communitiesBase: string;
  /** The unsubscribe link of an activity type. */
  unsubscribeUrl: (activityType: number) => string;
}

const SUBJECTS: Record<Exclude<MailFrequency, 'off'>, (n: number) => string> = {
  realtime: (n) => (n === 1 ? 'You have a new notification' : `You have ${n} new notifications`),
  daily: (n) => `Your daily digest: ${n} new notification${n === 1 ? '' : 's'}`,
  weekly: (n) => `Your weekly digest: ${n} new notification${n === 1 ? '' : 's'}`,
};

/**
 * The mail of `notifications` (oldest first) for one member: grouped by community (in order of
 * their newest notification; those of no community last, under "Other"), each line the centre's
 * sentence and its link, then one unsubscribe link per kind the mail holds.
 */
export function composeNotificationMail(
  frequency: Exclude<MailFrequency, 'off'>,
  notifications: readonly Notification[],
  c: MailContext,
): MailMessage {
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
  return { to: c.to, subject: SUBJECTS[frequency](notifications.length), text };
}

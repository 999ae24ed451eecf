/**
 * Notification mail delivery (issue 17, beyond the spec; docs/spec-coverage.md): every notification
 * a member receives (the three preference types only when turned on, spec 01 §3, as `notify` already
 * writes them) is mailed by the member's choice — real time (a job every minute), daily digest (the
 * default) or weekly digest (jobs claimed in the database: one process of all runs each run) — except
 * the hidden resolution types and the kinds the member unsubscribed from, and only while unread.
 * Each notification is mailed at most once: a run claims it by inserting its mark (two runs at once
 * claim disjoint sets), then sends one mail per member; a member with nothing claimed gets none.
 * A mail that fails to send is logged and not retried (its notifications stay in the centre).
 */
import { randomBytes } from 'node:crypto';
import {
  DEFAULT_MAIL_FREQUENCY,
  MESSAGES,
  type MailFrequency,
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_MAIL_LIMITS,
  type NotificationMailSettings,
  type NotificationMailSettingsInput,
} from '@portal/shared';
import type { Actor, AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { schedule } from '../jobs';
import { enqueueMail } from '../mail';
import { composeNotificationMail, signUnsubscribe, verifyUnsubscribe } from './notification-mail';
import {
  addUnsubscribedType,
  claimMailable,
  loadMailSettings,
  loadRecipients,
  saveMailSettings,
  signingKey,
} from './notification-mail.repository';
import { presentNotification } from './notifications.presenter';
import { loadNotificationsById } from './notifications.repository';
import { HIDDEN_TYPES } from './notifications.service';

type Delivery = Exclude<MailFrequency, 'off'>;

/** How far back a run looks for unread, unmailed notifications (ms): twice the run interval. */
const WINDOW_MS: Record<Delivery, number> = {
  realtime: 2 * 86_400_000,
  daily: 2 * NOTIFICATION_MAIL_LIMITS.dailyEveryMs,
  weekly: 2 * NOTIFICATION_MAIL_LIMITS.weeklyEveryMs,
};

const keys = new WeakMap<AppContext, Promise<string>>();
/** The unsubscribe signing key of this database (read once per process). */
function keyOf(ctx: AppContext): Promise<string> {
  let key = keys.get(ctx);
  if (!key) {
    key = signingKey(ctx.db, randomBytes(32).toString('base64url'));
    key.catch(() => keys.delete(ctx));
    keys.set(ctx, key);
  }
  return key;
}

/** GET api/v1/community/users/notification-mail: the caller's choice (daily digest when never chosen). */
export async function getMailSettings(ctx: AppContext, actor: Actor): Promise<NotificationMailSettings> {
  const row = await loadMailSettings(ctx.db, actor.id);
  return {
    frequency: (row?.frequency as MailFrequency | undefined) ?? DEFAULT_MAIL_FREQUENCY,
    unsubscribedActivityTypes: (row?.unsubscribedTypes ?? []).map(Number).sort((a, b) => a - b),
  };
}

/** PUT api/v1/community/users/notification-mail: the caller's choice; types kept when not sent. */
export async function updateMailSettings(
  ctx: AppContext,
  actor: Actor,
  input: NotificationMailSettingsInput,
): Promise<NotificationMailSettings> {
  const current = await getMailSettings(ctx, actor);
  const types = [...new Set(input.unsubscribedActivityTypes ?? current.unsubscribedActivityTypes)];
  await saveMailSettings(ctx.db, actor.id, input.frequency, types);
  return getMailSettings(ctx, actor);
}

/** The link a mail carries to turn one kind off (works without signing in). */
export async function unsubscribeUrl(ctx: AppContext, accountId: string, activityType: number): Promise<string> {
  const token = signUnsubscribe(await keyOf(ctx), accountId, activityType);
  return `${ctx.config.publicUrl}/api/v1/notification-mail/unsubscribe?token=${encodeURIComponent(token)}`;
}

/** The kinds a token names, as one label ("A", "A and B", "A, B and C"). */
function labelOf(types: readonly number[]): string {
  const labels = types.map((t) => NOTIFICATION_KIND_LABELS[t]);
  return labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}`;
}

/** The kinds a valid token names (their label), or 404 "Not found" for a bad token. */
export async function describeUnsubscribe(ctx: AppContext, token: string): Promise<{ label: string }> {
  const found = verifyUnsubscribe(await keyOf(ctx), token);
  if (!found) throw notFound(MESSAGES.notFound);
  return { label: labelOf(found.activityTypes) };
}

/**
 * Turns the token's kinds off for its member (idempotent; several kinds in one transaction, the
 * List-Unsubscribe one-click); 404 for a bad token or a removed account.
 */
export async function unsubscribe(ctx: AppContext, token: string): Promise<{ label: string }> {
  const found = verifyUnsubscribe(await keyOf(ctx), token);
  if (!found) throw notFound(MESSAGES.notFound);
  const done = await ctx.db.transaction(async (tx) => {
    for (const type of found.activityTypes)
      if (!(await addUnsubscribedType(tx, found.accountId, type, DEFAULT_MAIL_FREQUENCY))) return false;
    return true;
  });
  if (!done) throw notFound(MESSAGES.notFound);
  return { label: labelOf(found.activityTypes) };
}

/**
 * One delivery run for the members of `frequency`: claims their mailable notifications and writes
 * one mail per member to the outbox (one transaction; the mail module delivers them). Answers how
 * many mails were written.
 */
export async function deliverNotificationMail(ctx: AppContext, frequency: Delivery): Promise<number> {
  const key = await keyOf(ctx);
  // The claim and the mails commit together: a process dying between them loses nothing.
  return ctx.db.transaction(async (tx) => {
    const claimed = await claimMailable(tx, frequency, DEFAULT_MAIL_FREQUENCY, WINDOW_MS[frequency], HIDDEN_TYPES);
    if (claimed.length === 0) return 0;
    const rows = await loadNotificationsById(
      tx,
      claimed.map((c) => Number(c.id)),
    );
    const byRecipient = new Map<string, typeof rows>();
    for (const r of rows) byRecipient.set(r.recipientId, [...(byRecipient.get(r.recipientId) ?? []), r]);
    const recipients = await loadRecipients(tx, [...byRecipient.keys()]);
    const mails = recipients.map((person) => {
      const mine = byRecipient.get(person.id) ?? [];
      return composeNotificationMail(frequency, mine.map(presentNotification), {
        to: person.email,
        accountId: person.id,
        firstName: person.firstName,
        publicUrl: ctx.config.publicUrl,
        communitiesBase: ctx.config.communitiesRoute,
        unsubscribeUrl: (type) =>
          `${ctx.config.publicUrl}/api/v1/notification-mail/unsubscribe?token=${encodeURIComponent(signUnsubscribe(key, person.id, type))}`,
      });
    });
    await enqueueMail(ctx, tx, mails);
    return mails.length;
  });
}

/** Job names of the deliveries (scheduled_jobs rows). */
export const MAIL_JOBS: Record<Delivery, string> = {
  realtime: 'notifications.mail-realtime',
  daily: 'notifications.digest-daily',
  weekly: 'notifications.digest-weekly',
};

/** Schedules the three deliveries (one process of all runs each due run). */
export function scheduleNotificationMail(ctx: AppContext): void {
  const every: Record<Delivery, number> = {
    realtime: NOTIFICATION_MAIL_LIMITS.realtimeEveryMs,
    daily: NOTIFICATION_MAIL_LIMITS.dailyEveryMs,
    weekly: NOTIFICATION_MAIL_LIMITS.weeklyEveryMs,
  };
  for (const frequency of ['realtime', 'daily', 'weekly'] as const) {
    schedule(ctx, {
      name: MAIL_JOBS[frequency],
      everyMs: every[frequency],
      run: () => deliverNotificationMail(ctx, frequency),
    });
  }
}

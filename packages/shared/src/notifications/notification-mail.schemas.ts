/**
 * Notification mail delivery (issue 17, beyond the spec; recorded in docs/spec-coverage.md): each
 * notification a member receives is also mailed, in real time (within a minute), in a daily digest
 * (the default) or in a weekly digest, or not at all; a mail's unsubscribe link turns its kind (an
 * activity type) off without signing in.
 * - GET  api/v1/community/users/notification-mail → NotificationMailSettings
 * - PUT  api/v1/community/users/notification-mail {frequency, unsubscribedActivityTypes?}
 * - GET|POST api/v1/notification-mail/unsubscribe?token (public; the signed token names the
 *   member and the kind; GET shows a confirmation page, POST turns the kind off, RFC 8058 one-click)
 */
import { z } from 'zod';

export const MAIL_FREQUENCIES = ['realtime', 'daily', 'weekly', 'off'] as const;
export type MailFrequency = (typeof MAIL_FREQUENCIES)[number];

/** The default delivery (a member without a choice). */
export const DEFAULT_MAIL_FREQUENCY: MailFrequency = 'daily';

/** What the choice control shows. */
export const MAIL_FREQUENCY_LABELS: Record<MailFrequency, string> = {
  realtime: 'Right away',
  daily: 'Daily digest',
  weekly: 'Weekly digest',
  off: 'No emails',
};

/** Timing of delivery (ms). */
export const NOTIFICATION_MAIL_LIMITS = {
  realtimeEveryMs: 60_000,
  dailyEveryMs: 86_400_000,
  weeklyEveryMs: 7 * 86_400_000,
} as const;

const activityType = z.number().int().min(1).max(17);

export const NotificationMailSettingsSchema = z.object({
  frequency: z.enum(MAIL_FREQUENCIES),
  /** Activity types the member unsubscribed from (no mail for them; the centre still lists them). */
  unsubscribedActivityTypes: z.array(activityType),
});
export type NotificationMailSettings = z.infer<typeof NotificationMailSettingsSchema>;

export const NotificationMailSettingsInputSchema = z.object({
  frequency: z.enum(MAIL_FREQUENCIES),
  unsubscribedActivityTypes: z.array(activityType).max(17).optional(),
});
export type NotificationMailSettingsInput = z.infer<typeof NotificationMailSettingsInputSchema>;

export const UnsubscribeQuerySchema = z.object({ token: z.string().min(10).max(400) });

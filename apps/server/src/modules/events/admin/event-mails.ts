/**
 * Mails of staff event actions (issue 22) through the existing mailer: the change notice to the
 * holders of Active tickets when a published event's time or venue changes, and the cancellation notice to
 * the holders of the tickets a cancellation removed and to the members who were on its waitlist. Sent after the commit; a failed send is logged,
 * never undoes the action.
 */
import { formatDateTimeInZone } from '@portal/shared';
import type { AppContext } from '../../../context';
import { toDate } from '../../../lib/values';
import type { Recipient } from '../waitlist.repository';
import { holderEmails } from './attendees.repository';
import { eventState } from './events-admin.repository';

/**
 * The event's start in its own IANA zone with that date's offset label ("When: Sat 26 Dec 2026,
 * 9:00 am (UTC+11:00)", issue 30) and place, one line each.
 */
function describe(event: Awaited<ReturnType<typeof eventState>>): string {
  if (!event) return '';
  const when = formatDateTimeInZone(toDate(event.startUtc), event.timeZone);
  const place = [event.venue, event.address].filter(Boolean).join(', ');
  return `When: ${when}\n${place ? `Where: ${place}\n` : ''}`;
}

function sendAll(ctx: AppContext, recipients: Recipient[], subject: string, body: (name: string) => string) {
  for (const r of recipients)
    ctx.mailer
      .send({ to: r.email, subject, text: body(r.firstName ?? 'there') })
      .catch((err) => ctx.log.warn({ err }, 'event mail failed'));
}

/** Mails the holders of the removed tickets that the event was cancelled and their tickets refunded in full. */
export function mailEventCancelled(ctx: AppContext, eventId: number, title: string, ticketIds: number[]): void {
  if (ticketIds.length === 0) return;
  holderEmails(ctx.db, eventId, ticketIds)
    .then((recipients) =>
      sendAll(
        ctx,
        recipients,
        `Event cancelled: ${title}`,
        (name) =>
          `Hello ${name},\n\nWe are sorry to tell you that "${title}" has been cancelled. Your ticket has been cancelled and the full price you paid will be refunded.\n\nEvent: ${ctx.config.publicUrl}/events/${eventId}\n`,
      ),
    )
    .catch((err) => ctx.log.warn({ err }, 'event cancellation mails failed'));
}

/** Mails the members whose waitlist entries a cancellation closed that the event was cancelled. */
export function mailWaitlistEventCancelled(
  ctx: AppContext,
  eventId: number,
  title: string,
  recipients: Recipient[],
): void {
  sendAll(
    ctx,
    recipients,
    `Event cancelled: ${title}`,
    (name) =>
      `Hello ${name},\n\nWe are sorry to tell you that "${title}" has been cancelled. You were on its waitlist; that place has been closed and nothing was charged.\n\nEvent: ${ctx.config.publicUrl}/events/${eventId}\n`,
  );
}

/**
 * Mails the holders of Active tickets that the event's date or time (`timeChanged`) or its venue or
 * address (`placeChanged`) changed, with the event's time and place as they are now.
 */
export function notifyEventChanged(
  ctx: AppContext,
  eventId: number,
  what: { timeChanged: boolean; placeChanged: boolean } = { timeChanged: true, placeChanged: false },
): void {
  const changed = [what.timeChanged && 'date or time', what.placeChanged && 'venue'].filter(Boolean).join(' and ');
  Promise.all([eventState(ctx.db, eventId), holderEmails(ctx.db, eventId)])
    .then(([event, recipients]) =>
      sendAll(
        ctx,
        recipients,
        `Event changed: ${event?.title ?? 'an event you registered for'}`,
        (name) =>
          `Hello ${name},\n\nThe ${changed} of "${event?.title ?? ''}" has changed.\n\n${describe(event)}\nYour ticket stays valid. Please check the event details: ${ctx.config.publicUrl}/events/${eventId}\n`,
      ),
    )
    .catch((err) => ctx.log.warn({ err }, 'event change mails failed'));
}

/**
 * Mails of staff event actions (issue 22) through the existing mailer: the change notice to the
 * holders of Active tickets when a published event's time changes, and the cancellation notice to
 * the holders of the tickets a cancellation removed. Sent after the commit; a failed send is logged,
 * never undoes the action.
 */
import type { AppContext } from '../../../context';
import { findEvent } from '../events.repository';
import { holderEmails } from './attendees.repository';

function sendAll(
  ctx: AppContext,
  recipients: { email: string; first_name: string | null }[],
  subject: string,
  body: (name: string) => string,
) {
  for (const r of recipients)
    ctx.mailer
      .send({ to: r.email, subject, text: body(r.first_name ?? 'there') })
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

/** Mails the holders of Active tickets that the event's date or time changed. */
export function notifyEventChanged(ctx: AppContext, eventId: number): void {
  Promise.all([findEvent(ctx.db, eventId), holderEmails(ctx.db, eventId)])
    .then(([event, recipients]) =>
      sendAll(
        ctx,
        recipients,
        `Event changed: ${event?.title ?? 'an event you registered for'}`,
        (name) =>
          `Hello ${name},\n\nThe date or time of "${event?.title ?? ''}" has changed. Please check the event details: ${ctx.config.publicUrl}/events/${eventId}\n`,
      ),
    )
    .catch((err) => ctx.log.warn({ err }, 'event change mails failed'));
}

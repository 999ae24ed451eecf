/**
 * Mails of staff event actions (issue 22): the change notice to the holders of Active tickets when a
 * published event's time or venue changes, and the cancellation notice to the holders of the tickets
 * a cancellation removed and to the members who were on its waitlist. Written to the outbox in the
 * action's transaction (issue 30); the mail module delivers them.
 */
import { formatDateTimeInZone } from '@portal/shared';
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/raw-query';
import { enqueueMail, type MailKind, type MailLayout } from '../../mail';
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

/** The event's title, time and place as the HTML template's details table (issue 30). */
function detailsOf(event: Awaited<ReturnType<typeof eventState>>): MailLayout['details'] {
  if (!event) return [];
  const place = [event.venue, event.address].filter(Boolean).join(', ');
  return [
    { label: 'Event', value: event.title },
    { label: 'When', value: formatDateTimeInZone(toDate(event.startUtc), event.timeZone) },
    ...(place ? [{ label: 'Where', value: place }] : []),
  ];
}

async function sendAll(
  ctx: AppContext,
  tx: Executor,
  kind: MailKind,
  recipients: Recipient[],
  subject: string,
  body: (name: string) => string,
  layout?: MailLayout,
): Promise<void> {
  await enqueueMail(
    ctx,
    tx,
    recipients.map((r) => ({
      kind,
      to: r.email,
      accountId: r.id ?? null,
      subject,
      text: body(r.firstName ?? 'there'),
      ...(layout ? { layout } : {}),
    })),
  );
}

/** Mails the holders of the removed tickets that the event was cancelled and their tickets refunded in full. */
export async function mailEventCancelled(
  ctx: AppContext,
  tx: Executor,
  eventId: number,
  title: string,
  ticketIds: number[],
): Promise<void> {
  if (ticketIds.length === 0) return;
  await sendAll(
    ctx,
    tx,
    'events.cancelled',
    await holderEmails(tx, eventId, ticketIds),
    `Event cancelled: ${title}`,
    (name) =>
      `Hello ${name},\n\nWe are sorry to tell you that "${title}" has been cancelled. Your ticket has been cancelled and the full price you paid will be refunded.\n\nEvent: ${ctx.config.publicUrl}/events/${eventId}\n`,
    {
      details: detailsOf(await eventState(tx, eventId)),
      action: { label: 'View event', url: `${ctx.config.publicUrl}/events/${eventId}` },
    },
  );
}

/** Mails the members whose waitlist entries a cancellation closed that the event was cancelled. */
export async function mailWaitlistEventCancelled(
  ctx: AppContext,
  tx: Executor,
  eventId: number,
  title: string,
  recipients: Recipient[],
): Promise<void> {
  await sendAll(
    ctx,
    tx,
    'events.cancelled',
    recipients,
    `Event cancelled: ${title}`,
    (name) =>
      `Hello ${name},\n\nWe are sorry to tell you that "${title}" has been cancelled. You were on its waitlist; that place has been closed and nothing was charged.\n\nEvent: ${ctx.config.publicUrl}/events/${eventId}\n`,
    {
      details: detailsOf(await eventState(tx, eventId)),
      action: { label: 'View event', url: `${ctx.config.publicUrl}/events/${eventId}` },
    },
  );
}

/**
 * Mails the holders of Active tickets that the event's date or time (`timeChanged`) or its venue or
 * address (`placeChanged`) changed, with the event's time and place as they are now.
 */
export async function notifyEventChanged(
  ctx: AppContext,
  tx: Executor,
  eventId: number,
  what: { timeChanged: boolean; placeChanged: boolean } = { timeChanged: true, placeChanged: false },
): Promise<void> {
  const changed = [what.timeChanged && 'date or time', what.placeChanged && 'venue'].filter(Boolean).join(' and ');
  const [event, recipients] = await Promise.all([eventState(tx, eventId), holderEmails(tx, eventId)]);
  await sendAll(
    ctx,
    tx,
    'events.changed',
    recipients,
    `Event changed: ${event?.title ?? 'an event you registered for'}`,
    (name) =>
      `Hello ${name},\n\nThe ${changed} of "${event?.title ?? ''}" has changed.\n\n${describe(event)}\nYour ticket stays valid. Please check the event details: ${ctx.config.publicUrl}/events/${eventId}\n`,
    { details: detailsOf(event), action: { label: 'View event', url: `${ctx.config.publicUrl}/events/${eventId}` } },
  );
}

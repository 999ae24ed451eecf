/**
 * POST /api/user/eventquery (spec 03 §7; payload and answer not shown: chosen). The enquiry is
 * stored and mailed to the staff accounts (contact type Staff) through the outbox, in one transaction;
 * a reply goes to the member (Reply-To).
 */
import { EVENT_MESSAGES } from '@portal/shared';
import type { Actor, AppContext } from '../../context';
import { enqueueMail } from '../mail';
import { insertEnquiry, staffEmails } from './events.repository';
import { requireVisibleEvent } from './events.service';

/** Stores and forwards an enquiry; 404 when it names an event the caller cannot see. */
export async function sendEventQuery(
  ctx: AppContext,
  actor: Actor,
  input: { eventId?: number | null; message: string },
): Promise<{ success: true; message: string }> {
  let title: string | null = null;
  if (input.eventId) ({ title } = await requireVisibleEvent(ctx.db, actor, input.eventId));
  const subject = title ? `Event enquiry: ${title}` : 'Event enquiry';
  const text = `${actor.firstName} ${actor.lastName} <${actor.email}> asks${title ? ` about "${title}"` : ''}:\n\n${input.message}\n`;
  await ctx.db.transaction(async (tx) => {
    await insertEnquiry(tx, actor.id, input.eventId ?? null, input.message);
    const staff = await staffEmails(tx);
    // Replies from staff go to the member.
    await enqueueMail(
      ctx,
      tx,
      staff.map((email) => ({ kind: 'events.enquiry' as const, to: email, subject, text, replyTo: actor.email })),
    );
  });
  return { success: true, message: EVENT_MESSAGES.enquirySent };
}

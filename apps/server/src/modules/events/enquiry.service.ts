/**
 * POST /api/user/eventquery (spec 03 §7; payload and answer not shown: chosen). The enquiry is
 * stored and mailed to the staff accounts (contact type Staff); mail failures are logged only.
 */
import { EVENT_MESSAGES } from '@portal/shared';
import type { Actor, AppContext } from '../../context';
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
  await insertEnquiry(ctx.db, actor.id, input.eventId ?? null, input.message);
  const staff = await staffEmails(ctx.db);
  const subject = title ? `Event enquiry: ${title}` : 'Event enquiry';
  const text = `${actor.firstName} ${actor.lastName} <${actor.email}> asks${title ? ` about "${title}"` : ''}:\n\n${input.message}\n`;
  for (const email of staff) {
    ctx.mailer.send({ to: email, subject, text }).catch((err) => ctx.log.warn({ err }, 'event enquiry mail failed'));
  }
  return { success: true, message: EVENT_MESSAGES.enquirySent };
}

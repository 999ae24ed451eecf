/**
 * Mails of meetings (issue 30): the cancellation notice to the members who answered or were
 * invited, written to the mail outbox in the cancelling transaction (the mail module delivers it).
 * Times are in the meeting's own IANA zone with that date's offset label.
 */
import { formatDateTimeInZone } from '@portal/shared';
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/raw-query';
import { toDate } from '../../../lib/values';
import { enqueueMail } from '../../mail';

/** The facts of a cancelled meeting the mail tells. */
export interface CancelledMeeting {
  id: number;
  communityId: number;
  name: string;
  startDate: Date | string;
  timeZone: string;
  cAlias: string;
  cName: string;
  reason: string | null;
}

/** Writes one 'meetings.cancelled' mail per recipient in `tx`. */
export async function mailMeetingCancelled(
  ctx: AppContext,
  tx: Executor,
  meeting: CancelledMeeting,
  recipients: { id: string; email: string; firstName: string }[],
): Promise<void> {
  if (recipients.length === 0) return;
  const when = formatDateTimeInZone(toDate(meeting.startDate), meeting.timeZone);
  const url = `${ctx.config.publicUrl}${ctx.config.communitiesRoute}/${encodeURIComponent(meeting.cAlias)}/meetings/${meeting.id}`;
  const reason = meeting.reason ? `Reason: ${meeting.reason}\n\n` : '';
  await enqueueMail(
    ctx,
    tx,
    recipients.map((r) => ({
      kind: 'meetings.cancelled' as const,
      to: r.email,
      accountId: r.id,
      subject: `Meeting cancelled: ${meeting.name}`,
      text: `Hello ${r.firstName || 'there'},\n\nThe meeting "${meeting.name}" of ${meeting.cName} has been cancelled.\n\nWhen: ${when}\n\n${reason}Meeting: ${url}\n`,
      layout: {
        details: [
          { label: 'Meeting', value: meeting.name },
          { label: 'When', value: when },
          ...(meeting.reason ? [{ label: 'Reason', value: meeting.reason }] : []),
        ],
        action: { label: 'View meeting', url },
      },
    })),
  );
}

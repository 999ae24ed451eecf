/**
 * The member invitation (issue 23): a mail with a link to the first-login flow (the member asks for
 * an emailed code, then fills in their details), sent after the action's answer. The one invitation
 * of the portal: Add member, Invite, the bulk invite and the CSV import (modules/member-import) all
 * send this mail, written to the outbox in the action's transaction.
 */
import type { AppContext } from '../../context';
import type { Executor } from '../../db/raw-query';
import { enqueueMail, type MailInput } from '../mail';

/** The invitation mail: a link to the first-login flow (an emailed code, then the member's details). */
export function invitationMail(
  ctx: Pick<AppContext, 'config'>,
  member: { id?: string; email: string; firstName: string },
): MailInput {
  const link = `${ctx.config.publicUrl}/account/first-time-login?email=${encodeURIComponent(member.email)}`;
  const tenant = ctx.config.tenant;
  return {
    kind: 'members.invitation',
    to: member.email,
    accountId: member.id ?? null,
    subject: `Your ${tenant.fullName} member portal account`,
    layout: { action: { label: 'Sign in for the first time', url: link } },
    text: `Hello ${member.firstName},\n\n${tenant.fullName} has set up your account on the member portal.\n\nTo sign in for the first time, open ${link} and enter this email address; we will email you a code.\n\n${tenant.fullName}`,
  };
}

/** Writes the invitations of `members` to the outbox in `tx` (the action's transaction). */
export async function sendInvitations(
  ctx: Pick<AppContext, 'config'>,
  tx: Executor,
  members: { id?: string; email: string; firstName: string }[],
): Promise<void> {
  await enqueueMail(
    ctx,
    tx,
    members.map((m) => invitationMail(ctx, m)),
  );
}

/**
 * The member invitation (issue 23): a mail with a link to the first-login flow (the member asks for
 * an emailed code, then fills in their details), sent after the action's answer. The one invitation
 * of the portal: Add member, Invite, the bulk invite and the CSV import (modules/member-import) all
 * send this mail.
 */
import type { AppContext } from '../../context';

/** The invitation mail: a link to the first-login flow (an emailed code, then the member's details). */
export function invitationMail(ctx: AppContext, member: { email: string; firstName: string }) {
  const link = `${ctx.config.publicUrl}/account/first-time-login?email=${encodeURIComponent(member.email)}`;
  const tenant = ctx.config.tenant;
  return {
    to: member.email,
    subject: `Your ${tenant.fullName} member portal account`,
    text: `Hello ${member.firstName},\n\n${tenant.fullName} has set up your account on the member portal.\n\nTo sign in for the first time, open ${link} and enter this email address; we will email you a code.\n\n${tenant.fullName}`,
  };
}

/**
 * Sends invitations after the answer, one by one; a failed mail is logged and the rest still go (the
 * audit entry records the request).
 */
export function sendInvitations(ctx: AppContext, members: { email: string; firstName: string }[]): void {
  setImmediate(async () => {
    for (const m of members) {
      await ctx.mailer
        .send(invitationMail(ctx, m))
        .catch((err) => ctx.log.error({ err, to: m.email }, 'member invitation failed'));
    }
  });
}

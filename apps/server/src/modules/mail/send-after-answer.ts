/**
 * The one way a request hands mail over after it has answered (setImmediate runs once the reply is
 * written): the answer never waits for SMTP, and a request that must not show whether it sent a mail
 * (forgot-password) runs the same way on both paths (`messages` null or empty sends nothing).
 * Failures are logged, never shown. Issue 30 replaces this with the transactional outbox.
 */
import type { AppContext } from '../../context';
import type { MailMessage } from './mailer';

/** Sends `messages` after the current answer; `what` names them in the log when one fails. */
export function sendAfterAnswer(ctx: AppContext, messages: MailMessage | MailMessage[] | null, what: string): void {
  setImmediate(() => {
    for (const message of messages === null ? [] : Array.isArray(messages) ? messages : [messages]) {
      ctx.mailer.send(message).catch((err) => ctx.log.error({ err }, `sending ${what} failed`));
    }
  });
}

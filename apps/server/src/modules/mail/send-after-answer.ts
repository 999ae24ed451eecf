/**
 * The one way a request hands mail over after it has answered (setImmediate runs once the reply is
 * written): the answer never waits for SMTP, and a request that must not show whether it sent a mail
 * (forgot-password) runs the same way on both paths (`messages` null or empty sends nothing).
 * Failures are logged, never shown. Issue 30 replaces this with the transactional outbox.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer, MailMessage } from './mailer';

/**
 * Sends `messages` after the current answer; `what` names them in the log when one fails.
 * @param ctx the app's context (its mailer and log; typed by shape, as context.ts imports this module)
 */
export function sendAfterAnswer(
  ctx: { mailer: Mailer; log: FastifyBaseLogger },
  messages: MailMessage | MailMessage[] | null,
  what: string,
): void {
  setImmediate(() => {
    for (const message of messages === null ? [] : Array.isArray(messages) ? messages : [messages]) {
      ctx.mailer.send(message).catch((err) => ctx.log.error({ err }, `sending ${what} failed`));
    }
  });
}

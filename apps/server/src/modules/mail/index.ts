/**
 * Mail delivery (SMTP or the outbox folder) and `sendAfterAnswer`. A leaf module.
 */
export { createMailer, type MailMessage, type Mailer } from './mailer';
export { sendAfterAnswer } from './send-after-answer';

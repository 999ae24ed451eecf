export { createMailer, type MailMessage, type Mailer } from './mailer';
export { sendAfterAnswer } from './send-after-answer';

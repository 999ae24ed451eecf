/**
 * The one mail module (issue 30): the transactional outbox (`enqueueMail` in the action's
 * transaction, delivered by the claimed job `mail.deliver` with backoff), the templates (HTML and
 * text from one source per kind) and the transport (SMTP or the local outbox folder of /dev/mail).
 * Nothing outside this module sends mail. Imports only the jobs module; the modules that own a mail's
 * data build its attachments at delivery (`registerMailBuilder`).
 */
export { createMailer, type MailMessage, type Mailer, type OutboxEntry } from './mailer';
export {
  MAIL_DELIVERY,
  type MailAttachment,
  type MailBuilder,
  type MailContext,
  type MailInput,
  type MailSummary,
  deliverMail,
  listDevMail,
  enqueueMail,
  enqueueMailIf,
  mailsOfAccount,
  nextRetryMs,
  type RetrySchedule,
  registerMailBuilder,
  resendMail,
  MAIL_DELIVER_JOB,
  scheduleMailDelivery,
  OUTBOX_RETENTION,
  OUTBOX_RETENTION_JOB,
  purgeOutbox,
  scheduleOutboxRetention,
} from './outbox';
/**
 * The outbox's rows of any channel (issue 31: refund requests, webhooks): written in the action's
 * transaction, claimed with a lease, recorded as sent or failed. The channel's own deliverer renders
 * and sends them; `nextRetryMs` is the one backoff.
 */
export {
  claimDue,
  insertOutbox,
  markAttemptFailed,
  markSent,
  markSentMany,
  type OutboxBacklog,
  outboxBacklog,
  type OutboxResponse,
  type OutboxRow,
} from './outbox.repository';
export { MAIL_KINDS, type MailKind, type MailLayout, logoUrl, renderMail } from './templates';

/** Test helpers shared by apps/server/test and e2e/support (a private workspace, TypeScript sources). */
export { type CaughtMail, decodeMail, extractCode, extractLink, MailCatcher, type MailFilter } from './mail-catcher';
export {
  parseStripeForm,
  startStripeTestServer,
  type StripeCharge,
  type StripeCheckoutSession,
  type StripeRefund,
  type StripeRefundStatus,
  type StripeRequest,
  type StripeTestServer,
} from './stripe-server';
export { freePort } from './ports';
export { createScratchDatabase, dropScratchDatabase, type ScratchDatabase } from './scratch-database';

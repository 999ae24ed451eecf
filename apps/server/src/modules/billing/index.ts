/**
 * Billing (issue 29 point 2): invoices, checkout sessions, payments, refunds and the payment providers
 * (test gateway, Stripe and its webhook). It imports neither events nor membership: what a payment fulfils
 * comes from the handlers the selling modules register (`registerFulfilment`, fulfilment.ts): the cart
 * issues tickets, membership extends a renewal, events mails the order confirmation. Depends on identity
 * (the buyer's address), files, jobs.
 */
export {
  cancelOpenSessionsOfCart,
  insertHolds,
  insertSession,
  setProviderSessionId,
  type HoldRow,
  type SessionRow,
} from './checkout-sessions.repository';
export { startInvoiceCheckout } from './checkout.service';
export { confirmInTransaction, loadSession, releaseSession } from './confirm.service';
export { registerFulfilment, type PaidLine, type PreparedCart } from './fulfilment';
export { orderInvoiceDocument } from './invoice-document';
export { insertInvoice, invoiceById, invoiceLines, listInvoices, type InvoiceRow } from './invoices.repository';
export { invoiceRoutes, staffInvoiceRoutes } from './invoices.routes';
export { paymentProviderFor } from './payment-provider';
export type { PaymentProvider } from './payment-provider.types';
export { paymentsPlugin } from './payments.plugin';
export { originOf } from './payments.routes';
export { recordRefund, type RecordedRefund } from './refund.service';

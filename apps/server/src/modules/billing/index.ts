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
export { invoiceRoutes } from './invoices.routes';
export { paymentProviderFor } from './payment-provider';
export type { PaymentProvider } from './payment-provider.types';
export { paymentsPlugin } from './payments.plugin';
export { accountEmail } from './payments.repository';
export { originOf } from './payments.routes';
export { recordRefund, type RecordedRefund } from './refund.service';

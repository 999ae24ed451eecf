/**
 * Paying an invoice inside the payment's transaction (issue #15): called by payment confirmation
 * (confirm.service.ts) for a checkout session that pays an invoice. The invoice row is
 * locked and turns Paid once (a second confirmation changes nothing); the handler registered for the
 * invoice's kind runs in the same transaction (billing/fulfilment.ts: membership's for a renewal moves
 * its membership's renewed-to to the end of the period it paid).
 */
import type { Executor } from '../../db/raw-query';
import { fulfilment } from './fulfilment';
import { invoiceById, markInvoicePaid } from './invoices.repository';

/**
 * Marks the invoice paid (linked to `orderId`) and runs its kind's handler (a renewal extends its membership).
 * @returns `paid: true` when this call paid it; false when it was already paid, cancelled or unknown
 */
export async function settleInvoice(
  tx: Executor,
  invoiceId: string,
  orderId: string | null,
): Promise<{ paid: boolean }> {
  const invoice = await invoiceById(tx, invoiceId, true);
  if (!invoice) return { paid: false };
  const paid = await markInvoicePaid(tx, invoiceId, orderId);
  const onPaid = paid ? fulfilment().invoicePaid[invoice.kind] : undefined;
  if (onPaid) await onPaid(tx, invoice);
  return { paid };
}

/**
 * Paying an invoice inside the payment's transaction (issue #15): called by payment confirmation
 * (payments/confirm.service.ts) for a checkout session that pays an invoice. The invoice row is
 * locked and turns Paid once (a second confirmation changes nothing); a renewal invoice moves its
 * membership's renewed-to to the end of the period it paid, in the same transaction.
 */
import type { Executor } from '../../db/raw-query';
import { membershipById, setRenewedTo } from '../membership/membership.repository';
import { invoiceById, markInvoicePaid } from './invoices.repository';

/**
 * Marks the invoice paid (linked to `orderId`) and extends a renewal's membership.
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
  if (paid && invoice.kind === 'renewal' && invoice.membership_id && invoice.period_end) {
    const membership = await membershipById(tx, invoice.membership_id, true);
    if (membership && (!membership.renewedTo || membership.renewedTo < invoice.period_end))
      await setRenewedTo(tx, membership.id, invoice.period_end);
  }
  return { paid };
}

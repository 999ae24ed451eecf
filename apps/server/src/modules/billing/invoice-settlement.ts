/**
 * Paying an invoice inside the payment's transaction (issue #15): called by payment confirmation
 * (confirm.service.ts) for a checkout session that pays an invoice. The invoice row is
 * locked and turns Paid once (a second confirmation changes nothing); the handler registered for the
 * invoice's kind runs in the same transaction (billing/fulfilment.ts: membership's for a renewal moves
 * its membership's renewed-to to the end of the period it paid).
 */
import type { Executor } from '../../db/raw-query';
import { enqueueWebhookEvent } from '../webhooks';
import { fulfilment } from './fulfilment';
import { type InvoiceRow, invoiceById, markInvoicePaid } from './invoices.repository';

/** The `data` of the invoice webhooks (issue 31): ids, number, kind and amounts in cents. */
export function invoiceEventData(invoice: InvoiceRow, orderId: string | null = null): Record<string, unknown> {
  return {
    id: invoice.id,
    invoiceNumber: invoice.invoiceNum,
    accountId: invoice.accountId,
    orderId,
    kind: invoice.kind,
    description: invoice.description,
    status: invoice.status,
    currency: 'AUD',
    totalCents: invoice.totalAmountIncGstCents,
    gstCents: invoice.totalGstCents,
    paidCents: invoice.totalAmountPaidCents,
    refundedCents: invoice.refundedCents,
    membershipId: invoice.membershipId,
  };
}

/** Emits `invoice.paid` for invoice `invoiceId` in `tx` (issue 31). */
export async function emitInvoicePaid(tx: Executor, invoiceId: string, orderId: string | null): Promise<void> {
  const invoice = await invoiceById(tx, invoiceId);
  if (invoice)
    await enqueueWebhookEvent(null, tx, 'invoice.paid', invoiceEventData(invoice, orderId), {
      accountId: invoice.accountId,
    });
}

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
  if (paid) await emitInvoicePaid(tx, invoiceId, orderId);
  return { paid };
}

/**
 * What paying a renewal invoice does to its membership (issue #15), registered with billing for the
 * invoice kind `renewal` (billing/fulfilment.ts) and run in the paying transaction: the membership row
 * is locked and its renewed-to moves to the end of the period the invoice paid (never backwards).
 */
import type { Executor } from '../../db/raw-query';
import type { InvoiceRow } from '../billing';
import { enqueueWebhookEvent } from '../webhooks';
import { membershipById, setRenewedTo } from './membership.repository';

/** Extends the renewal invoice's membership to the invoice's period end (no-op without either). */
export async function extendRenewal(tx: Executor, invoice: InvoiceRow): Promise<void> {
  if (!invoice.membershipId || !invoice.periodEnd) return;
  const membership = await membershipById(tx, invoice.membershipId, true);
  if (membership && (!membership.renewedTo || membership.renewedTo < invoice.periodEnd)) {
    await setRenewedTo(tx, membership.id, invoice.periodEnd);
    await enqueueWebhookEvent(
      null,
      tx,
      'membership.renewed',
      {
        id: membership.id,
        accountId: membership.accountId,
        memberNumber: membership.memberNum,
        renewedFrom: membership.renewedTo,
        renewedTo: invoice.periodEnd,
        periodStart: invoice.periodStart,
        invoiceId: invoice.id,
      },
      { accountId: membership.accountId },
    );
  }
}

/** Invoices as the caller reads them (spec 03 §3 Invoice): cents to AUD numbers, timestamps ISO. */
import type { InvoiceDetail, InvoiceSummary } from '@portal/shared';
import { money } from '../../lib/values';
import type { InvoiceLineRow, InvoiceRow } from './invoices.repository';

/** A list entry; `paymentUrl` is this portal's invoice page while a balance is due. */
export function presentInvoiceSummary(r: InvoiceRow): InvoiceSummary {
  return {
    id: r.id,
    invoiceNum: r.invoiceNum,
    invoiceDate: r.invoiceDate.toISOString(),
    dueDate: r.dueDate.toISOString(),
    description: r.description,
    status: r.status,
    totalAmountIncGst: money(r.totalAmountIncGstCents),
    balanceDue: money(r.balanceDueCents),
    paymentUrl: r.balanceDueCents > 0 ? `/settings/invoice/${r.id}` : null,
    refundPending: money(r.refundPendingCents),
  };
}

/** The detail with lines and the member's name and number. */
export function presentInvoiceDetail(
  r: InvoiceRow,
  lines: InvoiceLineRow[],
  person: { fullName: string; memberNum: string | null } | null,
): InvoiceDetail {
  return {
    ...presentInvoiceSummary(r),
    totalAmountExcGst: money(r.totalAmountExcGstCents),
    totalGst: money(r.totalGstCents),
    netTotalAmount: money(r.netTotalAmountCents),
    totalAmountPaid: money(r.totalAmountPaidCents),
    refundedAmount: money(r.refundedCents),
    userFullName: person?.fullName ?? '',
    memberNum: person?.memberNum ?? null,
    membershipStartDate: r.periodStart,
    membershipEndDate: r.periodEnd,
    lineItems: lines.map((l) => ({
      itemName: l.itemName,
      quantity: l.quantity,
      unitPrice: money(l.unitPriceCents),
      totalPrice: money(l.totalPriceCents),
    })),
  };
}

/** Invoices as the caller reads them (spec 03 §3 Invoice): cents to AUD numbers, timestamps ISO. */
import type { InvoiceDetail, InvoiceSummary } from '@portal/shared';
import { money, toDate } from '../../lib/values';
import type { InvoiceRow } from './invoices.repository';

/** A list entry; `paymentUrl` is this portal's invoice page while a balance is due. */
export function presentInvoiceSummary(r: InvoiceRow): InvoiceSummary {
  return {
    id: r.id,
    invoiceNum: r.invoice_num,
    invoiceDate: toDate(r.invoice_date).toISOString(),
    dueDate: toDate(r.due_date).toISOString(),
    description: r.description,
    status: r.status,
    totalAmountIncGst: money(r.total_amount_inc_gst_cents),
    balanceDue: money(r.balance_due_cents),
    paymentUrl: Number(r.balance_due_cents) > 0 ? `/settings/invoice/${r.id}` : null,
  };
}

/** The detail with lines and the member's name and number. */
export function presentInvoiceDetail(
  r: InvoiceRow,
  lines: { item_name: string; quantity: number; unit_price_cents: number; total_price_cents: number }[],
  person: { full_name: string; member_num: string | null } | null,
): InvoiceDetail {
  return {
    ...presentInvoiceSummary(r),
    totalAmountExcGst: money(r.total_amount_exc_gst_cents),
    totalGst: money(r.total_gst_cents),
    netTotalAmount: money(r.net_total_amount_cents),
    totalAmountPaid: money(r.total_amount_paid_cents),
    refundedAmount: money(r.refunded_cents),
    userFullName: person?.full_name ?? '',
    memberNum: person?.member_num ?? null,
    membershipStartDate: r.period_start,
    membershipEndDate: r.period_end,
    lineItems: lines.map((l) => ({
      itemName: l.item_name,
      quantity: Number(l.quantity),
      unitPrice: money(l.unit_price_cents),
      totalPrice: money(l.total_price_cents),
    })),
  };
}

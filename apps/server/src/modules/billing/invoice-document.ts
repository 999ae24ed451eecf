/**
 * An invoice as a document (spec 03 §7 Invoices; issue 22 receipts): its detail from its row, and
 * its PDF. The one path for both the member's download (invoices.service.ts, after the access
 * check) and the receipt a paid order's confirmation mail attaches. Its own file, without the
 * invoices service, so that the mail (called from the payment confirmation) does not import the
 * service that starts checkouts.
 */
import type { InvoiceDetail } from '@portal/shared';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/raw-query';
import { renderInvoicePdf } from '../../lib/pdf';
import { presentInvoiceDetail } from './invoices.presenter';
import { type InvoiceRow, invoiceLines, invoiceOfOrder, invoicePerson } from './invoices.repository';

/** The invoice's detail (lines, the person billed) from its row. */
export async function invoiceDetailOf(db: Executor, row: InvoiceRow): Promise<InvoiceDetail> {
  const [lines, person] = await Promise.all([invoiceLines(db, row.id), invoicePerson(db, row.accountId)]);
  return presentInvoiceDetail(row, lines, person);
}

/** The invoice's PDF (rendered off the event loop, lib/pdf.ts) named `{invoiceNum}.pdf`. */
export async function invoicePdf(ctx: AppContext, detail: InvoiceDetail): Promise<{ filename: string; body: Buffer }> {
  return { filename: `${detail.invoiceNum}.pdf`, body: await renderInvoicePdf(detail, ctx.config.tenant.fullName) };
}

/** The detail of an order's invoice and its PDF, or null when the order has none. */
export async function orderInvoiceDocument(
  ctx: AppContext,
  orderId: string,
): Promise<{ detail: InvoiceDetail; filename: string; body: Buffer } | null> {
  const row = await invoiceOfOrder(ctx.db, orderId);
  if (!row) return null;
  const detail = await invoiceDetailOf(ctx.db, row);
  return { detail, ...(await invoicePdf(ctx, detail)) };
}

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
import { documentBrand, supplierDetails } from '../server-values';
import { presentInvoiceDetail } from './invoices.presenter';
import {
  type InvoiceRow,
  invoiceBuyerOrganisation,
  invoiceLines,
  invoiceOfOrder,
  invoicePerson,
} from './invoices.repository';

/** Supplier fields found empty are logged once per process (issue 30: render anyway, say so). */
let warnedMissing = false;

/** The invoice's detail (lines, the person billed) from its row. */
export async function invoiceDetailOf(db: Executor, row: InvoiceRow): Promise<InvoiceDetail> {
  const [lines, person] = await Promise.all([invoiceLines(db, row.id), invoicePerson(db, row.accountId)]);
  return presentInvoiceDetail(row, lines, person);
}

/**
 * The invoice's tax invoice PDF (rendered off the event loop, lib/pdf.ts) named `{invoiceNum}.pdf`:
 * the supplier details in force (server values, else the tenant's demo values) and the buyer's
 * organisation with its ABN (`accountId` the invoice's account). When supplier fields are empty the
 * PDF still renders with "(not set)" and the server logs a warning once per process.
 */
export async function invoicePdf(
  ctx: AppContext,
  detail: InvoiceDetail,
  accountId: string,
): Promise<{ filename: string; body: Buffer }> {
  const [{ details, missing }, buyer, brand] = await Promise.all([
    supplierDetails(ctx),
    invoiceBuyerOrganisation(ctx.db, accountId),
    documentBrand(ctx),
  ]);
  if (missing.length > 0 && !warnedMissing) {
    warnedMissing = true;
    ctx.log.warn({ missing }, 'tax invoices print without complete supplier details (staff settings)');
  }
  const body = await renderInvoicePdf(detail, {
    brand,
    supplier: details,
    buyer: buyer ?? { organisation: null, abn: null },
    timeZone: ctx.config.tenant.timeZone,
  });
  return { filename: `${detail.invoiceNum}.pdf`, body };
}

/** The detail of an order's invoice and its PDF, or null when the order has none. */
export async function orderInvoiceDocument(
  ctx: AppContext,
  orderId: string,
): Promise<{ detail: InvoiceDetail; filename: string; body: Buffer } | null> {
  const row = await invoiceOfOrder(ctx.db, orderId);
  if (!row) return null;
  const detail = await invoiceDetailOf(ctx.db, row);
  return { detail, ...(await invoicePdf(ctx, detail, row.accountId)) };
}

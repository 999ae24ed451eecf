/**
 * Invoices (issue #15; spec 03 §7 Invoices): the caller's invoices page by page with date filters
 * and sort, one invoice with its lines, its PDF, and paying a Pending invoice with a balance due
 * through the payment provider (payments/checkout.service.ts; the confirmation pays it in its
 * transaction, invoice-settlement.ts). Another member's invoice answers 404.
 */
import {
  type InvoiceDetail,
  type InvoiceListInput,
  type InvoiceListResponse,
  INVOICE_MESSAGES,
  MEMBERSHIP_LIMITS,
  MEMBERSHIP_PATHS,
  type PaymentStart,
  type StaffInvoiceDetail,
  type StaffInvoiceListQuery,
  type StaffInvoiceListResponse,
} from '@portal/shared';
import type { Actor, AppContext } from '../../context';
import type { Executor } from '../../db/raw-query';
import { AppError, notFound } from '../../lib/errors';
import { enforce, permitted } from '../../policies/denial';
import { checkInvoiceAccess, checkInvoicePayable, type InvoiceFacts } from '../../policies/membership';
import { startInvoiceCheckout } from './checkout.service';
import { invoiceDetailOf, invoicePdf } from './invoice-document';
import { presentInvoiceSummary } from './invoices.presenter';
import { type InvoiceRow, invoiceById, invoiceLines, listInvoices } from './invoices.repository';

const factsOf = (r: InvoiceRow): InvoiceFacts => ({
  accountId: r.accountId,
  status: r.status,
  balanceDueCents: r.balanceDueCents,
});

/**
 * POST /api/user/invoices: a page of the caller's invoices. Page and size come from the body, else
 * the query (`page`, `pageSize`), else 1 and MEMBERSHIP_LIMITS.defaultPageSize; newest first by default.
 */
export async function listUserInvoices(
  ctx: AppContext,
  actor: Actor,
  body: InvoiceListInput,
  query: { page?: number; pageSize?: number },
): Promise<InvoiceListResponse> {
  const page = body.page ?? query.page ?? 1;
  const size = body.size ?? query.pageSize ?? MEMBERSHIP_LIMITS.defaultPageSize;
  const { rows, total } = await listInvoices(ctx.db, actor.id, {
    from: body.fromDate ?? null,
    to: body.toDate ?? null,
    zone: ctx.config.tenant.timeZone,
    sort: body.sort ?? '-invoiceDate',
    limit: size,
    offset: (page - 1) * size,
  });
  return { invoices: rows.map(presentInvoiceSummary), page, size, totalItems: total };
}

async function ownInvoice(db: Executor, actor: Actor, id: string, forUpdate = false): Promise<InvoiceRow> {
  const row = await invoiceById(db, id, forUpdate);
  return permitted(row, checkInvoiceAccess(actor.id, row && factsOf(row)));
}

/** GET /api/invoice/{id}: 404 when it is not the caller's. */
export async function getInvoice(ctx: AppContext, actor: Actor, id: string): Promise<InvoiceDetail> {
  return invoiceDetailOf(ctx.db, await ownInvoice(ctx.db, actor, id));
}

/** GET /api/invoice/{id}/download: the PDF (rendered off the event loop, lib/pdf.ts) and its file name. */
export async function invoiceDocument(
  ctx: AppContext,
  actor: Actor,
  id: string,
): Promise<{ filename: string; body: Buffer }> {
  const row = await ownInvoice(ctx.db, actor, id);
  return invoicePdf(ctx, await invoiceDetailOf(ctx.db, row), row.accountId);
}

/**
 * POST /api/invoice/{id}/pay: starts paying a Pending invoice with a balance due.
 * @throws 404 (not the caller's); 409 CONFLICT nothing to pay; 502 CHECKOUT_FAILED
 */
export async function payInvoice(ctx: AppContext, actor: Actor, id: string, origin: string): Promise<PaymentStart> {
  const first = await ownInvoice(ctx.db, actor, id);
  enforce(checkInvoicePayable(actor.id, factsOf(first)));
  const started = await startInvoiceCheckout(
    ctx,
    id,
    async (tx) => {
      const row = await invoiceById(tx, id, true);
      enforce(checkInvoicePayable(actor.id, row && factsOf(row)));
      if (!row) throw new AppError('NOT_FOUND', INVOICE_MESSAGES.notFound);
      const lines = await invoiceLines(tx, id);
      const balance = row.balanceDueCents;
      const full = balance === row.totalAmountIncGstCents;
      return {
        accountId: row.accountId,
        amountCents: balance,
        lines: full
          ? lines.map((l) => ({
              name: l.itemName,
              quantity: l.quantity,
              unitAmountCents: l.unitPriceCents,
            }))
          : [{ name: `Balance of ${row.invoiceNum}`, quantity: 1, unitAmountCents: balance }],
      };
    },
    origin,
    {
      success: MEMBERSHIP_PATHS.invoicePaid.replace('{id}', id),
      cancel: MEMBERSHIP_PATHS.invoiceCancelled.replace('{id}', id),
    },
  );
  return { ...started, invoiceId: id };
}

/**
 * GET /api/v1/admin/invoices (issue 31): every member's invoices, newest first (issue date, then
 * number), filtered by status, issue dates (inclusive, in the tenant's zone) and account; a page of
 * `pageSize` (≤ 100). The caller passed the staff area guard (policies/staff.ts canManageMembers).
 */
export async function listStaffInvoices(ctx: AppContext, q: StaffInvoiceListQuery): Promise<StaffInvoiceListResponse> {
  const { rows, total } = await listInvoices(ctx.db, q.accountId ?? null, {
    from: q.from ?? null,
    to: q.to ?? null,
    status: q.status ?? null,
    zone: ctx.config.tenant.timeZone,
    sort: '-invoiceDate',
    limit: q.pageSize,
    offset: (q.page - 1) * q.pageSize,
  });
  return {
    data: rows.map((r) => ({ ...presentInvoiceSummary(r), accountId: r.accountId, kind: r.kind })),
    page: q.page,
    pageSize: q.pageSize,
    total,
  };
}

/**
 * GET /api/v1/admin/invoices/{id} (issue 31): any member's invoice as the member sees it (lines,
 * name, number) plus its account and kind. @throws 404 NOT_FOUND "Invoice not found." when unknown.
 */
export async function getStaffInvoice(ctx: AppContext, id: string): Promise<StaffInvoiceDetail> {
  const row = await invoiceById(ctx.db, id);
  if (!row) throw notFound(INVOICE_MESSAGES.notFound);
  return { ...(await invoiceDetailOf(ctx.db, row)), accountId: row.accountId, kind: row.kind };
}

/**
 * The SQL of invoices (issue #15; spec 03 §3 Invoice, §7 Invoices): a member's page of invoices
 * with date filters and sort, one invoice with its lines and its member's name and number, the
 * pending renewal invoice, payment and refund. Every function takes the database or a transaction first.
 */
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, query } from '../../db/raw-query';

/** An invoice row (amounts in cents; dates `YYYY-MM-DD` for the period). */
export interface InvoiceRow {
  id: string;
  invoice_num: string;
  account_id: string;
  invoice_date: Date | string;
  due_date: Date | string;
  description: string;
  status: string;
  kind: string;
  membership_id: string | null;
  period_start: string | null;
  period_end: string | null;
  total_amount_inc_gst_cents: number;
  total_amount_exc_gst_cents: number;
  total_gst_cents: number;
  net_total_amount_cents: number;
  total_amount_paid_cents: number;
  balance_due_cents: number;
  refunded_cents: number;
  payment_url: string | null;
}

const columns = sql`i.id, i.invoice_num, i.account_id, i.invoice_date, i.due_date, i.description, i.status, i.kind, i.membership_id,
  to_char(i.period_start, 'YYYY-MM-DD') as period_start, to_char(i.period_end, 'YYYY-MM-DD') as period_end,
  i.total_amount_inc_gst_cents, i.total_amount_exc_gst_cents, i.total_gst_cents, i.net_total_amount_cents,
  i.total_amount_paid_cents, i.balance_due_cents, i.refunded_cents, i.payment_url`;

const ORDER: Record<string, SQL> = {
  invoiceDate: sql`i.invoice_date asc, i.number asc`,
  '-invoiceDate': sql`i.invoice_date desc, i.number desc`,
  invoiceNum: sql`i.number asc`,
  '-invoiceNum': sql`i.number desc`,
};

/**
 * A page of an account's invoices and the total matching. `from`/`to` are inclusive calendar dates
 * (`YYYY-MM-DD`, Australia/Sydney); `sort` one of INVOICE_SORTS.
 */
export async function listInvoices(
  db: Executor,
  accountId: string,
  f: { from: string | null; to: string | null; sort: string; limit: number; offset: number },
): Promise<{ rows: InvoiceRow[]; total: number }> {
  const where = sql`i.account_id = ${accountId}
    ${f.from ? sql`and i.invoice_date >= (${f.from}::date)::timestamp at time zone 'Australia/Sydney'` : sql``}
    ${f.to ? sql`and i.invoice_date < (${f.to}::date + 1)::timestamp at time zone 'Australia/Sydney'` : sql``}`;
  const [rows, [count]] = await Promise.all([
    query<InvoiceRow>(
      db,
      sql`select ${columns} from invoices i where ${where} order by ${ORDER[f.sort] ?? ORDER['-invoiceDate']} limit ${f.limit} offset ${f.offset}`,
    ),
    query<{ n: number | string }>(db, sql`select count(*) as n from invoices i where ${where}`),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

/** One invoice (locked when `forUpdate`), or null. */
export async function invoiceById(db: Executor, id: string, forUpdate = false): Promise<InvoiceRow | null> {
  const [row] = await query<InvoiceRow>(
    db,
    sql`select ${columns} from invoices i where i.id = ${id} ${forUpdate ? sql`for update` : sql``}`,
  );
  return row ?? null;
}

/** The lines of an invoice in their order (cents). */
export async function invoiceLines(
  db: Executor,
  invoiceId: string,
): Promise<{ item_name: string; quantity: number; unit_price_cents: number; total_price_cents: number }[]> {
  return query(
    db,
    sql`select item_name, quantity, unit_price_cents, total_price_cents from invoice_lines where invoice_id = ${invoiceId} order by sort_order, id`,
  );
}

/** The invoice's member: full name and member number. */
export async function invoicePerson(
  db: Executor,
  accountId: string,
): Promise<{ full_name: string; member_num: string | null } | null> {
  const [row] = await query<{ full_name: string; member_num: string | null }>(
    db,
    sql`select a.first_name || ' ' || a.last_name as full_name, coalesce(m.member_num, a.member_num) as member_num
      from accounts a left join memberships m on m.account_id = a.id where a.id = ${accountId}`,
  );
  return row ?? null;
}

/**
 * Writes an invoice with its lines (amounts in cents incl. GST; GST = round(total / 11)); answers its id.
 * `status` Paid (balance 0) or Pending (balance = total).
 */
export async function insertInvoice(
  tx: Executor,
  inv: {
    accountId: string;
    orderId?: string | null;
    description: string;
    status: 'Paid' | 'Pending';
    kind: 'event' | 'renewal';
    membershipId?: string | null;
    periodStart?: string | null;
    periodEnd?: string | null;
    invoiceDate?: Date;
    dueDate?: Date;
    totalCents: number;
    lines: { name: string; quantity: number; unit: number }[];
  },
): Promise<string> {
  const total = inv.totalCents;
  const gst = Math.round(total / 11);
  const paid = inv.status === 'Paid' ? total : 0;
  const date = (inv.invoiceDate ?? new Date()).toISOString();
  const due = (inv.dueDate ?? inv.invoiceDate ?? new Date()).toISOString();
  const [invoice] = await query<{ id: string }>(
    tx,
    sql`insert into invoices (account_id, order_id, description, status, kind, membership_id, period_start, period_end, invoice_date, due_date,
        total_amount_inc_gst_cents, total_amount_exc_gst_cents, total_gst_cents, net_total_amount_cents, total_amount_paid_cents,
        balance_due_cents, paid_at)
      values (${inv.accountId}, ${inv.orderId ?? null}, ${inv.description}, ${inv.status}, ${inv.kind}, ${inv.membershipId ?? null},
        ${inv.periodStart ?? null}::date, ${inv.periodEnd ?? null}::date, ${date}::timestamptz, ${due}::timestamptz,
        ${total}, ${total - gst}, ${gst}, ${total}, ${paid}, ${total - paid}, ${inv.status === 'Paid' ? date : null}::timestamptz)
      returning id`,
  );
  for (const [i, l] of inv.lines.entries()) {
    await query(
      tx,
      sql`insert into invoice_lines (invoice_id, item_name, quantity, unit_price_cents, total_price_cents, sort_order)
        values (${invoice.id}, ${l.name}, ${l.quantity}, ${l.unit}, ${l.unit * l.quantity}, ${i})`,
    );
  }
  return invoice.id;
}

/** Marks a Pending invoice paid in full now, linked to the order when given. Answers false when it was not Pending. */
export async function markInvoicePaid(tx: Executor, invoiceId: string, orderId: string | null): Promise<boolean> {
  const rows = await query<{ id: string }>(
    tx,
    sql`update invoices set status = 'Paid', total_amount_paid_cents = total_amount_inc_gst_cents, balance_due_cents = 0, paid_at = now(),
      order_id = coalesce(order_id, ${orderId}) where id = ${invoiceId} and status = 'Pending' returning id`,
  );
  return rows.length > 0;
}

/** The invoice of an order (locked), or null. */
export async function invoiceOfOrder(tx: Executor, orderId: string): Promise<InvoiceRow | null> {
  const [row] = await query<InvoiceRow>(
    tx,
    sql`select ${columns} from invoices i where i.order_id = ${orderId} for update`,
  );
  return row ?? null;
}

/** Adds a refund (cents) to an invoice; status Refunded. */
export async function addRefund(tx: Executor, invoiceId: string, cents: number): Promise<void> {
  await query(
    tx,
    sql`update invoices set refunded_cents = refunded_cents + ${cents}, status = 'Refunded' where id = ${invoiceId}`,
  );
}

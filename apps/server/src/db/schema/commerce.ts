/**
 * Cart, checkout sessions, seat holds, orders, payments and invoices (spec 01 §3 Cart, §4 Cart
 * checkout; spec 03 §3 Invoice; issue #4). Money is integer AUD cents.
 *
 * - A checkout session holds seats (`seat_holds`) until `expires_at`; a hold counts while
 *   `released_at` is null and `expires_at` > now(), so an abandoned checkout frees its seats when
 *   the time passes, with no timer holding the only copy of that state (a periodic sweep only
 *   tidies rows).
 * - Confirmation is idempotent: `payments` is unique on (provider, provider_payment_id) and a
 *   session turns `paid` once, under its row lock; the order is unique per session, the invoice
 *   unique per order.
 */
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { eventTicketPrices } from './events';

const ts = (name: string) => timestamp(name, { withTimezone: true });

export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** open | checked_out */
    status: text('status').notNull().default('open'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('carts_account_idx').on(t.accountId, t.status, t.createdAt)],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    ticketPriceId: integer('ticket_price_id')
      .notNull()
      .references(() => eventTicketPrices.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cart_items_cart_price_uq').on(t.cartId, t.ticketPriceId)],
);

export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The cart paid for; null when the session pays an invoice (issue #15). */
    cartId: uuid('cart_id').references(() => carts.id, { onDelete: 'cascade' }),
    /** The invoice paid for (a renewal or a pending invoice; issue #15); null for a cart. */
    invoiceId: uuid('invoice_id'),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** test | stripe | none (zero total) */
    provider: text('provider').notNull(),
    /** The provider's own session id (Stripe "cs_..."). */
    providerSessionId: text('provider_session_id').unique(),
    /** open | paid | expired | cancelled */
    status: text('status').notNull().default('open'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('AUD'),
    returnUrl: text('return_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    expiresAt: ts('expires_at').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    paidAt: ts('paid_at'),
  },
  (t) => [
    index('checkout_sessions_cart_idx').on(t.cartId, t.status),
    index('checkout_sessions_invoice_idx').on(t.invoiceId, t.status),
    index('checkout_sessions_open_idx').on(t.expiresAt).where(sql`status = 'open'`),
  ],
);

export const seatHolds = pgTable(
  'seat_holds',
  {
    id: serial('id').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => checkoutSessions.id, { onDelete: 'cascade' }),
    ticketPriceId: integer('ticket_price_id')
      .notNull()
      .references(() => eventTicketPrices.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /** Ticket price in cents when held (what the session charges). */
    unitPriceCents: integer('unit_price_cents').notNull(),
    expiresAt: ts('expires_at').notNull(),
    /** Set when the hold turns into tickets or is given up. */
    releasedAt: ts('released_at'),
  },
  (t) => [
    index('seat_holds_active_idx').on(t.ticketPriceId, t.expiresAt).where(sql`released_at is null`),
    index('seat_holds_session_idx').on(t.sessionId),
  ],
);

export const orders = pgTable('orders', {
  id: uuid('id').primaryKey().defaultRandom(),
  accountId: uuid('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  sessionId: uuid('session_id')
    .notNull()
    .unique()
    .references(() => checkoutSessions.id, { onDelete: 'cascade' }),
  totalCents: integer('total_cents').notNull(),
  currency: text('currency').notNull().default('AUD'),
  /** paid */
  status: text('status').notNull().default('paid'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => checkoutSessions.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** The provider's payment reference: the idempotency key of confirmation. */
    providerPaymentId: text('provider_payment_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('AUD'),
    /** succeeded */
    status: text('status').notNull(),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payments_provider_ref_uq').on(t.provider, t.providerPaymentId)],
);

/**
 * Invoices (spec 03 §3 Invoice; issue #15). `id` is the guid of the spec. `number` comes from a
 * sequence (one database per tenant): unique and increasing under any concurrency; a rolled-back
 * purchase leaves a gap (chosen, recorded in spec-coverage). `kind` is event | renewal;
 * a renewal carries its membership and the period it pays (`period_start`..`period_end`).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: serial('number').notNull(),
    invoiceNum: text('invoice_num')
      .notNull()
      .generatedAlwaysAs(
        sql`'INV-' || case when number < 1000000 then lpad(number::text, 6, '0') else number::text end`,
      ),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .unique()
      .references(() => orders.id, { onDelete: 'set null' }),
    invoiceDate: ts('invoice_date').notNull().defaultNow(),
    dueDate: ts('due_date').notNull().defaultNow(),
    description: text('description').notNull(),
    /** Paid | Pending | Cancelled | Refunded (spec 03 §4 Invoice status display). */
    status: text('status').notNull(),
    totalAmountIncGstCents: integer('total_amount_inc_gst_cents').notNull(),
    totalAmountExcGstCents: integer('total_amount_exc_gst_cents').notNull(),
    totalGstCents: integer('total_gst_cents').notNull(),
    netTotalAmountCents: integer('net_total_amount_cents').notNull(),
    totalAmountPaidCents: integer('total_amount_paid_cents').notNull(),
    balanceDueCents: integer('balance_due_cents').notNull(),
    paymentUrl: text('payment_url'),
    /** event | renewal */
    kind: text('kind').notNull().default('event'),
    membershipId: uuid('membership_id'),
    periodStart: date('period_start'),
    periodEnd: date('period_end'),
    /** Refunded so far, AUD cents (a cancelled ticket's refund). */
    refundedCents: integer('refunded_cents').notNull().default(0),
    paidAt: ts('paid_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('invoices_account_date_idx').on(t.accountId, t.invoiceDate),
    uniqueIndex('invoices_number_uq').on(t.number),
    index('invoices_membership_pending_idx').on(t.membershipId).where(sql`status = 'Pending'`),
  ],
);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: serial('id').primaryKey(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    itemName: text('item_name').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    totalPriceCents: integer('total_price_cents').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('invoice_lines_invoice_idx').on(t.invoiceId, t.sortOrder)],
);

/** pending: asked of the provider, not confirmed; succeeded: on the invoice; failed: never refunded (staff see why). */
export type RefundStatus = 'pending' | 'succeeded' | 'failed';

/**
 * Refunds of paid orders (issue 31): one row per refund, unique on its idempotency key (e.g.
 * `refund-ticket-42`), so a refund is recorded and asked of the provider once. A Stripe refund is
 * `pending` from the action's transaction (the request waits in the outbox, channel 'refund') until
 * Stripe confirms it (the API's answer or its webhook); only then is its amount added to the
 * invoice. The test gateway's refunds succeed in the action's transaction. While a refund is
 * pending its invoice shows "Refund pending"; a failed one shows staff its reason.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    invoiceId: uuid('invoice_id').references(() => invoices.id, { onDelete: 'cascade' }),
    /** The idempotency key sent to the provider; unique: a refund is asked once. */
    key: text('key').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** test | stripe */
    provider: text('provider').notNull(),
    status: text('status').$type<RefundStatus>().notNull().default('pending'),
    /** The provider's refund id (Stripe "re_..."), once it answered. */
    providerRefundId: text('provider_refund_id'),
    /** Why the provider refused or failed it (shown to staff). */
    failureReason: text('failure_reason'),
    createdAt: ts('created_at').notNull().defaultNow(),
    settledAt: ts('settled_at'),
  },
  (t) => [
    uniqueIndex('refunds_key_uq').on(t.key),
    index('refunds_invoice_idx').on(t.invoiceId, t.status),
    index('refunds_order_idx').on(t.orderId),
    uniqueIndex('refunds_provider_ref_uq').on(t.provider, t.providerRefundId),
  ],
);

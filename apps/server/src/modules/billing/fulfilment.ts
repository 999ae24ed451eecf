/**
 * What billing asks of the modules that sell through it (issue 29 point 2): billing imports neither
 * events nor membership; they depend on billing one way and hand it their handlers when the app is
 * built (`registerFulfilment` in app.ts, before any route runs):
 * - `cart`: a paid cart checkout's fulfilment (the cart module: locks the ticket prices, issues the
 *   tickets, names the invoice lines), called inside the paying transaction;
 * - `invoicePaid`: per invoice kind, what paying an invoice does beside marking it paid, inside the
 *   paying transaction (membership: a `renewal` extends its membership's renewed-to);
 * - `orderConfirmed`: after the commit of a confirmation that created a fulfilled order (events: the
 *   order confirmation mail with the invoice).
 */
import type { AppContext } from '../../context';
import type { Executor } from '../../db/raw-query';
import type { HoldRow, SessionRow } from './checkout-sessions.repository';
import type { InvoiceRow } from './invoices.repository';

/** One line of the paid invoice: name, quantity and unit price in cents (GST inclusive). */
export interface PaidLine {
  name: string;
  quantity: number;
  unit: number;
}

/** A cart checkout made ready in the paying transaction. */
export interface PreparedCart {
  /** False when what the holds bought is gone (the order is kept `unfulfilled` for a refund). */
  fulfilled: boolean;
  /** Issues what was bought under the order; answers the invoice's description and lines. */
  fulfil(orderId: string): Promise<{ description: string; lines: PaidLine[] }>;
}

/** The handlers billing calls (see the module docstring). */
export interface FulfilmentHandlers {
  /** Locks what the session's holds buy and answers whether it can still be fulfilled. */
  cart(tx: Executor, session: SessionRow, holds: HoldRow[]): Promise<PreparedCart>;
  /** Per invoice kind: called when an invoice of that kind turns Paid, in the same transaction. */
  invoicePaid: Partial<Record<string, (tx: Executor, invoice: InvoiceRow) => Promise<void>>>;
  /** In the transaction of a confirmation that created a fulfilled order (its mails go to the outbox there). */
  orderConfirmed(ctx: AppContext, tx: Executor, orderId: string): Promise<void>;
}

let registered: FulfilmentHandlers | null = null;

/** Hands billing the handlers of the selling modules (app.ts, when the app is built). */
export function registerFulfilment(handlers: FulfilmentHandlers): void {
  registered = handlers;
}

/**
 * The registered handlers.
 * @throws Error when none were registered (a payment confirmed before the app was built)
 */
export function fulfilment(): FulfilmentHandlers {
  if (!registered) throw new Error('billing: no fulfilment handlers registered (app.ts registers them)');
  return registered;
}

/**
 * Cart rows to the API shape (spec 01 §3 Cart): lines with unit and total prices (AUD, 2
 * decimals), the total of the lines, and the seats left of each line's type.
 */
import type { Cart, CartItem } from '@portal/shared';
import { money } from '../../lib/values';
import { remainingSeats } from '../../policies/events';

export interface CartItemRow {
  id: number;
  ticket_price_id: number;
  quantity: number;
  amount_cents: number;
  name: string;
  event_id: number;
  event_title: string;
  capacity: number | null;
  sold: number;
  held: number | string;
}

export function presentItems(rows: CartItemRow[]): CartItem[] {
  return rows.map((r) => ({
    cartItemId: Number(r.id),
    itemPriceId: Number(r.ticket_price_id),
    quantity: Number(r.quantity),
    unitPrice: money(r.amount_cents),
    totalPrice: money(Number(r.amount_cents) * Number(r.quantity)),
    eventId: Number(r.event_id),
    name: r.name,
    eventTitle: r.event_title,
    remaining: remainingSeats(r.capacity == null ? null : Number(r.capacity), Number(r.sold), Number(r.held)),
  }));
}

export function presentCart(cartId: string, status: string, rows: CartItemRow[]): Cart {
  const totalCents = rows.reduce((sum, r) => sum + Number(r.amount_cents) * Number(r.quantity), 0);
  return {
    cartId,
    cartItems: presentItems(rows),
    total: money(totalCents),
    currency: 'AUD',
    status: status === 'open' ? 'open' : 'checked_out',
  };
}

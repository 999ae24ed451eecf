/**
 * Cart rows to the API shape (spec 01 §3 Cart): lines with unit and total prices (AUD, 2
 * decimals), the total of the lines, and the seats left of each line's type.
 */
import type { Cart, CartItem } from '@portal/shared';
import { money } from '../../lib/values';
import { remainingSeats } from '../../policies/events';
import type { CartItemRow } from './cart.repository';

export function presentItems(rows: CartItemRow[]): CartItem[] {
  return rows.map((r) => ({
    cartItemId: r.id,
    itemPriceId: r.ticketPriceId,
    quantity: r.quantity,
    unitPrice: money(r.amountCents),
    totalPrice: money(r.amountCents * r.quantity),
    eventId: r.eventId,
    name: r.name,
    eventTitle: r.eventTitle,
    remaining: remainingSeats(r.capacity, r.sold, r.held),
  }));
}

export function presentCart(cartId: string, status: string, rows: CartItemRow[]): Cart {
  const totalCents = rows.reduce((sum, r) => sum + r.amountCents * r.quantity, 0);
  return {
    cartId,
    cartItems: presentItems(rows),
    total: money(totalCents),
    currency: 'AUD',
    status: status === 'open' ? 'open' : 'checked_out',
  };
}

/**
 * Cart grouping and totals (spec 01 §3 Cart): items are grouped by eventId, items without an event
 * get a generated group key; the total is the sum of item totals, to 2 decimals.
 */

/** The item fields the grouping and totals read. */
export interface CartItemLike {
  cartItemId: number | string;
  eventId?: number | string | null;
  totalPrice: number;
}

export interface CartGroup<T extends CartItemLike> {
  /** `event-{eventId}` or `item-{cartItemId}` (generated for items without an event). */
  key: string;
  eventId: T['eventId'] | null;
  items: T[];
  subtotal: number;
}

/** Rounds an amount in dollars to cents (2 decimals) without binary drift. */
export function roundMoney(amount: number): number {
  return Math.round((amount + Number.EPSILON) * 100) / 100;
}

/** Groups items by event in first-seen order. */
export function groupCartItems<T extends CartItemLike>(items: readonly T[]): CartGroup<T>[] {
  const groups = new Map<string, CartGroup<T>>();
  for (const item of items) {
    const hasEvent = item.eventId !== null && item.eventId !== undefined && item.eventId !== '';
    const key = hasEvent ? `event-${item.eventId}` : `item-${item.cartItemId}`;
    const group = groups.get(key) ?? {
      key,
      eventId: hasEvent ? (item.eventId as T['eventId']) : null,
      items: [],
      subtotal: 0,
    };
    group.items.push(item);
    group.subtotal = roundMoney(group.subtotal + item.totalPrice);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** Sum of item totals, to 2 decimals. */
export function cartTotal(items: readonly CartItemLike[]): number {
  return roundMoney(items.reduce((sum, item) => sum + item.totalPrice, 0));
}

/** Number of tickets (sum of quantities) for the header badge. */
export function cartCount(items: readonly { quantity: number }[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

import { describe, expect, it } from 'vitest';
import { cartCount, cartTotal, groupCartItems, roundMoney } from './cart-math';

describe('cart grouping and totals (spec 01 §3 Cart)', () => {
  const items = [
    { cartItemId: 1, eventId: 10, totalPrice: 120.1, quantity: 2 },
    { cartItemId: 2, eventId: null, totalPrice: 35, quantity: 1 },
    { cartItemId: 3, eventId: 10, totalPrice: 0.2, quantity: 1 },
    { cartItemId: 4, eventId: 11, totalPrice: 49.95, quantity: 3 },
  ];

  it('groups items by event in first-seen order, items without an event on their own', () => {
    const groups = groupCartItems(items);
    expect(groups.map((g) => g.key)).toEqual(['event-10', 'item-2', 'event-11']);
    expect(groups[0].eventId).toBe(10);
    expect(groups[0].items.map((i) => i.cartItemId)).toEqual([1, 3]);
    expect(groups[0].subtotal).toBe(120.3);
    expect(groups[1].eventId).toBeNull();
  });

  it('totals to the cent without binary drift', () => {
    expect(cartTotal(items)).toBe(205.25);
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(roundMoney(0.1 + 0.2)).toBe(0.3);
    expect(roundMoney(1.005)).toBe(1.01);
  });

  it('counts tickets for the badge', () => {
    expect(cartCount(items)).toBe(7);
    expect(cartCount([])).toBe(0);
    expect(cartTotal([])).toBe(0);
    expect(groupCartItems([])).toEqual([]);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { readCartId, rememberPurchase, takePendingPurchase, writeCartId } from './cart-storage';

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('the cart id in local storage (spec 01 §3 Cart)', () => {
  it('is kept per signed-in user', () => {
    writeCartId('user-a', 'cart-1');
    writeCartId('user-b', 42);
    expect(readCartId('user-a')).toBe('cart-1');
    expect(readCartId('user-b')).toBe('42');
    expect(window.localStorage.getItem('cartId:user-a')).toBe('cart-1');
  });

  it('is removed with null', () => {
    writeCartId('user-a', 'cart-1');
    writeCartId('user-a', null);
    expect(readCartId('user-a')).toBeNull();
  });
});

describe('the checkout in progress in session storage', () => {
  it('is read once and then forgotten', () => {
    rememberPurchase({ cartId: 'cart-1', eventIds: [10, 11] });
    expect(takePendingPurchase()).toEqual({ cartId: 'cart-1', eventIds: [10, 11] });
    expect(takePendingPurchase()).toBeNull();
  });

  it('reads as nothing when the stored text is not JSON', () => {
    window.sessionStorage.setItem('pendingPurchase', '{broken');
    expect(takePendingPurchase()).toBeNull();
  });
});

/**
 * Cart calls (spec 01 §3 Cart, §4 Cart checkout, §7 Cart, §8 Cart; client A): POST
 * /api/cart/new?userId, GET /api/cart/{id}, GET /api/cart/latest?userId, POST /api/cart/additem,
 * /api/cart/updateitem, /api/cart/removeItem and /api/cart/checkout. Only the server calls: which
 * cart is the current one (the id kept in local storage) is decided in `hooks/useCurrentCart`.
 */
import type { Cart, CartCheckoutResponse, CartLatestResponse, CartNewResponse } from '@portal/shared';
import { apiA } from '../../../lib/api';
import { queryKeys } from '../../../data';

const cartScope = queryKeys.scope('cart');

export const cartKeys = {
  current: (userId: string) => [...cartScope, 'current', userId] as const,
};

/** GET /api/cart/{id}. */
export function fetchCart(cartId: string, signal?: AbortSignal): Promise<Cart> {
  return apiA.get<Cart>(`/api/cart/${cartId}`, { signal, silent: true });
}

/** GET /api/cart/latest?userId → the newest open cart, or { cartId: null, cartItems: [] }. */
export function fetchLatestCart(userId: string, signal?: AbortSignal): Promise<CartLatestResponse> {
  return apiA.get<CartLatestResponse>('/api/cart/latest', { query: { userId }, signal, silent: true });
}

/** POST /api/cart/new?userId → the new cart's id. */
export async function newCart(userId: string): Promise<string> {
  const { cartId } = await apiA.post<CartNewResponse>('/api/cart/new', undefined, { query: { userId } });
  return cartId;
}

/** POST /api/cart/additem {cartId, itemPriceId, quantity}: adds to the line's quantity. */
export function addCartItem(cartId: string, itemPriceId: number, quantity: number): Promise<Cart> {
  return apiA.post<Cart>('/api/cart/additem', { cartId, itemPriceId, quantity });
}

/** POST /api/cart/updateitem {cartId, itemPriceId, quantity}: sets the line's quantity. */
export function updateCartItem(cartId: string, itemPriceId: number, quantity: number): Promise<Cart> {
  return apiA.post<Cart>('/api/cart/updateitem', { cartId, itemPriceId, quantity });
}

/** POST /api/cart/removeItem {cartItemId}. */
export function removeCartItem(cartItemId: number): Promise<Cart> {
  return apiA.post<Cart>('/api/cart/removeItem', { cartItemId });
}

/** POST /api/cart/checkout {cartId, userId} → checkoutUrl (absolute) and the session. */
export function checkoutCart(cartId: string, userId: string): Promise<CartCheckoutResponse> {
  return apiA.post<CartCheckoutResponse>('/api/cart/checkout', { cartId, userId });
}

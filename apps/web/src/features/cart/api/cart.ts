/**
 * Cart calls and the current cart (spec 01 §3 Cart, §4 Cart checkout, §7 Cart, §8 Cart; client A):
 * POST /api/cart/new?userId, GET /api/cart/{id}, GET /api/cart/latest?userId, POST /api/cart/additem,
 * /api/cart/updateitem, /api/cart/removeItem and /api/cart/checkout.
 *
 * The cart id is kept in local storage. The current cart is the stored one while it is open; a
 * stored id that is gone or checked out is dropped and the newest open cart (cart/latest) is used.
 */
import type { Cart, CartCheckoutResponse, CartLatestResponse, CartNewResponse } from '@portal/shared';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { apiA } from '../../../lib/api';
import { isApiError } from '../../../lib/errors';
import { readCartId, writeCartId } from '../utils/cart-storage';

export const cartKeys = {
  current: (userId: string) => ['cart', 'current', userId] as const,
};

/** The cart as the screens use it: an open cart, or an empty one without id. */
export interface CurrentCart {
  cartId: string | null;
  cartItems: Cart['cartItems'];
}

const EMPTY: CurrentCart = { cartId: null, cartItems: [] };

/** GET /api/cart/{id}. */
export function fetchCart(cartId: string, signal?: AbortSignal): Promise<Cart> {
  return apiA.get<Cart>(`/api/cart/${cartId}`, { signal, silent: true });
}

/** Loads the current cart: the stored id while open, else cart/latest (whose id is then stored). */
export async function loadCurrentCart(userId: string, signal?: AbortSignal): Promise<CurrentCart> {
  const stored = readCartId(userId);
  if (stored) {
    try {
      const cart = await fetchCart(stored, signal);
      if (cart.status === 'open') return { cartId: cart.cartId, cartItems: cart.cartItems };
    } catch (error) {
      if (!isApiError(error, 404)) throw error;
    }
    writeCartId(userId, null);
  }
  const latest = await apiA.get<CartLatestResponse>('/api/cart/latest', { query: { userId }, signal, silent: true });
  if (latest.cartId) writeCartId(userId, latest.cartId);
  return latest.cartId ? { cartId: latest.cartId, cartItems: latest.cartItems } : EMPTY;
}

/** The current cart of the signed-in user (header badge, drawer). */
export function useCurrentCart(userId: string | undefined, enabled = true) {
  return useQuery({
    queryKey: cartKeys.current(userId ?? ''),
    queryFn: ({ signal }) => loadCurrentCart(userId as string, signal),
    enabled: !!userId && enabled,
    staleTime: 30_000,
  });
}

/**
 * POST /api/cart/new?userId → the new cart's id. It becomes the stored (current) cart unless
 * `store` is false (a one-item purchase: /buy-now, Register on a paid event).
 */
export async function createCart(userId: string, options: { store?: boolean } = {}): Promise<string> {
  const { cartId } = await apiA.post<CartNewResponse>('/api/cart/new', undefined, { query: { userId } });
  if (options.store !== false) writeCartId(userId, cartId);
  return cartId;
}

/** The current cart id, creating a cart when there is none. */
export async function ensureCartId(queryClient: QueryClient, userId: string): Promise<string> {
  const cached = queryClient.getQueryData<CurrentCart>(cartKeys.current(userId));
  if (cached?.cartId) return cached.cartId;
  const current = await queryClient.fetchQuery({
    queryKey: cartKeys.current(userId),
    queryFn: () => loadCurrentCart(userId),
  });
  return current.cartId ?? createCart(userId);
}

/** Puts a cart answer into the cache (every cart write answers the whole cart). */
export function storeCart(queryClient: QueryClient, userId: string, cart: Cart): void {
  queryClient.setQueryData<CurrentCart>(cartKeys.current(userId), { cartId: cart.cartId, cartItems: cart.cartItems });
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

/** After a paid checkout: the stored id is dropped and the next cart comes from cart/latest or new. */
export function forgetCart(queryClient: QueryClient, userId: string): void {
  writeCartId(userId, null);
  queryClient.setQueryData<CurrentCart>(cartKeys.current(userId), EMPTY);
}

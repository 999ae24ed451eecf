/**
 * The current cart (spec 01 §3 Cart: "The cart id is kept in local storage"). The current cart is
 * the stored one while it is open; a stored id that is gone or checked out is dropped and the
 * newest open cart (cart/latest) is used, and its id stored. The server calls are in `api/cart`,
 * the storage in `utils/cart-storage`.
 */
import type { Cart } from '@portal/shared';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../lib/errors';
import { cartKeys, fetchCart, fetchLatestCart, newCart } from '../api/cart';
import { readCartId, writeCartId } from '../utils/cart-storage';

/** The cart as the screens use it: an open cart, or an empty one without id. */
export interface CurrentCart {
  cartId: string | null;
  cartItems: Cart['cartItems'];
}

const EMPTY: CurrentCart = { cartId: null, cartItems: [] };

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
  const latest = await fetchLatestCart(userId, signal);
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
 * A new cart's id. It becomes the stored (current) cart unless `store` is false (a one-item
 * purchase: /buy-now, Register on a paid event).
 */
export async function createCart(userId: string, options: { store?: boolean } = {}): Promise<string> {
  const cartId = await newCart(userId);
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

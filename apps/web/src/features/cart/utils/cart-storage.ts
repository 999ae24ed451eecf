/**
 * The cart id in local storage (spec 01 §3 Cart: "The cart id is kept in local storage"). The key
 * is per signed-in user so a shared browser never offers one member's cart to another (chosen).
 */
const KEY_PREFIX = 'cartId';

function key(userId: string | undefined): string {
  return userId ? `${KEY_PREFIX}:${userId}` : KEY_PREFIX;
}

/** The stored cart id, or null. */
export function readCartId(userId: string | undefined): string | null {
  try {
    return window.localStorage.getItem(key(userId));
  } catch {
    return null;
  }
}

/** Stores (or with null removes) the cart id. */
export function writeCartId(userId: string | undefined, cartId: string | number | null): void {
  try {
    if (cartId === null) window.localStorage.removeItem(key(userId));
    else window.localStorage.setItem(key(userId), String(cartId));
  } catch {
    // Storage may be unavailable (private mode); the cart is then found again with cart/latest.
  }
}

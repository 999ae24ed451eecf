/**
 * The cart's browser storage: the cart id in local storage (spec 01 §3 Cart: "The cart id is kept
 * in local storage"; the key is per signed-in user so a shared browser never offers one member's
 * cart to another, chosen) and the checkout in progress in session storage (it survives the trip
 * to the payment page; spec 01 §4 Cart checkout).
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

const PENDING_KEY = 'pendingPurchase';

/** What the return page needs to know about a checkout in progress. */
export interface PendingPurchase {
  cartId: string;
  eventIds: number[];
}

/** Remembers the checkout in session storage (survives the trip to the payment page). */
export function rememberPurchase(purchase: PendingPurchase): void {
  try {
    window.sessionStorage.setItem(PENDING_KEY, JSON.stringify(purchase));
  } catch {
    // Without storage the return page just skips the engagement event.
  }
}

/** Reads and forgets the remembered checkout. */
export function takePendingPurchase(): PendingPurchase | null {
  try {
    const raw = window.sessionStorage.getItem(PENDING_KEY);
    window.sessionStorage.removeItem(PENDING_KEY);
    return raw ? (JSON.parse(raw) as PendingPurchase) : null;
  } catch {
    return null;
  }
}

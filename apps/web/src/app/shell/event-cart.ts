import { openCart, useCartActions, useCheckout } from '../../features/cart';
import type { EventCartHooks } from '../../features/events';
/**
 * The cart's hooks handed to event registration (the app composes the two features; events does
 * not import the cart, STYLE rule 10).
 */

/** Buy-now and checkout from `useCheckout`, add from `useCartActions`, the drawer's `openCart`. */
export const EVENT_CART: EventCartHooks = {
  useBuyNow: useCheckout,
  useAddToCart: useCartActions,
  openCart,
};

/**
 * The cart's hooks handed to event registration (the app composes the two features; events does
 * not import the cart, STYLE rule 10).
 */
import type { EventCartHooks } from '../../features/events/hooks/event-cart';
import { openCart } from '../../features/cart/hooks/cart-ui';
import { useCartActions } from '../../features/cart/hooks/useCartActions';
import { useCheckout } from '../../features/cart/hooks/useCheckout';

/** Buy-now and checkout from `useCheckout`, add from `useCartActions`, the drawer's `openCart`. */
export const EVENT_CART: EventCartHooks = {
  useBuyNow: useCheckout,
  useAddToCart: useCartActions,
  openCart,
};

/** The cart feature's surface: what pages and the app shell may import (issue 29 point 3). */
export { CartButton } from './components/CartButton';
export { openCart } from './hooks/cart-ui';
export { useCartActions } from './hooks/useCartActions';
export { useCheckout } from './hooks/useCheckout';
export { useCheckoutReturn } from './hooks/useCheckoutReturn';

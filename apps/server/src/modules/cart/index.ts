/**
 * The cart (spec 01 §4 Cart, §7) and its checkout: lines held against seats, the checkout session
 * started through billing, and the fulfilment of a paid cart (tickets) that billing calls back.
 * Depends on billing, events, identity.
 */
export { cartRoutes } from './cart.routes';
export { checkoutRoutes } from './checkout.routes';
export { prepareCartFulfilment } from './fulfilment';

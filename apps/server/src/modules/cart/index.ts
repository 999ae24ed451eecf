export { cartRoutes } from './cart.routes';
export { checkoutRoutes } from './checkout.routes';
export { prepareCartFulfilment } from './fulfilment';

/** Cart, checkout and payments contract (spec 01 Cart). */
export * from './cart.schemas';

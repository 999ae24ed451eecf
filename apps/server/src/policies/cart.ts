/**
 * Who may use a cart and its checkout sessions (spec 01 §3 Cart, §4 Cart checkout; issue #4). Pure
 * functions of the actor and the loaded cart or session; the services load, ask and `enforce`.
 *
 * - A cart is its owner's; staff (policies/staff.ts) may open anyone's. Others get 404 like a
 *   missing cart (existence is private). Checkout takes only the acting account's own cart.
 * - Only an open cart takes changes or a checkout (409 CART_CLOSED).
 * - A test-gateway session is its buyer's (or staff's); others, and sessions of another provider,
 *   get 404. A paid, cancelled or expired session cannot be paid (409).
 */
import { CART_MESSAGES } from '@portal/shared';
import type { Actor } from '../context';
import { type Denial, deny } from './denial';
import { isStaff } from './staff';

export type CartActor = Pick<Actor, 'id' | 'role' | 'contactTypes'>;

/** A cart as the rules read it. */
export interface CartFacts {
  accountId: string;
  /** 'open' or 'checked_out'. */
  status: string;
}

/** A checkout session as the rules read it. */
export interface CheckoutSessionFacts {
  /** 'test', 'stripe' or 'none'. */
  provider: string;
  accountId: string;
  /** 'open', 'paid', 'cancelled' or 'expired'. */
  status: string;
}

export const CART_DENIALS = {
  cartNotFound: deny('NOT_FOUND', CART_MESSAGES.cartNotFound),
  cartItemNotFound: deny('NOT_FOUND', CART_MESSAGES.cartItemNotFound),
  cartClosed: deny('CART_CLOSED', CART_MESSAGES.cartClosed),
  sessionNotFound: deny('NOT_FOUND', 'Checkout session not found.'),
  sessionPaid: deny('SESSION_PAID', CART_MESSAGES.sessionPaid),
  sessionCancelled: deny('SESSION_CANCELLED', CART_MESSAGES.sessionCancelled),
  sessionExpired: deny('SESSION_EXPIRED', CART_MESSAGES.sessionExpired),
} as const;

/** 404 `Cart not found.` when the cart is missing, or neither the actor's nor the actor staff. */
export function checkCartAccess(
  actor: CartActor,
  cart: Pick<CartFacts, 'accountId'> | null | undefined,
): Denial | null {
  return cart && (cart.accountId === actor.id || isStaff(actor)) ? null : CART_DENIALS.cartNotFound;
}

/** 409 CART_CLOSED when the cart was checked out already. */
export function checkCartOpen(cart: Pick<CartFacts, 'status'>): Denial | null {
  return cart.status === 'open' ? null : CART_DENIALS.cartClosed;
}

/** Checkout: 404 unless the cart is the acting account's own, then 409 CART_CLOSED unless open. */
export function checkCheckoutCart(cart: CartFacts | null | undefined, accountId: string): Denial | null {
  if (!cart || cart.accountId !== accountId) return CART_DENIALS.cartNotFound;
  return checkCartOpen(cart);
}

/** 404 `Checkout session not found.` unless a test-gateway session of the actor (or the actor staff). */
export function checkTestSessionAccess(
  actor: CartActor,
  session: Pick<CheckoutSessionFacts, 'provider' | 'accountId'> | null | undefined,
): Denial | null {
  if (session?.provider !== 'test') return CART_DENIALS.sessionNotFound;
  return session.accountId === actor.id || isStaff(actor) ? null : CART_DENIALS.sessionNotFound;
}

/** 409 SESSION_PAID, SESSION_CANCELLED or SESSION_EXPIRED when the session cannot be paid. */
export function checkSessionPayable(session: Pick<CheckoutSessionFacts, 'status'>): Denial | null {
  if (session.status === 'paid') return CART_DENIALS.sessionPaid;
  if (session.status === 'cancelled') return CART_DENIALS.sessionCancelled;
  if (session.status === 'expired') return CART_DENIALS.sessionExpired;
  return null;
}

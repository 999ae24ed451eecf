/**
 * Checkout (spec 01 §2 Checkout redirect page, §4 Cart checkout, §8 Cart): create a cart, add the
 * item with its quantity, check out and go to the answer's checkoutUrl; the checkout flag resets
 * 690 ms after the call ends. A failure shows "Checkout error. Try again." with the server message.
 *
 * The events that are being bought are remembered for the return to the portal, where
 * `useCheckoutReturn` reports purchaseProduct (engagement) and refreshes the cart and tickets.
 */
import { CART_LIMITS, CART_MESSAGES, type CartCheckoutResponse } from '@portal/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { goToCheckout } from '../../../lib/checkout-redirect';
import { errorMessage } from '../../../lib/errors';
import { notifyError } from '../../../lib/feedback';
import { addCartItem, checkoutCart } from '../api/cart';
import { type PendingPurchase, rememberPurchase } from '../utils/cart-storage';
import { createCart, ensureCartId } from './useCurrentCart';

/** Goes to a checkout URL (lib/checkout-redirect.ts, shared with renewal and invoice payment). */
export { goToCheckout };

/** Shows the checkout failure (spec 01 §8: "Checkout error. Try again." with the server message). */
export function notifyCheckoutError(error: unknown): void {
  notifyError({ title: CART_MESSAGES.checkoutError, description: errorMessage(error), durationSeconds: 4.5 });
}

export interface BuyInput {
  itemPriceId: number;
  quantity: number;
  eventId?: number | null;
}

/**
 * `buyNow` (a new cart with one item, then checkout) and `checkoutCurrent` (the stored cart);
 * `isCheckingOut` is true from the click until 690 ms after the call ends.
 */
export function useCheckout(userId: string | undefined) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [isCheckingOut, setCheckingOut] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const run = useCallback(
    async (start: () => Promise<{ answer: CartCheckoutResponse; purchase: PendingPurchase }>): Promise<boolean> => {
      if (!userId) return false;
      if (timer.current) clearTimeout(timer.current);
      setCheckingOut(true);
      try {
        const { answer, purchase } = await start();
        rememberPurchase(purchase);
        goToCheckout(navigate, answer.checkoutUrl);
        return true;
      } catch (error) {
        notifyCheckoutError(error);
        return false;
      } finally {
        timer.current = setTimeout(() => setCheckingOut(false), CART_LIMITS.checkoutFlagResetMs);
      }
    },
    [userId, navigate],
  );

  /** A new cart holding `quantity` of one ticket price, checked out at once. */
  const buyNow = useCallback(
    (input: BuyInput) =>
      run(async () => {
        const uid = userId as string;
        const cartId = await createCart(uid, { store: false });
        const cart = await addCartItem(cartId, input.itemPriceId, input.quantity);
        const answer = await checkoutCart(cartId, uid);
        const eventIds = [
          ...new Set(cart.cartItems.map((item) => item.eventId).filter((id): id is number => id !== null)),
        ];
        return { answer, purchase: { cartId, eventIds } };
      }),
    [run, userId],
  );

  /** Checks out the stored cart. */
  const checkoutCurrent = useCallback(
    (eventIds: number[]) =>
      run(async () => {
        const uid = userId as string;
        const cartId = await ensureCartId(queryClient, uid);
        const answer = await checkoutCart(cartId, uid);
        return { answer, purchase: { cartId, eventIds } };
      }),
    [run, userId, queryClient],
  );

  return { buyNow, checkoutCurrent, isCheckingOut };
}

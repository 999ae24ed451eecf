/**
 * Cart writes (spec 01 §3 Cart, §7 Cart, §8 Cart): add an item (creating the cart when needed; the
 * badge animates 500 ms), set an item's quantity (debounced 400 ms per item; the shown quantity
 * changes at once) and remove an item. Failures show the server message followed by "Please try
 * reloading the page." and reload the cart.
 */
import { CART_LIMITS, CART_MESSAGES, type Cart } from '@portal/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/errors';
import { toastError } from '../../../lib/feedback';
import { addCartItem, cartKeys, removeCartItem, updateCartItem } from '../api/cart';
import { bumpCartBadge } from './cart-ui';
import { ensureCartId, storeCart } from './useCurrentCart';

/** "{server message} Please try reloading the page." */
export function notifyCartError(error: unknown): void {
  toastError(`${errorMessage(error)} ${CART_MESSAGES.reloadPage}`);
}

/** Add, update and remove for the signed-in user's current cart. */
export function useCartActions(userId: string | undefined) {
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  /** Quantities typed but not sent yet, by itemPriceId. */
  const [draft, setDraft] = useState<Record<number, number>>({});
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
    };
  }, []);

  const afterFailure = useCallback(
    (error: unknown) => {
      notifyCartError(error);
      if (userId) void queryClient.invalidateQueries({ queryKey: cartKeys.current(userId) });
    },
    [queryClient, userId],
  );

  /** POST additem; true when added. */
  const add = useCallback(
    async (itemPriceId: number, quantity: number): Promise<Cart | null> => {
      if (!userId) return null;
      setAdding(true);
      try {
        const cartId = await ensureCartId(queryClient, userId);
        const cart = await addCartItem(cartId, itemPriceId, quantity);
        storeCart(queryClient, userId, cart);
        bumpCartBadge();
        return cart;
      } catch (error) {
        afterFailure(error);
        return null;
      } finally {
        setAdding(false);
      }
    },
    [queryClient, userId, afterFailure],
  );

  /** Sets a quantity: shown at once, sent 400 ms after the last change. */
  const setQuantity = useCallback(
    (cartId: string, itemPriceId: number, quantity: number) => {
      if (!userId) return;
      setDraft((old) => ({ ...old, [itemPriceId]: quantity }));
      const previous = timers.current.get(itemPriceId);
      if (previous) clearTimeout(previous);
      timers.current.set(
        itemPriceId,
        setTimeout(async () => {
          timers.current.delete(itemPriceId);
          try {
            storeCart(queryClient, userId, await updateCartItem(cartId, itemPriceId, quantity));
          } catch (error) {
            afterFailure(error);
          } finally {
            setDraft((old) => {
              const next = { ...old };
              if (next[itemPriceId] === quantity) delete next[itemPriceId];
              return next;
            });
          }
        }, CART_LIMITS.updateDebounceMs),
      );
    },
    [queryClient, userId, afterFailure],
  );

  /** POST removeItem. */
  const remove = useCallback(
    async (cartItemId: number) => {
      if (!userId) return;
      try {
        storeCart(queryClient, userId, await removeCartItem(cartItemId));
      } catch (error) {
        afterFailure(error);
      }
    },
    [queryClient, userId, afterFailure],
  );

  return { add, adding, setQuantity, draft, remove, isSaving: Object.keys(draft).length > 0 };
}

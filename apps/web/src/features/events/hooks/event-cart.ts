/**
 * What event registration needs from the cart (spec 03 §4 Event registration; spec 01 §4 Cart
 * checkout): buy one ticket price at once through a new cart and the checkout page, add tickets to
 * the current cart, open the cart drawer. The events feature does not import the cart feature
 * (STYLE rule 10): the app, which composes the features, hands the cart's hooks over through this
 * context, and every component keeps its own state as if it called them itself.
 */
import { createContext, useContext } from 'react';

/** One ticket price bought at once. */
export interface EventPurchase {
  itemPriceId: number;
  quantity: number;
  eventId?: number | null;
}

/** The cart's hooks and actions that registration uses. */
export interface EventCartHooks {
  /** `buyNow` resolves true once the browser is on its way to checkout; `isCheckingOut` while it runs. */
  useBuyNow: (userId: string | undefined) => {
    buyNow: (purchase: EventPurchase) => Promise<boolean>;
    isCheckingOut: boolean;
  };
  /** `add` resolves the cart (truthy) when the tickets were added, null when not; `adding` while it runs. */
  useAddToCart: (userId: string | undefined) => {
    add: (itemPriceId: number, quantity: number) => Promise<unknown>;
    adding: boolean;
  };
  /** Opens the cart drawer. */
  openCart: () => void;
}

export const EventCartContext = createContext<EventCartHooks | null>(null);

/** The cart hooks given by the app; throws when rendered outside their provider. */
export function useEventCartHooks(): EventCartHooks {
  const hooks = useContext(EventCartContext);
  if (!hooks) throw new Error('Event registration needs the cart (EventCartContext) from the app shell');
  return hooks;
}

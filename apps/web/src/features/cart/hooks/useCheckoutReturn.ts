/**
 * The return to the portal after a checkout (the payment page sends the member to
 * /events/attending?checkout=success, or to /events/{id}?checkout=cancelled): on success the
 * engagement event purchaseProduct is sent for each event bought (fire and forget), the payment
 * message is shown, the cart (now checked out) and the user's events are loaded again, and the
 * `checkout` parameter leaves the address bar.
 */
import { CART_MESSAGES } from '@portal/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { toastSuccess } from '../../../lib/feedback';
import { trackEngagement } from '../../../lib/engagement';
import { takePendingPurchase } from '../utils/cart-storage';
import { queryKeys } from '../../../data';

/** Handles ?checkout=success|cancelled once; `onDone` refreshes the page's own data. */
export function useCheckoutReturn(onDone?: () => void) {
  const [search, setSearch] = useSearchParams();
  const queryClient = useQueryClient();
  const outcome = search.get('checkout');

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per outcome in the address.
  useEffect(() => {
    if (outcome !== 'success' && outcome !== 'cancelled') return;
    const purchase = takePendingPurchase();
    if (outcome === 'success') {
      for (const eventId of purchase?.eventIds ?? [])
        trackEngagement({ eventType: 'purchaseProduct', entityId: String(eventId) });
      toastSuccess(CART_MESSAGES.paymentReceived);
    }
    void queryClient.invalidateQueries({ queryKey: queryKeys.scope('cart') });
    void queryClient.invalidateQueries({ queryKey: queryKeys.scope('events') });
    onDone?.();
    const next = new URLSearchParams(search);
    next.delete('checkout');
    setSearch(next, { replace: true });
  }, [outcome]);
}

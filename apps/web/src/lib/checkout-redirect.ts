/**
 * Going to a payment provider's checkout (cart checkout, membership renewal, paying an invoice):
 * in-app paths (the built-in test gateway) with the router, other origins (Stripe) with the browser.
 */
import type { NavigateFunction } from 'react-router';

/** Goes to a checkout URL (absolute or a path). */
export function goToCheckout(navigate: NavigateFunction, checkoutUrl: string): void {
  const url = new URL(checkoutUrl, window.location.origin);
  if (url.origin === window.location.origin) navigate(url.pathname + url.search + url.hash);
  else window.location.assign(url.toString());
}

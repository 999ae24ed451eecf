/**
 * Choosing the payment provider for checkout (issue #4; the interface is in
 * payment-provider.types.ts): the built-in test gateway by default, Stripe Checkout
 * (stripe-provider.ts, loaded on first use) when STRIPE_SECRET_KEY is set. A provider starts a hosted checkout for a session
 * and answers the URL to send the member to; payment is confirmed later through
 * `confirmSession` (confirm.service.ts), by the test gateway's form post or Stripe's signed webhook.
 */
import { CHECKOUT_PATHS } from '@portal/shared';
import type { AppConfig } from '../../config';
import type { PaymentProvider } from './payment-provider.types';

/** The built-in gateway: a card page of the web app at /checkout/test-gateway/{sessionId}. */
export const testGatewayProvider: PaymentProvider = {
  name: 'test',
  minHoldMinutes: 1,
  async startCheckout(request) {
    return {
      url: `${request.origin}${CHECKOUT_PATHS.testGateway.replace('{sessionId}', request.sessionId)}`,
      providerSessionId: null,
    };
  },
  async cancelCheckout() {},
};

let stripeProvider: { key: string; provider: PaymentProvider } | null = null;
const settingsKey = (s: NonNullable<AppConfig['stripe']>) => JSON.stringify([s.secretKey, s.api]);

/** The configured provider: Stripe when `config.stripe` is set, else the test gateway. */
export async function paymentProviderFor(config: Pick<AppConfig, 'stripe'>): Promise<PaymentProvider> {
  if (!config.stripe) return testGatewayProvider;
  const key = settingsKey(config.stripe);
  if (stripeProvider?.key !== key) {
    const { createStripeProvider } = await import('./stripe-provider');
    stripeProvider = { key, provider: createStripeProvider(config.stripe) };
  }
  return stripeProvider.provider;
}

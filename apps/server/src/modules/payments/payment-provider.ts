/**
 * One payment-provider interface for checkout (issue #4): the built-in test gateway by default,
 * Stripe Checkout when STRIPE_SECRET_KEY is set. A provider starts a hosted checkout for a session
 * and answers the URL to send the member to; payment is confirmed later through
 * `confirmSession` (confirm.service.ts), by the test gateway's form post or Stripe's signed webhook.
 */
import { CHECKOUT_PATHS } from '@portal/shared';
import type { AppConfig } from '../../config';

export interface CheckoutLine {
  name: string;
  quantity: number;
  /** AUD cents. */
  unitAmountCents: number;
}

export interface CheckoutRequest {
  /** Our checkout session id (uuid). */
  sessionId: string;
  amountCents: number;
  lines: CheckoutLine[];
  /** Absolute portal URLs. */
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
  customerEmail: string;
  /** The portal origin the member came from (absolute, no trailing slash). */
  origin: string;
}

export interface CheckoutStart {
  /** Where to send the member (absolute URL). */
  url: string;
  /** The provider's own session id, when it has one (Stripe "cs_..."). */
  providerSessionId: string | null;
}

export interface PaymentProvider {
  readonly name: 'test' | 'stripe';
  /** The shortest seat hold the provider allows (Stripe sessions live at least 30 minutes). */
  readonly minHoldMinutes: number;
  startCheckout(request: CheckoutRequest): Promise<CheckoutStart>;
  /** Ends the provider's session early (best effort). */
  cancelCheckout(providerSessionId: string): Promise<void>;
}

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

/** The configured provider: Stripe when `config.stripe` is set, else the test gateway. */
export async function paymentProviderFor(config: Pick<AppConfig, 'stripe'>): Promise<PaymentProvider> {
  if (!config.stripe) return testGatewayProvider;
  if (stripeProvider?.key !== config.stripe.secretKey) {
    const { createStripeProvider } = await import('./stripe-provider');
    stripeProvider = { key: config.stripe.secretKey, provider: createStripeProvider(config.stripe.secretKey) };
  }
  return stripeProvider.provider;
}

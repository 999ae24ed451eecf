/**
 * Stripe Checkout (issue #4), used when STRIPE_SECRET_KEY is set. The `stripe` package loads on
 * first use only (a server without Stripe never loads it). Payment is confirmed by the signed
 * webhook (payments.routes.ts), never by the browser's return to the success page.
 */
import type { AppConfig } from '../../config';
import type { CheckoutRequest, CheckoutStart, PaymentProvider } from './payment-provider.types';

export type StripeClient = import('stripe').Stripe;
/** What a client is made from: the secret key and the API server (STRIPE_API_*; null: Stripe's own). */
export type StripeSettings = Pick<NonNullable<AppConfig['stripe']>, 'secretKey' | 'api'>;
let loading: Promise<typeof import('stripe')> | null = null;

/**
 * A Stripe client for the configured key, calling the configured API server (`host`, `port`,
 * `protocol` of the SDK: a Stripe-compatible test server) or Stripe's own; no network until a call
 * is made. The SDK retries a connection error, a 409 or a 5xx twice with the same idempotency key.
 */
export async function stripeClient(settings: StripeSettings): Promise<StripeClient> {
  loading ??= import('stripe');
  const { default: Stripe } = await loading;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(settings.api ? { host: settings.api.host, port: settings.api.port, protocol: settings.api.protocol } : {}),
  });
}

export function createStripeProvider(settings: StripeSettings): PaymentProvider {
  let client: Promise<StripeClient> | null = null;
  const get = () => {
    client ??= stripeClient(settings);
    return client;
  };
  return {
    name: 'stripe',
    // Stripe refuses a Checkout Session that expires sooner than 30 minutes after its creation.
    minHoldMinutes: 31,
    async startCheckout(request: CheckoutRequest): Promise<CheckoutStart> {
      const stripe = await get();
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: request.lines.map((l) => ({
            quantity: l.quantity,
            price_data: { currency: 'aud', unit_amount: l.unitAmountCents, product_data: { name: l.name } },
          })),
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          client_reference_id: request.sessionId,
          metadata: { sessionId: request.sessionId },
          customer_email: request.customerEmail,
          expires_at: Math.floor(request.expiresAt.getTime() / 1000),
        },
        { idempotencyKey: `checkout-${request.sessionId}` },
      );
      if (!session.url) throw new Error('Stripe answered a Checkout Session without a URL');
      return { url: session.url, providerSessionId: session.id };
    },
    async cancelCheckout(providerSessionId: string) {
      const stripe = await get();
      await stripe.checkout.sessions.expire(providerSessionId);
    },
  };
}

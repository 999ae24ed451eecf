/**
 * The payment-provider interface (issue #4): what checkout asks of a provider (the built-in test
 * gateway or Stripe Checkout). Types only, so the providers and the factory choosing one
 * (payment-provider.ts) import it without importing each other.
 */

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

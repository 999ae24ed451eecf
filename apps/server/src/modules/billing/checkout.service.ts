/**
 * Invoice checkout (issue #15): a checkout session paying an invoice through the configured provider.
 * A cart's checkout is the cart module's (cart/checkout.service.ts), written with the session helpers
 * this module exports.
 */
import { CART_MESSAGES } from '@portal/shared';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/raw-query';
import { AppError } from '../../lib/errors';
import { cancelOpenSessionsOfInvoice, insertSession, setProviderSessionId } from './checkout-sessions.repository';
import { releaseSession } from './confirm.service';
import { paymentProviderFor } from './payment-provider';
import type { PaymentProvider } from './payment-provider.types';
import { accountEmail } from '../identity';

/** What an invoice checkout charges, read and checked under the caller's locks. */
export interface InvoiceCharge {
  accountId: string;
  amountCents: number;
  lines: { name: string; quantity: number; unitAmountCents: number }[];
}

/**
 * Starts paying an invoice through the configured provider (issue #15: renewals and pending
 * invoices). In one transaction `prepare` locks and checks the invoice (it throws to refuse) and
 * answers the charge, earlier open sessions of the invoice are cancelled and a session paying the
 * invoice is written; the provider's page starts after the commit. Payment is confirmed by the
 * same path as a cart (confirm.service.ts), which pays the invoice in its transaction.
 * @param paths portal paths (with the origin prepended) for success and cancel
 * @throws what `prepare` throws; 502 CHECKOUT_FAILED when the provider refuses
 */
export async function startInvoiceCheckout(
  ctx: AppContext,
  invoiceId: string,
  prepare: (tx: Executor) => Promise<InvoiceCharge>,
  origin: string,
  paths: { success: string; cancel: string },
  providerOverride?: PaymentProvider,
): Promise<{ checkoutUrl: string; sessionId: string; provider: 'test' | 'stripe' }> {
  const provider = providerOverride ?? (await paymentProviderFor(ctx.config));
  const started = await ctx.db.transaction(async (tx) => {
    const charge = await prepare(tx);
    const old = await cancelOpenSessionsOfInvoice(tx, invoiceId);
    const minutes = Math.max(ctx.config.holdMinutes, provider.minHoldMinutes);
    const session = await insertSession(tx, {
      cartId: null,
      invoiceId,
      accountId: charge.accountId,
      provider: provider.name,
      amountCents: charge.amountCents,
      returnUrl: paths.success,
      cancelUrl: paths.cancel,
      minutes,
    });
    return { sessionId: session.id, expiresAt: session.expiresAt, charge, old };
  });
  for (const o of started.old) {
    if (o.provider === 'stripe' && o.providerSessionId && provider.name === 'stripe')
      provider
        .cancelCheckout(o.providerSessionId)
        .catch((err) => ctx.log.warn({ err }, 'could not expire an old Stripe session'));
  }
  const email = await accountEmail(ctx.db, started.charge.accountId);
  try {
    const start = await provider.startCheckout({
      sessionId: started.sessionId,
      amountCents: started.charge.amountCents,
      lines: started.charge.lines,
      successUrl: `${origin}${paths.success}`,
      cancelUrl: `${origin}${paths.cancel}`,
      expiresAt: started.expiresAt,
      customerEmail: email ?? '',
      origin,
    });
    if (start.providerSessionId) await setProviderSessionId(ctx.db, started.sessionId, start.providerSessionId);
    return { checkoutUrl: start.url, sessionId: started.sessionId, provider: provider.name };
  } catch (err) {
    ctx.log.error({ err }, 'the payment provider refused the checkout');
    await releaseSession(ctx.db, started.sessionId, 'cancelled');
    throw new AppError('CHECKOUT_FAILED', CART_MESSAGES.checkoutError);
  }
}

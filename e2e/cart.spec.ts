/**
 * Cart and checkout in Chromium against the real server (spec 01 §2 Checkout redirect page, §3
 * Cart, §4 Cart checkout, §8 Cart; spec 03 §4 multi-ticket and paid single-click registration):
 * two tickets of a paid event go into the cart, the cart groups them by event with AUD totals and
 * keeps a changed quantity, checkout opens the built-in test gateway's card page, a declined card
 * shows the decline, a good card returns to Attending with the tickets. Sold-out types are
 * disabled with 'No tickets left'. /buy-now and the paid single-click 'Proceed to checkout?' lead
 * to the same card page, and leaving it releases the seats. ("Processing..." of /buy-now shows only
 * for the moment the calls take, so it is not waited for.)
 */
import { CART_MESSAGES, EVENT_MESSAGES, TEST_CARDS } from '@portal/shared';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { ACCOUNTS } from './support/accounts';
import { screenshot } from './support/browser';
import { aud, eventsApi, myTickets, ticketPrices, upcomingEvents } from './support/events-api';
import { expectPath, signIn } from './support/ui';

/** The amount in AUD shown in the element with this test id inside `scope` (a total, the checkout amount). */
function amountIn(scope: Locator | Page, testId: string, amount: number): Locator {
  return scope.getByTestId(testId).getByText(aud(amount)).first();
}

async function payWith(page: Page, cardNumber: string): Promise<void> {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Mia Member');
  await page.getByRole('button', { name: /Pay \$/ }).click();
}

test.describe('cart and checkout', () => {
  test('a member buys two tickets of a paid multi-ticket event through the cart and the built-in checkout page', async ({
    page,
    server,
  }) => {
    const api = await eventsApi(server.url, ACCOUNTS.member.email);
    let target: { id: number; title: string; priceName: string; amount: number } | null = null;
    let soldOut: { id: number; name: string } | null = null;
    for (const event of await upcomingEvents(api)) {
      if (event.isSingleClickRegistration || event.userTicketId) continue;
      const prices = await ticketPrices(api, event.id);
      const full = prices.find((p) => p.soldOut);
      if (full && !soldOut) soldOut = { id: event.id, name: full.name };
      const open = prices.find((p) => p.amount > 0 && !p.soldOut && (p.remaining === null || p.remaining >= 3));
      if (open && !target) target = { id: event.id, title: event.title, priceName: open.name, amount: open.amount };
    }
    expect(target, 'a paid multi-ticket event with seats').toBeTruthy();
    if (!target) return;

    await signIn(page, ACCOUNTS.member.email);
    // A sold-out type cannot be chosen: 'No tickets left'.
    if (soldOut) {
      await page.goto(`/events/${soldOut.id}`);
      const radio = page.getByRole('radio', { name: new RegExp(`^${soldOut.name} ·`) });
      await expect(radio.first()).toBeVisible();
      await expect(radio).toBeDisabled();
      await page.getByTestId('registration-card').getByText(soldOut.name, { exact: false }).first().hover();
      await expect(page.getByText(EVENT_MESSAGES.noTicketsLeft, { exact: true }).first()).toBeVisible();
    }

    await page.goto(`/events/${target.id}`);
    const registration = page.getByTestId('registration-card');
    const register = registration.getByRole('button', { name: 'Register', exact: true });
    await expect(register).toBeDisabled();
    await registration.getByRole('radio', { name: new RegExp(`^${target.priceName} ·`) }).check();
    await expect(register).toBeEnabled();
    await registration.getByLabel('Quantity').fill('2');
    await expect(amountIn(registration, 'registration-total', target.amount * 2)).toBeVisible();
    await registration.getByRole('button', { name: 'Add to cart' }).click();

    // The cart: grouped by event, line and total in AUD; the badge counts the tickets.
    const cart = page.getByRole('dialog', { name: 'Cart' });
    await expect(cart.getByRole('link', { name: target.title }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cart, 2 tickets' }).first()).toBeVisible();
    await expect(amountIn(cart, 'cart-total', target.amount * 2)).toBeVisible();
    // A changed quantity shows at once and is saved (debounced): it is still there after a reload.
    await cart.getByLabel(`Quantity: ${target.priceName}`).fill('3');
    await expect(amountIn(cart, 'cart-total', target.amount * 3)).toBeVisible();
    await page.waitForResponse((r) => r.url().endsWith('/api/cart/updateitem') && r.status() === 200);
    await page.reload();
    await page.getByRole('button', { name: 'Cart, 3 tickets' }).click();
    await cart.getByLabel(`Quantity: ${target.priceName}`).fill('2');
    await page.waitForResponse((r) => r.url().endsWith('/api/cart/updateitem') && r.status() === 200);
    await expect(amountIn(cart, 'cart-total', target.amount * 2)).toBeVisible();
    await screenshot(page, 'cart-drawer');
    await cart.getByRole('button', { name: 'Checkout' }).click();

    // The built-in card page: amount in AUD and the items.
    await page.waitForURL((url) => url.pathname.startsWith('/checkout/test-gateway/'));
    await expect(amountIn(page, 'checkout-amount', target.amount * 2)).toBeVisible();
    await expect(page.getByText(`${target.priceName} × 2`).first()).toBeVisible();
    await expect(page.getByText('Test mode: no real card is charged.').first()).toBeVisible();
    // The form checks the card's shape first.
    await page.getByRole('button', { name: /Pay \$/ }).click();
    await expect(page.getByText(CART_MESSAGES.cardNumberRequired, { exact: true }).first()).toBeVisible();
    await screenshot(page, 'checkout-page');
    // A decline number is declined by the server; the page stays.
    await payWith(page, TEST_CARDS.declined);
    await expect(page.getByTestId('payment-error').getByText(CART_MESSAGES.cardDeclined).first()).toBeVisible();
    // A good card pays and returns to Attending.
    await payWith(page, TEST_CARDS.success[0]);
    await expectPath(page, '/events/attending', '');
    await expect(page.getByText(CART_MESSAGES.paymentReceived, { exact: true }).first()).toBeVisible();
    await expect(page.getByTestId('event-card').filter({ hasText: target.title }).first()).toBeVisible();
    expect((await myTickets(api, target.id)).filter((t) => t.attendanceStatus === 'Active')).toHaveLength(2);
    // The cart was checked out: no badge any more.
    await expect(page.getByRole('button', { name: /^Cart/ }).first()).toBeHidden();

    // The event's page lists both tickets and no Register.
    await page.goto(`/events/${target.id}`);
    await expect(page.getByTestId('your-tickets').first()).toBeVisible();
    await expect(page.getByTestId('user-ticket')).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Register', exact: true })).toHaveCount(0);
  });

  test("a paid single-click event asks 'Proceed to checkout?'; leaving the card page releases the seats; /buy-now goes to the same page", async ({
    page,
    server,
  }) => {
    const api = await eventsApi(server.url, ACCOUNTS.member.email);
    let target: { id: number; title: string; priceId: number; amount: number; remaining: number | null } | null = null;
    for (const event of await upcomingEvents(api)) {
      if (!event.isSingleClickRegistration || event.userTicketId) continue;
      const price = (await ticketPrices(api, event.id)).find((p) => p.ticketPriceId === event.singleClickTicketPriceId);
      if (price && price.amount > 0 && !price.soldOut && (price.remaining === null || price.remaining > 1)) {
        target = {
          id: event.id,
          title: event.title,
          priceId: price.ticketPriceId,
          amount: price.amount,
          remaining: price.remaining,
        };
        break;
      }
    }
    expect(target, 'a paid single-click event with seats').toBeTruthy();
    if (!target) return;

    await signIn(page, ACCOUNTS.member.email);
    // Without itemPriceId /buy-now goes home.
    await page.goto('/buy-now');
    await expectPath(page, '/');

    await page.goto(`/events/discover/filter?activeTab=listing&keyword=${encodeURIComponent(target.title)}`);
    const card = page
      .getByTestId('event-card')
      .filter({ has: page.getByRole('link', { name: target.title, exact: true }) })
      .first();
    await card.getByRole('button', { name: `Register: ${target.title}` }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: EVENT_MESSAGES.proceedToCheckout });
    await expect(confirm.first()).toBeVisible();
    await confirm.getByRole('button', { name: EVENT_MESSAGES.confirm }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/checkout/test-gateway/'));
    await expect(page.getByTestId('checkout-amount').getByText(aud(target.amount)).first()).toBeVisible();
    if (target.remaining !== null) {
      const held = (await ticketPrices(api, target.id)).find((p) => p.ticketPriceId === target.priceId);
      expect(held?.remaining).toBe(target.remaining - 1);
    }
    // Cancel and return: back on the event, the seat is free again.
    await page.getByRole('button', { name: 'Cancel and return' }).click();
    await expectPath(page, `/events/${target.id}`, '');
    if (target.remaining !== null) {
      const released = (await ticketPrices(api, target.id)).find((p) => p.ticketPriceId === target.priceId);
      expect(released?.remaining).toBe(target.remaining);
    }

    // /buy-now?itemPriceId: a new cart with that price, checked out, and the card page.
    await page.goto(`/buy-now?itemPriceId=${target.priceId}`);
    await page.waitForURL((url) => url.pathname.startsWith('/checkout/test-gateway/'));
    await expect(page.getByText(`${target.title}`).first()).toBeVisible();
  });
});

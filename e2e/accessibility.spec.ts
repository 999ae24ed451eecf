/**
 * Accessibility journeys (issue 13, WCAG 2.2 AA) beyond the axe check of `portal.run` (with
 * E2E_A11Y=1): the public accessibility statement linked from the sign-in footer, and journeys done
 * with the keyboard alone (2.1.1, 2.4.7 visible focus): liking a post in communities, and the cart from
 * a ticket to the checkout page. Still to come (issue 13): the shell, events and content journeys and
 * reflow at 320 CSS px.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ACCOUNTS } from './support/accounts';
import { eventsApi, ticketPrices, upcomingEvents } from './support/events-api';
import { usePortal } from './support/portal';
import { expectPath, expectVisible, signInForm } from './support/ui';

const portal = usePortal();

/** True when the locator's element has the keyboard focus. */
function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => el === document.activeElement || el.contains(document.activeElement));
}

/**
 * Presses Tab (Shift+Tab when `backwards`) until the locator has the focus, at most `max` times;
 * the focused element must show a visible focus indicator (an outline or a box shadow).
 */
async function tabTo(page: Page, locator: Locator, { max = 80, backwards = false } = {}): Promise<void> {
  const target = locator.first();
  await target.waitFor({ state: 'visible' });
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await isFocused(target)) {
      const indicator = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const style = getComputedStyle(el);
        return (style.outlineStyle !== 'none' && style.outlineWidth !== '0px') || style.boxShadow !== 'none';
      });
      expect(indicator, 'the focused control shows a focus indicator').toBe(true);
      return;
    }
  }
  throw new Error(`${max} presses of Tab did not reach ${target}`);
}

/** Signs in with the keyboard only (the form's fields in order, Enter submits). */
async function signInByKeyboard(page: Page, email: string): Promise<void> {
  await page.goto('/account/sign-in');
  await tabTo(page, signInForm(page).email);
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  expect(await isFocused(signInForm(page).password)).toBe(true);
  await page.keyboard.type('Member#2025');
  // Continue is enabled once both fields are valid; Enter in the password field submits.
  await page.waitForFunction(() => {
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Continue');
    return button !== undefined && !button.disabled;
  });
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => !url.pathname.startsWith('/account/'), { timeout: 20_000 });
}

describe('accessibility statement', () => {
  it(
    'is public: the sign-in footer links to it, it names the standard and the contact email',
    portal.run(async ({ page }) => {
      await page.goto('/account/sign-in');
      await page.getByRole('link', { name: 'Accessibility' }).click();
      await expectPath(page, '/accessibility');
      await expectVisible(page.getByRole('heading', { name: 'Accessibility statement' }));
      await expectVisible(page.getByText('WCAG) 2.2 at level AA', { exact: false }));
      await expectVisible(page.getByRole('heading', { name: 'Known exceptions' }));
      const mail = page.getByRole('link', { name: 'enquiries@ota.example.org.au' });
      expect(await mail.getAttribute('href')).toMatch(/^mailto:enquiries@ota\.example\.org\.au/);
    }),
  );
});

describe('keyboard only', () => {
  it(
    'communities: likes the first post of the feed with the keyboard',
    portal.run(async ({ page }) => {
      await signInByKeyboard(page, ACCOUNTS.member.email);
      await page.goto('/communities');
      const post = page.getByTestId('post-card').first();
      const like = post.getByRole('button', { name: /^(Like|Unlike),/ });
      await tabTo(page, like, { max: 120 });
      const before = await like.getAttribute('aria-pressed');
      await page.keyboard.press('Space');
      await page.waitForFunction(([el, was]) => (el as Element).getAttribute('aria-pressed') !== was, [
        await like.elementHandle(),
        before,
      ] as const);
    }),
  );

  it(
    'cart: chooses a ticket, adds it to the cart and reaches the checkout page with the keyboard',
    portal.run(async ({ page, server }) => {
      const api = await eventsApi(server.url, ACCOUNTS.member.email);
      let target: { id: number; priceName: string } | null = null;
      for (const event of await upcomingEvents(api)) {
        if (event.isSingleClickRegistration || event.userTicketId) continue;
        const open = (await ticketPrices(api, event.id)).find(
          (p) => p.amount > 0 && !p.soldOut && (p.remaining === null || p.remaining >= 3),
        );
        if (open) {
          target = { id: event.id, priceName: open.name };
          break;
        }
      }
      expect(target, 'a paid multi-ticket event with seats').toBeTruthy();
      if (!target) return;
      await signInByKeyboard(page, ACCOUNTS.member.email);
      await page.goto(`/events/${target.id}`);
      const registration = page.getByTestId('registration-card');
      const radio = registration.getByRole('radio', { name: new RegExp(`^${target.priceName} ·`) });
      await tabTo(page, registration.getByRole('radio').first(), { max: 120 });
      for (let i = 0; i < 8 && !(await radio.isChecked()); i++) await page.keyboard.press('ArrowDown');
      if (!(await radio.isChecked())) await page.keyboard.press('Space');
      expect(await radio.isChecked()).toBe(true);
      await tabTo(page, registration.getByRole('button', { name: 'Add to cart' }));
      await page.keyboard.press('Enter');
      const cart = page.getByRole('dialog', { name: 'Cart' });
      await expectVisible(cart.getByRole('button', { name: 'Checkout' }));
      await tabTo(page, cart.getByRole('button', { name: 'Checkout' }));
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname.startsWith('/checkout/test-gateway/'));
      await expectVisible(page.getByLabel('Card number'));
    }),
  );
});

/**
 * Accessibility journeys (issue 13, WCAG 2.2 AA) beyond the axe check every test gets from
 * the `page` fixture: the public accessibility statement and its footer links; reflow at 320 CSS px
 * (1.4.10) on the main pages; and one journey per area done with the keyboard alone (2.1.1,
 * 2.4.1 skip link, 2.4.7 visible focus, modal focus returned): shell and sign-in, events,
 * communities, content and the cart.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { ACCOUNTS } from './support/accounts';
import { eventsApi, myUpcomingTickets, ticketPrices, upcomingEvents } from './support/events-api';
import { a11yCheckpoint, waitForSettled } from './support/a11y';
import { expectPath, signIn, signInForm } from './support/ui';

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
  await expect(target).toBeVisible();
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
  await expect(signInForm(page).continue).toBeEnabled();
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => !url.pathname.startsWith('/account/'), { timeout: 20_000 });
}

test.describe('accessibility statement', () => {
  test('is public: the sign-in footer links to it, it names the standard and the contact email', async ({ page }) => {
    await page.goto('/account/sign-in');
    await page.getByRole('link', { name: 'Accessibility' }).click();
    await expectPath(page, '/accessibility');
    await expect(page.getByRole('heading', { name: 'Accessibility statement' }).first()).toBeVisible();
    await expect(page.getByText('WCAG) 2.2 at level AA', { exact: false }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Known exceptions' }).first()).toBeVisible();
    const mail = page.getByRole('link', { name: 'enquiries@ota.example.org.au' });
    await expect(mail).toHaveAttribute('href', /^mailto:enquiries@ota\.example\.org\.au/);
  });

  test("is linked from the signed-in shell's footer", async ({ page }) => {
    await signIn(page, ACCOUNTS.member.email);
    // The home page's cards load one by one and push the footer down: click once they have.
    await waitForSettled(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility' }).click();
    await expectPath(page, '/accessibility');
    await expect(page.getByRole('link', { name: 'Back to home' }).first()).toBeVisible();
  });
});

test.describe('reflow at 320 CSS pixels (WCAG 1.4.10)', () => {
  test.describe(() => {
    test.use({ viewport: { width: 320, height: 720 } });
    test('the main pages fit a 320 px wide window without horizontal scrolling', async ({ page }) => {
      await signIn(page, ACCOUNTS.member.email);
      const wide: string[] = [];
      for (const path of [
        '/',
        '/events',
        '/events/discover/all',
        '/events/attending',
        '/communities',
        '/communities/explore',
        '/news',
        '/resources',
        '/favourites/resources',
        '/accessibility',
      ]) {
        await page.goto(path);
        await expect(page.locator('main').first()).toBeVisible();
        // Settled (no API call in flight, no skeleton) and checked by axe at this width now, so the
        // audit does not open the page again after the test.
        await a11yCheckpoint(page);
        await waitForSettled(page);
        const [scroll, client] = await page.evaluate(() => [
          document.documentElement.scrollWidth,
          document.documentElement.clientWidth,
        ]);
        if (scroll > client) wide.push(`${path}: ${scroll} px content in ${client} px`);
      }
      expect(wide, 'pages wider than the window').toEqual([]);
    });
  });
});

test.describe('keyboard only', () => {
  test('shell and sign-in: signs in, skips to the main content, opens and closes the account menu', async ({
    page,
  }) => {
    await signInByKeyboard(page, ACCOUNTS.member.email);
    await expect(page.getByRole('button', { name: 'Account menu' }).first()).toBeVisible();
    // The first Tab stop is the skip link; Enter moves the focus into the main content.
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    expect(await isFocused(skip)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    // The account menu opens with Enter and closes with Escape.
    const menuButton = page.getByRole('button', { name: 'Account menu' });
    await tabTo(page, menuButton, { backwards: true });
    await page.keyboard.press('Enter');
    await expect(page.getByText(ACCOUNTS.member.name, { exact: true }).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByText(ACCOUNTS.member.name, { exact: true }).first()).toBeHidden();
  });

  test('events: opens discover, then a ticket menu and dialog on Attending; Escape returns the focus', async ({
    page,
    server,
  }) => {
    const api = await eventsApi(server.url, ACCOUNTS.member.email);
    const row = (await myUpcomingTickets(api))[0];
    expect(row).toBeTruthy();
    await signInByKeyboard(page, ACCOUNTS.member.email);
    await page.goto('/events');
    await tabTo(page, page.getByRole('link', { name: 'See all: Discover events' }));
    await page.keyboard.press('Enter');
    await expectPath(page, '/events/discover/all');
    await expect(page.getByTestId('event-card').first()).toBeVisible();

    await page.goto('/events/attending');
    const more = page
      .getByTestId('event-card')
      .filter({ has: page.getByRole('link', { name: row.event.title, exact: true }) })
      .getByRole('button', { name: `More: ${row.event.title}` });
    await tabTo(page, more);
    await page.keyboard.press('Enter');
    const item = page.getByRole('menuitem', { name: 'Cancel registration' });
    await expect(item.first()).toBeVisible();
    // Arrow keys move through the menu; Enter opens the dialog.
    for (let i = 0; i < 6 && !(await isFocused(item)); i++) await page.keyboard.press('ArrowDown');
    expect(await isFocused(item)).toBe(true);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Cancellation terms and conditions' });
    await expect(dialog.first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(more).toBeFocused();
  });

  test('communities: likes the first post of the feed with the keyboard', async ({ page }) => {
    await signInByKeyboard(page, ACCOUNTS.member.email);
    await page.goto('/communities');
    const post = page.getByTestId('post-card').first();
    const like = post.getByRole('button', { name: /^(Like|Unlike),/ });
    await tabTo(page, like, { max: 120 });
    const before = await like.getAttribute('aria-pressed');
    await page.keyboard.press('Space');
    await expect(like).not.toHaveAttribute('aria-pressed', String(before));
  });

  test('content: opens a news article from the library with the keyboard', async ({ page }) => {
    await signInByKeyboard(page, ACCOUNTS.member.email);
    await page.goto('/news');
    // The title link (the cover repeats it, out of the tab order and hidden from assistive technology).
    const article = page.getByRole('main').getByRole('link').and(page.locator('[href^="/news/details/"]')).first();
    await tabTo(page, article, { max: 120 });
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname.startsWith('/news/details/'));
    await expect(page.locator('main h1, main h2').first()).toBeVisible();
  });

  test('cart: chooses a ticket, adds it to the cart and reaches the checkout page with the keyboard', async ({
    page,
    server,
  }) => {
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
    await expect(radio).toBeChecked();
    await tabTo(page, registration.getByRole('button', { name: 'Add to cart' }));
    await page.keyboard.press('Enter');
    const cart = page.getByRole('dialog', { name: 'Cart' });
    await expect(cart.getByRole('button', { name: 'Checkout' }).first()).toBeVisible();
    await tabTo(page, cart.getByRole('button', { name: 'Checkout' }));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname.startsWith('/checkout/test-gateway/'));
    await expect(page.getByLabel('Card number').first()).toBeVisible();
  });
});

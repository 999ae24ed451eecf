/**
 * Events in Chromium against the real server and its seeded demo events (spec 03 §2 Events, §3
 * Event filter state, §4 Event registration and Event ticket, §5 Nominee, §8 messages, §9 terms):
 * discover with filters reflected in the address, the calendar in month and year views with the
 * previous/next event navigation, a free single-click registration, cancelling a paid ticket
 * with the refund wording and the server's refund, nominating a substitute, and changing the
 * dietary requirements. Events and tickets are found through the API, so the tests do not depend
 * on seeded titles.
 */
import { CANCELLATION_TERMS, EVENT_MESSAGES } from '@portal/shared';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { ACCOUNTS } from './support/accounts';
import { PHONE, screenshot } from './support/browser';
import {
  aud,
  eventsApi,
  myTickets,
  myUpcomingTickets,
  refundQuote,
  ticketPrices,
  upcomingEvents,
} from './support/events-api';
import { expectPath, pickOption, signIn } from './support/ui';

const cards = (page: Page) => page.getByTestId('event-grid').getByTestId('event-card');
const card = (page: Page, title: string) =>
  page.getByTestId('event-card').filter({ has: page.getByRole('link', { name: title, exact: true }) });

test.describe('events', () => {
  test('a member discovers events with the keyword, type and tag filters in the address, clears them, and sees the empty state', async ({
    page,
    server,
  }) => {
    const api = await eventsApi(server.url, ACCOUNTS.member.email);
    const all = await upcomingEvents(api);
    const workshopTypeId = all.find((e) => e.type === 'Workshop')?.typeId;
    expect(workshopTypeId).toBeTruthy();
    const workshops = await upcomingEvents(api, { typeId: workshopTypeId });

    await signIn(page, ACCOUNTS.member.email, undefined, '/events');
    await expect(page.getByRole('heading', { name: 'My upcoming events' }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Discover events' }).first()).toBeVisible();
    // Two of the member's upcoming events and four to discover, once each list has loaded.
    const mine = await myUpcomingTickets(api);
    const myEvents = new Set(mine.map((row) => row.event.id)).size;
    expect(myEvents).toBeGreaterThanOrEqual(2);
    await expect.poll(() => page.getByTestId('upcoming-events').getByTestId('event-card').count()).toBe(2);
    await expect.poll(() => page.getByTestId('discover-events').getByTestId('event-card').count()).toBe(4);
    await screenshot(page, 'events-home');
    await page.getByRole('link', { name: 'See all: Discover events' }).click();
    await expectPath(page, '/events/discover/all');
    await expect(cards(page).first()).toBeVisible();
    // The first page holds 20 cards, four to a row on a desktop.
    await expect(cards(page)).toHaveCount(Math.min(20, all.length));
    const boxes = await Promise.all([0, 3, 4].map((i) => cards(page).nth(i).boundingBox()));
    expect(boxes[1]?.y).toBe(boxes[0]?.y);
    expect(boxes[2]?.y ?? 0).toBeGreaterThan(boxes[0]?.y ?? 0);
    await screenshot(page, 'events-discover');

    // Type filter through the dropdown: Apply writes it into the address.
    await page.getByRole('button', { name: 'Filters' }).click();
    const panel = page.getByRole('region', { name: 'Filters' });
    await panel.getByLabel('Type').click();
    await pickOption(page, 'Workshop');
    // Tag search is case-insensitive and shows 5 tags until "See all".
    await panel.getByLabel('Search tags').fill('DEMENT');
    const tagGroup = panel.getByRole('group', { name: 'Tags' });
    await expect(tagGroup.getByText('Dementia', { exact: true }).first()).toBeVisible();
    await panel.getByLabel('Search tags').fill('');
    await expect(panel.getByRole('button', { name: 'See all' }).first()).toBeVisible();
    await expect(tagGroup.locator('.ant-tag')).toHaveCount(5);
    await panel.getByRole('button', { name: 'See all' }).click();
    expect(await tagGroup.locator('.ant-tag').count()).toBeGreaterThan(5);
    await screenshot(page, 'events-filter-dropdown');
    await panel.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/events/discover/filter' && url.searchParams.get('type') === String(workshopTypeId),
    );
    await expect(page.getByTestId('event-grid').getByTestId('event-card')).toHaveCount(Math.min(20, workshops.length));

    // Keyword (debounced) joins the type in the address; the listing shows the matching event.
    const target = workshops[0];
    await page.getByLabel('Search events').fill(target.title);
    await page.waitForURL(
      (url) =>
        url.searchParams.get('keyword') === target.title && url.searchParams.get('type') === String(workshopTypeId),
    );
    await expect(card(page, target.title).first()).toBeVisible();
    // Reloading keeps the filters (they live in the address).
    await page.reload();
    await expect(card(page, target.title).first()).toBeVisible();
    await expect(page.getByLabel('Search events')).toHaveValue(target.title);

    // Clear empties every filter and returns to /events/discover/all.
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByRole('region', { name: 'Filters' }).locator('button', { hasText: 'Clear' }).click();
    await expectPath(page, '/events/discover/all', '?activeTab=listing');
    await page.getByLabel('Search events').fill('zzqq no such event');
    await expect(page.getByText(EVENT_MESSAGES.noEvents, { exact: true }).first()).toBeVisible();
  });

  test('a member uses the calendar: month view, next and previous event, year view, and the notices at the ends', async ({
    page,
    server,
  }) => {
    const api = await eventsApi(server.url, ACCOUNTS.member.email);
    // The first event starting after today (Sydney), where "Next event" from today lands.
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Australia/Sydney' });
    const first = (await upcomingEvents(api)).find((e) => e.startDateTime.slice(0, 10) > today);
    expect(first).toBeTruthy();
    if (!first) return;
    const firstDay = first.startDateTime.slice(0, 10);
    const monthTitle = new Date(`${firstDay}T12:00:00`).toLocaleDateString('en-AU', {
      month: 'long',
      year: 'numeric',
    });

    await signIn(page, ACCOUNTS.member.email, undefined, '/events/discover/all?activeTab=calendar');
    const calendar = page.getByTestId('events-calendar');
    await expect(calendar.first()).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Calendar view' })).toHaveAttribute('aria-selected', 'true');
    // 42 day cells, weeks from Monday.
    await expect(calendar.locator('tbody td')).toHaveCount(42);
    expect((await calendar.locator('thead th').first().textContent())?.trim()).toBe('Mo');

    // Next event: the calendar moves to the first upcoming event and its tooltip opens by itself.
    await calendar.getByRole('button', { name: 'Next event' }).click();
    await expect(calendar.getByRole('heading', { name: monthTitle }).first()).toBeVisible();
    await expect(page.locator('.ant-tooltip').getByText(first.title, { exact: true }).first()).toBeVisible();
    await expect(
      calendar
        .getByTestId('calendar-preview')
        .filter({ hasText: first.title.slice(0, 10) })
        .first(),
    ).toBeVisible();
    for (const text of await calendar.getByTestId('calendar-preview').allTextContents())
      expect(text.length).toBeLessThanOrEqual(18 + 3);
    await screenshot(page, 'events-calendar-month');

    // Year view: month cells, titles of at most 24 characters.
    await calendar.getByText('Year', { exact: true }).click();
    await expect(calendar.getByRole('heading', { name: firstDay.slice(0, 4) }).first()).toBeVisible();
    await expect(calendar).toHaveAttribute('data-mode', 'year');
    await expect(calendar.getByTestId('calendar-preview').first()).toBeVisible();
    for (const text of await calendar.getByTestId('calendar-preview').allTextContents())
      expect(text.length).toBeLessThanOrEqual(24 + 3);
    await screenshot(page, 'events-calendar-year');

    // Three years back there is nothing before: 'No previous events'.
    for (let i = 0; i < 3; i++) await calendar.getByRole('button', { name: 'Previous year' }).click();
    await calendar.getByRole('button', { name: 'Previous event' }).click();
    await expect(page.getByText(EVENT_MESSAGES.noPreviousEvents, { exact: true }).first()).toBeVisible();
    // Three years ahead of the last event there is nothing after: 'No more upcoming events'.
    for (let i = 0; i < 7; i++) await calendar.getByRole('button', { name: 'Next year' }).click();
    await calendar.getByRole('button', { name: 'Next event' }).click();
    await expect(page.getByText(EVENT_MESSAGES.noMoreUpcomingEvents, { exact: true }).first()).toBeVisible();

    // Choosing a month in year view opens it in month view; the tab stays in the address.
    await calendar.getByRole('button', { name: 'Previous event' }).click();
    await calendar.getByText('Month', { exact: true }).click();
    await expect(calendar).toHaveAttribute('data-mode', 'month');
    await page.getByRole('tab', { name: 'Listing view' }).click();
    await expectPath(page, '/events/discover/all', '?activeTab=listing');
  });

  test('a member registers for a free single-click event with one click and finds it under Attending', async ({
    page,
    server,
  }) => {
    const api = await eventsApi(server.url, ACCOUNTS.member.email);
    let event = null;
    for (const candidate of await upcomingEvents(api)) {
      if (!candidate.isSingleClickRegistration || candidate.userTicketId) continue;
      const price = (await ticketPrices(api, candidate.id)).find(
        (p) => p.ticketPriceId === candidate.singleClickTicketPriceId,
      );
      if (price && price.amount === 0 && !price.soldOut) {
        event = candidate;
        break;
      }
    }
    expect(event, 'a free single-click event the member has no ticket for').toBeTruthy();
    if (!event) return;

    await signIn(
      page,
      ACCOUNTS.member.email,
      undefined,
      `/events/discover/filter?activeTab=listing&keyword=${encodeURIComponent(event.title)}`,
    );
    const eventCard = card(page, event.title).first();
    await eventCard.getByRole('button', { name: `Register: ${event.title}` }).click();
    await expect(page.getByText(EVENT_MESSAGES.registered, { exact: true }).first()).toBeVisible();
    // The card now has the Going dropdown instead of Register.
    await expect(eventCard.getByRole('button', { name: `Going: ${event.title}` }).first()).toBeVisible();
    expect((await myTickets(api, event.id)).filter((t) => t.attendanceStatus === 'Active')).toHaveLength(1);

    await page.getByRole('link', { name: 'Attending' }).click();
    await expectPath(page, '/events/attending');
    await expect(card(page, event.title).first()).toBeVisible();
    await screenshot(page, 'events-attending');
  });

  test('a member cancels a paid ticket through the terms dialog with the refund the terms give, and sees the free wording on a free one', async ({
    page,
    server,
  }) => {
    const api = await eventsApi(server.url, ACCOUNTS.member.email);
    const rows = await myUpcomingTickets(api);
    const paid = rows.find(
      (r) => r.ticket.amount > 0 && r.ticket.canCancel && rows.filter((x) => x.event.id === r.event.id).length === 1,
    );
    const free = rows.find((r) => r.ticket.amount === 0 && r.ticket.canCancel);
    expect(paid, 'a paid cancellable ticket').toBeTruthy();
    expect(free, 'a free cancellable ticket').toBeTruthy();
    if (!paid || !free) return;
    const quote = await refundQuote(api, paid.ticket.ticketId);

    await signIn(page, ACCOUNTS.member.email, undefined, '/events/attending');
    // A free ticket: 'Cancel Registration', no refund line.
    await card(page, free.event.title)
      .getByRole('button', { name: `More: ${free.event.title}` })
      .click();
    await page.getByRole('menuitem', { name: 'Cancel registration' }).click();
    const freeDialog = page.getByRole('dialog', { name: 'Cancellation terms and conditions' });
    await expect(freeDialog.getByRole('button', { name: EVENT_MESSAGES.cancelRegistration }).first()).toBeVisible();
    await expect(freeDialog.getByRole('button', { name: EVENT_MESSAGES.requestRefund })).toHaveCount(0);
    await freeDialog.getByRole('button', { name: 'Close' }).click();
    await expect(freeDialog.first()).toBeHidden();

    // A paid ticket: the four terms, the server's refund and 'Request Refund'.
    await card(page, paid.event.title)
      .getByRole('button', { name: `More: ${paid.event.title}` })
      .click();
    await page.getByRole('menuitem', { name: 'Cancel registration' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancellation terms and conditions' });
    for (const term of CANCELLATION_TERMS) await expect(dialog.getByText(term, { exact: true }).first()).toBeVisible();
    await expect(
      dialog
        .getByTestId('refund-amount')
        .getByText(
          quote.refundAmount > 0 ? `Refund amount: ${aud(quote.refundAmount)}` : 'No refund applies to this ticket.',
        )
        .first(),
    ).toBeVisible();
    await screenshot(page, 'events-cancel-terms');
    await dialog.getByRole('button', { name: EVENT_MESSAGES.requestRefund }).click();
    await expect(page.getByText(EVENT_MESSAGES.canceled, { exact: true }).first()).toBeVisible();
    await expect(card(page, paid.event.title).first()).toBeHidden();
    const after = (await myTickets(api, paid.event.id)).find((t) => t.ticketId === paid.ticket.ticketId);
    expect(after?.attendanceStatus).toBe('Removed');
    expect(after?.refundAmount).toBe(quote.refundAmount);
  });

  test('a member nominates a substitute with the form rules of the spec', async ({ page, server }) => {
    const api = await eventsApi(server.url, ACCOUNTS.member.email);
    const row = (await myUpcomingTickets(api)).find((r) => r.ticket.canNominateSubstitute && !r.ticket.nominee);
    expect(row, 'a ticket that can take a substitute').toBeTruthy();
    if (!row) return;

    await signIn(page, ACCOUNTS.member.email, undefined, `/events/${row.event.id}`);
    const tickets = page.getByTestId('your-tickets');
    await tickets
      .getByTestId('user-ticket')
      .filter({ hasText: row.ticket.ticketNumber })
      .getByRole('button', { name: /^More/ })
      .click();
    await page.getByRole('menuitem', { name: 'Cancel registration' }).click();
    await page
      .getByRole('dialog', { name: 'Cancellation terms and conditions' })
      .getByRole('button', { name: 'Nominate Substitute' })
      .click();
    const form = page.getByRole('dialog', { name: 'Nominate a substitute' });
    await form.getByRole('button', { name: 'Nominate Substitute' }).click();
    for (const text of [
      EVENT_MESSAGES.nomineeTitleRequired,
      EVENT_MESSAGES.nomineeNameRequired,
      EVENT_MESSAGES.nomineeEmailRequired,
      EVENT_MESSAGES.nomineeMobileRequired,
    ]) {
      await expect(form.getByText(text, { exact: true }).first()).toBeVisible();
    }
    await form.getByLabel('Title').fill('Ms');
    await form.getByLabel('Name').fill('Jordan Substitute');
    await form.getByLabel('Email').fill('jordan@example');
    await expect(form.getByText(EVENT_MESSAGES.nomineeEmailInvalid, { exact: true }).first()).toBeVisible();
    await form.getByLabel('Email').fill('jordan.substitute@example.org');
    // Non-digits are stripped as typed.
    await form.getByLabel('Mobile').fill('0412 345-678');
    await expect(form.getByLabel('Mobile')).toHaveValue('0412345678');
    await screenshot(page, 'events-nominate');
    await form.getByRole('button', { name: 'Nominate Substitute' }).click();
    await expect(page.getByText(EVENT_MESSAGES.nominated, { exact: true }).first()).toBeVisible();
    await expect(tickets.getByText('Substitute: Ms Jordan Substitute').first()).toBeVisible();
    const saved = (await myTickets(api, row.event.id)).find((t) => t.ticketId === row.ticket.ticketId);
    expect(saved?.nominee).toMatchObject({
      nomineeName: 'Jordan Substitute',
      nomineeEmail: 'jordan.substitute@example.org',
      nomineeMobile: '0412345678',
    });
  });

  test.describe(() => {
    test.use(PHONE);
    test('a member changes the dietary requirements of a ticket on a phone; an empty list is saved as none', async ({
      page,
      server,
    }) => {
      const api = await eventsApi(server.url, ACCOUNTS.member.email);
      const row = (await myUpcomingTickets(api))[0];
      expect(row).toBeTruthy();

      await signIn(page, ACCOUNTS.member.email, undefined, '/events/attending');
      const open = async () => {
        await card(page, row.event.title)
          .getByRole('button', { name: `More: ${row.event.title}` })
          .click();
        await page.getByRole('menuitem', { name: 'Dietary & special requirements' }).click();
        return page.getByRole('dialog', { name: 'Dietary & special requirements' });
      };
      let dialog = await open();
      await dialog.getByLabel('Dietary requirements').click();
      await pickOption(page, 'Vegetarian');
      await pickOption(page, 'Gluten free');
      // Closed by a click elsewhere, as a person would: the open list covers the fields and Save on a phone.
      await dialog.getByText('Dietary & special requirements', { exact: true }).click();
      await expect(page.locator('.ant-select-dropdown:visible').first()).toBeHidden();
      await dialog.getByLabel('Other dietary requirement').fill('No mushrooms');
      await dialog.getByLabel('Accessibility requirement').fill('Step-free access');
      await screenshot(page, 'events-dietary-phone');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText(EVENT_MESSAGES.ticketChanged, { exact: true }).first()).toBeVisible();
      await expect(dialog.first()).toBeHidden();
      let saved = (await myTickets(api, row.event.id)).find((t) => t.ticketId === row.ticket.ticketId);
      expect(saved?.dietaryRequirements?.sort()).toEqual(['Gluten free', 'Vegetarian']);
      expect(saved?.otherDietaryRequirement).toBe('No mushrooms');
      expect(saved?.accessibilityRequirement).toBe('Step-free access');

      // Opening again shows the saved values; removing both choices sends null.
      dialog = await open();
      await expect(dialog.getByText('Vegetarian', { exact: true }).first()).toBeVisible();
      await dialog.getByLabel('Dietary requirements').click();
      await page.keyboard.press('Backspace');
      await page.keyboard.press('Backspace');
      // Typing elsewhere closes the list (its options would cover the Save button on a phone).
      await dialog.getByLabel('Other dietary requirement').fill('No mushrooms');
      await expect(page.locator('.ant-select-dropdown:visible').first()).toBeHidden();
      await dialog.getByRole('button', { name: 'Save' }).click();
      // The dialog closes once this save is done (the first save's message may still be showing).
      await expect(dialog.first()).toBeHidden();
      await expect(page.getByText(EVENT_MESSAGES.ticketChanged, { exact: true }).last()).toBeVisible();
      saved = (await myTickets(api, row.event.id)).find((t) => t.ticketId === row.ticket.ticketId);
      expect(saved?.dietaryRequirements).toBeNull();
      expect(saved?.otherDietaryRequirement).toBe('No mushrooms');
    });
  });
});

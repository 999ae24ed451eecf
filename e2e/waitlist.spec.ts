/**
 * The waitlist in Chromium (issue 22; the rules and races are covered in
 * apps/server/test/events.waitlist.test.ts): a type sells out, a second member joins its waitlist on
 * the event page and staff see them on the attendees screen; the first member cancels, the second
 * gets the offer mail, follows its link and claims the seat with Register.
 */
import { expect, test } from './support/fixtures';
import { ACCOUNTS } from './support/accounts';
import { newPage, screenshot } from './support/browser';
import { eventsApi, myTickets } from './support/events-api';
import { signIn } from './support/ui';

test.use({ tenant: 'ota' });

/** `YYYY-MM-DDTHH:mm` wall clock in Melbourne of an instant `ms` (issue 30: the event's IANA zone). */
const wall = (ms: number) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Australia/Melbourne',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(new Date(ms))
    .replace(' ', 'T');

test.describe('waitlist', () => {
  test('sold out: a second member joins the waitlist, the first cancels, the second gets the offer mail and claims the seat', async ({
    page,
    browser,
    server,
    mail,
  }) => {
    const title = 'Splinting for hand injuries: small-group clinic';
    const staffApi = await eventsApi(server.url, ACCOUNTS.staff.email);
    const start = Date.now() + 20 * 86_400_000;
    const { data: created } = await staffApi.post<{ data: { id: number } }>('/api/v1/admin/events', {
      title,
      shortDesc: 'A hands-on clinic on thermoplastic splinting for common hand injuries, six places.',
      startDateTime: wall(start),
      endDateTime: wall(start + 3 * 3_600_000),
      timeZone: 'Australia/Melbourne',
      venue: 'Hand Therapy Rooms',
      address: '40 Bourke Street, Melbourne VIC 3000',
      isSingleClickRegistration: true,
      ticketTypes: [{ name: 'Clinic place', amount: 0, capacity: 1 }],
    });
    const eventId = created.id;
    await staffApi.post(`/api/v1/admin/events/${eventId}/publish`, {});

    // The first member takes the only place.
    const first = await eventsApi(server.url, ACCOUNTS.member.email);
    const prices = await first.get<{ ticketPriceId: number }[]>(`/api/event/${eventId}/tickets`);
    await first.post('/api/event/register', { ticketPriceId: prices[0].ticketPriceId, userId: first.userId });

    // The second member finds it sold out and joins the waitlist.
    await signIn(page, ACCOUNTS.moderator.email, undefined, `/events/${eventId}`);
    await expect(page.getByText('Clinic place is sold out.').first()).toBeVisible();
    await page.getByRole('button', { name: 'Join waitlist' }).click();
    await expect(page.getByText('You are number 1 on the waitlist for Clinic place.').first()).toBeVisible();
    await screenshot(page, 'waitlist-joined');

    // Staff see the line on the attendees screen.
    const staff = await newPage(browser, server.url);
    try {
      await signIn(staff.page, ACCOUNTS.staff.email);
      await staff.page.goto(`/admin/events/${eventId}/attendees`);
      const line = staff.page.getByTestId('staff-waitlist');
      await expect(line.getByText(ACCOUNTS.moderator.name).first()).toBeVisible();
      await expect(line.getByText('Waiting, number 1').first()).toBeVisible();
    } finally {
      await staff.context.close();
    }

    // The first member cancels: the seat is offered to the second by mail.
    const mark = mail.mark();
    const [ticket] = await myTickets(first, eventId);
    await first.post('/api/ticket/cancel', { ticketId: ticket.ticketId });
    const offer = await mail.waitFor({
      to: ACCOUNTS.moderator.email,
      subjectIncludes: `A seat is free for you: ${title}`,
      after: mark,
    });
    const link = offer.text.match(/https?:\/\/\S+\/events\/\d+\S*/)?.[0];
    expect(link).toBeDefined();
    await page.goto(new URL(link as string).pathname + new URL(link as string).search);
    await expect(page.getByText('A seat of Clinic place is held for you').first()).toBeVisible();
    await screenshot(page, 'waitlist-offer');

    // Register claims it.
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page.getByText('Registered successfully!').first()).toBeVisible();
    await expect(page.getByTestId('your-tickets').first()).toBeVisible();
    const second = await eventsApi(server.url, ACCOUNTS.moderator.email);
    expect((await myTickets(second, eventId)).map((k) => k.attendanceStatus)).toEqual(['Active']);
  });
});

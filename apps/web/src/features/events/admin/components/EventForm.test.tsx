/** The staff event form (issue 22): validation, the saved payload, and the server's 400/409/500 answers. */
import { EVENT_ADMIN_MESSAGES } from '@portal/shared';
import { screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectErrorNotification, expectToast } from '../../../../test/feedback';
import { adminEvent, eventCategories, eventLocations, eventTags, eventTypes } from '../../../../test/fixtures/events';
import { answer, answerError, captureRequests } from '../../../../test/mock-api';
import { renderWithProviders } from '../../../../test/render';
import { TEXT } from '../constants';
import { EventForm } from './EventForm';

function answerOptions() {
  answer('get', '/api/event/types', eventTypes);
  answer('get', '/api/event/categories', eventCategories);
  answer('get', '/api/event/locations', eventLocations);
  answer('get', '/api/tag/tags', eventTags);
}

function renderNewForm() {
  return renderWithProviders(<EventForm />, {
    route: '/admin/events/new',
    path: '/admin/events/new',
    routes: <Route path="/admin/events/:id" element={<p>Event page</p>} />,
  });
}

describe('EventForm', () => {
  beforeEach(() => {
    // Only the clock: a new event starts seven days from "now" at 09:00.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-02T10:00:00+11:00') });
    answerOptions();
  });
  afterEach(() => vi.useRealTimers());

  it('shows the title message and sends nothing when saved without a title', async () => {
    const posts = captureRequests('post', '/api/v1/admin/events', { data: adminEvent() });
    const { user } = renderNewForm();
    await user.click(screen.getByRole('button', { name: TEXT.save }));
    expect(await screen.findByText(EVENT_ADMIN_MESSAGES.titleRequired)).toBeInTheDocument();
    expect(posts).toHaveLength(0);
  });

  it('rejects an external link that is not http(s)', async () => {
    const { user } = renderNewForm();
    await user.type(screen.getByLabelText('Title'), 'Splinting');
    await user.type(screen.getByLabelText(/^External link/), 'ftp://example.org');
    await user.click(screen.getByRole('button', { name: TEXT.save }));
    expect(await screen.findByText(EVENT_ADMIN_MESSAGES.urlInvalid)).toBeInTheDocument();
  });

  it('posts the new event as the API write shape and opens the saved draft', async () => {
    const posts = captureRequests('post', '/api/v1/admin/events', { data: adminEvent({ id: 77 }) });
    const { user } = renderNewForm();
    await user.type(screen.getByLabelText('Title'), '  Hand therapy workshop ');
    await user.type(screen.getByLabelText(/^Venue/), 'Town hall');
    await user.click(screen.getByRole('button', { name: TEXT.save }));

    expect(await screen.findByText('Event page')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/events/77');
    expect(posts).toHaveLength(1);
    expect(posts[0].body).toEqual({
      title: 'Hand therapy workshop',
      typeId: null,
      categoryId: null,
      locationId: null,
      tagIds: [],
      shortDesc: null,
      content: null,
      startDateTime: '2026-11-09T09:00',
      endDateTime: '2026-11-09T17:00',
      // The tenant's zone by default (the occupational therapy tenant: Sydney).
      timeZone: 'Australia/Sydney',
      venue: 'Town hall',
      address: null,
      externalUrl: null,
      featureImgId: null,
      listingImgId: null,
      cpdDetails: null,
      sessions: [],
      presenters: [],
      canEnrolContent: null,
      sponsorContent: null,
      reasoningContent: null,
      accessContent: null,
      canEnrolLayout: [],
      coursesLayout: [],
      attachments: [],
      isConference: false,
      isSingleClickRegistration: false,
      ticketTypes: [
        {
          id: null,
          name: 'General admission',
          amount: 0,
          capacity: null,
          memberOnly: false,
          saleStartsAt: null,
          saleEndsAt: null,
        },
      ],
    });
  });

  it('picks the zone by city (searchable) and sends the IANA zone', async () => {
    const posts = captureRequests('post', '/api/v1/admin/events', { data: adminEvent({ id: 78 }) });
    const { user } = renderNewForm();
    await user.type(screen.getByLabelText('Title'), 'Perth forum');
    const picker = screen.getByRole('combobox', { name: 'Time zone' });
    expect(screen.getByTitle('Sydney (Australia/Sydney)')).toBeInTheDocument();
    await user.click(picker);
    await user.type(picker, 'Perth');
    // The search leaves only the matching cities.
    expect(await screen.findByRole('option', { name: 'Perth (Australia/Perth)' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Sydney (Australia/Sydney)' })).not.toBeInTheDocument();
    await user.click(await screen.findByTitle('Perth (Australia/Perth)'));
    await user.click(screen.getByRole('button', { name: TEXT.save }));
    expect(await screen.findByText('Event page')).toBeInTheDocument();
    expect(posts[0].body).toMatchObject({ startDateTime: '2026-11-09T09:00', timeZone: 'Australia/Perth' });
    expect(posts[0].body).not.toHaveProperty('startTimeZone');
  });

  it('puts the existing event to its own address and shows "Saved"', async () => {
    const event = adminEvent();
    const puts = captureRequests('put', '/api/v1/admin/events/42', { data: { ...event, title: 'Renamed' } });
    const { user } = renderWithProviders(<EventForm event={event} />);
    const title = screen.getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Renamed');
    await user.click(screen.getByRole('button', { name: TEXT.save }));

    await expectToast(TEXT.saved);
    expect(puts).toHaveLength(1);
    expect(puts[0].body).toMatchObject({
      title: 'Renamed',
      typeId: 1,
      startDateTime: '2026-12-10T09:00',
      timeZone: 'Australia/Sydney',
      endDateTime: '2026-12-10T17:00',
      venue: 'Town hall',
      shortDesc: 'Splinting basics',
      ticketTypes: [
        {
          id: 501,
          name: 'Member',
          amount: 120,
          capacity: 30,
          memberOnly: true,
          saleStartsAt: null,
          saleEndsAt: null,
        },
      ],
    });
  });

  it('marks the fields a 400 answer names and shows its message', async () => {
    answerError('post', '/api/v1/admin/events', 400, {
      code: 'VALIDATION_ERROR',
      message: 'Invalid request',
      errors: [{ field: 'endDateTime', message: EVENT_ADMIN_MESSAGES.endBeforeStart }],
    });
    const { user } = renderNewForm();
    await user.type(screen.getByLabelText('Title'), 'Splinting');
    await user.click(screen.getByRole('button', { name: TEXT.save }));

    expect(await screen.findByText(EVENT_ADMIN_MESSAGES.endBeforeStart)).toBeInTheDocument();
    expect(await screen.findByText('Invalid request')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/events/new');
  });

  it('shows the conflict message of a 409 answer', async () => {
    const event = adminEvent();
    answerError('put', '/api/v1/admin/events/42', 409, {
      code: 'CONFLICT',
      message: EVENT_ADMIN_MESSAGES.capacityBelowSold,
    });
    const { user } = renderWithProviders(<EventForm event={event} />);
    await user.click(screen.getByRole('button', { name: TEXT.save }));
    expect(await screen.findByText(EVENT_ADMIN_MESSAGES.capacityBelowSold)).toBeInTheDocument();
  });

  it('shows the error notification of a 500 answer and stays on the form', async () => {
    answerError('post', '/api/v1/admin/events', 500, { code: 'INTERNAL_ERROR', message: 'Database unavailable' });
    const { user } = renderNewForm();
    await user.type(screen.getByLabelText('Title'), 'Splinting');
    await user.click(screen.getByRole('button', { name: TEXT.save }));

    await expectErrorNotification('Database unavailable');
    await waitFor(() => expect(screen.getByRole('button', { name: TEXT.save })).toBeEnabled());
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/events/new');
  });
});

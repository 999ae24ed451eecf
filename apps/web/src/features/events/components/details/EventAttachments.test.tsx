/**
 * The attachments of an event (spec 03 §2 Event details, §7 GET /api/event/{id}/{docs|links}): each
 * tab's list states, the documents with their sizes (downloaded with the session), the links.
 */
import { EventAttachmentListSchema } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixture } from '../../../../test/fixtures';
import { expectFailureThenRetry, expectLoading, failNextLoad } from '../../../../test/list-state';
import { answer, captureRequests } from '../../../../test/mock-api';
import { renderWithProviders } from '../../../../test/render';
import { EventAttachments } from './EventAttachments';

const DOCS = '/api/event/7/docs';
const LINKS = '/api/event/7/links';
const agenda = {
  id: 3,
  kind: 'docs',
  name: 'Agenda.pdf',
  url: '/api/event/7/docs/3',
  mimeType: 'application/pdf',
  size: 2048,
} as const;
const venue = {
  id: 4,
  kind: 'links',
  name: 'Venue map',
  url: 'maps.example.org/hall',
  mimeType: null,
  size: null,
} as const;

const attachments = (rows: (typeof agenda | typeof venue)[]) => fixture(EventAttachmentListSchema, rows);

function renderCard() {
  return renderWithProviders(<EventAttachments eventId={7} />);
}

describe('EventAttachments', () => {
  it('lists the documents with their sizes, and the links in their own tab', async () => {
    answer('get', DOCS, attachments([agenda]));
    answer('get', LINKS, attachments([venue]));
    const { user } = renderCard();
    expectLoading();
    expect(await screen.findByRole('button', { name: /Agenda\.pdf/ })).toBeInTheDocument();
    expect(screen.getByText('2.0 KB')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Links' }));
    const link = await screen.findByRole('link', { name: /Venue map/ });
    expect(link).toHaveAttribute('href', 'https://maps.example.org/hall');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('says there are no attachments yet in either tab', async () => {
    answer('get', DOCS, attachments([]));
    answer('get', LINKS, attachments([]));
    const { user } = renderCard();
    expect(await screen.findByText('No attachments yet')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Links' }));
    const panel = await screen.findByRole('tabpanel', { name: 'Links' });
    expect(await within(panel).findByText('No attachments yet')).toBeInTheDocument();
  });

  it('shows the failure and loads again on retry', async () => {
    answer('get', DOCS, attachments([agenda]));
    failNextLoad(DOCS);
    const { user } = renderCard();
    await expectFailureThenRetry(user, { loaded: 'Agenda.pdf' });
  });

  it('downloads a document through the API with the download flag', async () => {
    answer('get', DOCS, attachments([agenda]));
    const downloads = captureRequests('get', agenda.url, { ok: true });
    const { user } = renderCard();
    await user.click(await screen.findByRole('button', { name: /Agenda\.pdf/ }));
    await waitFor(() => expect(downloads.map((d) => d.query)).toEqual([{ download: 'true' }]));
  });
});

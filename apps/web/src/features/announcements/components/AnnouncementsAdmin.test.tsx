/** The staff announcements list (spec 02 §9): rows, empty and error states, and delete with its answers. */
import { AnnouncementSchema } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectToast } from '../../../test/feedback';
import { fixture } from '../../../test/fixtures';
import { answer, answerError, captureRequests } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { MESSAGES, TEXT } from '../constants';
import { AnnouncementsAdmin } from './AnnouncementsAdmin';

const API = '/api/v1/admin/announcements';
const announcement = fixture(AnnouncementSchema, {
  id: 5,
  title: 'Conference early bird',
  description: 'Prices go up on Friday',
  link: null,
  isActive: true,
  startDate: '2026-11-01T00:00:00.000Z',
  endDate: '2026-11-30T00:00:00.000Z',
  createdAt: '2026-10-30T00:00:00.000Z',
  createdByUserId: null,
  segmentIds: [4],
});
const segments = [{ categoryName: 'Membership', segments: [{ segmentId: 4, segmentName: 'Students' }] }];

function renderAdmin(list: (typeof announcement)[] = [announcement]) {
  answer('get', '/api/segment/all', segments);
  const requests = captureRequests('get', API, { announcements: list, totalItemCount: list.length });
  return { ...renderWithProviders(<AnnouncementsAdmin />), requests };
}

async function openDelete(user: ReturnType<typeof renderAdmin>['user']) {
  await user.click(await screen.findByRole('button', { name: `${TEXT.actions}: Conference early bird` }));
  await user.click(await screen.findByText(TEXT.delete));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: TEXT.delete }));
}

describe('AnnouncementsAdmin', () => {
  it('renders each announcement with its dates, segments and status, asking for one page of 1000', async () => {
    const { requests } = renderAdmin();
    const row = (await screen.findByText('Conference early bird')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Prices go up on Friday')).toBeInTheDocument();
    expect(within(row).getByText('1 Nov 2026 – 30 Nov 2026')).toBeInTheDocument();
    expect(within(row).getByText('Students')).toBeInTheDocument();
    expect(within(row).getByText(TEXT.active)).toBeInTheDocument();
    expect(requests[0].query).toEqual({ page: '1', pageSize: '1000' });
  });

  it('says there are none yet', async () => {
    renderAdmin([]);
    expect(await screen.findByText(TEXT.empty)).toBeInTheDocument();
  });

  it("shows the spec's failure message and loads again on retry", async () => {
    answer('get', '/api/segment/all', segments);
    answer('get', API, { announcements: [announcement], totalItemCount: 1 });
    answerError('get', API, 403, { code: 'FORBIDDEN', message: 'Staff only' }, { once: true });
    const { user } = renderWithProviders(<AnnouncementsAdmin />);
    expect(await screen.findByText(MESSAGES.fetchFailed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: TEXT.retry }));
    expect(await screen.findByText('Conference early bird')).toBeInTheDocument();
  });

  it('deletes after confirmation and says so', async () => {
    const deletes = captureRequests('delete', `${API}/:id`, { success: true });
    const { user } = renderAdmin();
    await openDelete(user);
    await expectToast(MESSAGES.deleted);
    expect(deletes.map((d) => d.params.id)).toEqual(['5']);
  });

  it('says the delete failed with the server message', async () => {
    answerError('delete', `${API}/5`, 409, { code: 'CONFLICT', message: 'Already removed' });
    const { user } = renderAdmin();
    await openDelete(user);
    await waitFor(() => expect(screen.getByText(`${MESSAGES.deleteFailed} Already removed`)).toBeInTheDocument());
  });
});

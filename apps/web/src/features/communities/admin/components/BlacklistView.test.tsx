/** A community's blacklist (spec 02 §5 Blacklist): rows, states, search and paging, edit reason, remove. */
import { COMMUNITY_ADMIN_MESSAGES } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectToast } from '../../../../test/feedback';
import { expectFailureThenRetry, expectLoading, failNextLoad } from '../../../../test/list-state';
import { answer, captureRequests } from '../../../../test/mock-api';
import { renderWithProviders } from '../../../../test/render';
import { BlacklistView } from './BlacklistView';

const API = '/api/v1/admin/community/12/block';
const USER_ID = '0b9a3c7e-5d1f-4a2b-9c8d-1e2f3a4b5c6d';
const blocked = {
  userId: USER_ID,
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.org',
  avatarUrl: null,
  reason: 'Spam links',
  blockedAt: '2026-10-01T01:30:00.000Z',
};
const page = (users: (typeof blocked)[], totalItemCount = users.length) => ({ blacklistUsers: users, totalItemCount });
const rowOf = async (email = 'grace@example.org') => (await screen.findByText(email)).closest('tr') as HTMLElement;

describe('BlacklistView', () => {
  it('lists each blacklisted user with the reason and since when, asking for pages of 10', async () => {
    const requests = captureRequests('get', API, page([blocked]));
    renderWithProviders(<BlacklistView id={12} />);
    expectLoading();
    const row = await rowOf();
    expect(within(row).getByText('Grace Hopper')).toBeInTheDocument();
    expect(within(row).getByText('Spam links')).toBeInTheDocument();
    expect(within(row).getByText('1 Oct 2026')).toBeInTheDocument();
    expect(requests[0].query).toEqual({ page: '1', pageSize: '10' });
  });

  it('says there is no data', async () => {
    answer('get', API, page([]));
    renderWithProviders(<BlacklistView id={12} />);
    expect(await screen.findByText('No data', { selector: 'div' })).toBeInTheDocument();
  });

  it('shows the failure and loads again on retry', async () => {
    answer('get', API, page([blocked]));
    failNextLoad(API);
    const { user } = renderWithProviders(<BlacklistView id={12} />);
    await expectFailureThenRetry(user, { title: 'Failed to load the blacklist', loaded: 'grace@example.org' });
  });

  it('sends the search keyword from the first page and the page chosen', async () => {
    const rows = Array.from({ length: 10 }, (_, i) => ({ ...blocked, userId: `u${i}`, email: `user${i}@example.org` }));
    const requests = captureRequests('get', API, page(rows, 35));
    const { user } = renderWithProviders(<BlacklistView id={12} />);
    await rowOf('user0@example.org');
    await user.click(screen.getByRole('listitem', { name: '4' }));
    await waitFor(() => expect(requests.at(-1)?.query).toEqual({ page: '4', pageSize: '10' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search blacklist' }), 'grace');
    await waitFor(() => expect(requests.at(-1)?.query).toEqual({ page: '1', pageSize: '10', keyword: 'grace' }));
  });

  it('changes the reason (Save stays off until it changes; an empty reason is refused)', async () => {
    answer('get', API, page([blocked]));
    const puts = captureRequests('put', `${API}/:userId`, { success: true });
    const { user } = renderWithProviders(<BlacklistView id={12} />);
    await user.click(within(await rowOf()).getByRole('button', { name: 'Edit reason' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit blacklist reason' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    await user.clear(reason);
    await user.type(reason, '   ');
    await user.click(save);
    expect(await within(dialog).findByText(COMMUNITY_ADMIN_MESSAGES.reasonRequired)).toBeInTheDocument();
    await user.clear(reason);
    await user.type(reason, ' Repeated spam ');
    await user.click(save);
    await expectToast('Successfully saved');
    expect(puts.map((p) => [p.params.userId, p.body])).toEqual([[USER_ID, { reason: 'Repeated spam' }]]);
  });

  it('removes a user from the blacklist after confirming, and the list refreshes', async () => {
    answer('get', API, page([blocked]));
    const unblocks = captureRequests('post', '/api/v1/admin/community/12/unblock', { success: true });
    const { user } = renderWithProviders(<BlacklistView id={12} />);
    await user.click(within(await rowOf()).getByRole('button', { name: 'Remove from blacklist' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove Grace Hopper from the blacklist?' });
    answer('get', API, page([]));
    await user.click(within(confirm).getByRole('button', { name: 'Remove from blacklist' }));
    await expectToast('Removed successfully!');
    expect(unblocks.map((u) => u.body)).toEqual([{ userIds: [USER_ID] }]);
    expect(await screen.findByText('No data', { selector: 'div' })).toBeInTheDocument();
  });
});

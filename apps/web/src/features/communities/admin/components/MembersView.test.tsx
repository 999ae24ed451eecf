/**
 * A community's members and removed members (spec 02 §4 Membership, §6): rows, states, search and
 * paging in the request body, approve, remove, return, and the controls each permission opens.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { communityDetails, communityMember, currentAccount, ME } from '../../../../test/fixtures/communities';
import { expectToast } from '../../../../test/feedback';
import { expectFailureThenRetry, expectLoading, failNextLoad } from '../../../../test/list-state';
import { answer, captureRequests } from '../../../../test/mock-api';
import { renderWithProviders } from '../../../../test/render';
import { MembersView } from './MembersView';

const ADMIN = '/api/v1/admin/community/12';
const LIST = `${ADMIN}/getlist-with-answers`;
const grace = communityMember();
const awaiting = communityMember({
  id: 2,
  userId: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.org',
  status: 1,
  isHaveAnswers: true,
});
const self = communityMember({
  id: 3,
  userId: ME,
  firstName: 'Sam',
  lastName: 'Staff',
  email: 'sam@example.org',
  role: 1,
});
const members = (rows: ReturnType<typeof communityMember>[], totalItemCount = rows.length) => ({
  members: rows,
  totalItemCount,
});

function renderMembers(kind: 'members' | 'removed' = 'members', granted?: Parameters<typeof communityDetails>[0]) {
  answer('get', '/api/v1/community/12', communityDetails(granted));
  answer('get', '/api/v1/account', currentAccount());
  return renderWithProviders(<MembersView id={12} kind={kind} />);
}
const rowOf = async (email: string) => (await screen.findByText(email)).closest('tr') as HTMLElement;

describe('MembersView', () => {
  it('lists members with their role or pending access and when they joined, asking for Awaiting and Joined', async () => {
    const requests = captureRequests('post', LIST, members([grace, awaiting]));
    renderMembers();
    expectLoading();
    const row = await rowOf('grace@example.org');
    expect(within(row).getByText('Grace Hopper')).toBeInTheDocument();
    expect(within(row).getByText('Member')).toBeInTheDocument();
    expect(within(row).getByText('1 Oct 2026')).toBeInTheDocument();
    expect(within(await rowOf('ada@example.org')).getByText('Pending Access')).toBeInTheDocument();
    expect(requests[0].body).toEqual({ page: 1, pageSize: 10, statuses: [1, 2] });
  });

  it('says there is no data', async () => {
    answer('post', LIST, members([]));
    renderMembers();
    expect(await screen.findByText('No data', { selector: 'div' })).toBeInTheDocument();
  });

  it('shows the failure and loads again on retry', async () => {
    answer('post', LIST, members([grace]));
    failNextLoad(LIST, 'post');
    const { user } = renderMembers();
    await expectFailureThenRetry(user, { title: 'Failed to load members', loaded: 'grace@example.org' });
  });

  it('sends the search from the first page, and the page chosen', async () => {
    const rows = Array.from({ length: 10 }, (_, i) =>
      communityMember({ id: i + 10, userId: `u${i}`, email: `member${i}@example.org` }),
    );
    const requests = captureRequests('post', LIST, members(rows, 30));
    const { user } = renderMembers();
    await rowOf('member0@example.org');
    await user.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(requests.at(-1)?.body).toEqual({ page: 2, pageSize: 10, statuses: [1, 2] }));
    await user.type(screen.getByRole('searchbox', { name: 'Search members' }), 'hop');
    await waitFor(() =>
      expect(requests.at(-1)?.body).toEqual({ page: 1, pageSize: 10, keyword: 'hop', statuses: [1, 2] }),
    );
  });

  it('offers every control to a moderator, but none against themself', async () => {
    answer('post', LIST, members([grace, awaiting, self]));
    renderMembers();
    const row = await rowOf('grace@example.org');
    for (const name of ['Change role', 'Blacklist', 'Remove'])
      expect(within(row).getByRole('button', { name })).toBeInTheDocument();
    const pending = await rowOf('ada@example.org');
    expect(within(pending).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(within(pending).getByRole('button', { name: 'Join answers' })).toBeInTheDocument();
    expect(within(await rowOf('sam@example.org')).queryAllByRole('button')).toEqual([]);
    expect(screen.getByRole('button', { name: 'Add members' })).toBeInTheDocument();
  });

  it('offers only Blacklist to a caller who may blacklist but not manage members', async () => {
    answer('post', LIST, members([grace, awaiting]));
    renderMembers('members', ['communityBlacklist']);
    const row = await rowOf('grace@example.org');
    expect(await within(row).findByRole('button', { name: 'Blacklist' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Change role' })).not.toBeInTheDocument();
    expect(within(await rowOf('ada@example.org')).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add members' })).not.toBeInTheDocument();
  });

  it('approves a pending member after confirming and the list refreshes', async () => {
    answer('post', LIST, members([awaiting]));
    const puts = captureRequests('put', `${ADMIN}/member/:userId`, { ...awaiting, status: 2 });
    const { user } = renderMembers();
    await user.click(within(await rowOf('ada@example.org')).getByRole('button', { name: 'Approve' }));
    const confirm = await screen.findByRole('dialog', { name: 'Approve Ada Lovelace?' });
    answer('post', LIST, members([{ ...awaiting, status: 2 }]));
    await user.click(within(confirm).getByRole('button', { name: 'Approve' }));
    await expectToast('Successfully saved');
    expect(puts.map((p) => [p.params.userId, p.body])).toEqual([[awaiting.userId, { status: 2 }]]);
    expect(await within(await rowOf('ada@example.org')).findByText('Member')).toBeInTheDocument();
  });

  it('removes a member after confirming', async () => {
    answer('post', LIST, members([grace]));
    const deletes = captureRequests('delete', `${ADMIN}/member/:userId`, { success: true });
    const { user } = renderMembers();
    await user.click(within(await rowOf('grace@example.org')).getByRole('button', { name: 'Remove' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove Grace Hopper from the community?' });
    answer('post', LIST, members([]));
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await expectToast('Removed successfully!');
    expect(deletes.map((d) => d.params.userId)).toEqual([grace.userId]);
    expect(await screen.findByText('No data', { selector: 'div' })).toBeInTheDocument();
  });

  it('lists removed members with when they changed and returns one to the community', async () => {
    const removed = { ...grace, status: 4 as const };
    const requests = captureRequests('post', LIST, members([removed]));
    const puts = captureRequests('put', `${ADMIN}/member/:userId`, grace);
    const { user } = renderMembers('removed');
    expect(await screen.findByRole('heading', { name: 'Removed members' })).toBeInTheDocument();
    const row = await rowOf('grace@example.org');
    expect(within(row).getByText('5 Oct 2026')).toBeInTheDocument();
    expect(requests[0].body).toEqual({ page: 1, pageSize: 10, statuses: [4] });
    await user.click(await within(row).findByRole('button', { name: 'Return to community' }));
    await expectToast('Successfully saved');
    expect(puts.map((p) => p.body)).toEqual([{ status: 2 }]);
  });
});

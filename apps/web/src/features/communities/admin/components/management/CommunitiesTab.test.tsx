/**
 * Communities management, Communities (spec 02 §2 "Communities list", §5): rows, states, the
 * debounced search and paging, Manage links, and Delete and Create for an Admin only.
 */
import {
  AdminCommunityListResponseSchema,
  GlobalPermissionsSchema,
  PERMISSION_FLAGS,
  type PermissionFlag,
} from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectToast } from '../../../../../test/feedback';
import { fixture } from '../../../../../test/fixtures';
import { currentAccount } from '../../../../../test/fixtures/communities';
import { expectFailureThenRetry, expectLoading, failNextLoad } from '../../../../../test/list-state';
import { answer, captureRequests } from '../../../../../test/mock-api';
import { renderWithProviders } from '../../../../../test/render';
import { CommunitiesTab } from './CommunitiesTab';

const API = '/api/v1/admin/community';
const hands = {
  id: 12,
  alias: 'hand-therapy',
  name: 'Hand therapy',
  shortDescription: 'Splints and more',
  imageUrl: null,
  isPublic: false,
  isVisible: true,
  isArchived: true,
  membersCount: 34,
  postsCount: 56,
  categories: [
    { id: 1, name: 'Clinical' },
    { id: 2, name: 'Paediatrics' },
  ],
  createdAt: '2026-01-01T00:00:00.000Z',
};
type Row = typeof hands;

/** Answers the signed-in account (role 1 Admin, or 0) with the generalCommunities flag, and the list (recorded). */
function answerTab(rows: Row[], { role = 1, total = rows.length }: { role?: 0 | 1; total?: number } = {}) {
  answer('get', '/api/v1/account', currentAccount({ role }));
  const flags = Object.fromEntries(PERMISSION_FLAGS.map((f) => [f, f === 'generalCommunities'])) as Record<
    PermissionFlag,
    boolean
  >;
  answer('get', '/api/v1/permission', fixture(GlobalPermissionsSchema, flags));
  // what an Admin's Create community dialog reads when the tab mounts
  answer('get', '/api/v1/community/category', { categories: [], totalItemCount: 0 });
  answer('get', '/api/v1/community/post/tag', { tags: [], totalItemCount: 0 });
  answer('get', '/api/segment/all', []);
  return captureRequests(
    'get',
    API,
    fixture(AdminCommunityListResponseSchema, { communities: rows, totalItemCount: total }),
  );
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

describe('CommunitiesTab', () => {
  it('lists each community with categories, privacy, counts and its Manage link', async () => {
    const requests = answerTab([
      hands,
      { ...hands, id: 13, name: 'Casts', isPublic: true, isArchived: false, categories: [] },
    ]);
    renderWithProviders(<CommunitiesTab />);
    expectLoading();
    const row = await rowOf('Hand therapy');
    expect(within(row).getByText('Splints and more')).toBeInTheDocument();
    expect(within(row).getByText('Clinical, Paediatrics')).toBeInTheDocument();
    expect(within(row).getByText('Private')).toBeInTheDocument();
    expect(within(row).getByText('Archived')).toBeInTheDocument();
    expect(within(row).getByText('34')).toBeInTheDocument();
    expect(within(row).getByText('56')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Manage Hand therapy' })).toHaveAttribute(
      'href',
      expect.stringMatching(/12\/about$/),
    );
    const casts = await rowOf('Casts');
    expect(within(casts).getByText('Uncategorized')).toBeInTheDocument();
    expect(within(casts).getByText('Open')).toBeInTheDocument();
    expect(requests[0].query).toEqual({ page: '1', pageSize: '10' });
  });

  it('says when no community is found', async () => {
    answerTab([]);
    renderWithProviders(<CommunitiesTab />);
    expect(await screen.findByText('No communities found')).toBeInTheDocument();
  });

  it('shows the failure and loads again on retry', async () => {
    answerTab([hands]);
    failNextLoad(API);
    const { user } = renderWithProviders(<CommunitiesTab />);
    await expectFailureThenRetry(user, { title: 'Error fetching community. Try again.', loaded: 'Hand therapy' });
  });

  it('asks for the next page, then for the searched name from page 1', async () => {
    const requests = answerTab([hands], { total: 25 });
    const { user } = renderWithProviders(<CommunitiesTab />);
    await rowOf('Hand therapy');
    await user.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(requests.at(-1)?.query).toEqual({ page: '2', pageSize: '10' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search communities' }), ' hand ');
    await waitFor(() => expect(requests.at(-1)?.query).toEqual({ page: '1', pageSize: '10', keyword: 'hand' }));
    expect(requests.filter((r) => r.query.keyword !== undefined)).toHaveLength(1);
  });

  it('lets an Admin delete a community after confirming', async () => {
    answerTab([hands]);
    const deletes = captureRequests('delete', `${API}/:id`);
    const { user } = renderWithProviders(<CommunitiesTab />);
    expect(await screen.findByRole('button', { name: /Create community/ })).toBeInTheDocument();
    await user.click(within(await rowOf('Hand therapy')).getByRole('button', { name: 'Delete Hand therapy' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('Delete Hand therapy?Members will no longer see this community.');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await expectToast('Removed successfully!');
    expect(deletes.map((d) => d.params.id)).toEqual(['12']);
  });

  it('offers staff who are not Admin neither Create nor Delete', async () => {
    answerTab([hands], { role: 0 });
    const { queryClient } = renderWithProviders(<CommunitiesTab />);
    const row = await rowOf('Hand therapy');
    // the account and the permissions have answered (and a Create button would show by now)
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(within(row).getByRole('link', { name: 'Manage Hand therapy' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Delete Hand therapy' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Create community/ })).not.toBeInTheDocument();
  });
});

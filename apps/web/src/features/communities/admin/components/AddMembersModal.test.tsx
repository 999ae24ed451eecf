/**
 * Add members (spec 02 §2, §5 Add members): the 3-letter search, users who cannot be added with the
 * spec's reasons, the count on the button, and the POST of the chosen user ids.
 */
import { COMMUNITY_ADMIN_MESSAGES as M, MembersAndBlockedResponseSchema } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectToast } from '../../../../test/feedback';
import { fixture } from '../../../../test/fixtures';
import { answer, answerError, captureRequests } from '../../../../test/mock-api';
import { clickWhenEnabled, renderWithProviders, waitForDialogOpened } from '../../../../test/render';
import { AddMembersModal } from './AddMembersModal';

const ADMIN = '/api/v1/admin/community';
const SEARCH = `${ADMIN}/members_and_blocked`;

const user = (userId: string, firstName: string, state: { isMember?: boolean; isBlocked?: boolean } = {}) => ({
  userId,
  firstName,
  lastName: 'Hopper',
  email: `${firstName.toLowerCase()}@example.org`,
  avatarUrl: null,
  status: null,
  isMember: false,
  isBlocked: false,
  ...state,
});
const found = fixture(MembersAndBlockedResponseSchema, {
  users: [
    user('u-grace', 'Grace'),
    user('u-mary', 'Mary'),
    user('u-kim', 'Kim', { isMember: true }),
    user('u-lee', 'Lee', { isBlocked: true }),
  ],
  totalItemCount: 4,
});

async function renderModal() {
  const onClose = vi.fn();
  const view = renderWithProviders(<AddMembersModal id={12} onClose={onClose} />);
  const dialog = await screen.findByRole('dialog');
  await waitForDialogOpened(dialog);
  const search = (text: string) =>
    view.user.type(within(dialog).getByRole('searchbox', { name: 'Search users' }), text);
  const addButton = () => within(dialog).getByRole('button', { name: /^Add/ });
  return { ...view, dialog, search, addButton, onClose };
}

describe('AddMembersModal', () => {
  it('asks for 3 letters before searching, and sends nothing until then', async () => {
    const searches = captureRequests('get', SEARCH, found);
    const { dialog, search, addButton } = await renderModal();
    expect(addButton()).toBeDisabled();
    await search('gr');
    expect(await within(dialog).findByText(M.searchMin)).toBeInTheDocument();
    expect(searches).toHaveLength(0);
  });

  it('searches with the keyword and explains who cannot be added', async () => {
    const searches = captureRequests('get', SEARCH, found);
    const { dialog, search } = await renderModal();
    await search('hopper');
    expect(await within(dialog).findByRole('checkbox', { name: /Grace Hopper/ })).toBeEnabled();
    expect(searches.map((s) => s.query)).toEqual([{ communityId: '12', keyword: 'hopper', page: '1', pageSize: '50' }]);
    expect(within(dialog).getByRole('checkbox', { name: /Kim Hopper/ })).toBeDisabled();
    expect(within(dialog).getByText(M.alreadyMember)).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: /Lee Hopper/ })).toBeDisabled();
    expect(within(dialog).getByText(M.removeFromBlacklistFirst)).toBeInTheDocument();
  });

  it('says when no user matches', async () => {
    answer('get', SEARCH, fixture(MembersAndBlockedResponseSchema, { users: [], totalItemCount: 0 }));
    const { dialog, search } = await renderModal();
    await search('nobody');
    expect(
      await within(dialog).findByText(M.notFoundUsers, { selector: '.ant-empty-description' }),
    ).toBeInTheDocument();
  });

  it('counts the chosen users and posts their ids, then closes', async () => {
    answer('get', SEARCH, found);
    const posts = captureRequests('post', `${ADMIN}/12/member`, { success: true });
    const { user: actor, dialog, search, addButton, onClose } = await renderModal();
    await search('hopper');
    await actor.click(await within(dialog).findByRole('checkbox', { name: /Grace Hopper/ }));
    await actor.click(within(dialog).getByRole('checkbox', { name: /Mary Hopper/ }));
    expect(within(dialog).getByText('2 user(s) to add')).toBeInTheDocument();
    await actor.click(within(dialog).getByRole('checkbox', { name: /Mary Hopper/ }));
    expect(within(dialog).getByText('1 user(s) to add')).toBeInTheDocument();
    expect(addButton()).toHaveTextContent('Add (1)');
    await clickWhenEnabled(actor, addButton());
    await expectToast('Successfully saved');
    expect(posts.map((p) => p.body)).toEqual([{ userIds: ['u-grace'] }]);
    expect(onClose).toHaveBeenCalled();
  });

  it("shows the server's refusal and stays open", async () => {
    answer('get', SEARCH, found);
    answerError('post', `${ADMIN}/12/member`, 409, { code: 'CONFLICT', message: M.alreadyMember });
    const { user: actor, dialog, search, addButton, onClose } = await renderModal();
    await search('hopper');
    await actor.click(await within(dialog).findByRole('checkbox', { name: /Grace Hopper/ }));
    await clickWhenEnabled(actor, addButton());
    await expectToast(M.alreadyMember);
    await waitFor(() => expect(addButton()).toBeEnabled());
    expect(onClose).not.toHaveBeenCalled();
  });
});

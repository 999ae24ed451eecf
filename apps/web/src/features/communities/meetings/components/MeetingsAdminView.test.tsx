/**
 * The community admin area's Meetings list (spec 02 §2): the cards with their count, privacy and
 * menu (what the caller may do), the loading, failure and empty states, Share and Delete.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectToast } from '../../../../test/feedback';
import { adminMeeting, meetingList } from '../../../../test/fixtures/meetings';
import { expectFailureThenRetry, expectLoading, failNextLoad } from '../../../../test/list-state';
import { answer, captureRequests } from '../../../../test/mock-api';
import { renderWithProviders } from '../../../../test/render';
import { MeetingsAdminView } from './MeetingsAdminView';

const API = '/api/v1/admin/community/5/meeting';
const privateMeeting = { id: 62, name: 'Board only', visible: 3, goingCount: 4, canManage: false };

function renderView() {
  return renderWithProviders(<MeetingsAdminView communityId={5} />);
}

/** Opens the card menu of `name` and answers the names of its items. */
async function menuOf(user: ReturnType<typeof renderView>['user'], name: string): Promise<string[]> {
  await user.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  // each card's menu stays in the document once opened: the newest is the last
  const menu = (await screen.findAllByRole('menu')).at(-1) as HTMLElement;
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent ?? '');
}

describe('MeetingsAdminView', () => {
  it('shows the count and each meeting with its privacy, going count and link', async () => {
    answer('get', API, meetingList([adminMeeting(), adminMeeting(privateMeeting)]));
    renderView();
    expectLoading();
    expect(await screen.findByRole('heading', { name: 'Meetings (2)' })).toBeInTheDocument();
    const cards = screen.getAllByTestId('meeting-card');
    expect(within(cards[0]).getByRole('link', { name: 'Monthly catch-up' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/hand-therapy\/meetings\/61$/),
    );
    expect(within(cards[0]).getByText('Community')).toBeInTheDocument();
    expect(within(cards[1]).getByText('Private')).toBeInTheDocument();
    expect(within(cards[1]).getByText('4 going')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Create meeting/ })).toBeInTheDocument();
  });

  it('says there are no meetings yet', async () => {
    answer('get', API, meetingList([]));
    renderView();
    expect(await screen.findByText('No meetings yet')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Meetings (0)' })).toBeInTheDocument();
  });

  it('shows the failure without Create meeting, and loads again on retry', async () => {
    answer('get', API, meetingList([adminMeeting()]));
    failNextLoad(API);
    const { user } = renderView();
    expect(await screen.findByText('Failed to load meetings. Try again.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Create meeting/ })).not.toBeInTheDocument();
    await expectFailureThenRetry(user, { title: 'Failed to load meetings. Try again.', loaded: 'Monthly catch-up' });
  });

  it("offers in each card's menu only what the caller may do", async () => {
    answer('get', API, meetingList([adminMeeting({ visible: 3 }), adminMeeting(privateMeeting)]));
    const { user } = renderView();
    expect(await menuOf(user, 'Monthly catch-up')).toEqual([
      'Edit details',
      'Share meeting',
      'Invite members',
      'Delete meeting',
    ]);
    expect(await menuOf(user, 'Board only')).toEqual(['Share meeting']);
  });

  it("shares the meeting's link", async () => {
    answer('get', API, meetingList([adminMeeting()]));
    const { user } = renderView();
    await menuOf(user, 'Monthly catch-up');
    await user.click(screen.getByRole('menuitem', { name: 'Share meeting' }));
    expect(await screen.findByRole('textbox', { name: 'Meeting link' })).toHaveValue(
      `${window.location.origin}/communities/hand-therapy/meetings/61`,
    );
  });

  it('deletes a meeting after confirming, and the list refreshes', async () => {
    answer('get', API, meetingList([adminMeeting()]));
    const deletes = captureRequests('delete', `${API}/:id`);
    const { user } = renderView();
    await menuOf(user, 'Monthly catch-up');
    await user.click(screen.getByRole('menuitem', { name: 'Delete meeting' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('Delete "Monthly catch-up"?');
    answer('get', API, meetingList([]));
    await user.click(within(confirm).getByRole('button', { name: 'Delete meeting' }));
    await expectToast('Meeting deleted');
    expect(deletes.map((d) => d.params.id)).toEqual(['61']);
    expect(await screen.findByText('No meetings yet')).toBeInTheDocument();
  });
});

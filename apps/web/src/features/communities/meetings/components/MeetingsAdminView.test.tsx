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
/** A meeting still to come (Cancel meeting is offered until a meeting ends). */
const FUTURE = { startDate: '2099-01-05T22:00:00.000Z', endDate: '2099-01-05T23:30:00.000Z' };
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

/** The Cancel meeting dialog (found by its title: a closed confirm of an earlier test may still be leaving). */
async function cancelDialog(): Promise<HTMLElement> {
  const title = await screen.findByText('Cancel "Monthly catch-up"?');
  return title.closest('[role="dialog"]') as HTMLElement;
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

  it('cancels a meeting after confirming with a reason; the card then shows it struck and Cancelled', async () => {
    answer('get', API, meetingList([adminMeeting(FUTURE)]));
    const cancels = captureRequests(
      'post',
      `${API}/:id/cancel`,
      adminMeeting({ ...FUTURE, cancelledAt: '2026-11-01T00:00:00.000Z', cancelReason: 'Presenter unwell' }),
    );
    const { user } = renderView();
    await menuOf(user, 'Monthly catch-up');
    await user.click(screen.getByRole('menuitem', { name: 'Cancel meeting' }));
    const dialog = await cancelDialog();
    expect(dialog).toHaveTextContent('Members who answered or were invited get a notification and an email');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason (optional)' }), 'Presenter unwell');
    answer(
      'get',
      API,
      meetingList([
        adminMeeting({ ...FUTURE, cancelledAt: '2026-11-01T00:00:00.000Z', cancelReason: 'Presenter unwell' }),
      ]),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel meeting' }));
    await expectToast('Meeting cancelled');
    expect(cancels.map((c) => [c.params.id, c.body])).toEqual([['61', { reason: 'Presenter unwell' }]]);
    const card = await screen.findByTestId('meeting-card');
    expect(await within(card).findByText('Cancelled')).toBeInTheDocument();
    expect(within(card).getByText('Monthly catch-up').tagName).toBe('S');
    expect(within(card).getByText('Cancelled: Presenter unwell')).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: /Join meeting/ })).not.toBeInTheDocument();
    // A cancelled meeting offers no second cancel; an ended one none at all.
    expect(await menuOf(user, 'Monthly catch-up')).not.toContain('Cancel meeting');
  });

  it('offers Cancel meeting only for a meeting still to come', async () => {
    answer('get', API, meetingList([adminMeeting(FUTURE), adminMeeting({ ...privateMeeting, canManage: true })]));
    const { user } = renderView();
    expect(await menuOf(user, 'Monthly catch-up')).toContain('Cancel meeting');
    expect(await menuOf(user, 'Board only')).not.toContain('Cancel meeting');
  });

  it('keeps the meeting when the confirmation is dismissed', async () => {
    answer('get', API, meetingList([adminMeeting(FUTURE)]));
    const cancels = captureRequests('post', `${API}/:id/cancel`, adminMeeting());
    const { user } = renderView();
    await menuOf(user, 'Monthly catch-up');
    await user.click(screen.getByRole('menuitem', { name: 'Cancel meeting' }));
    const dialog = await cancelDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Keep meeting' }));
    expect(cancels).toEqual([]);
    expect(screen.getByText('Monthly catch-up').tagName).not.toBe('S');
  });
});

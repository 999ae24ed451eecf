/**
 * The notification centre panel (spec 01 §2, §4, §9): the tab's notifications (pages of 7; Unread
 * asks isRead=false), its states (skeleton, failure with Retry, the empty texts), Mark all as read,
 * and opening an unread row.
 */
import { MESSAGES, NotificationListResponseSchema, NotificationSchema } from '@portal/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fixture } from '../../../test/fixtures';
import { expectFailureThenRetry, expectLoading, failNextLoad } from '../../../test/list-state';
import { captureRequests } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { type NotificationTab, NotificationPanel } from './NotificationPanel';

const API = '/api/v1/community/notification';

/** Notification `id` of a new community (type 1) by Grace Hopper, unread unless `readAt`. */
function newCommunity(id: number, readAt: string | null = null, activityType = 1) {
  return fixture(NotificationSchema, {
    id,
    readAt,
    createdAt: '2026-11-02T03:04:00.000Z',
    activityType,
    initiatorUser: { id: 'u1', firstName: 'Grace', lastName: 'Hopper', avatar: null },
    community: { id: 12, name: `Hand therapy ${id}`, alias: `hand-therapy-${id}` },
    post: null,
    comment: null,
    asset: null,
    meet: null,
    member: null,
    commentTotalLikes: 0,
    postTotalViews: 0,
    postTotalCommentsCount: 0,
    postNotificationStatus: true,
  });
}

function answerList(rows: ReturnType<typeof newCommunity>[]) {
  const body = fixture(NotificationListResponseSchema, { notifications: rows, totalItemCount: rows.length });
  return captureRequests('get', API, body);
}

function renderPanel(activeTab: NotificationTab = 'all') {
  const onNavigate = vi.fn();
  const view = renderWithProviders(
    <NotificationPanel
      activeTab={activeTab}
      onTabChange={vi.fn()}
      open
      communitiesBase="/communities"
      onNavigate={onNavigate}
      listHeight={400}
    />,
  );
  return { ...view, onNavigate };
}

const itemLink = (id: number) =>
  screen.findByRole('link', { name: new RegExp(`created a new community Hand therapy ${id}`) });

describe('NotificationPanel', () => {
  it("lists the tab's notifications with who, what and when, leaving out resolutions", async () => {
    const requests = answerList([
      newCommunity(1),
      newCommunity(2, '2026-11-02T05:00:00.000Z'),
      newCommunity(3, null, 10),
    ]);
    renderPanel();
    expectLoading();
    const unread = await itemLink(1);
    expect(unread).toHaveTextContent('Grace Hopper created a new community Hand therapy 1');
    expect(unread).toHaveTextContent(', unread');
    expect(unread).toHaveAttribute('href', '/communities/hand-therapy-1');
    expect(await itemLink(2)).not.toHaveTextContent(', unread');
    expect(screen.getAllByTestId('notification-item')).toHaveLength(2);
    expect(requests[0].query).toEqual({ page: '1', pageSize: '7' });
  });

  it('asks the Unread tab for unread notifications only and says when there are none', async () => {
    const requests = answerList([]);
    renderPanel('unread');
    expect(await screen.findByText(MESSAGES.noUnreadNotifications)).toBeInTheDocument();
    expect(requests[0].query).toEqual({ page: '1', pageSize: '7', isRead: 'false' });
  });

  it('says when there are no notifications yet', async () => {
    answerList([]);
    renderPanel();
    expect(await screen.findByText(MESSAGES.noNotifications)).toBeInTheDocument();
  });

  it('shows the failure and loads again on Retry', async () => {
    answerList([newCommunity(1)]);
    failNextLoad(API);
    const { user } = renderPanel();
    await expectFailureThenRetry(user, {
      title: MESSAGES.unknownError,
      retry: 'Retry',
      loaded: 'Grace Hopper created a new community Hand therapy 1',
    });
  });

  it('marks every notification read', async () => {
    answerList([newCommunity(1)]);
    const marks = captureRequests('put', `${API}/all-set-as-read`, { success: true, updatedCount: 1 });
    const { user } = renderPanel();
    expect(await itemLink(1)).toHaveTextContent(', unread');
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.getByRole('link', { name: /Hand therapy 1/ })).not.toHaveTextContent(', unread'));
    expect(marks).toHaveLength(1);
  });

  it('reports an opened unread row read and closes the panel', async () => {
    answerList([newCommunity(1)]);
    const reads = captureRequests('put', `${API}/set-as-read`, { success: true, updatedCount: 1 });
    const { user, onNavigate } = renderPanel();
    await user.click(await itemLink(1));
    await waitFor(() => expect(reads.map((r) => r.body)).toEqual([{ ids: [1] }]));
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('location')).toHaveTextContent('/communities/hand-therapy-1');
  });
});

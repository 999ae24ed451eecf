import type { Notification, NotificationListResponse } from '@portal/shared';
import { type InfiniteData, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { applyRead, notificationKeys } from './notifications';

const n = (id: number, readAt: string | null = null) => ({ id, readAt }) as Notification;
type Data = InfiniteData<NotificationListResponse, number>;
const pages = (items: Notification[], total: number): Data => ({
  pages: [{ notifications: items, totalItemCount: total }],
  pageParams: [1],
});

function client() {
  const c = new QueryClient();
  c.setQueryData(notificationKeys.list('all'), pages([n(1), n(2), n(3, '2026-01-01T00:00:00Z')], 3));
  c.setQueryData(notificationKeys.list('unread'), pages([n(1), n(2)], 2));
  c.setQueryData(notificationKeys.unreadCount, 2);
  return c;
}
const all = (c: QueryClient) => (c.getQueryData(notificationKeys.list('all')) as Data).pages[0];
const unread = (c: QueryClient) => (c.getQueryData(notificationKeys.list('unread')) as Data).pages[0];

describe('applyRead', () => {
  it('an opened row gets a read time in All and leaves Unread', () => {
    const c = client();
    applyRead(c, new Set([1]), true);
    expect(all(c).notifications.map((x) => !!x.readAt)).toEqual([true, false, true]);
    expect(unread(c)).toEqual({ notifications: [n(2)], totalItemCount: 1 });
  });
  it('a seen row stays in Unread, shown read, until the next refresh', () => {
    const c = client();
    applyRead(c, new Set([2]), false);
    expect(unread(c).notifications.map((x) => [x.id, !!x.readAt])).toEqual([
      [1, false],
      [2, true],
    ]);
  });
  it('Mark all as read empties Unread and the count', () => {
    const c = client();
    applyRead(c, 'all', true);
    expect(unread(c)).toEqual({ notifications: [], totalItemCount: 0 });
    expect(all(c).notifications.every((x) => x.readAt)).toBe(true);
    expect(c.getQueryData(notificationKeys.unreadCount)).toBe(0);
  });
});

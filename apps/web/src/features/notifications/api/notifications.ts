/**
 * Notification centre data (spec 01 §7 Notifications, §4, §9): GET api/v1/community/notification
 * pages of 7 (isRead=false for the Unread tab), refreshed every 30 s; PUT set-as-read {ids} and
 * all-set-as-read. Query keys: ['notifications', 'list', tab] and ['notifications', 'unread-count'].
 */
import { LIMITS, type Notification, type NotificationListResponse } from '@portal/shared';
import { type InfiniteData, type QueryClient, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiA } from '../../../lib/api';
import { queryKeys } from '../../../data';

export type NotificationTab = 'all' | 'unread';

const PATH = '/api/v1/community/notification';

/**
 * The poll interval in ms: 30 s (spec 01 §9). A browser test may shorten it by setting
 * `localStorage['portal.notificationPollMs']` before the page loads; nothing else reads that key.
 */
export function pollIntervalMs(): number {
  try {
    const override = Number(globalThis.localStorage?.getItem('portal.notificationPollMs'));
    if (Number.isFinite(override) && override >= 1000) return override;
  } catch {
    // no storage: the spec's interval
  }
  return LIMITS.notificationPollMs;
}

const notificationScope = queryKeys.scope('notifications');

export const notificationKeys = {
  all: notificationScope,
  list: (tab: NotificationTab) => [...notificationScope, 'list', tab] as const,
  unreadCount: [...notificationScope, 'unread-count'] as const,
};

/** Resolution types (10, 11) are not listed (spec 01 §3); the server already leaves them out. */
export const HIDDEN_ACTIVITY_TYPES: ReadonlySet<number> = new Set([10, 11]);

function fetchPage(
  tab: NotificationTab,
  page: number,
  signal?: AbortSignal,
  pageSize: number = LIMITS.notificationsPageSize,
) {
  return apiA.get<NotificationListResponse>(PATH, {
    query: { page, pageSize, isRead: tab === 'unread' ? false : undefined },
    signal,
    silent: true,
  });
}

/** The tab's notifications, a page of 7 at a time, refreshed every 30 s while `enabled`. */
export function useNotificationList(tab: NotificationTab, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: notificationKeys.list(tab),
    queryFn: ({ pageParam, signal }) => fetchPage(tab, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, p) => sum + p.notifications.length, 0);
      return loaded < last.totalItemCount && last.notifications.length > 0 ? pages.length + 1 : undefined;
    },
    refetchInterval: enabled ? pollIntervalMs() : false,
    enabled,
  });
}

/** The unread count on the bell (page 1 of the unread list, its total), polled every 30 s. */
export function useUnreadCount() {
  return useQuery({
    queryKey: notificationKeys.unreadCount,
    queryFn: ({ signal }) => fetchPage('unread', 1, signal, 1).then((r) => r.totalItemCount),
    refetchInterval: pollIntervalMs(),
    refetchIntervalInBackground: false,
  });
}

/** PUT set-as-read {ids}, up to three tries (two retries, spec 01 §9), 1 s apart. */
export async function sendSetAsRead(ids: number[]): Promise<number> {
  let lastError: unknown;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const r = await apiA.put<{ updatedCount: number }>(`${PATH}/set-as-read`, { ids }, { silent: true });
      return r.updatedCount;
    } catch (error) {
      lastError = error;
      if (attempt < 2) await new Promise((resolve) => setTimeout(resolve, LIMITS.markAsReadThrottleMs));
    }
  }
  throw lastError;
}

/** PUT all-set-as-read. */
export function sendAllSetAsRead() {
  return apiA.put<{ updatedCount: number }>(`${PATH}/all-set-as-read`);
}

type ListData = InfiniteData<NotificationListResponse, number>;

/**
 * Shows `ids` (or every one) as read in the cached lists: in All they get a read time; in Unread
 * they are removed when `removeFromUnread` (an explicit click or Mark all), else they stay until the
 * next refresh (seen items do not jump away under the reader). The bell count is asked again.
 */
export function applyRead(client: QueryClient, ids: ReadonlySet<number> | 'all', removeFromUnread: boolean) {
  const now = new Date().toISOString();
  const hit = (n: Notification) => !n.readAt && (ids === 'all' || ids.has(n.id));
  const touch = (n: Notification): Notification => (hit(n) ? { ...n, readAt: now } : n);
  client.setQueryData<ListData>(notificationKeys.list('all'), (data) =>
    data ? { ...data, pages: data.pages.map((p) => ({ ...p, notifications: p.notifications.map(touch) })) } : data,
  );
  client.setQueryData<ListData>(notificationKeys.list('unread'), (data) => {
    if (!data) return data;
    const pages = data.pages.map((p) => {
      if (!removeFromUnread) return { ...p, notifications: p.notifications.map(touch) };
      const gone = p.notifications.filter(hit).length;
      return {
        notifications: p.notifications.filter((n) => !hit(n)),
        totalItemCount: ids === 'all' ? 0 : Math.max(0, p.totalItemCount - gone),
      };
    });
    return { ...data, pages };
  });
  if (ids === 'all') client.setQueryData<number>(notificationKeys.unreadCount, 0);
  void client.invalidateQueries({ queryKey: notificationKeys.unreadCount });
}

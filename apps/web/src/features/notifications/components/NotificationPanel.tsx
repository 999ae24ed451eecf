/**
 * Notification centre panel (spec 01 §2 Notification centre, §4, §9): tabs All and Unread, "Mark
 * all as read", the tab's notifications newest first (a renderer per type), the next page of 7 when
 * the list's end comes within 50 px of the bottom, refreshed every 30 s, unread rows seen for 1 s
 * reported read; empty texts "No notifications yet" / "No unread notifications"; a skeleton while
 * loading and an error state with Retry.
 */
import { LoadingOutlined } from '@ant-design/icons';
import { MESSAGES, type Notification } from '@portal/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Skeleton, Tabs, theme } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { QueryStateBody } from '../../../components/QueryStateBody';
import { toastError } from '../../../lib/feedback';
import {
  applyRead,
  HIDDEN_ACTIVITY_TYPES,
  type NotificationTab,
  sendAllSetAsRead,
  sendSetAsRead,
  useNotificationList,
} from '../api/notifications';
import { useSeenReporter } from '../use-seen-reporter';
import { NotificationItem } from './NotificationItem';

export type { NotificationTab } from '../api/notifications';

/** Pixels from the bottom at which the next page loads (spec 01 §2). */
const NEXT_PAGE_THRESHOLD_PX = 50;

export interface NotificationPanelProps {
  activeTab: NotificationTab;
  onTabChange: (tab: NotificationTab) => void;
  /** The panel is shown (lists load and poll only then). */
  open: boolean;
  /** The route family of communities ('/communities', '/workspaces', '/hubs'). */
  communitiesBase: string;
  /** A row was opened (the popover or drawer closes). */
  onNavigate: () => void;
  /** Height of the scrolling list (popover: fixed; drawer: the rest of the screen). */
  listHeight: number | string;
  /** Optional footer (e.g. the email delivery choice). */
  footer?: ReactNode;
}

/** Header, tabs, list and footer of the notification centre. */
export function NotificationPanel(props: NotificationPanelProps) {
  const { activeTab, onTabChange, footer } = props;
  const client = useQueryClient();
  const [marking, setMarking] = useState(false);

  async function markAll() {
    setMarking(true);
    try {
      await sendAllSetAsRead();
      applyRead(client, 'all', true);
    } catch {
      toastError(MESSAGES.unknownError);
    } finally {
      setMarking(false);
    }
  }

  return (
    <div style={{ width: '100%' }}>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12 }}>
        <h2 style={{ fontSize: 16, margin: 0 }}>Notifications</h2>
        <Button
          type="link"
          size="small"
          onClick={markAll}
          disabled={marking}
          icon={marking ? <LoadingOutlined /> : undefined}
        >
          Mark all as read
        </Button>
      </div>
      <Tabs
        activeKey={activeTab}
        onChange={(key) => onTabChange(key as NotificationTab)}
        destroyOnHidden
        items={(['all', 'unread'] as const).map((tab) => ({
          key: tab,
          label: tab === 'all' ? 'All' : 'Unread',
          children: <NotificationList {...props} tab={tab} active={props.open && activeTab === tab} />,
        }))}
      />
      {footer}
    </div>
  );
}

function NotificationList({
  tab,
  active,
  communitiesBase,
  onNavigate,
  listHeight,
}: NotificationPanelProps & { tab: NotificationTab; active: boolean }) {
  const { token } = theme.useToken();
  const client = useQueryClient();
  const list = useNotificationList(tab, active);
  const scroller = useRef<HTMLDivElement | null>(null);
  const sentinel = useRef<HTMLDivElement | null>(null);
  const items = (list.data?.pages.flatMap((p) => p.notifications) ?? []).filter(
    (n) => !HIDDEN_ACTIVITY_TYPES.has(n.activityType),
  );
  useSeenReporter(scroller, active, items.map((n) => `${n.id}:${n.readAt ? 1 : 0}`).join(','));

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  useEffect(() => {
    const root = scroller.current;
    const node = sentinel.current;
    if (!root || !node || !active || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { root, rootMargin: `0px 0px ${NEXT_PAGE_THRESHOLD_PX}px 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [active, hasNextPage, isFetchingNextPage, fetchNextPage]);

  function open(n: Notification) {
    if (!n.readAt) {
      applyRead(client, new Set([n.id]), true);
      sendSetAsRead([n.id]).catch(() => undefined);
    }
    onNavigate();
  }

  return (
    <div
      ref={scroller}
      style={{ maxHeight: listHeight, overflowY: 'auto', overscrollBehavior: 'contain', color: token.colorText }}
      data-testid={`notification-list-${tab}`}
    >
      <QueryStateBody
        query={list}
        keepData
        loadFailed={MESSAGES.unknownError}
        retry="Retry"
        skeleton={
          <div role="status" aria-busy="true" aria-label="Loading">
            <Skeleton active avatar paragraph={{ rows: 2 }} />
          </div>
        }
        isEmpty={() => items.length === 0}
        empty={
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={tab === 'all' ? MESSAGES.noNotifications : MESSAGES.noUnreadNotifications}
          />
        }
      >
        {() => (
          <ul
            style={{ margin: 0, padding: 0 }}
            aria-label={tab === 'all' ? 'All notifications' : 'Unread notifications'}
          >
            {items.map((n) => (
              <NotificationItem key={n.id} notification={n} communitiesBase={communitiesBase} onOpen={open} />
            ))}
          </ul>
        )}
      </QueryStateBody>
      <div ref={sentinel} style={{ height: 1 }} />
      {isFetchingNextPage && <Skeleton active avatar paragraph={{ rows: 1 }} />}
    </div>
  );
}

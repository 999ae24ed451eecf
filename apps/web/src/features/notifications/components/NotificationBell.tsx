/**
 * Notification bell (spec 01 §2 Notification centre: "popover on desktop, drawer on mobile";
 * query notifications=unread opens the unread tab). The badge shows the unread count, polled every
 * 30 s (spec 01 §9). `footer` is placed under the panel (the app puts the email delivery choice
 * there).
 */
import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Drawer, Popover, theme } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { type NotificationTab, useUnreadCount } from '../api/notifications';
import { EmailDeliveryChoice } from './EmailDeliveryChoice';
import { NotificationPanel } from './NotificationPanel';

export interface NotificationBellProps {
  isDesktop: boolean;
  /** The communities route family ('/communities', '/workspaces' or '/hubs'). */
  communitiesBase: string;
  footer?: ReactNode;
}

/** Bell button with its popover (desktop) or drawer (mobile). */
export function NotificationBell({ isDesktop, communitiesBase, footer }: NotificationBellProps) {
  const [search] = useSearchParams();
  const wantsUnread = search.get('notifications') === 'unread';
  const [open, setOpen] = useState(wantsUnread);
  const [tab, setTab] = useState<NotificationTab>(wantsUnread ? 'unread' : 'all');
  const unreadCount = useUnreadCount().data ?? 0;
  const { token } = theme.useToken();

  useEffect(() => {
    if (wantsUnread) {
      setTab('unread');
      setOpen(true);
    }
  }, [wantsUnread]);

  const bell = (
    <Button
      type="text"
      shape="circle"
      aria-label={unreadCount > 0 ? `Notifications, ${unreadCount} unread` : 'Notifications'}
      aria-expanded={open}
      onClick={isDesktop ? undefined : () => setOpen(true)}
      icon={
        <Badge count={unreadCount} size="small" offset={[2, -2]} data-testid="notification-badge">
          <BellOutlined style={{ fontSize: 18 }} />
        </Badge>
      }
    />
  );
  const panel = (
    <NotificationPanel
      activeTab={tab}
      onTabChange={setTab}
      open={open}
      communitiesBase={communitiesBase}
      onNavigate={() => setOpen(false)}
      listHeight={isDesktop ? 420 : 'calc(100vh - 170px)'}
      footer={
        footer ?? (
          <div style={{ borderTop: `1px solid ${token.colorBorderSecondary}`, paddingTop: 8, marginTop: 8 }}>
            <EmailDeliveryChoice enabled={open} />
          </div>
        )
      }
    />
  );

  if (!isDesktop) {
    return (
      <>
        {bell}
        <Drawer open={open} onClose={() => setOpen(false)} placement="right" size="100%" title="Notification centre">
          {panel}
        </Drawer>
      </>
    );
  }

  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
      content={<div style={{ width: 380, maxWidth: 'calc(100vw - 24px)' }}>{panel}</div>}
      arrow={false}
    >
      {bell}
    </Popover>
  );
}

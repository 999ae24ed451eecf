/**
 * Notification bell (spec 01 §2 Notification centre: "popover on desktop, drawer on mobile";
 * query notifications=unread opens the unread tab). The unread badge shows 0 until the
 * notifications issue brings the data.
 */
import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Drawer, Popover } from 'antd';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { type NotificationTab, NotificationPanel } from './NotificationPanel';

/** Bell button with its popover (desktop) or drawer (mobile). */
export function NotificationBell({ isDesktop }: { isDesktop: boolean }) {
  const [search] = useSearchParams();
  const wantsUnread = search.get('notifications') === 'unread';
  const [open, setOpen] = useState(wantsUnread);
  const [tab, setTab] = useState<NotificationTab>(wantsUnread ? 'unread' : 'all');
  const unreadCount = 0;

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
      onClick={isDesktop ? undefined : () => setOpen(true)}
      icon={
        <Badge count={unreadCount} size="small" offset={[2, -2]}>
          <BellOutlined style={{ fontSize: 18 }} />
        </Badge>
      }
    />
  );
  const panel = <NotificationPanel activeTab={tab} onTabChange={setTab} />;

  if (!isDesktop) {
    return (
      <>
        {bell}
        <Drawer open={open} onClose={() => setOpen(false)} placement="right" size="100%" title={null}>
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
      content={<div style={{ width: 360 }}>{panel}</div>}
      arrow={false}
    >
      {bell}
    </Popover>
  );
}

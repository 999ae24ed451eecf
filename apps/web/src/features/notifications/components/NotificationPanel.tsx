/**
 * Notification centre panel (spec 01 §2 Notification centre): tabs All and Unread, "Mark all as
 * read", empty texts "No notifications yet" / "No unread notifications". The list itself arrives
 * with the notifications issue; until then both tabs show their empty state.
 */
import { MESSAGES } from '@portal/shared';
import { Button, Empty, Tabs } from 'antd';

export type NotificationTab = 'all' | 'unread';

export interface NotificationPanelProps {
  activeTab: NotificationTab;
  onTabChange: (tab: NotificationTab) => void;
}

/** Header, tabs and (for now) empty states. */
export function NotificationPanel({ activeTab, onTabChange }: NotificationPanelProps) {
  return (
    <div style={{ width: '100%' }}>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12 }}>
        <strong style={{ fontSize: 16 }}>Notifications</strong>
        <Button type="link" size="small" disabled>
          Mark all as read
        </Button>
      </div>
      <Tabs
        activeKey={activeTab}
        onChange={(key) => onTabChange(key as NotificationTab)}
        items={[
          {
            key: 'all',
            label: 'All',
            children: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={MESSAGES.noNotifications} />,
          },
          {
            key: 'unread',
            label: 'Unread',
            children: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={MESSAGES.noUnreadNotifications} />,
          },
        ]}
      />
    </div>
  );
}

/**
 * One row of the notification centre: the initiator's avatar, the renderer's sentence (spec 02 §3
 * types), when it happened, an unread dot; the whole row is a link to what it is about.
 */
import type { Notification } from '@portal/shared';
import { theme } from 'antd';
import { Link } from 'react-router';
import { UserAvatar } from '../../../components/UserAvatar';
import { formatDateTime, renderNotification } from '@portal/shared';

export interface NotificationItemProps {
  notification: Notification;
  communitiesBase: string;
  /** Called when the member opens the row (marks it read, closes the panel). */
  onOpen: (n: Notification) => void;
}

/** A notification row. */
export function NotificationItem({ notification: n, communitiesBase, onOpen }: NotificationItemProps) {
  const { token } = theme.useToken();
  const { text, href } = renderNotification(n, communitiesBase);
  const unread = !n.readAt;
  const body = (
    <div style={{ display: 'flex', gap: 10, alignItems: 'flex-start', padding: '10px 8px' }}>
      <UserAvatar
        firstName={n.initiatorUser?.firstName}
        lastName={n.initiatorUser?.lastName}
        avatarUrl={n.initiatorUser?.avatar}
        size={32}
      />
      <div style={{ flex: 1, minWidth: 0 }}>
        <div style={{ color: token.colorText, fontWeight: unread ? 600 : 400, overflowWrap: 'anywhere' }}>{text}</div>
        <div style={{ color: token.colorTextSecondary, fontSize: 12 }}>
          <time dateTime={n.createdAt}>{formatDateTime(n.createdAt)}</time>
          {unread && <span className="visually-hidden">, unread</span>}
        </div>
      </div>
      {unread && (
        <span
          aria-hidden
          style={{
            width: 8,
            height: 8,
            marginTop: 6,
            borderRadius: '50%',
            background: token.colorPrimary,
            flex: 'none',
          }}
        />
      )}
    </div>
  );
  const style = {
    display: 'block',
    borderRadius: token.borderRadius,
    background: unread ? token.colorFillAlter : undefined,
    color: 'inherit',
  };
  return (
    <li
      data-notification-id={n.id}
      data-unread={unread ? '' : undefined}
      data-testid="notification-item"
      style={{ listStyle: 'none', marginBottom: 4 }}
    >
      {href ? (
        <Link to={href} style={style} onClick={() => onOpen(n)}>
          {body}
        </Link>
      ) : (
        <div style={style}>{body}</div>
      )}
    </li>
  );
}

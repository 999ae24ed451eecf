/**
 * Profile card of the home dashboard (spec 01 §2 Home dashboard: "profile card"): avatar
 * initials, name, member number and contact types.
 */
import { type CurrentAccount, contactTypeLabel } from '@portal/shared';
import { Card, Tag } from 'antd';
import { Link } from 'react-router';
import { UserAvatar } from '../../../components/UserAvatar';

/** The signed-in user's summary card. */
export function ProfileCard({ user, profileTo }: { user: CurrentAccount; profileTo?: string }) {
  const name = [user.title, user.firstName, user.lastName].filter(Boolean).join(' ');
  return (
    <Card variant="borderless" style={{ boxShadow: '0 1px 2px rgba(16,24,40,0.06)' }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 20, flexWrap: 'wrap' }}>
        <UserAvatar firstName={user.firstName} lastName={user.lastName} avatarUrl={user.avatarUrl} size={72} />
        <div style={{ flex: 1, minWidth: 200 }}>
          <div style={{ fontSize: 20, fontWeight: 650, lineHeight: 1.3 }}>{name}</div>
          <div style={{ color: 'var(--text-secondary)', marginTop: 2 }}>
            {user.memberNum ? `Member no. ${user.memberNum}` : 'No member number'}
            {user.email ? ` · ${user.email}` : ''}
          </div>
          {user.contactTypes.length > 0 && (
            <div style={{ marginTop: 10, display: 'flex', gap: 6, flexWrap: 'wrap' }}>
              {user.contactTypes.map((type) => (
                <Tag key={type} color="default" style={{ marginInlineEnd: 0 }}>
                  {contactTypeLabel(type)}
                </Tag>
              ))}
            </div>
          )}
        </div>
        {profileTo && <Link to={profileTo}>View profile</Link>}
      </div>
    </Card>
  );
}

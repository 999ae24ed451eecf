/**
 * User avatar: the photo when there is one, else the initials (spec 01 §5: "Initials avatar shows
 * uppercase first letters of first and last name") on the brand colour.
 */
import { initials } from '@portal/shared';
import { Avatar } from 'antd';

export interface UserAvatarProps {
  firstName?: string | null;
  lastName?: string | null;
  avatarUrl?: string | null;
  size?: number;
}

/** Round avatar with photo or initials. */
export function UserAvatar({ firstName, lastName, avatarUrl, size = 36 }: UserAvatarProps) {
  const text = initials(firstName, lastName);
  return (
    <Avatar
      size={size}
      src={avatarUrl || undefined}
      alt={`${firstName ?? ''} ${lastName ?? ''}`.trim()}
      style={{
        backgroundColor: 'var(--brand-solid)',
        color: '#fff',
        fontWeight: 600,
        fontSize: Math.round(size * 0.4),
        flex: 'none',
      }}
    >
      {text}
    </Avatar>
  );
}

/** A person's avatar: the picture when there is one, else the initials (spec 01 §5). */
import { Avatar } from 'antd';
import { AuthImage } from './AuthImage';
import { initials, type PersonName } from '../utils/names';

/** Round avatar of `size` px. */
export function PersonAvatar({
  person,
  avatarUrl,
  size = 40,
}: {
  person: PersonName | null | undefined;
  avatarUrl?: string | null;
  size?: number;
}) {
  const letters = (
    <Avatar
      size={size}
      style={{ background: 'color-mix(in srgb, var(--brand) 18%, #fff)', color: 'var(--brand-text)', flex: 'none' }}
    >
      {initials(person)}
    </Avatar>
  );
  if (!avatarUrl) return letters;
  return (
    <Avatar
      size={size}
      style={{ flex: 'none' }}
      src={<AuthImage src={avatarUrl} alt="" style={{ width: size, height: size }} fallback={null} />}
    >
      {initials(person)}
    </Avatar>
  );
}

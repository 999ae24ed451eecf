/** Community admin: the moderation log (issue 19; administrators). */
import { ModerationLogView } from '../../features/community-admin';
import { useCommunityId } from './useCommunityId';

export default function AdminModerationLogPage() {
  const id = useCommunityId();
  return <ModerationLogView id={id} />;
}

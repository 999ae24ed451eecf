/** Community admin: the moderation log (issue 19; administrators). */
import { useCommunityId } from './useCommunityId';
import { ModerationLogView } from '../../features/communities';

export default function AdminModerationLogPage() {
  const id = useCommunityId();
  return <ModerationLogView id={id} />;
}

/** Community admin area > Meetings (spec 02 §2), at /admin/community/{id}/meetings. */
import { useParams } from 'react-router';
import { MeetingsAdminView } from '../../features/communities';

/** Route component: the community id from the route. */
export default function MeetingsAdminPage() {
  const { id } = useParams();
  return (
    <div style={{ padding: '24px clamp(12px, 3vw, 32px)' }}>
      <MeetingsAdminView communityId={Number(id) || 0} />
    </div>
  );
}

/** Community admin area > Assets ("Manage post assets", spec 02 §2), at /admin/community/{id}/assets. */
import { useParams } from 'react-router';
import { AssetsAdminView } from '../../features/communities';

/** Route component: the community id from the route. */
export default function AssetsAdminPage() {
  const { id } = useParams();
  return (
    <div style={{ padding: '24px clamp(12px, 3vw, 32px)' }}>
      <AssetsAdminView communityId={Number(id) || 0} />
    </div>
  );
}

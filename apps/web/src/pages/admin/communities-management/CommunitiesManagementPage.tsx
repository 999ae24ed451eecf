/** /admin/communities-management/:tab (spec 02 §2 Global administration; issue 20). */
import { useParams } from 'react-router';
import { ManagementView } from '../../../features/communities';

export default function CommunitiesManagementPage() {
  const { tab } = useParams();
  return <ManagementView tab={tab} />;
}

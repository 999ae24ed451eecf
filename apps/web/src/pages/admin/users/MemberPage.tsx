/** /admin/users/{id}: one member (issue 23). */
import { useParams } from 'react-router';
import { MemberDetailView } from '../../../features/members';

export default function MemberPage() {
  const { id = '' } = useParams();
  return <MemberDetailView key={id} id={id} />;
}

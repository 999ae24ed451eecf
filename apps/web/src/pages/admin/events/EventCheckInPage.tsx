/** /admin/events/{id}/check-in (issue 22). */
import { useParams } from 'react-router';
import { NotFound } from '../../../components/NotFound';
import { CheckInView } from '../../../features/events';

export default function EventCheckInPage() {
  const { id } = useParams();
  if (!id || !/^\d+$/.test(id)) return <NotFound />;
  return <CheckInView eventId={Number(id)} />;
}

/** /admin/events/{id}/attendees (issue 22). */
import { useParams } from 'react-router';
import { NotFound } from '../../../components/NotFound';
import { AttendeesView } from '../../../features/events';

export default function EventAttendeesPage() {
  const { id } = useParams();
  if (!id || !/^\d+$/.test(id)) return <NotFound />;
  return <AttendeesView eventId={Number(id)} />;
}

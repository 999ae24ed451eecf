/** /admin/events: Upcoming, Past and Drafts (issue 22; spec 02 §2). */
import { EventsAdminList } from '../../../features/events-admin';

export default function EventsListPage() {
  return <EventsAdminList />;
}

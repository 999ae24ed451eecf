import { EventsAdminList } from '../../../features/events';
/** /admin/events: Upcoming, Past and Drafts (issue 22; spec 02 §2). */

export default function EventsListPage() {
  return <EventsAdminList />;
}

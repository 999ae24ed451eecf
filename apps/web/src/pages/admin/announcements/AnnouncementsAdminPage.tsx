/** /admin/announcement (spec 02 §2; gate generalAnnouncements on the route). */
import { AnnouncementsAdmin } from '../../../features/announcements';

export default function AnnouncementsAdminPage() {
  return <AnnouncementsAdmin />;
}

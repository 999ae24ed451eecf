import { AnnouncementsAdmin } from '../../../features/announcements';
/** /admin/announcement (spec 02 §2; gate generalAnnouncements on the route). */

export default function AnnouncementsAdminPage() {
  return <AnnouncementsAdmin />;
}

/**
 * Announcements (spec 02 §2 Global administration, §3-§9; spec 01 §2 Home dashboard banner;
 * issue 20): the admin screen under /admin/announcement and the member's banner on home.
 */
export { AnnouncementBanner } from './components/AnnouncementBanner';
export { AnnouncementsAdmin } from './components/AnnouncementsAdmin';

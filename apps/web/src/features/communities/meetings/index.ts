/** The meetings feature (issue 18): member and admin meeting screens, community asset management. */
export { AssetsAdminView } from '../assets/components/AssetsAdminView';
export { BookmarkedMeetingsView } from './components/BookmarkedMeetingsView';
export { CommunityMeetingsView } from './components/CommunityMeetingsView';
export { ExploreMeetingsView } from './components/ExploreMeetingsView';
export { MeetingDetailsView } from './components/MeetingDetailsView';
export { MeetingsAdminView } from './components/MeetingsAdminView';

/** The member-side meetings screens (issue 18) as one lazily loaded module. */
export { default as BookmarkedMeetingsPage } from './BookmarkedMeetingsPage';
export { default as CommunityMeetingsPage } from './CommunityMeetingsPage';
export { default as ExploreMeetingsPage } from './ExploreMeetingsPage';
export { default as MeetingDetailsPage } from './MeetingDetailsPage';

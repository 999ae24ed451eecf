/** Texts of the meetings screens (spec 02 §2, §8; chosen labels where the spec shows none). */
import { MEETING_MESSAGES } from '@portal/shared';

export const MEETING_TEXT = {
  ...MEETING_MESSAGES,
  meetings: 'Meetings',
  exploreTitle: 'Explore meetings',
  bookmarkedTitle: (n: number) => `Bookmarked meetings (${n})`,
  joinMeeting: 'Join meeting',
  /** A past meeting's card: its link is no use any more, so Join and Add to calendar give way to this. */
  meetingEnded: 'Meeting ended',
  addToCalendar: 'Add to calendar',
  details: 'View details',
  share: 'Share meeting',
  rsvp: 'RSVP',
  rsvpBy: (when: string) => `RSVP by ${when}`,
  going: (n: number) => `${n} going`,
  meetingIdLabel: 'Meeting ID',
  passwordLabel: 'Password',
  files: 'Files',
  backToMeetings: 'Back to meetings',
  allMeetings: 'All meetings',
  filters: 'Filters',
  communitiesFilter: 'Communities',
  typeFilter: 'Meeting type',
  statusFilter: 'Meeting status',
  typeAll: 'All',
  typeUpcoming: 'My upcoming meetings',
  typePast: 'Past meetings',
  clearAll: 'Clear all',
  seeAll: 'See all',
  upcomingMeetings: 'Upcoming meetings',
  loadMore: 'Load more',
  calendarFeed: 'Calendar feed',
  calendarFeedHelp:
    'Subscribe to this private address in your calendar app to see your meetings and event tickets. Anyone with the address can read it: revoke it if it was shared.',
  calendarFeedActive: 'A calendar feed address is active. Its address is shown only once, when it is created.',
  createFeed: 'Create calendar address',
  newFeed: 'Create a new address',
  revokeFeed: 'Revoke address',
  feedRevoked: 'Calendar address revoked',
  copyLink: 'Copy link',
  subscribeFeed: 'Subscribe in your calendar app',
} as const;

/** RSVP choices (spec 02 §3 RSVP status). */
export const RSVP_OPTIONS = [
  { value: 0, label: 'No response' },
  { value: 1, label: 'Going' },
  { value: 2, label: "Can't go" },
] as const;

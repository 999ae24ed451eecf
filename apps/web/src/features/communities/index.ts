/** The communities feature's surface: what pages and the app shell may import (issue 29 point 3). */
import { lazy } from 'react';
export {
  AboutView,
  BlacklistView,
  CommunityAdminLayout,
  ManagementView,
  MembersView,
  ModerationLogView,
  PostQueueView,
  ReportedCommentsView,
  ReportedPostsView,
  RequirementsView,
  SettingsView,
} from './admin';
export { ManagedCommunitiesCard } from './admin/components/ManagedCommunitiesCard';
export { CommunitiesLayout } from './components/CommunitiesLayout';
export { CommunityDetailsView, useCommunityOutlet } from './components/CommunityDetailsView';
export { CommunityIdRedirect } from './components/CommunityIdRedirect';
export { AboutTab, AssetsTab, DiscussionTab, MembersTab } from './components/CommunityTabs';
export { ExploreView } from './components/ExploreView';
export { FaqView } from './components/FaqView';
export { FavouriteCommunitiesView } from './components/FavouriteCommunitiesView';
export { HomeFeedView, SavedPostsView } from './components/HomeFeedView';
export { PostDetailsView } from './components/PostDetailsView';
export {
  AssetsAdminView,
  BookmarkedMeetingsView,
  CommunityMeetingsView,
  ExploreMeetingsView,
  MeetingDetailsView,
  MeetingsAdminView,
} from './meetings';

/** The home widget, loaded when first rendered (its own chunk). */
export const UpcomingMeetingsWidget = /* @__PURE__ */ lazy(
  () => import('./meetings/components/UpcomingMeetingsWidget'),
);

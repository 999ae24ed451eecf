/** The community admin area (spec 02 §2 Community admin area; issue 19): layout and page views. */
export { AboutView } from './components/AboutView';
export { BlacklistView } from './components/BlacklistView';
export { CommunityAdminLayout } from './components/CommunityAdminLayout';
export { CommunityForm, type CommunityFormValues } from './components/CommunityForm';
export { MembersView } from './components/MembersView';
export { ModerationLogView } from './components/ModerationLogView';
export { PostQueueView } from './components/PostQueueView';
export { ReportedCommentsView } from './components/ReportedCommentsView';
export { ReportedPostsView } from './components/ReportedPostsView';
export { RequirementsView } from './components/RequirementsView';
export { SettingsView } from './components/SettingsView';
export { adminPath } from './paths';
export { ManagedCommunitiesCard } from './components/ManagedCommunitiesCard';
export { ManagementView } from './components/management/ManagementView';

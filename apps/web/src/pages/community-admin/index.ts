/**
 * The community admin area's pages (spec 02 §2; issue 19) as one lazily loaded module: one dynamic
 * import for the whole area (see pages/content/index.ts for why).
 */
export { default as AdminAboutPage } from './AdminAboutPage';
export { default as AdminArchivedPage } from './AdminArchivedPage';
export { default as AdminBlacklistPage } from './AdminBlacklistPage';
export { default as AdminJoinQuestionsPage } from './AdminJoinQuestionsPage';
export { default as AdminMembersPage } from './AdminMembersPage';
export { default as AdminModerationLogPage } from './AdminModerationLogPage';
export { default as AdminPendingPage } from './AdminPendingPage';
export { default as AdminPostsPage } from './AdminPostsPage';
export { default as AdminRemovedMembersPage } from './AdminRemovedMembersPage';
export { default as AdminReportedCommentsPage } from './AdminReportedCommentsPage';
export { default as AdminReportedPostsPage } from './AdminReportedPostsPage';
export { default as AdminSettingsPage } from './AdminSettingsPage';
export { default as AdminTermsPage } from './AdminTermsPage';
export { default as CommunityAdminLayoutPage } from './CommunityAdminLayoutPage';

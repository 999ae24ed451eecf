/**
 * The community admin area under the admin shell (spec 02 §2 Community admin area; issue 19):
 * /admin/community/:id/{about | posts | pending | reported-posts | reported-comments | archived |
 * assets | requirements | requirements/join-questions | settings | members | removed-members |
 * blacklist | meetings | log}. The assets and meetings pages come from the meetings area
 * (`communityAdminMeetingsRoutes`, issue 18).
 */
import { Navigate, type RouteObject } from 'react-router';
import { communityAdminMeetingsRoutes } from './community-meetings-routes';
import { lazyPage } from './lazy-page';

type Pages = typeof import('../../pages/community-admin');

function page(name: keyof Pages, title: string) {
  return lazyPage(() => import('../../pages/community-admin').then((p) => ({ default: p[name] })), title);
}

/** The /admin/community/:id route (a child of the admin layout route). */
export function communityAdminRoutes(): RouteObject {
  return {
    path: 'community/:id',
    element: page('CommunityAdminLayoutPage', 'Community admin'),
    children: [
      { index: true, element: <Navigate to="about" replace /> },
      { path: 'about', element: page('AdminAboutPage', 'About') },
      { path: 'posts', element: page('AdminPostsPage', 'All posts') },
      { path: 'pending', element: page('AdminPendingPage', 'Posts pending approval') },
      { path: 'reported-posts', element: page('AdminReportedPostsPage', 'Reported posts') },
      { path: 'reported-comments', element: page('AdminReportedCommentsPage', 'Reported comments') },
      { path: 'archived', element: page('AdminArchivedPage', 'Archived posts') },
      { path: 'requirements', element: page('AdminTermsPage', 'Membership requirements') },
      { path: 'requirements/join-questions', element: page('AdminJoinQuestionsPage', 'Join questions') },
      { path: 'settings', element: page('AdminSettingsPage', 'Admin settings') },
      { path: 'members', element: page('AdminMembersPage', 'Members') },
      { path: 'removed-members', element: page('AdminRemovedMembersPage', 'Removed members') },
      { path: 'blacklist', element: page('AdminBlacklistPage', 'Blacklist') },
      { path: 'log', element: page('AdminModerationLogPage', 'Moderation log') },
      ...communityAdminMeetingsRoutes(),
    ],
  };
}

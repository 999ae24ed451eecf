/**
 * Routes of the member-side communities area under the configured route family (spec 02 §2:
 * /communities, /workspaces or /hubs): home, explore, saved-posts, faq, {alias} with its tabs
 * (About, posts, members, resources, meetings and meetings/{id}), {alias}/posts/{id}. Every
 * screen loads lazily from one module (pages/communities/index.ts); only these route objects are
 * in the entry.
 */
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { communityMeetingsTabRoutes } from './community-meetings-routes';
import { lazyPage } from './lazy-page';

type CommunityPages = typeof import('../../pages/communities/index');

const load = <K extends keyof CommunityPages>(name: K) =>
  import('../../pages/communities/index').then((pages) => ({ default: pages[name] as React.ComponentType }));

/** A page with its title (document title, gate handling of the shell). */
function page(name: keyof CommunityPages, title: string) {
  return lazyPage(() => load(name), title);
}

/** A layout or tab element that sets no title of its own (the community's name is the title). */
function element(name: keyof CommunityPages) {
  const Component = lazy(() => load(name));
  return <Component />;
}

/** Children of the route family's path; `label` is "Communities", "Workspaces" or "Hubs". */
export function buildCommunitiesRoutes(label: string): RouteObject[] {
  return [
    { path: 'explore', element: page('ExploreCommunitiesPage', 'Explore communities') },
    {
      element: element('CommunitiesLayoutPage'),
      children: [
        { index: true, element: page('CommunitiesHomePage', label) },
        { path: 'saved-posts', element: page('SavedPostsPage', 'Saved posts') },
        { path: 'faq', element: page('CommunityFaqPage', 'Frequently asked questions') },
        { path: ':alias/posts/:postId', element: page('PostDetailsPage', 'Post') },
        {
          path: ':alias',
          element: element('CommunityPage'),
          children: [
            { index: true, element: element('CommunityAboutPage') },
            { path: 'posts', element: element('CommunityPostsPage') },
            { path: 'members', element: element('CommunityMembersPage') },
            { path: 'resources', element: element('CommunityAssetsPage') },
            ...communityMeetingsTabRoutes(),
          ],
        },
      ],
    },
  ];
}

/** The /community/{id} page: resolves the id to the alias route (home dashboard links). */
export function communityIdPage() {
  return page('CommunityIdPage', 'Community');
}

/**
 * Routes of the directories and profiles (spec 03 §2 Directories and profiles, Settings
 * /settings/profile-visibility; issue 16): /members, /profile, /profile/{id}, /organisations,
 * /organisation/{id}, behind member_directory or organisation_directory. The screens load lazily
 * from one module (pages/directory/index.ts).
 */
import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';

type DirectoryPages = typeof import('../../pages/directory/index');

function page(name: keyof DirectoryPages, title: string, gate: Parameters<typeof lazyPage>[2]) {
  return lazyPage(
    () => import('../../pages/directory/index').then((pages) => ({ default: pages[name] as React.ComponentType })),
    title,
    gate,
  );
}

const members = { feature: 'member_directory' } as const;
const organisations = { feature: 'organisation_directory' } as const;

/** The main routes of the directories (replacing the placeholders). */
export function directoryRoutes(): RouteObject[] {
  return [
    { path: 'members', element: page('MemberDirectoryPage', 'Member directory', members) },
    { path: 'profile', element: page('MyProfilePage', 'My profile', members) },
    { path: 'profile/:id', element: page('MemberProfilePage', 'Member profile', members) },
    { path: 'organisations', element: page('OrganisationDirectoryPage', 'Organisation directory', organisations) },
    { path: 'organisation/:id', element: page('OrganisationProfilePage', 'Organisation', organisations) },
  ];
}

/** The settings child /settings/profile-visibility. */
export function profileVisibilityRoute(): RouteObject {
  return { path: 'profile-visibility', element: page('ProfileVisibilityPage', 'Profile visibility', members) };
}

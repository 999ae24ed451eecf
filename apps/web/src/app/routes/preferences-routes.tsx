/**
 * Routes of issue 16 (spec 03 §2 Settings pages in scope): the four interests and communication-
 * preference screens and manage-find-an-ot inside /settings, each behind its gate (the settings
 * feature plus its sub-feature, or the preferences-and-interests sub-feature; Find an OT also needs
 * the Member contact type through the tenant's access rules), and the public /find-an-ot page
 * (beyond the spec) that opens with or without a session.
 */
import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';

type PreferencesPages = typeof import('../../pages/preferences/index');

function page(name: keyof PreferencesPages, title: string, gate: Parameters<typeof lazyPage>[2]) {
  return lazyPage(
    () => import('../../pages/preferences/index').then((pages) => ({ default: pages[name] as React.ComponentType })),
    title,
    gate,
  );
}

/** The five settings routes, in the order of the placeholders they replace. */
export function preferencesSettingsRoutes(): RouteObject[] {
  return [
    {
      path: 'user-interests',
      element: page('UserInterestsPage', 'My Areas of Interest', {
        parent: 'preferences_and_interests',
        sub: 'user_areas_of_interest',
      }),
    },
    {
      path: 'area-of-interests',
      element: page('AreaOfInterestsPage', 'Practice Areas of Interest', {
        parent: 'preferences_and_interests',
        sub: 'practice_areas_of_interest',
      }),
    },
    {
      path: 'user-communication-preferences',
      element: page('UserCommunicationPreferencesPage', 'My communication preferences', {
        parent: 'preferences_and_interests',
        sub: 'user_communication_preferences',
      }),
    },
    {
      path: 'communication-preferences',
      element: page('CommunicationPreferencesPage', 'Communication preferences', {
        parent: 'preferences_and_interests',
        sub: 'communication_preferences',
      }),
    },
    {
      path: 'manage-find-an-ot',
      element: page('ManageFindAnOtPage', "Manage 'Find an OT'", { parent: 'settings', sub: 'find_an_ot' }),
    },
  ];
}

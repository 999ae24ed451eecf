/**
 * The account settings routes of issue 14 (spec 01 §2 Settings routes): index (→ account details),
 * account-details, change-password, organisation-details, dietary-and-special-requirements,
 * contact-us, privacy, profile-details, notifications. `settingsChildren(others)` answers the
 * children of /settings inside the settings frame (side menu); other issues pass their routes as
 * `others` to sit beside these.
 */
import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';

type SettingsPages = typeof import('../../pages/settings/index');

const load = <K extends keyof SettingsPages>(name: K) =>
  import('../../pages/settings/index').then((pages) => ({ default: pages[name] as React.ComponentType }));

function page(name: keyof SettingsPages, title: string, gate?: Parameters<typeof lazyPage>[2]) {
  return lazyPage(() => load(name), title, gate);
}

const Layout = lazy(() => load('SettingsLayoutPage'));

/** The settings area's own routes (issue 14). */
export function accountSettingsRoutes(): RouteObject[] {
  return [
    { index: true, element: <Navigate to="/settings/account-details" replace /> },
    { path: 'account-details', element: page('AccountDetailsPage', 'Account details') },
    { path: 'change-password', element: page('ChangePasswordPage', 'Change password') },
    { path: 'organisation-details', element: page('OrganisationDetailsPage', 'Organisation details') },
    {
      path: 'dietary-and-special-requirements',
      element: page('DietaryRequirementsPage', 'Dietary & special requirements'),
    },
    { path: 'contact-us', element: page('ContactUsPage', 'Contact us') },
    { path: 'privacy', element: page('PrivacyPage', 'Privacy') },
    {
      path: 'profile-details',
      element: page('ProfileDetailsPage', 'Profile details', { feature: 'member_directory' }),
    },
    {
      path: 'notifications',
      element: page('NotificationSettingsPage', 'Notification settings', { feature: 'communities' }),
    },
  ];
}

/** Children of /settings: the settings frame holding issue 14's routes and `others`. */
export function settingsChildren(others: RouteObject[]): RouteObject[] {
  return [{ element: <Layout />, children: [...accountSettingsRoutes(), ...others] }];
}

/**
 * Top navigation entries (spec 01 §2 Shell and navigation): Communities, Events, News & Resources
 * (a dropdown with News and Resources, each on the all-categories category), Marketplace; each only
 * when the feature is on and the user passes its access rules.
 */
import { type AccessSubject, canUseFeature, type CommunitiesRoute, type TenantConfig } from '@portal/shared';
import { communitiesLabel, NEWS_HOME, RESOURCES_HOME } from '../../lib/paths';

export interface NavItem {
  key: string;
  label: string;
  /** Target path; absent for a dropdown parent. */
  to?: string;
  /** Path prefix that marks the entry active. */
  match?: string;
  children?: NavItem[];
}

/** Builds the visible top navigation for this tenant and user. */
export function buildNavItems(
  tenant: TenantConfig,
  user: AccessSubject | null,
  communitiesRoute: CommunitiesRoute,
): NavItem[] {
  const can = (key: Parameters<typeof canUseFeature>[1]) => canUseFeature(tenant.features, key, user);
  const items: NavItem[] = [];
  if (can('communities')) {
    items.push({
      key: 'communities',
      label: communitiesLabel(communitiesRoute),
      to: communitiesRoute,
      match: communitiesRoute,
    });
  }
  if (can('events')) items.push({ key: 'events', label: 'Events', to: '/events', match: '/events' });
  const library: NavItem[] = [];
  if (can('news')) library.push({ key: 'news', label: 'News', to: NEWS_HOME, match: '/news' });
  if (can('resources')) library.push({ key: 'resources', label: 'Resources', to: RESOURCES_HOME, match: '/resources' });
  if (library.length > 0) items.push({ key: 'news-resources', label: 'News & Resources', children: library });
  if (can('marketplace'))
    items.push({ key: 'marketplace', label: 'Marketplace', to: '/marketplace', match: '/marketplace' });
  return items;
}

/** True when `pathname` is inside the entry (or one of its children). */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  if (item.children) return item.children.some((child) => isNavItemActive(child, pathname));
  const base = item.match ?? item.to;
  return !!base && (pathname === base || pathname.startsWith(`${base}/`));
}

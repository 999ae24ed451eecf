/**
 * Paths of the community admin area (spec 02 §2 Community admin area; issue 19):
 * /admin/community/{id}/{page}. Page keys are this app's choice (recorded in docs/spec-coverage.md).
 */
import { getRuntimeConfig } from '../../../lib/runtime-config';

export const ADMIN_PAGES = [
  'about',
  'posts',
  'pending',
  'reported-posts',
  'reported-comments',
  'archived',
  'assets',
  'requirements',
  'settings',
  'members',
  'removed-members',
  'blacklist',
  'meetings',
  'log',
] as const;
export type AdminPage = (typeof ADMIN_PAGES)[number];

/** The admin page `page` of community `id`. */
export const adminPath = (id: number, page: AdminPage = 'about') => `/admin/community/${id}/${page}`;

/** The member-side page of a community (its alias) and the communities dashboard. */
export const memberCommunityPath = (alias: string) =>
  `${getRuntimeConfig().communitiesRoute}/${encodeURIComponent(alias)}`;
export const communitiesDashboardPath = () => getRuntimeConfig().communitiesRoute;

/**
 * Engagement tracking (spec 01 §7 Engagement: POST api/engagement/track, fire and forget; errors
 * logged only). Sent only when the tenant's engagement_analytics feature is on.
 */
import { type EngagementTrackInput, isFeatureEnabled } from '@portal/shared';
import { apiA } from './api';
import { getCurrentTenant } from './runtime-config';

/** Posts one engagement event without waiting; failures go to the console. */
export function trackEngagement(event: EngagementTrackInput): void {
  if (!isFeatureEnabled(getCurrentTenant().features, 'engagement_analytics')) return;
  apiA.post<void>('/api/engagement/track', event, { silent: true, keepalive: true }).catch((error: unknown) => {
    console.warn('Engagement tracking failed', error);
  });
}

/**
 * Page views are tracked on every route except event, community, news-detail and
 * resource-detail paths (spec 01 §2), which track their own entity views.
 */
export function isPageViewTracked(pathname: string, communitiesRoute: string): boolean {
  const eventListPages = /^\/events\/(discover|attending|past-events|my-invites|your-preferences|calendar)(\/|$)/;
  if (/^\/events\/[^/]+/.test(pathname) && !eventListPages.test(pathname)) return false;
  if (pathname.startsWith(`${communitiesRoute}/`) || pathname.startsWith('/community/')) return false;
  if (/^\/(news|resources)\/details\//.test(pathname)) return false;
  return true;
}

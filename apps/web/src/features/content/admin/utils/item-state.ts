/**
 * The authoring state of an item (CONTENT_ADMIN_STATES, the same rule as the server's list filter):
 * draft, archived, scheduled (visible status, publish start date in the future) or published.
 */
import type { ContentAdminItem, ContentAdminState } from '@portal/shared';

/** State of an item at `now` (ms). */
export function itemState(
  item: Pick<ContentAdminItem, 'status' | 'publishStartDate'>,
  now = Date.now(),
): ContentAdminState {
  if (item.status === 'draft' || item.status === 'archived') return item.status;
  if (item.publishStartDate && new Date(item.publishStartDate).getTime() > now) return 'scheduled';
  return 'published';
}

/** Tag colour of each state. */
export const STATE_COLOURS: Record<ContentAdminState, string> = {
  draft: 'default',
  scheduled: 'blue',
  published: 'green',
  archived: 'orange',
};

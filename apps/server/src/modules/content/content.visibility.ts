/**
 * The viewer of a content request and what a cached content answer depends on (spec 03 §4
 * Content visibility by segment, §6; issue #5). Who sees which item is decided in
 * policies/content.ts and applied as SQL by content-visibility.repository.ts.
 */
import type { Actor, AppContext } from '../../context';
import { type ContentViewer, contentViewerOf } from '../../policies/content';
import { nextScheduledPublish } from './content.repository';

/**
 * The viewer of a request and its abilities. Its segments come with the session lookup, so the
 * visibility a query applies is the one a cached answer is keyed by (visibilityKey).
 */
export async function loadViewer(_ctx: AppContext, actor: Actor): Promise<ContentViewer> {
  return contentViewerOf(actor);
}

/**
 * What visibility depends on (every segment, or this set of segments): viewers with the same key
 * see the same items, so an answer that depends on nothing else can be shared by them
 * (lib/read-cache.ts `sharedKey`).
 */
export function visibilityKey(viewer: ContentViewer): string {
  return viewer.allSegments ? 'segments:all' : `segments:${viewer.segmentIds.join(',')}`;
}

/** Per database (tests run several apps in one process). */
const scheduledByDb = new WeakMap<object, { version: number; at: number }>();

/**
 * When the next scheduled item comes out (epoch ms; Infinity when none is scheduled): until then a
 * content answer built now stays true by itself (lib/read-cache.ts). Remembered per content read
 * version (any change to an item raises it) until that moment passes; derived data only.
 */
export async function nextPublishAt(ctx: AppContext, version: number): Promise<number> {
  const scheduled = scheduledByDb.get(ctx.db);
  if (scheduled && scheduled.version === version && scheduled.at > Date.now()) return scheduled.at;
  const at = await nextScheduledPublish(ctx.db);
  scheduledByDb.set(ctx.db, { version, at });
  return at;
}

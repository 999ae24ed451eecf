/**
 * Demo events (issue #4 Demo data): 40 events from six months ago to nine months ahead (dates are
 * offsets from `now`): free and paid single-click events, multi-ticket events with several types,
 * one nearly sold out and one sold out, conferences (multi-day, with sessions), CPD events with
 * cpdDetails, presenters, attachments (docs and links), one draft (staff only); tickets of other
 * members; and for member@example.org upcoming and past tickets (one with dietary needs, one
 * conference) and three favourites. Texts (topics, agendas, presenters and bios, session titles,
 * sponsors, categories and tags) come from the tenant's corpus (`./corpus/<tenant>/events.ts`, issue
 * 21); each event's cover carries its initials. Deterministic (fixed choices); every table is
 * written in one bulk insert; `sold` is recounted from the tickets at the end. The steps live in
 * ./events/ and run in the order below.
 */
import { getTenant, type TenantId } from '@portal/shared';
import { count } from 'drizzle-orm';
import type { FileStorage } from '../../modules/files';
import type { Executor } from '../raw-query';
import { eventCategories, eventLocations, events, eventTypes } from '../schema';
import { corpusFor } from './corpus';
import { planEvents } from './events/plan-events';
import {
  seedAttachments,
  seedEventFiles,
  seedEventRows,
  seedEventTaxonomy,
  seedPrices,
  seedTagsAndSessions,
} from './events/rows.seed';
import { seedTickets } from './events/tickets.seed';

export {
  EVENT_CATEGORY_LABELS,
  EVENT_TYPE_LABELS,
  NEARLY_SOLD_OUT_INDEX,
  SOLD_OUT_INDEX,
} from './events/plans';

export interface SeedEventsOptions {
  storage: FileStorage;
  /** Whose corpus the texts come from (default `ota`). */
  tenant?: TenantId;
  now?: Date;
}

/** Seeds the demo events once: skipped when any event exists. */
export async function seedEvents(db: Executor, options: SeedEventsOptions): Promise<boolean> {
  const [{ n }] = await db.select({ n: count() }).from(events);
  if (Number(n) > 0) return false;
  await db.delete(eventTypes);
  await db.delete(eventCategories);
  await db.delete(eventLocations);
  const corpus = corpusFor(options.tenant).events;
  const { website } = getTenant(options.tenant ?? 'ota');
  const now = options.now ?? new Date();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());

  const taxonomy = await seedEventTaxonomy(db, corpus);
  // The avatar URL needs the stored file's id: plan with a placeholder, then fill in URL and covers.
  const draft = planEvents({ corpus, website, today, ...taxonomy, avatarUrl: '' });
  const files = await seedEventFiles(
    db,
    options.storage,
    draft.map((p) => p.event.title),
    options.tenant ?? 'ota',
  );
  const plans = planEvents({ corpus, website, today, ...taxonomy, avatarUrl: files.avatarUrl });
  plans.forEach((p, i) => {
    p.event.featureImgId = files.covers[i];
    p.event.listingImgId = files.covers[i];
  });
  const eventIds = await seedEventRows(db, plans);
  const pricesOf = await seedPrices(db, plans, eventIds);
  await seedTagsAndSessions(db, plans, eventIds);
  await seedAttachments(db, eventIds, files.fileId, website);
  await seedTickets(db, plans, eventIds, pricesOf);
  return true;
}

/**
 * Demo events (issue #4 Demo data): 40 events from six months ago to nine months ahead (dates are
 * offsets from `now`): free and paid single-click events, multi-ticket events with several types,
 * one nearly sold out and one sold out, conferences (multi-day, with sessions), CPD events with
 * cpdDetails, presenters, attachments (docs and links), one draft (staff only); tickets of other
 * members; and for member@example.org upcoming and past tickets (one with dietary needs, one
 * conference) and three favourites. Deterministic (faker seed 4004, fixed choices); every table is
 * written in one bulk insert; `sold` is recounted from the tickets at the end. The steps live in
 * ./events/ and run in the order below.
 */
import { en, en_AU, Faker } from '@faker-js/faker';
import { count } from 'drizzle-orm';
import type { FileStorage } from '../../modules/files/storage';
import type { Executor } from '../raw-query';
import { eventCategories, eventLocations, events, eventTypes } from '../schema';
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
  now?: Date;
}

/** Seeds the demo events once: skipped when any event exists. */
export async function seedEvents(db: Executor, options: SeedEventsOptions): Promise<boolean> {
  const [{ n }] = await db.select({ n: count() }).from(events);
  if (Number(n) > 0) return false;
  await db.delete(eventTypes);
  await db.delete(eventCategories);
  await db.delete(eventLocations);
  const faker = new Faker({ locale: [en_AU, en], seed: 4004 });
  faker.setDefaultRefDate(new Date('2026-01-01T00:00:00Z'));
  const now = options.now ?? new Date();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());

  const taxonomy = await seedEventTaxonomy(db);
  const files = await seedEventFiles(db, options.storage);
  const plans = planEvents({ faker, today, ...taxonomy, covers: files.covers, avatarUrl: files.avatarUrl });
  const eventIds = await seedEventRows(db, plans);
  const pricesOf = await seedPrices(db, plans, eventIds);
  await seedTagsAndSessions(db, plans, eventIds);
  await seedAttachments(db, eventIds, files.fileId);
  await seedTickets(db, plans, eventIds, pricesOf);
  return true;
}

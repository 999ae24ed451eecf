/**
 * Events seed, the rows around the plans: taxonomy (types, categories, locations, tags), the event
 * files, then the events, their prices, tags, sessions and attachments, each in one bulk insert.
 */
import { sql } from 'drizzle-orm';
import type { TenantId } from '@portal/shared';
import { createCoverArt, makePdf, makePng, type FileStorage, newStorageKey } from '../../../modules/files';
import type { Executor } from '../../raw-query';
import {
  eventAttachments,
  eventCategories,
  eventFiles,
  eventLocations,
  events,
  eventSessions,
  eventTags,
  eventTicketPrices,
  eventTypes,
} from '../../schema';
import { type EventPlan, localTime } from './plan-events';
import type { EventsCorpus } from '../corpus';
import { DAY_MS, EVENT_TYPE_LABELS, LOCATIONS } from './plans';

/** A ticket price as inserted. */
export interface PriceRow {
  id: number;
  eventId: number;
  amountCents: number;
  sortOrder: number;
  capacity: number | null;
}

/** Writes event types, categories (corpus) and locations, and the corpus tags missing from `community_tags`; returns them. */
export async function seedEventTaxonomy(db: Executor, corpus: EventsCorpus) {
  const EVENT_TAG_NAMES = corpus.tags;
  const types = await db
    .insert(eventTypes)
    .values(EVENT_TYPE_LABELS.map((label, sortOrder) => ({ label, sortOrder })))
    .returning();
  const categories = await db
    .insert(eventCategories)
    .values(corpus.categories.map((label, sortOrder) => ({ label, sortOrder })))
    .returning();
  const locations = await db
    .insert(eventLocations)
    .values(LOCATIONS.map(([label], sortOrder) => ({ label, sortOrder })))
    .returning();
  await db.execute(
    sql`insert into community_tags (name) select unnest(${`{${EVENT_TAG_NAMES.join(',')}}`}::text[]) on conflict do nothing`,
  );
  const tagRows = (await db.execute(
    sql`select id, name from community_tags where lower(name) = any(${`{${EVENT_TAG_NAMES.map((t) => t.toLowerCase()).join(',')}}`}::text[])`,
  )) as unknown as {
    rows: { id: number; name: string }[];
  };
  const tagIds = tagRows.rows.map((r) => Number(r.id)).sort((a, b) => a - b);
  const typeId = (label: string) => types.find((t) => t.label === label)?.id as number;
  return { typeId, categories, locations, tagIds };
}

/**
 * Stores and writes a cover per subject of the event titles (issue 32: Fluent Emoji art in the
 * tenant's palette at twice the event header's size), a small avatar and two PDFs (bytes written in
 * parallel); returns their ids (`covers[i]` for `titles[i]`).
 */
export async function seedEventFiles(db: Executor, storage: FileStorage, titles: string[], tenant: TenantId) {
  const files: (typeof eventFiles.$inferInsert)[] = [];
  const writes: Promise<void>[] = [];
  const addFile = (bytes: Buffer, filename: string, mimeType: string, ext: string) => {
    const storageKey = newStorageKey(ext);
    writes.push(storage.put(storageKey, bytes, mimeType));
    files.push({ storageKey, filename, mimeType, size: bytes.length });
  };
  const art = createCoverArt(tenant);
  const subjects = [...new Set(titles.map((t) => art.subjectOf(t)))];
  const covers = await Promise.all(
    subjects.map((subject) => art.cover(titles.find((t) => art.subjectOf(t) === subject) as string, 'event')),
  );
  for (const cover of covers) addFile(cover.bytes, `event-cover-${cover.subject}.webp`, 'image/webp', 'webp');
  addFile(makePng([220, 220, 220], [120, 120, 120], 96, 96), 'presenter.png', 'image/png', 'png');
  addFile(await makePdf('Event programme', 2), 'event-programme.pdf', 'application/pdf', 'pdf');
  addFile(await makePdf('Pre-reading pack', 3), 'pre-reading.pdf', 'application/pdf', 'pdf');
  await Promise.all(writes);
  const fileRows = await db
    .insert(eventFiles)
    .values(files)
    .returning({ id: eventFiles.id, filename: eventFiles.filename });
  const fileId = (name: string) => fileRows.find((f) => f.filename === name)?.id as string;
  return {
    fileId,
    covers: titles.map((t) => fileId(`event-cover-${art.subjectOf(t)}.webp`)),
    avatarUrl: `/api/event/image/${fileId('presenter.png')}`,
  };
}

/** Writes the events; returns their ids in plan order. */
export async function seedEventRows(db: Executor, plans: EventPlan[]): Promise<number[]> {
  const inserted = await db
    .insert(events)
    .values(plans.map((p) => p.event))
    .returning({ id: events.id, startUtc: events.startUtc });
  // Insert order is kept by RETURNING for a multi-row VALUES insert; sort by start to be sure.
  return inserted.sort((a, b) => a.startUtc.getTime() - b.startUtc.getTime()).map((r) => r.id);
}

/** Writes the ticket prices; returns event i's prices in sort order. */
export async function seedPrices(
  db: Executor,
  plans: EventPlan[],
  eventIds: number[],
): Promise<(i: number) => PriceRow[]> {
  const priceRows = await db
    .insert(eventTicketPrices)
    .values(
      plans.flatMap((p, i) => p.prices.map((price, sortOrder) => ({ eventId: eventIds[i], sortOrder, ...price }))),
    )
    .returning({
      id: eventTicketPrices.id,
      eventId: eventTicketPrices.eventId,
      amountCents: eventTicketPrices.amountCents,
      sortOrder: eventTicketPrices.sortOrder,
      capacity: eventTicketPrices.capacity,
    });
  return (i) => priceRows.filter((r) => r.eventId === eventIds[i]).sort((a, b) => a.sortOrder - b.sortOrder);
}

/** Writes the event tags and the sessions (local times turned into UTC in the event's IANA zone). */
export async function seedTagsAndSessions(db: Executor, plans: EventPlan[], eventIds: number[]): Promise<void> {
  await db.insert(eventTags).values(plans.flatMap((p, i) => p.tags.map((tagId) => ({ eventId: eventIds[i], tagId }))));
  const sessionRows = plans.flatMap((p, i) =>
    p.sessions.map((s) => {
      const zone = p.event.timeZone as string;
      const localMidnight = p.day0 + s.day * DAY_MS;
      return {
        eventId: eventIds[i],
        title: s.title,
        startUtc: localTime(localMidnight, s.from, zone),
        endUtc: localTime(localMidnight, s.to, zone),
        timeZone: zone,
      };
    }),
  );
  if (sessionRows.length) await db.insert(eventSessions).values(sessionRows);
}

/** Writes attachments: two documents and two links on every third event, a slides link on the next. */
export async function seedAttachments(
  db: Executor,
  eventIds: number[],
  fileId: (name: string) => string,
  website: string,
): Promise<void> {
  await db.insert(eventAttachments).values(
    eventIds.flatMap((eventId, i) =>
      i % 3 === 0
        ? [
            { eventId, kind: 'docs', name: 'Event programme', fileId: fileId('event-programme.pdf'), sortOrder: 0 },
            { eventId, kind: 'docs', name: 'Pre-reading pack', fileId: fileId('pre-reading.pdf'), sortOrder: 1 },
            { eventId, kind: 'links', name: 'Venue map', url: 'https://maps.example.org/venue', sortOrder: 0 },
            {
              eventId,
              kind: 'links',
              name: 'Practice guidelines',
              url: `${website}/guidelines`,
              sortOrder: 1,
            },
          ]
        : i % 3 === 1
          ? [
              {
                eventId,
                kind: 'links',
                name: 'Recording and slides',
                url: `${website}/events/${i + 1}/slides`,
                sortOrder: 0,
              },
            ]
          : [],
    ),
  );
}

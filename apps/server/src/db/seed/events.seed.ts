/**
 * Demo events (issue #4 Demo data): 40 events from six months ago to nine months ahead (dates are
 * offsets from `now`): free and paid single-click events, multi-ticket events with several types,
 * one nearly sold out and one sold out, conferences (multi-day, with sessions), CPD events with
 * cpdDetails, presenters, attachments (docs and links), one draft (staff only); tickets of other
 * members; and for member@example.org upcoming and past tickets (one with dietary needs, one
 * conference) and three favourites. Deterministic (faker seed 4004, fixed choices); every table is
 * written in one bulk insert; `sold` is recounted from the tickets at the end.
 */
import { en, en_AU, Faker } from '@faker-js/faker';
import { count, sql } from 'drizzle-orm';
import { makePdf, makePng } from '../../modules/files/demo-files';
import { type FileStorage, newStorageKey } from '../../modules/files/storage';
import type { Db } from '../client';
import {
  accounts,
  eventAttachments,
  eventCategories,
  eventFavourites,
  eventFiles,
  eventLocations,
  events,
  eventSessions,
  eventTags,
  eventTicketPrices,
  eventTickets,
  eventTypes,
} from '../schema';

export interface SeedEventsOptions {
  storage: FileStorage;
  now?: Date;
}

export const EVENT_TYPE_LABELS = ['Workshop', 'Webinar', 'Conference', 'Seminar', 'Course', 'Networking', 'Meeting'];
export const EVENT_CATEGORY_LABELS = [
  'Clinical practice',
  'Professional practice',
  'Research and evidence',
  'Leadership and management',
  'Ethics and law',
];
/** Locations and their UTC offsets in minutes (standard time). */
const LOCATIONS: [string, number][] = [
  ['Sydney', 600],
  ['Melbourne', 600],
  ['Brisbane', 600],
  ['Perth', 480],
  ['Adelaide', 570],
  ['Hobart', 600],
  ['Online', 600],
];
const EVENT_TAG_NAMES = [
  'Telehealth',
  'NDIS',
  'Research',
  'CPD',
  'Leadership',
  'Ethics',
  'Assessment',
  'Wellbeing',
  'Rural practice',
  'Dementia',
];
const TOPICS = [
  'Sensory processing in the classroom',
  'Falls prevention in the home',
  'Telehealth that works',
  'NDIS plan reviews made simple',
  'Splinting for the hand therapist',
  'School readiness assessment',
  'Home modifications for ageing in place',
  'Driver assessment essentials',
  'Dementia-friendly environments',
  'Clinical supervision models',
  'Goal setting with clients',
  'Measuring outcomes in practice',
  'Report writing for funders',
  'Pressure care and seating',
  'Mental health and occupation',
  'Return to work planning',
  'Assistive technology update',
  'Cognitive assessment tools',
  'Paediatric feeding',
  'Leading a private practice',
];

const DAY_MS = 86_400_000;

type Kind = 'free' | 'paid' | 'multi' | 'cpd' | 'conference' | 'networking' | 'seminar' | 'course';
const KINDS: Kind[] = ['free', 'paid', 'multi', 'cpd', 'conference', 'networking', 'seminar', 'course'];
const TYPE_OF: Record<Kind, string> = {
  free: 'Webinar',
  paid: 'Workshop',
  multi: 'Workshop',
  cpd: 'Course',
  conference: 'Conference',
  networking: 'Networking',
  seminar: 'Seminar',
  course: 'Course',
};

/** Index of the nearly sold-out event and of the sold-out one (both upcoming). */
export const NEARLY_SOLD_OUT_INDEX = 21;
export const SOLD_OUT_INDEX = 22;
const DRAFT_INDEX = 39;

/** Seeds the demo events once: skipped when any event exists. */
export async function seedEvents(db: Db, options: SeedEventsOptions): Promise<boolean> {
  const [{ n }] = await db.select({ n: count() }).from(events);
  if (Number(n) > 0) return false;
  await db.delete(eventTypes);
  await db.delete(eventCategories);
  await db.delete(eventLocations);
  const faker = new Faker({ locale: [en_AU, en], seed: 4004 });
  faker.setDefaultRefDate(new Date('2026-01-01T00:00:00Z'));
  const now = options.now ?? new Date();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());

  const types = await db
    .insert(eventTypes)
    .values(EVENT_TYPE_LABELS.map((label, sortOrder) => ({ label, sortOrder })))
    .returning();
  const categories = await db
    .insert(eventCategories)
    .values(EVENT_CATEGORY_LABELS.map((label, sortOrder) => ({ label, sortOrder })))
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

  // Files: six covers, a small avatar, a programme PDF (written in parallel).
  const palette: [number, number, number][] = [
    [0, 76, 88],
    [0, 150, 136],
    [84, 123, 4],
    [236, 109, 25],
    [103, 58, 183],
    [47, 167, 117],
  ];
  const files: (typeof eventFiles.$inferInsert)[] = [];
  const writes: Promise<void>[] = [];
  const addFile = (bytes: Buffer, filename: string, mimeType: string, ext: string) => {
    const storageKey = newStorageKey(ext);
    writes.push(options.storage.put(storageKey, bytes));
    files.push({ storageKey, filename, mimeType, size: bytes.length });
  };
  for (const [i, c] of palette.entries())
    addFile(makePng(c, palette[(i + 3) % palette.length], 480, 270), `event-cover-${i + 1}.png`, 'image/png', 'png');
  addFile(makePng([220, 220, 220], [120, 120, 120], 96, 96), 'presenter.png', 'image/png', 'png');
  addFile(await makePdf('Event programme', 2), 'event-programme.pdf', 'application/pdf', 'pdf');
  addFile(await makePdf('Pre-reading pack', 3), 'pre-reading.pdf', 'application/pdf', 'pdf');
  await Promise.all(writes);
  const fileRows = await db
    .insert(eventFiles)
    .values(files)
    .returning({ id: eventFiles.id, filename: eventFiles.filename });
  const fileId = (name: string) => fileRows.find((f) => f.filename === name)?.id as string;
  const covers = palette.map((_, i) => fileId(`event-cover-${i + 1}.png`));
  const avatarUrl = `/api/event/image/${fileId('presenter.png')}`;

  const typeId = (label: string) => types.find((t) => t.label === label)?.id as number;
  const presenterPool = Array.from({ length: 12 }, (_, i) => ({
    name: `${faker.person.firstName()} ${faker.person.lastName()}`,
    role: ['Senior Occupational Therapist', 'Clinical Lead', 'Researcher', 'Practice Owner'][i % 4],
    profileImageUrl: i % 3 === 0 ? null : avatarUrl,
    profileDesc: `<p>${faker.lorem.sentences(2)}</p>`,
  }));
  const paragraphs = Array.from({ length: 20 }, () => faker.lorem.paragraph(3));

  type Plan = {
    event: typeof events.$inferInsert;
    prices: { name: string; amountCents: number; capacity: number | null }[];
    sessions: { title: string; day: number; from: number; to: number }[];
    tags: number[];
    filler: number;
    /** The first day's local midnight, as a UTC timestamp (ms). */
    day0: number;
  };
  const plans: Plan[] = [];
  for (let i = 0; i < 40; i++) {
    const kind = KINDS[i % KINDS.length];
    const [locationLabel, offset] = kind === 'free' ? LOCATIONS[6] : LOCATIONS[i % 6];
    const dayOffset = -180 + Math.round((i * 450) / 39);
    const days = kind === 'conference' ? 3 : kind === 'seminar' ? 2 : 1;
    const startHour = kind === 'free' ? 12 : 9;
    const start = new Date(today + dayOffset * DAY_MS + (startHour * 60 - offset) * 60_000);
    const lastDay = new Date(start.getTime() + (days - 1) * DAY_MS);
    const end = new Date(lastDay.getTime() + (kind === 'free' ? 1 : kind === 'networking' ? 2 : 7.5) * 3_600_000);
    const topic = TOPICS[i % TOPICS.length];
    const title =
      kind === 'conference'
        ? `National OT Conference ${i < 20 ? 'Autumn' : 'Spring'} Forum: ${topic}`
        : kind === 'networking'
          ? `${locationLabel} members' evening`
          : `${topic}`;
    const isCpd = kind === 'cpd' || kind === 'course' || kind === 'conference' || i % 5 === 0;
    let prices: Plan['prices'];
    switch (kind) {
      case 'free':
      case 'networking':
        prices = [{ name: 'General admission', amountCents: 0, capacity: kind === 'free' ? null : 60 }];
        break;
      case 'paid':
      case 'seminar':
        prices = [{ name: 'Registration', amountCents: kind === 'paid' ? 4500 : 19_500, capacity: 40 }];
        break;
      case 'conference':
        prices = [
          { name: 'Member full conference', amountCents: 65_000, capacity: 200 },
          { name: 'Non-member full conference', amountCents: 89_000, capacity: 100 },
          { name: 'Day pass', amountCents: 32_000, capacity: 80 },
        ];
        break;
      default:
        prices = [
          { name: 'Member', amountCents: kind === 'cpd' ? 12_000 : 9_500, capacity: 30 },
          { name: 'Non-member', amountCents: kind === 'cpd' ? 18_000 : 14_500, capacity: 20 },
          { name: 'Student', amountCents: 6_000, capacity: 10 },
        ];
    }
    let filler = (i * 7) % 9;
    if (i === NEARLY_SOLD_OUT_INDEX) {
      prices = [{ name: 'Registration', amountCents: 8_500, capacity: 20 }];
      filler = 19;
    }
    if (i === SOLD_OUT_INDEX) {
      prices = [
        { name: 'Member', amountCents: 15_000, capacity: 6 },
        { name: 'Non-member', amountCents: 21_000, capacity: 4 },
      ];
      filler = 10;
    }
    const singleClick = prices.length === 1;
    const sessions: Plan['sessions'] = [];
    if (days > 1) {
      for (let d = 0; d < days; d++) {
        sessions.push({
          title: d === 0 ? 'Opening keynote' : `Day ${d + 1} plenary`,
          day: d,
          from: 9 * 60,
          to: 12 * 60 + 30,
        });
        sessions.push({
          title: d === days - 1 ? 'Closing panel' : `Breakout sessions ${d + 1}`,
          day: d,
          from: 13 * 60 + 30,
          to: 16 * 60 + 30,
        });
      }
    }
    plans.push({
      event: {
        title,
        shortDesc: `${faker.lorem.sentence({ min: 10, max: 16 })}`,
        content: `<h2>About this ${TYPE_OF[kind].toLowerCase()}</h2><p>${paragraphs[i % 20]}</p><ul><li>${faker.lorem.sentence()}</li><li>${faker.lorem.sentence()}</li></ul><p>${paragraphs[(i + 7) % 20]}</p>`,
        address:
          locationLabel === 'Online'
            ? null
            : `${10 + i} ${['George', 'Collins', 'Queen', 'Hay', 'King William', 'Macquarie'][i % 6]} Street, ${locationLabel}`,
        venue:
          locationLabel === 'Online'
            ? 'Online (Zoom)'
            : `${locationLabel} ${['Convention Centre', 'Town Hall', 'Conference Rooms', 'Health Hub'][i % 4]}`,
        externalUrl: i % 4 === 0 ? `https://www.ota.example.org.au/events/${i + 1}` : null,
        typeId: typeId(TYPE_OF[kind]),
        categoryId: isCpd ? categories[i % categories.length].id : null,
        locationId: locations.find((l) => l.label === locationLabel)?.id ?? null,
        startUtc: start,
        endUtc: end,
        startOffsetMinutes: offset,
        endOffsetMinutes: offset,
        featureImgId: covers[i % covers.length],
        listingImgId: covers[(i + 2) % covers.length],
        cpdDetails: isCpd
          ? {
              hours: days > 1 ? days * 6 : kind === 'free' ? 1 : 3.5,
              category: categories[i % categories.length].label,
              description: 'Counts towards your annual CPD hours. Keep your certificate of attendance.',
            }
          : null,
        isSingleClickRegistration: singleClick,
        isConference: kind === 'conference',
        status: i === DRAFT_INDEX ? 'draft' : 'published',
        canEnrolContent: '<p>Open to members and non-members. Students need a current student ID.</p>',
        canEnrolLayout: [
          { canEnrolTitle: 'Members', canEnrolImageUrl: null },
          { canEnrolTitle: 'Non-members', canEnrolImageUrl: null },
        ],
        coursesLayout:
          kind === 'cpd' || kind === 'course'
            ? [{ courseTitle: `${topic}: online module`, courseDesc: faker.lorem.sentence(), courseImageUrl: null }]
            : [],
        sponsorContent: i % 3 === 0 ? `<p>Proudly supported by ${faker.company.name()}.</p>` : null,
        reasoningContent: `<p>${faker.lorem.sentences(2)}</p>`,
        accessContent: '<p>The venue is wheelchair accessible. Let us know your access needs when you register.</p>',
        presenters: [presenterPool[i % 12], presenterPool[(i + 5) % 12]].slice(
          0,
          kind === 'networking' ? 0 : kind === 'conference' ? 2 : 1,
        ),
      },
      prices,
      sessions,
      tags: [...new Set([tagIds[i % tagIds.length], tagIds[(i * 3 + 1) % tagIds.length]])].filter(
        (t) => t !== undefined,
      ),
      filler,
      day0: today + dayOffset * DAY_MS,
    });
  }

  const inserted = await db
    .insert(events)
    .values(plans.map((p) => p.event))
    .returning({ id: events.id, startUtc: events.startUtc });
  // Insert order is kept by RETURNING for a multi-row VALUES insert; sort by start to be sure.
  const eventIds = inserted.sort((a, b) => a.startUtc.getTime() - b.startUtc.getTime()).map((r) => r.id);
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
  const pricesOf = (i: number) =>
    priceRows.filter((r) => r.eventId === eventIds[i]).sort((a, b) => a.sortOrder - b.sortOrder);
  await db.insert(eventTags).values(plans.flatMap((p, i) => p.tags.map((tagId) => ({ eventId: eventIds[i], tagId }))));
  const sessionRows = plans.flatMap((p, i) =>
    p.sessions.map((s) => {
      const offset = p.event.startOffsetMinutes as number;
      const localMidnight = p.day0 + s.day * DAY_MS;
      return {
        eventId: eventIds[i],
        title: s.title,
        startUtc: new Date(localMidnight + (s.from - offset) * 60_000),
        endUtc: new Date(localMidnight + (s.to - offset) * 60_000),
        startOffsetMinutes: offset,
        endOffsetMinutes: offset,
      };
    }),
  );
  if (sessionRows.length) await db.insert(eventSessions).values(sessionRows);
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
              url: 'https://www.ota.example.org.au/guidelines',
              sortOrder: 1,
            },
          ]
        : i % 3 === 1
          ? [
              {
                eventId,
                kind: 'links',
                name: 'Recording and slides',
                url: `https://www.ota.example.org.au/events/${i + 1}/slides`,
                sortOrder: 0,
              },
            ]
          : [],
    ),
  );

  // Tickets: other members fill seats; the demo member holds upcoming and past tickets.
  const people = await db.execute(
    sql`select id, email from accounts where email <> 'member@example.org' order by email limit 400`,
  );
  const others = (people as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
  const [member] = await db.select({ id: accounts.id }).from(accounts).where(sql`email = 'member@example.org'`);
  const tickets: (typeof eventTickets.$inferInsert)[] = [];
  let cursor = 0;
  plans.forEach((plan, i) => {
    if (plan.event.status !== 'published' || others.length === 0) return;
    const prices = pricesOf(i);
    let left = plan.filler;
    for (const price of prices) {
      const take = i === SOLD_OUT_INDEX ? (price.capacity ?? 0) : Math.min(left, price.capacity ?? left);
      for (let k = 0; k < take; k++) {
        tickets.push({
          eventId: eventIds[i],
          ticketPriceId: price.id,
          accountId: others[cursor++ % others.length],
          amountCents: price.amountCents,
        });
      }
      left -= take;
      if (i !== SOLD_OUT_INDEX && left <= 0) break;
    }
  });
  if (member) {
    const memberTicket = (i: number, priceIndex: number, extra: Partial<typeof eventTickets.$inferInsert> = {}) => {
      const price = pricesOf(i)[priceIndex];
      tickets.push({
        eventId: eventIds[i],
        ticketPriceId: price.id,
        accountId: member.id,
        amountCents: price.amountCents,
        ...extra,
      });
    };
    // Past: a free webinar, a multi-ticket workshop, a CPD course.
    memberTicket(8, 0);
    memberTicket(10, 0, { dietaryRequirements: ['Vegetarian'] });
    memberTicket(11, 0);
    // Upcoming: free webinar (soon), paid single-click (under 14 days), multi-ticket with dietary, a conference (over 30 days), a CPD course.
    memberTicket(16, 0);
    memberTicket(17, 0);
    memberTicket(26, 0, {
      dietaryRequirements: ['Vegetarian', 'Gluten free'],
      otherDietaryRequirement: 'No mushrooms, please',
      accessibilityRequirement: 'Aisle seat',
    });
    memberTicket(28, 0);
    memberTicket(31, 1);
    await db.insert(eventFavourites).values([18, 24, 34].map((i) => ({ accountId: member.id, eventId: eventIds[i] })));
  }
  for (let k = 0; k < tickets.length; k += 500) await db.insert(eventTickets).values(tickets.slice(k, k + 500));
  await db.execute(
    sql`update event_ticket_prices p set sold = x.n from (select ticket_price_id, count(*) as n from event_tickets where attendance_status = 'Active' group by ticket_price_id) x
      where x.ticket_price_id = p.id`,
  );
  return true;
}

/**
 * Plans the 40 demo events (issue #4 Demo data): dates from six months ago to nine months ahead
 * (offsets from today), prices per kind, conference and seminar sessions, presenters, CPD details and
 * faker text. Pure apart from the faker draws, which follow the event order.
 */
import type { Faker } from '@faker-js/faker';
import type { events } from '../../schema';
import {
  DAY_MS,
  DRAFT_INDEX,
  KINDS,
  type Kind,
  LOCATIONS,
  NEARLY_SOLD_OUT_INDEX,
  SOLD_OUT_INDEX,
  TOPICS,
  TYPE_OF,
} from './plans';

/** One planned event: its row, prices, sessions (day index, minutes from local midnight), tags. */
export type EventPlan = {
  event: typeof events.$inferInsert;
  prices: { name: string; amountCents: number; capacity: number | null }[];
  sessions: { title: string; day: number; from: number; to: number }[];
  tags: number[];
  /** How many seats other members take. */
  filler: number;
  /** The first day's local midnight, as a UTC timestamp (ms). */
  day0: number;
};

/** What planning needs from the rows written before: ids by label, cover file ids, the avatar URL, tag ids. */
export interface PlanInputs {
  faker: Faker;
  /** Today's UTC midnight (ms). */
  today: number;
  typeId: (label: string) => number;
  categories: { id: number; label: string }[];
  locations: { id: number; label: string }[];
  covers: string[];
  avatarUrl: string;
  tagIds: number[];
}

type Presenter = { name: string; role: string; profileImageUrl: string | null; profileDesc: string };
type Schedule = ReturnType<typeof eventSchedule>;

/** When and where event i runs: location and UTC offset, days, start and end, first local midnight. */
function eventSchedule(i: number, kind: Kind, today: number) {
  const [locationLabel, offset] = kind === 'free' ? LOCATIONS[6] : LOCATIONS[i % 6];
  const dayOffset = -180 + Math.round((i * 450) / 39);
  const days = kind === 'conference' ? 3 : kind === 'seminar' ? 2 : 1;
  const startHour = kind === 'free' ? 12 : 9;
  const start = new Date(today + dayOffset * DAY_MS + (startHour * 60 - offset) * 60_000);
  const lastDay = new Date(start.getTime() + (days - 1) * DAY_MS);
  const end = new Date(lastDay.getTime() + (kind === 'free' ? 1 : kind === 'networking' ? 2 : 7.5) * 3_600_000);
  return { locationLabel, offset, days, start, end, day0: today + dayOffset * DAY_MS };
}

/** The ticket types of event i (amounts in cents) and how many seats other members take. */
function eventPrices(i: number, kind: Kind): Pick<EventPlan, 'prices' | 'filler'> {
  let prices: EventPlan['prices'];
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
  if (i === NEARLY_SOLD_OUT_INDEX)
    return { prices: [{ name: 'Registration', amountCents: 8_500, capacity: 20 }], filler: 19 };
  if (i === SOLD_OUT_INDEX)
    return {
      prices: [
        { name: 'Member', amountCents: 15_000, capacity: 6 },
        { name: 'Non-member', amountCents: 21_000, capacity: 4 },
      ],
      filler: 10,
    };
  return { prices, filler: (i * 7) % 9 };
}

/** Two sessions a day (morning plenary, afternoon breakouts or closing panel) for a multi-day event. */
function sessionPlan(days: number): EventPlan['sessions'] {
  const sessions: EventPlan['sessions'] = [];
  if (days <= 1) return sessions;
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
  return sessions;
}

/** The title of event i: conference forum, members' evening, or the topic. */
function eventTitle(i: number, kind: Kind, locationLabel: string): string {
  const topic = TOPICS[i % TOPICS.length];
  if (kind === 'conference') return `National OT Conference ${i < 20 ? 'Autumn' : 'Spring'} Forum: ${topic}`;
  if (kind === 'networking') return `${locationLabel} members' evening`;
  return `${topic}`;
}

/** The events row of event i; draws its faker text in column order (short description, content, course, sponsor, reasoning). */
function eventRow(
  i: number,
  kind: Kind,
  s: Schedule,
  singleClick: boolean,
  input: PlanInputs,
  pools: { paragraphs: string[]; presenters: Presenter[] },
): typeof events.$inferInsert {
  const { faker, categories } = input;
  const { locationLabel, offset, days } = s;
  const topic = TOPICS[i % TOPICS.length];
  const isCpd = kind === 'cpd' || kind === 'course' || kind === 'conference' || i % 5 === 0;
  return {
    title: eventTitle(i, kind, locationLabel),
    shortDesc: `${faker.lorem.sentence({ min: 10, max: 16 })}`,
    content: `<h2>About this ${TYPE_OF[kind].toLowerCase()}</h2><p>${pools.paragraphs[i % 20]}</p><ul><li>${faker.lorem.sentence()}</li><li>${faker.lorem.sentence()}</li></ul><p>${pools.paragraphs[(i + 7) % 20]}</p>`,
    address:
      locationLabel === 'Online'
        ? null
        : `${10 + i} ${['George', 'Collins', 'Queen', 'Hay', 'King William', 'Macquarie'][i % 6]} Street, ${locationLabel}`,
    venue:
      locationLabel === 'Online'
        ? 'Online (Zoom)'
        : `${locationLabel} ${['Convention Centre', 'Town Hall', 'Conference Rooms', 'Health Hub'][i % 4]}`,
    externalUrl: i % 4 === 0 ? `https://www.ota.example.org.au/events/${i + 1}` : null,
    typeId: input.typeId(TYPE_OF[kind]),
    categoryId: isCpd ? categories[i % categories.length].id : null,
    locationId: input.locations.find((l) => l.label === locationLabel)?.id ?? null,
    startUtc: s.start,
    endUtc: s.end,
    startOffsetMinutes: offset,
    endOffsetMinutes: offset,
    featureImgId: input.covers[i % input.covers.length],
    listingImgId: input.covers[(i + 2) % input.covers.length],
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
    presenters: [pools.presenters[i % 12], pools.presenters[(i + 5) % 12]].slice(
      0,
      kind === 'networking' ? 0 : kind === 'conference' ? 2 : 1,
    ),
  };
}

/** Plans the 40 events in order (kind `KINDS[i % 8]`); faker: 12 presenters, 20 paragraphs, then each event. */
export function planEvents(input: PlanInputs): EventPlan[] {
  const { faker, tagIds } = input;
  const presenters = Array.from({ length: 12 }, (_, i) => ({
    name: `${faker.person.firstName()} ${faker.person.lastName()}`,
    role: ['Senior Occupational Therapist', 'Clinical Lead', 'Researcher', 'Practice Owner'][i % 4],
    profileImageUrl: i % 3 === 0 ? null : input.avatarUrl,
    profileDesc: `<p>${faker.lorem.sentences(2)}</p>`,
  }));
  const paragraphs = Array.from({ length: 20 }, () => faker.lorem.paragraph(3));
  return Array.from({ length: 40 }, (_, i) => {
    const kind = KINDS[i % KINDS.length];
    const schedule = eventSchedule(i, kind, input.today);
    const { prices, filler } = eventPrices(i, kind);
    return {
      event: eventRow(i, kind, schedule, prices.length === 1, input, { paragraphs, presenters }),
      prices,
      sessions: sessionPlan(schedule.days),
      tags: [...new Set([tagIds[i % tagIds.length], tagIds[(i * 3 + 1) % tagIds.length]])].filter(
        (t) => t !== undefined,
      ),
      filler,
      day0: schedule.day0,
    };
  });
}

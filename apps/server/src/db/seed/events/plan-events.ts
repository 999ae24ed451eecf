/**
 * Plans the 40 demo events (issue #4 Demo data): dates from six months ago to nine months ahead
 * (offsets from today), prices per kind, conference and seminar sessions, presenters, CPD details and
 * the texts of the tenant's corpus (issue 21: topics with agendas, presenters with bios, session
 * titles, sponsors). Pure.
 */
import { zonedToUtc } from '@portal/shared';
import type { events } from '../../schema';
import type { EventsCorpus } from '../corpus';
import {
  DAY_MS,
  DRAFT_INDEX,
  KINDS,
  type Kind,
  LOCATIONS,
  NEARLY_SOLD_OUT_INDEX,
  SOLD_OUT_INDEX,
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
  corpus: EventsCorpus;
  /** The tenant's public website (event links). */
  website: string;
  /** Today's UTC midnight (ms). */
  today: number;
  typeId: (label: string) => number;
  categories: { id: number; label: string }[];
  locations: { id: number; label: string }[];
  avatarUrl: string;
  tagIds: number[];
}

type Presenter = { name: string; role: string; profileImageUrl: string | null; profileDesc: string };
type Schedule = ReturnType<typeof eventSchedule>;

/**
 * A wall-clock time `minutes` after the midnight of UTC day `dayMs` (the local calendar day), in `zone`,
 * as an instant.
 */
export function localTime(dayMs: number, minutes: number, zone: string): Date {
  const day = new Date(dayMs).toISOString().slice(0, 10);
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return zonedToUtc(`${day}T${hh}:${mm}`, zone);
}

/** When and where event i runs: location and IANA zone, days, start and end, first local midnight. */
function eventSchedule(i: number, kind: Kind, today: number) {
  const [locationLabel, zone] = kind === 'free' ? LOCATIONS[6] : LOCATIONS[i % 6];
  const dayOffset = -180 + Math.round((i * 450) / 39);
  const days = kind === 'conference' ? 3 : kind === 'seminar' ? 2 : 1;
  // Times of day people keep (issue 32): a lunchtime webinar at 12:30, members' evenings at 17:30,
  // day events at 9:00, 9:30 or 10:00 by turn; multi-day events keep the 9:00 sessions.
  const startMinutes =
    kind === 'free' ? 12 * 60 + 30 : kind === 'networking' ? 17 * 60 + 30 : days > 1 ? 9 * 60 : 9 * 60 + (i % 3) * 30;
  const day0 = today + dayOffset * DAY_MS;
  const start = localTime(day0, startMinutes, zone);
  const endMinutes = startMinutes + (kind === 'free' ? 60 : kind === 'networking' ? 120 : days > 1 ? 450 : 420);
  const end = localTime(day0 + (days - 1) * DAY_MS, endMinutes, zone);
  return { locationLabel, zone, days, start, end, day0 };
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

/**
 * Two sessions a day (morning and afternoon) for a multi-day event: the corpus session titles in
 * turn, the first day opening with the first and the last day closing with the last.
 */
function sessionPlan(i: number, days: number, titles: string[]): EventPlan['sessions'] {
  const sessions: EventPlan['sessions'] = [];
  if (days <= 1) return sessions;
  const middle = titles.slice(1, -1);
  for (let d = 0; d < days; d++) {
    const pick = (n: number) => middle[(i + d * 2 + n) % middle.length];
    sessions.push({ title: d === 0 ? titles[0] : pick(0), day: d, from: 9 * 60, to: 12 * 60 + 30 });
    sessions.push({
      title: d === days - 1 ? titles[titles.length - 1] : pick(1),
      day: d,
      from: 13 * 60 + 30,
      to: 16 * 60 + 30,
    });
  }
  return sessions;
}

/** The title of event i: conference forum, members' evening, or the topic. */
function eventTitle(i: number, kind: Kind, locationLabel: string, corpus: EventsCorpus): string {
  const topic = corpus.topics[i % corpus.topics.length].title;
  if (kind === 'conference') return `${corpus.conference} ${i < 20 ? 'Autumn' : 'Spring'} Forum: ${topic}`;
  if (kind === 'networking') return `${locationLabel} members' evening`;
  return `${topic}`;
}

/** The About text of event i: the topic's paragraph, its agenda (or the sessions) and who it suits. */
function eventContent(
  kind: Kind,
  topic: EventsCorpus['topics'][number],
  sessions: EventPlan['sessions'],
  where: string,
): string {
  if (kind === 'networking')
    return `<h2>About this evening</h2><p>${where}</p><p>An informal evening for members to meet colleagues from their region, hear a short update from the board and share what is happening in their workplaces.</p><ul><li>Drinks and light refreshments from 5.30 pm</li><li>A ten-minute update from a board member</li><li>Time to talk with colleagues old and new</li></ul>`;
  const agenda = sessions.length
    ? sessions.map((s) => `<li>Day ${s.day + 1}, ${s.from < 720 ? 'morning' : 'afternoon'}: ${s.title}</li>`)
    : topic.agenda.map((a) => `<li>${a}</li>`);
  return `<h2>About this ${TYPE_OF[kind].toLowerCase()}</h2><p>${topic.about}</p><p>${where}</p><h3>Agenda</h3><ul>${agenda.join('')}</ul><p>${topic.why}</p>`;
}

/** The events row of event i (cover images are set once the covers are stored). */
function eventRow(
  i: number,
  kind: Kind,
  s: Schedule,
  singleClick: boolean,
  input: PlanInputs,
  pools: { presenters: Presenter[]; sessions: EventPlan['sessions'] },
): typeof events.$inferInsert {
  const { corpus, categories } = input;
  const { locationLabel, zone, days } = s;
  const topicIndex = i % corpus.topics.length;
  const topic = corpus.topics[topicIndex];
  const online = locationLabel === 'Online';
  const venue = online
    ? 'Online (Zoom)'
    : `${locationLabel} ${['Convention Centre', 'Town Hall', 'Conference Rooms', 'Health Hub'][i % 4]}`;
  // Every event says when and where it runs, so no two event pages read the same (issue 32).
  const when = new Intl.DateTimeFormat('en-AU', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: zone,
  }).format(s.start);
  const where = online
    ? `Runs online on Zoom, starting ${when} (${zone.replace('Australia/', '')} time); the joining link arrives with your registration.`
    : `Held at the ${venue}, starting ${when}.`;
  // The topic's own presenter leads (issue 32); a conference adds a second voice.
  const lead = corpus.topicPresenters?.[topicIndex] ?? i % 12;
  const isCpd = kind === 'cpd' || kind === 'course' || kind === 'conference' || i % 5 === 0;
  return {
    title: eventTitle(i, kind, locationLabel, corpus),
    shortDesc:
      kind === 'networking'
        ? `Meet members from around ${locationLabel === 'Online' ? 'the country' : locationLabel} over drinks and hear the latest from the board.`
        : topic.summary,
    content: eventContent(kind, topic, pools.sessions, where),
    address:
      locationLabel === 'Online'
        ? null
        : `${10 + i} ${['George', 'Collins', 'Queen', 'Hay', 'King William', 'Macquarie'][i % 6]} Street, ${locationLabel}`,
    venue,
    externalUrl: i % 4 === 0 ? `${input.website}/events/${i + 1}` : null,
    typeId: input.typeId(TYPE_OF[kind]),
    categoryId: isCpd ? categories[i % categories.length].id : null,
    locationId: input.locations.find((l) => l.label === locationLabel)?.id ?? null,
    startUtc: s.start,
    endUtc: s.end,
    timeZone: zone,
    cpdDetails: isCpd
      ? {
          hours: days > 1 ? days * 6 : kind === 'free' ? 1 : 3.5,
          category: categories[i % categories.length].label,
          description: corpus.cpdNote,
        }
      : null,
    isSingleClickRegistration: singleClick,
    isConference: kind === 'conference',
    status: i === DRAFT_INDEX ? 'draft' : 'published',
    canEnrolContent: corpus.canEnrol,
    canEnrolLayout: [
      { canEnrolTitle: 'Members', canEnrolImageUrl: null },
      { canEnrolTitle: 'Non-members', canEnrolImageUrl: null },
    ],
    coursesLayout:
      kind === 'cpd' || kind === 'course'
        ? [
            {
              courseTitle: `${topic.title}: online module`,
              courseDesc: `A self-paced module to complete before the day: ${topic.agenda[0].toLowerCase()}.`,
              courseImageUrl: null,
            },
          ]
        : [],
    sponsorContent:
      i % 3 === 0 ? `<p>Proudly supported by ${corpus.sponsors[(i / 3) % corpus.sponsors.length]}.</p>` : null,
    reasoningContent: `<p>${kind === 'networking' ? 'Good conversations start here: many members met their mentor or their next employer at an evening like this one.' : topic.why}</p>`,
    accessContent: online
      ? '<p>Sessions are captioned live and the recording is shared with everyone registered. Let us know your access needs when you register.</p>'
      : '<p>The venue is wheelchair accessible. Let us know your access needs when you register.</p>',
    presenters: [pools.presenters[lead], pools.presenters[(lead + 5) % 12]].slice(
      0,
      kind === 'networking' ? 0 : kind === 'conference' ? 2 : 1,
    ),
  };
}

/** Plans the 40 events in order (kind `KINDS[i % 8]`) with the corpus presenters (twelve, in turn). */
export function planEvents(input: PlanInputs): EventPlan[] {
  const { corpus, tagIds } = input;
  const presenters = corpus.presenters.slice(0, 12).map((p, i) => ({
    name: p.name,
    role: p.role,
    profileImageUrl: i % 3 === 0 ? null : input.avatarUrl,
    profileDesc: `<p>${p.bio}</p>`,
  }));
  // A topic or evening that runs again is named for where and when it runs (issue 32: no two titles alike).
  const titles = new Set<string>();
  const month = (s: Schedule) =>
    new Intl.DateTimeFormat('en-AU', { month: 'long', year: 'numeric', timeZone: s.zone }).format(s.start);
  return Array.from({ length: 40 }, (_, i) => {
    const kind = KINDS[i % KINDS.length];
    const schedule = eventSchedule(i, kind, input.today);
    const { prices, filler } = eventPrices(i, kind);
    const sessions = sessionPlan(i, schedule.days, corpus.sessions);
    const event = eventRow(i, kind, schedule, prices.length === 1, input, { presenters, sessions });
    let title = event.title;
    if (titles.has(title) && kind !== 'networking') title = `${title}: ${schedule.locationLabel}`;
    if (titles.has(title)) title = `${title}, ${month(schedule)}`;
    titles.add(title);
    event.title = title;
    return {
      event,
      prices,
      sessions,
      tags: [...new Set([tagIds[i % tagIds.length], tagIds[(i * 3 + 1) % tagIds.length]])].filter(
        (t) => t !== undefined,
      ),
      filler,
      day0: schedule.day0,
    };
  });
}

/**
 * Staff events API contract under /api/v1/admin/events (issue 22, beyond the spec; paths in the style
 * of the content authoring API, recorded in docs/spec-coverage.md). The event form writes every field
 * the details page of spec 03 §3 shows; the server validates with these same schemas.
 *
 * Times: `startDateTime`/`endDateTime` are the event's own wall-clock time ("YYYY-MM-DDTHH:mm" or with
 * ":ss") in the IANA zone `timeZone` ("Australia/Sydney"; the tenant's zone when absent; issue 30). A
 * session has its own `timeZone`, the event's when absent. The answers' `startTimeZone`/`endTimeZone`
 * are offset labels ("UTC+11:00") computed for the date; sent in a write they are ignored.
 * Money: AUD numbers incl. GST, at most 2 decimals (the database keeps integer cents).
 */
import { z } from 'zod';
import { DEFAULT_TIME_ZONE, isValidTimeZone, TIME_ZONE_MESSAGES, zonedToUtc } from '../time/time';
import { ATTENDANCE_STATUSES, EVENT_STATUSES } from './events.constants';
import {
  EventAttachmentSchema,
  EventCanEnrolLayoutSchema,
  EventCourseLayoutSchema,
  EventDetailsSchema,
  EventTicketPriceSchema,
} from './events.schemas';

/** Limits of the staff event form (chosen). */
export const EVENT_ADMIN_LIMITS = {
  titleMax: 200,
  shortDescMax: 500,
  textMax: 100_000,
  urlMax: 2000,
  labelMax: 200,
  sessionsMax: 100,
  presentersMax: 50,
  ticketTypesMax: 20,
  attachmentsMax: 30,
  tagsMax: 50,
  amountMax: 100_000,
  capacityMax: 100_000,
  cpdHoursMax: 1000,
  searchMax: 200,
  listPageSizeMax: 100,
  attendeesPageSizeMax: 200,
} as const;

/** Messages of the staff event form (chosen; the spec shows no staff screens). */
export const EVENT_ADMIN_MESSAGES = {
  titleRequired: 'Please enter an event title',
  titleTooLong: 'Max length is 200 symbols',
  shortDescTooLong: 'Max length is 500 symbols',
  dateTimeInvalid: 'Please enter a date and time',
  timeZoneInvalid: 'Please choose a time zone',
  endBeforeStart: 'The end must be after the start',
  sessionOutsideEvent: 'Sessions must be within the event',
  urlInvalid: 'Please enter a valid URL (https://...)',
  ticketNameRequired: 'Please enter a ticket type name',
  amountInvalid: 'Please enter a price of 0 or more with at most 2 decimals',
  capacityInvalid: 'Please enter a capacity of 1 or more, or leave it empty for unlimited',
  saleWindowInvalid: 'The sale must end after it starts',
  ticketTypesRequired: 'Please add at least one ticket type',
  singleClickOneType: 'Single-click registration needs exactly one free ticket type',
  cpdHoursInvalid: 'Please enter CPD hours of 0 or more',
  presenterNameRequired: 'Please enter the presenter name',
  attachmentNameRequired: 'Please enter the attachment name',
  attachmentDocRequired: 'Please upload the document',
  sessionTitleRequired: 'Please enter a session title',
  capacityBelowSold: 'The capacity cannot be below the tickets sold',
  ticketTypeHasTickets: 'A ticket type with tickets cannot be removed',
  publishAtInPast: 'The publish time must be in the future',
  notDraft: 'Only a draft can be published',
  notPublished: 'Only a published event can be unpublished',
  alreadyCancelled: 'This event has already been cancelled',
  unknownFile: 'Unknown file',
  unknownOption: 'Unknown option',
  alreadyCheckedIn: 'This ticket has already been checked in',
  ticketNotActive: 'This ticket is cancelled',
  eventCancelled: 'This event has been cancelled.',
  notOnSale: 'Tickets of this type are not on sale now.',
  membersOnly: 'This ticket type is for members only.',
  eventChanged: 'This event has changed.',
} as const;

const pathId = z.coerce.number().int().positive().max(2_147_483_647);
const id = z.number().int().positive().max(2_147_483_647);
const wallClock = z
  .string({ error: EVENT_ADMIN_MESSAGES.dateTimeInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/, EVENT_ADMIN_MESSAGES.dateTimeInvalid);
/** An IANA zone the runtime knows ("Australia/Perth"); "UTC+10:00" or "Mars/Base" → 400 with a clear message. */
const timeZone = z
  .string({ error: EVENT_ADMIN_MESSAGES.timeZoneInvalid })
  .trim()
  .refine(isValidTimeZone, TIME_ZONE_MESSAGES.unknown);
const optText = (max: number, message?: string) => z.string().trim().max(max, message).nullish();
const url = z
  .string()
  .trim()
  .max(EVENT_ADMIN_LIMITS.urlMax, EVENT_ADMIN_MESSAGES.urlInvalid)
  .regex(/^https?:\/\/[^\s]+$/i, EVENT_ADMIN_MESSAGES.urlInvalid);
const name = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(EVENT_ADMIN_LIMITS.labelMax, `Max length is ${EVENT_ADMIN_LIMITS.labelMax} symbols`);

/** An event's wall-clock start and end with their IANA zone (end after start is checked on the instants). */
const span = {
  startDateTime: wallClock,
  endDateTime: wallClock,
  timeZone: timeZone.nullish(),
};

/**
 * The UTC instant (ms) of a wall-clock time in an IANA zone (the default zone when none); NaN for an
 * unknown zone (its own field reports it).
 */
export function wallClockToUtcMs(dateTime: string, zone: string | null | undefined): number {
  const z = zone || DEFAULT_TIME_ZONE;
  return isValidTimeZone(z) ? zonedToUtc(dateTime, z).getTime() : Number.NaN;
}

type Span = { startDateTime: string; endDateTime: string; timeZone?: string | null };
/** End after start; true when a zone is unknown (reported once, on the zone field). */
const spanOk = (s: Span) => {
  const start = wallClockToUtcMs(s.startDateTime, s.timeZone);
  const end = wallClockToUtcMs(s.endDateTime, s.timeZone);
  return Number.isNaN(start) || Number.isNaN(end) || end > start;
};

export const EventAdminSessionWriteSchema = z
  .object({ title: name(EVENT_ADMIN_MESSAGES.sessionTitleRequired), ...span })
  .refine(spanOk, { message: EVENT_ADMIN_MESSAGES.endBeforeStart, path: ['endDateTime'] });

export const EventAdminPresenterWriteSchema = z.object({
  name: name(EVENT_ADMIN_MESSAGES.presenterNameRequired),
  role: optText(EVENT_ADMIN_LIMITS.labelMax),
  /** An uploaded image (POST /api/v1/admin/events/files), or null. */
  profileImageId: z.uuid().nullish(),
  /** Rich text (sanitised on the server). */
  profileDesc: optText(EVENT_ADMIN_LIMITS.textMax),
});

/** A ticket type (spec 03 §3 Event ticket price) as staff write it; `id` names an existing one. */
export const EventAdminTicketTypeWriteSchema = z
  .object({
    id: id.nullish(),
    name: name(EVENT_ADMIN_MESSAGES.ticketNameRequired),
    /** AUD incl. GST. */
    amount: z
      .number({ error: EVENT_ADMIN_MESSAGES.amountInvalid })
      .min(0, EVENT_ADMIN_MESSAGES.amountInvalid)
      .max(EVENT_ADMIN_LIMITS.amountMax, EVENT_ADMIN_MESSAGES.amountInvalid)
      .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, EVENT_ADMIN_MESSAGES.amountInvalid),
    /** Seats; null = unlimited. */
    capacity: z
      .number({ error: EVENT_ADMIN_MESSAGES.capacityInvalid })
      .int(EVENT_ADMIN_MESSAGES.capacityInvalid)
      .min(1, EVENT_ADMIN_MESSAGES.capacityInvalid)
      .max(EVENT_ADMIN_LIMITS.capacityMax, EVENT_ADMIN_MESSAGES.capacityInvalid)
      .nullable(),
    /** Sale window, ISO instants; null = open from publication / until the start. */
    saleStartsAt: z.iso.datetime({ offset: true }).nullish(),
    saleEndsAt: z.iso.datetime({ offset: true }).nullish(),
    memberOnly: z.boolean().default(false),
  })
  .refine((t) => !t.saleStartsAt || !t.saleEndsAt || Date.parse(t.saleEndsAt) > Date.parse(t.saleStartsAt), {
    message: EVENT_ADMIN_MESSAGES.saleWindowInvalid,
    path: ['saleEndsAt'],
  });
export type EventAdminTicketTypeWrite = z.input<typeof EventAdminTicketTypeWriteSchema>;

export const EventAdminAttachmentWriteSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('docs'),
    name: name(EVENT_ADMIN_MESSAGES.attachmentNameRequired),
    fileId: z.uuid({ error: EVENT_ADMIN_MESSAGES.attachmentDocRequired }),
  }),
  z.object({ kind: z.literal('links'), name: name(EVENT_ADMIN_MESSAGES.attachmentNameRequired), url }),
]);

/**
 * POST /api/v1/admin/events (create; a draft) and PUT /api/v1/admin/events/{id} (replace every field;
 * ticket types with an id are updated, without one added, missing ones removed unless they have tickets).
 */
export const EventAdminWriteSchema = z
  .object({
    title: z
      .string({ error: EVENT_ADMIN_MESSAGES.titleRequired })
      .trim()
      .min(1, EVENT_ADMIN_MESSAGES.titleRequired)
      .max(EVENT_ADMIN_LIMITS.titleMax, EVENT_ADMIN_MESSAGES.titleTooLong),
    typeId: id.nullish(),
    categoryId: id.nullish(),
    locationId: id.nullish(),
    shortDesc: optText(EVENT_ADMIN_LIMITS.shortDescMax, EVENT_ADMIN_MESSAGES.shortDescTooLong),
    /** Rich text (sanitised on the server). */
    content: optText(EVENT_ADMIN_LIMITS.textMax),
    ...span,
    address: optText(EVENT_ADMIN_LIMITS.labelMax * 2),
    venue: optText(EVENT_ADMIN_LIMITS.labelMax),
    externalUrl: url.nullish().or(z.literal('').transform(() => null)),
    /** Uploaded images (POST /api/v1/admin/events/files). */
    featureImgId: z.uuid().nullish(),
    listingImgId: z.uuid().nullish(),
    tagIds: z.array(id).max(EVENT_ADMIN_LIMITS.tagsMax).default([]),
    cpdDetails: z
      .object({
        hours: z
          .number({ error: EVENT_ADMIN_MESSAGES.cpdHoursInvalid })
          .min(0, EVENT_ADMIN_MESSAGES.cpdHoursInvalid)
          .max(EVENT_ADMIN_LIMITS.cpdHoursMax, EVENT_ADMIN_MESSAGES.cpdHoursInvalid),
        category: optText(EVENT_ADMIN_LIMITS.labelMax).transform((v) => v ?? null),
        description: optText(EVENT_ADMIN_LIMITS.shortDescMax * 4).transform((v) => v ?? null),
      })
      .nullish(),
    sessions: z.array(EventAdminSessionWriteSchema).max(EVENT_ADMIN_LIMITS.sessionsMax).default([]),
    presenters: z.array(EventAdminPresenterWriteSchema).max(EVENT_ADMIN_LIMITS.presentersMax).default([]),
    canEnrolContent: optText(EVENT_ADMIN_LIMITS.textMax),
    canEnrolLayout: z.array(EventCanEnrolLayoutSchema).max(EVENT_ADMIN_LIMITS.presentersMax).default([]),
    coursesLayout: z.array(EventCourseLayoutSchema).max(EVENT_ADMIN_LIMITS.presentersMax).default([]),
    sponsorContent: optText(EVENT_ADMIN_LIMITS.textMax),
    /** "Additional info" on the details page. */
    reasoningContent: optText(EVENT_ADMIN_LIMITS.textMax),
    accessContent: optText(EVENT_ADMIN_LIMITS.textMax),
    attachments: z.array(EventAdminAttachmentWriteSchema).max(EVENT_ADMIN_LIMITS.attachmentsMax).default([]),
    isConference: z.boolean().default(false),
    isSingleClickRegistration: z.boolean().default(false),
    ticketTypes: z
      .array(EventAdminTicketTypeWriteSchema)
      .min(1, EVENT_ADMIN_MESSAGES.ticketTypesRequired)
      .max(EVENT_ADMIN_LIMITS.ticketTypesMax),
  })
  .refine(spanOk, { message: EVENT_ADMIN_MESSAGES.endBeforeStart, path: ['endDateTime'] })
  .refine((e) => !e.isSingleClickRegistration || (e.ticketTypes.length === 1 && e.ticketTypes[0].amount === 0), {
    message: EVENT_ADMIN_MESSAGES.singleClickOneType,
    path: ['ticketTypes'],
  })
  .refine(
    (e) =>
      !spanOk(e) ||
      e.sessions.every((s) => {
        const times = [
          wallClockToUtcMs(s.startDateTime, s.timeZone ?? e.timeZone),
          wallClockToUtcMs(e.startDateTime, e.timeZone),
          wallClockToUtcMs(s.endDateTime, s.timeZone ?? e.timeZone),
          wallClockToUtcMs(e.endDateTime, e.timeZone),
        ];
        return times.some(Number.isNaN) || (times[0] >= times[1] && times[2] <= times[3]);
      }),
    { message: EVENT_ADMIN_MESSAGES.sessionOutsideEvent, path: ['sessions'] },
  );
export type EventAdminWrite = z.input<typeof EventAdminWriteSchema>;
export type EventAdminWriteParsed = z.output<typeof EventAdminWriteSchema>;

/** The three lists of /admin/events (spec 02 §2 names Upcoming, Past and Drafts). */
export const EVENT_ADMIN_STATES = ['upcoming', 'past', 'drafts'] as const;
export type EventAdminState = (typeof EVENT_ADMIN_STATES)[number];

/** GET /api/v1/admin/events?state&search&page&limit. */
export const EventAdminListQuerySchema = z.object({
  state: z.enum(EVENT_ADMIN_STATES).default('upcoming'),
  search: z.string().trim().max(EVENT_ADMIN_LIMITS.searchMax).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(EVENT_ADMIN_LIMITS.listPageSizeMax).default(20),
});
export type EventAdminListQuery = Partial<z.output<typeof EventAdminListQuerySchema>>;

/** A row of the staff list. */
export const EventAdminListItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  type: z.string().nullable(),
  status: z.enum(EVENT_STATUSES),
  startDateTime: z.string(),
  startTimeZone: z.string(),
  /** IANA zone of the event (issue 30). */
  timeZone: z.string(),
  eventStartUtc: z.string(),
  eventEndUtc: z.string(),
  /** Scheduled publication (ISO instant) of a draft, or null. */
  publishAt: z.string().nullable(),
  /** Active tickets and total capacity (null = unlimited). */
  ticketsSold: z.number().int(),
  capacity: z.number().int().nullable(),
});
export type EventAdminListItem = z.infer<typeof EventAdminListItemSchema>;
export const EventAdminListResponseSchema = z.object({
  data: z.array(EventAdminListItemSchema),
  meta: z.object({ total_count: z.number().int() }),
});
export type EventAdminListResponse = z.infer<typeof EventAdminListResponseSchema>;

export const EventAdminTicketTypeSchema = EventTicketPriceSchema.extend({
  saleStartsAt: z.string().nullable(),
  saleEndsAt: z.string().nullable(),
  memberOnly: z.boolean(),
});
export type EventAdminTicketType = z.infer<typeof EventAdminTicketTypeSchema>;

/** GET /api/v1/admin/events/{id}: the details page's answer (any status) plus what the form needs. */
export const EventAdminDetailsSchema = EventDetailsSchema.extend({
  publishAt: z.string().nullable(),
  featureImgId: z.string().nullable(),
  listingImgId: z.string().nullable(),
  presenterImageIds: z.array(z.string().nullable()),
  ticketTypes: z.array(EventAdminTicketTypeSchema),
  attachments: z.array(EventAttachmentSchema.extend({ fileId: z.string().nullable() })),
});
export type EventAdminDetails = z.infer<typeof EventAdminDetailsSchema>;

export const EventAdminIdParamsSchema = z.object({ id: pathId });

/** POST /api/v1/admin/events/{id}/publish: now, or at `publishAt` (ISO instant in the future). */
export const EventPublishInputSchema = z.object({ publishAt: z.iso.datetime({ offset: true }).nullish() });

/** A ticket as staff see it in the attendee list. */
export const EventAttendeeSchema = z.object({
  ticketId: z.number().int(),
  ticketNumber: z.string(),
  holderName: z.string(),
  holderEmail: z.string(),
  ticketType: z.string(),
  amount: z.number(),
  attendanceStatus: z.enum(ATTENDANCE_STATUSES),
  dietaryRequirements: z.array(z.string()),
  otherDietaryRequirement: z.string().nullable(),
  accessibilityRequirement: z.string().nullable(),
  /** "Title Name (email)" of the substitute, or null. */
  substitute: z.string().nullable(),
  checkedInAt: z.string().nullable(),
  createdAt: z.string(),
});
export type EventAttendee = z.infer<typeof EventAttendeeSchema>;

/** GET /api/v1/admin/events/{id}/attendees?search&status&page&limit (search: name, email or ticket number). */
export const EventAttendeesQuerySchema = z.object({
  search: z.string().trim().max(EVENT_ADMIN_LIMITS.searchMax).optional(),
  status: z.enum(ATTENDANCE_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(EVENT_ADMIN_LIMITS.attendeesPageSizeMax).default(50),
});
export type EventAttendeesQuery = Partial<z.output<typeof EventAttendeesQuerySchema>>;
export const EventAttendeesResponseSchema = z.object({
  data: z.array(EventAttendeeSchema),
  meta: z.object({ total_count: z.number().int() }),
});
export type EventAttendeesResponse = z.infer<typeof EventAttendeesResponseSchema>;

/** GET /api/v1/admin/events/{id}/dietary-summary: counts over Active tickets, for the caterer. */
export const EventDietarySummarySchema = z.object({
  activeTickets: z.number().int(),
  withoutRequirements: z.number().int(),
  counts: z.array(z.object({ requirement: z.string(), count: z.number().int() })),
  /** Free-text needs, one per ticket that has one. */
  other: z.array(z.object({ ticketNumber: z.string(), text: z.string() })),
  accessibility: z.array(z.object({ ticketNumber: z.string(), text: z.string() })),
});
export type EventDietarySummary = z.infer<typeof EventDietarySummarySchema>;

/** POST /api/v1/admin/events/{id}/cancel: answer. */
export const EventCancelResultSchema = z.object({
  eventId: z.number().int(),
  status: z.enum(EVENT_STATUSES),
  ticketsCancelled: z.number().int(),
  /** AUD refunded in total. */
  refundedAmount: z.number(),
});
export type EventCancelResult = z.infer<typeof EventCancelResultSchema>;

/** POST /api/v1/admin/events/{id}/checkin {ticketId}. */
export const EventCheckInInputSchema = z.object({ ticketId: id });
export type EventCheckInInput = z.infer<typeof EventCheckInInputSchema>;

/** An uploaded event file (image or document). */
export const EventAdminFileSchema = z.object({
  id: z.string(),
  filename: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  url: z.string(),
});
export type EventAdminFile = z.infer<typeof EventAdminFileSchema>;

/** GET /api/v1/admin/events/abilities: whether the caller may manage events (any signed-in user). */
export const EventAdminAbilitiesSchema = z.object({ canManageEvents: z.boolean() });

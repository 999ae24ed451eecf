/**
 * Events and tickets contract (spec 03 §3 Event, Event ticket price, User ticket, Event filter
 * state, Substitute nominee, Favourite event list, Dietary; §5 Nominee and dietary validation; §7
 * Events and tickets). Answers not shown by the spec are chosen here and listed in
 * /tmp/events-contract.md and docs/spec-coverage.md.
 *
 * Money: amounts are AUD numbers rounded to 2 decimals (the database keeps integer cents).
 * Dates: `startDateTime`/`endDateTime` are the event's own wall-clock time ("YYYY-MM-DDTHH:mm:ss",
 * no offset) in its IANA zone `timeZone` ("Australia/Sydney"); `startTimeZone`/`endTimeZone` are that
 * zone's offset label on that date ("UTC+11:00" in January, "UTC+10:00" in July; issue 30); `eventStartUtc` and
 * `eventEndUtc` are ISO 8601 instants in UTC ("...Z").
 */
import { z } from 'zod';
import { EMAIL_PATTERN } from '../validators';
import {
  ATTENDANCE_STATUSES,
  EVENT_ATTACHMENT_KINDS,
  EVENT_LIMITS,
  EVENT_MESSAGES,
  EVENT_STATUSES,
} from './events.constants';

const id = z.number().int().positive().max(2_147_483_647);
/** Path ids come as text. */
const pathId = z.coerce.number().int().positive().max(2_147_483_647);
const money = z.number();

export const EventIdParamsSchema = z.object({ id: pathId });
export const TicketIdParamsSchema = z.object({ id: pathId });

/** An option of a filter list: event type, CPD category, location, when option, tag (spec 03 §3). */
export const EventOptionSchema = z.object({ id: z.number().int(), label: z.string() });
export type EventOption = z.infer<typeof EventOptionSchema>;
export const EventOptionListSchema = z.array(EventOptionSchema);

/** CPD details: present means a CPD event (spec 03 §3). Shape chosen. */
export const EventCpdDetailsSchema = z.object({
  /** CPD hours the event counts for. */
  hours: z.number(),
  category: z.string().nullable(),
  description: z.string().nullable(),
});
export type EventCpdDetails = z.infer<typeof EventCpdDetailsSchema>;

/**
 * Event list item (spec 03 §3) plus the caller's state. In the calendar view of the list call
 * (`view: 'calendar'`) the keys shortDesc, featureImg, listingImg and cpdDetails are absent to keep
 * the answer small (1,000 events); `isCpd` still tells CPD events apart. Every other answer has them.
 */
export const EventListItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Event type label ("Workshop", "Conference", ...). */
  type: z.string().nullable(),
  typeId: z.number().int().nullable(),
  shortDesc: z.string().nullable().optional(),
  startDateTime: z.string(),
  startTimeZone: z.string(),
  endDateTime: z.string(),
  endTimeZone: z.string(),
  /** IANA zone of the event ("Australia/Sydney", issue 30; beyond the spec). */
  timeZone: z.string(),
  eventStartUtc: z.string(),
  eventEndUtc: z.string(),
  /** Image URLs (public, `/api/event/image/{fileId}`), or null. */
  featureImg: z.string().nullable().optional(),
  listingImg: z.string().nullable().optional(),
  cpdDetails: EventCpdDetailsSchema.nullable().optional(),
  isCpd: z.boolean(),
  isSingleClickRegistration: z.boolean(),
  /** The one ticket price of a single-click event; null otherwise. */
  singleClickTicketPriceId: z.number().int().nullable(),
  /** The caller's active ticket for this event (the lowest id when several), or null. */
  userTicketId: z.number().int().nullable(),
  /** The event is in the caller's favourites. */
  isFavourite: z.boolean(),
});
export type EventListItem = z.infer<typeof EventListItemSchema>;

/** One session of an event (spec 03 §3), in the session's own zone like the event. */
export const EventSessionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  startDateTime: z.string(),
  startTimeZone: z.string(),
  endDateTime: z.string(),
  endTimeZone: z.string(),
  /** IANA zone of the session (issue 30; beyond the spec). */
  timeZone: z.string(),
  sessionStartUtc: z.string(),
  sessionEndUtc: z.string(),
});
export type EventSession = z.infer<typeof EventSessionSchema>;

export const EventPresenterSchema = z.object({
  name: z.string(),
  role: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  profileDesc: z.string().nullable(),
});
export type EventPresenter = z.infer<typeof EventPresenterSchema>;

export const EventCanEnrolLayoutSchema = z.object({
  canEnrolTitle: z.string(),
  canEnrolImageUrl: z.string().nullable(),
});
export const EventCourseLayoutSchema = z.object({
  courseTitle: z.string(),
  courseDesc: z.string().nullable(),
  courseImageUrl: z.string().nullable(),
});

/** GET /api/Event/{id}: event details (spec 03 §3). HTML fields are sanitised on the server. */
export const EventDetailsSchema = EventListItemSchema.extend({
  shortDesc: z.string().nullable(),
  featureImg: z.string().nullable(),
  listingImg: z.string().nullable(),
  cpdDetails: EventCpdDetailsSchema.nullable(),
  content: z.string().nullable(),
  address: z.string().nullable(),
  /** Venue name (chosen: shown beside the address in About). */
  venue: z.string().nullable(),
  externalUrl: z.string().nullable(),
  tags: z.array(EventOptionSchema),
  sessions: z.array(EventSessionSchema),
  canEnrolContent: z.string().nullable(),
  canEnrolLayout: z.array(EventCanEnrolLayoutSchema),
  coursesLayout: z.array(EventCourseLayoutSchema),
  sponsorContent: z.string().nullable(),
  reasoningContent: z.string().nullable(),
  accessContent: z.string().nullable(),
  presenters: z.array(EventPresenterSchema),
  category: EventOptionSchema.nullable(),
  location: EventOptionSchema.nullable(),
  /** Conferences follow the 30-day cancellation term (spec 03 §9). */
  isConference: z.boolean(),
  /** Published, not cancelled and not started yet: register and add-to-cart are allowed. */
  isRegistrationOpen: z.boolean(),
  status: z.enum(EVENT_STATUSES),
});
export type EventDetails = z.infer<typeof EventDetailsSchema>;

/** Calendar fetch dates are YYYY-MM-DD; other fetches send UTC ISO instants (spec 03 §3). */
const filterDate = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);
const idSet = z.union([id, z.array(id).max(EVENT_LIMITS.maxFilterIds)]);

/**
 * POST /api/event/list (spec 03 §3 Event filter state, §7). Empty values may be omitted or null.
 * `categoryId` and `tagId` are sets (one id or a list; an event matches any of them).
 * `listing` is a when-filter id (GET /api/event/whenfilter). `startDateFrom`/`startDateTo` bound
 * the start: ISO instants compare with the UTC start; YYYY-MM-DD dates with the event's own local
 * start date (both inclusive). `isActiveEvent`: true = not ended yet, false = ended, null = all.
 */
export const EventListInputSchema = z.object({
  page: z.number().int().min(1).max(1_000_000).default(1),
  size: z.number().int().min(1).max(EVENT_LIMITS.maxPageSize).default(EVENT_LIMITS.pageSize),
  sortOrder: z.enum(['asc', 'desc']).default('asc'),
  isActiveEvent: z.boolean().nullish(),
  keyword: z.string().trim().max(EVENT_LIMITS.keywordMax).nullish(),
  typeId: id.nullish(),
  locationId: id.nullish(),
  categoryId: idSet.nullish(),
  tagId: idSet.nullish(),
  listing: z.number().int().min(1).max(6).nullish(),
  startDateFrom: filterDate.nullish(),
  startDateTo: filterDate.nullish(),
  /** 'calendar': compact items (see EventListItemSchema). Default 'listing'. */
  view: z.enum(['listing', 'calendar']).default('listing'),
});
export type EventListInput = z.input<typeof EventListInputSchema>;
export type EventListQuery = z.output<typeof EventListInputSchema>;

/** Answer of the list, upcoming, past and favourite calls: `{ events, totalItems }`. */
export const EventListResponseSchema = z.object({ events: z.array(EventListItemSchema), totalItems: z.number().int() });
export type EventListResponse = z.infer<typeof EventListResponseSchema>;

/** POST /api/user/upcomingevents and /api/user/pastevents {page, size}. */
export const UserEventsInputSchema = z.object({
  page: z.number().int().min(1).max(1_000_000).default(1),
  size: z.number().int().min(1).max(EVENT_LIMITS.userEventsMaxPageSize).default(EVENT_LIMITS.userEventsPageSize),
});
export type UserEventsInput = z.input<typeof UserEventsInputSchema>;

/** GET api/favourite/events?page&size (size default 1000). */
export const FavouriteEventsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  size: z.coerce.number().int().min(1).max(EVENT_LIMITS.favouritesFetchSize).default(EVENT_LIMITS.favouritesFetchSize),
});

/**
 * Event ticket price (a ticket type; spec 03 §3) with its seats. `remaining` = capacity − sold −
 * active holds (null = unlimited); `soldOut` when remaining is 0. `sold` and `held` are given to
 * staff only (null for others).
 */
export const EventTicketPriceSchema = z.object({
  ticketPriceId: z.number().int(),
  eventId: z.number().int(),
  name: z.string(),
  amount: money,
  soldOut: z.boolean(),
  capacity: z.number().int().nullable(),
  remaining: z.number().int().nullable(),
  sold: z.number().int().nullable(),
  held: z.number().int().nullable(),
});
export type EventTicketPrice = z.infer<typeof EventTicketPriceSchema>;
export const EventTicketPriceListSchema = z.array(EventTicketPriceSchema);

/** Substitute nominee (spec 03 §3). */
export const NomineeSchema = z.object({
  nomineeTitle: z.string(),
  nomineeName: z.string(),
  nomineeEmail: z.string(),
  nomineeMobile: z.string(),
  nomineeOrgName: z.string().nullable(),
});
export type Nominee = z.infer<typeof NomineeSchema>;

/** A ticket of the caller (spec 03 §3 User ticket) plus what the caller may do with it. */
export const UserTicketSchema = z.object({
  ticketId: z.number().int(),
  eventId: z.number().int(),
  /** The ticket price's (type's) name. */
  ticketPrice: z.string(),
  ticketPriceId: z.number().int(),
  amount: money,
  ticketNumber: z.string(),
  dietaryRequirements: z.array(z.string()).nullable(),
  otherDietaryRequirement: z.string().nullable(),
  accessibilityRequirement: z.string().nullable(),
  attendanceStatus: z.enum(ATTENDANCE_STATUSES),
  nominee: NomineeSchema.nullable(),
  /** Active and the event has not started (the "helper" of spec 03 §4; rule chosen). */
  canCancel: z.boolean(),
  /** canCancel and the cancellation_nominate_substitute sub-feature is on. */
  canNominateSubstitute: z.boolean(),
  /** Set once cancelled: the refund the terms gave (AUD). */
  refundAmount: money.nullable(),
  createdAt: z.string(),
});
export type UserTicket = z.infer<typeof UserTicketSchema>;

/** GET /api/user/event/{id}/tickets?page&size (size default 4): the caller's tickets of one event. */
export const UserTicketsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(EVENT_LIMITS.ticketsPageSize),
});
export const UserTicketsResponseSchema = z.object({ tickets: z.array(UserTicketSchema), totalItems: z.number().int() });
export type UserTicketsResponse = z.infer<typeof UserTicketsResponseSchema>;

/** GET /api/ticket/{id}: the ticket and its event. */
export const TicketDetailsSchema = UserTicketSchema.extend({ event: EventListItemSchema });
export type TicketDetails = z.infer<typeof TicketDetailsSchema>;

const userId = z.uuid({ error: EVENT_MESSAGES.actForOwnAccount });

/** POST /api/event/register {ticketPriceId, userId}: free tickets only (paid → 409 CHECKOUT_REQUIRED). Answer: UserTicket. */
export const EventRegisterInputSchema = z.object({ ticketPriceId: id, userId });
export type EventRegisterInput = z.infer<typeof EventRegisterInputSchema>;

/** POST /api/ticket/cancel {ticketId}. */
export const TicketCancelInputSchema = z.object({ ticketId: id });
export type TicketCancelInput = z.infer<typeof TicketCancelInputSchema>;
export const TicketCancelResponseSchema = z.object({
  ticketId: z.number().int(),
  attendanceStatus: z.enum(ATTENDANCE_STATUSES),
  /** AUD refunded under the terms (0 for free tickets and late cancellations). */
  refundAmount: money,
});
export type TicketCancelResponse = z.infer<typeof TicketCancelResponseSchema>;

/** GET /api/ticket/{id}/refund-quote: what cancelling now would refund (spec 03 §9 terms). */
export const RefundQuoteSchema = z.object({
  ticketId: z.number().int(),
  amount: money,
  refundAmount: money,
  /** 90 when the term is met, else 0. */
  refundPercent: z.number(),
  /** Conference handling fee deducted (AUD; 110 or 0). */
  handlingFee: money,
  isConference: z.boolean(),
  /** Whole days left before the event starts (floor; negative once started). */
  daysBeforeStart: z.number().int(),
  canCancel: z.boolean(),
  terms: z.array(z.string()),
});
export type RefundQuote = z.infer<typeof RefundQuoteSchema>;

const requiredText = (required: string, max: number, maxMessage: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, maxMessage);

/** POST /api/ticket/nominatesubstitute (spec 03 §5 Nominee). Answer: UserTicket. */
export const NominateSubstituteInputSchema = z.object({
  ticketId: id,
  nomineeTitle: requiredText(
    EVENT_MESSAGES.nomineeTitleRequired,
    EVENT_LIMITS.nomineeFieldMax,
    EVENT_MESSAGES.maxLength150,
  ),
  nomineeName: requiredText(
    EVENT_MESSAGES.nomineeNameRequired,
    EVENT_LIMITS.nomineeFieldMax,
    EVENT_MESSAGES.maxLength150,
  ),
  nomineeEmail: requiredText(
    EVENT_MESSAGES.nomineeEmailRequired,
    EVENT_LIMITS.nomineeFieldMax,
    EVENT_MESSAGES.maxLength150,
  ).regex(EMAIL_PATTERN, EVENT_MESSAGES.nomineeEmailInvalid),
  nomineeMobile: requiredText(
    EVENT_MESSAGES.nomineeMobileRequired,
    EVENT_LIMITS.nomineeMobileMax,
    EVENT_MESSAGES.nomineeMobileMax,
  ).regex(/^\d+$/, EVENT_MESSAGES.nomineeMobileDigits),
  nomineeOrgName: z.string().trim().max(EVENT_LIMITS.nomineeFieldMax, EVENT_MESSAGES.maxLength150).nullish(),
});
export type NominateSubstituteInput = z.input<typeof NominateSubstituteInputSchema>;

const requirementText = z
  .string()
  .trim()
  .max(EVENT_LIMITS.requirementTextMax, EVENT_MESSAGES.requirementTooLong)
  .nullish();

/**
 * POST /api/ticket/update (spec 03 §3 Dietary, §5 Dietary form). An empty dietary list is stored
 * as null; dietaryRequirements must be values of GET api/value/dietaryrequirements and are only
 * accepted for tenants with the dietary field (others: 400 unless null or empty). Omitted text
 * fields are kept; null or "" clears them. Answer: UserTicket.
 */
export const TicketUpdateInputSchema = z.object({
  ticketId: id,
  dietaryRequirements: z.array(z.string().max(100)).max(20).nullish(),
  otherDietaryRequirement: requirementText,
  accessibilityRequirement: requirementText,
});
export type TicketUpdateInput = z.input<typeof TicketUpdateInputSchema>;

/** GET api/value/dietaryrequirements: the options (value/label as the other dropdown values). */
export const DietaryOptionSchema = z.object({ value: z.string(), label: z.string() });
export const DietaryOptionListSchema = z.array(DietaryOptionSchema);
export type DietaryOption = z.infer<typeof DietaryOptionSchema>;

/** Attachment of an event (spec 03 §2): docs download through `url` (session needed), links open `url`. */
export const EventAttachmentSchema = z.object({
  id: z.number().int(),
  kind: z.enum(EVENT_ATTACHMENT_KINDS),
  name: z.string(),
  url: z.string(),
  mimeType: z.string().nullable(),
  /** Bytes (docs only). */
  size: z.number().int().nullable(),
});
export type EventAttachment = z.infer<typeof EventAttachmentSchema>;
export const EventAttachmentListSchema = z.array(EventAttachmentSchema);

/** POST /api/user/eventquery (not shown by the spec; chosen): an enquiry about an event, mailed to staff. */
export const EventQueryInputSchema = z.object({
  eventId: id.nullish(),
  message: z
    .string({ error: EVENT_MESSAGES.enquiryRequired })
    .trim()
    .min(1, EVENT_MESSAGES.enquiryRequired)
    .max(EVENT_LIMITS.enquiryMax),
});
export type EventQueryInput = z.input<typeof EventQueryInputSchema>;
export const EventQueryResponseSchema = z.object({ success: z.literal(true), message: z.string() });

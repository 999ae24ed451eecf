/**
 * Events and tickets: constants, option lists and messages (spec 03 §2 Events, §4 Event
 * registration and ticket transitions, §5 Nominee and dietary validation, §8 Events and tickets,
 * §9 constants and cancellation terms). Texts are the spec's words where it gives them; the ones
 * marked "chosen" fill places the spec does not show (listed in docs/spec-coverage.md).
 */

export const EVENT_LIMITS = {
  /** POST /api/event/list default size (spec 03 §9). */
  pageSize: 20,
  /** Calendar fetch sizes (spec 03 §9): month 1000, year 2000; 2000 is the API maximum. */
  calendarMonthSize: 1000,
  calendarYearSize: 2000,
  maxPageSize: 2000,
  homeUpcoming: 2,
  homeDiscover: 4,
  /** Tickets per page in ticket lists (spec 03 §9). */
  ticketsPageSize: 4,
  /** User upcoming/past events and favourites: default and maximum page size (chosen). */
  userEventsPageSize: 20,
  userEventsMaxPageSize: 100,
  favouritesFetchSize: 1000,
  calendarGridDays: 42,
  calendarPreviewsPerDay: 2,
  calendarDayTitleChars: 18,
  calendarMonthTitleChars: 24,
  calendarTooltipSeveralMs: 3000,
  calendarTooltipSingleMs: 5000,
  calendarNoticeMs: 3000,
  infiniteScrollPx: 100,
  filterSearchDebounceMs: 300,
  keywordDebounceMs: 600,
  tagsShownInitially: 5,
  tagChipCap: 150,
  favouriteDebounceMs: 500,
  /** Nominee fields (spec 03 §5, §9). */
  nomineeFieldMax: 150,
  nomineeMobileMax: 15,
  /** Free-text dietary and accessibility fields (chosen). */
  requirementTextMax: 500,
  keywordMax: 200,
  /** Ids in one set filter (categoryId, tagId) (chosen). */
  maxFilterIds: 150,
  enquiryMax: 2000,
} as const;

/** Refund terms (spec 03 §9 Cancellation terms): 90% ≥ 14 days; conferences ≥ 30 days and a $110 fee. */
export const REFUND_TERMS = {
  refundPercent: 90,
  minDaysBefore: 14,
  conferenceMinDaysBefore: 30,
  /** Conference handling fee including GST, in cents. */
  conferenceFeeCents: 11_000,
} as const;

/** The wording of the cancellation terms dialog (spec 03 §9). */
export const CANCELLATION_TERMS = [
  'A refund of 90% of the registration fee if written cancellation is received at least 14 days before the event.',
  'For conferences, 30 days before, with a $110 handling fee including GST.',
  'No partial refunds.',
  'No refunds for no-shows.',
] as const;

/** Ticket attendance status (spec 03 §3 User ticket). */
export const ATTENDANCE_STATUSES = ['Active', 'Removed'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

/** Event publication status (chosen: drafts and cancelled events are seen by staff only). */
export const EVENT_STATUSES = ['published', 'draft', 'cancelled'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** Attachment kinds (spec 03 §2 Event details, §7 GET /api/event/{id}/{attachment}). */
export const EVENT_ATTACHMENT_KINDS = ['docs', 'links'] as const;
export type EventAttachmentKind = (typeof EVENT_ATTACHMENT_KINDS)[number];

/**
 * The "when" filter (GET /api/event/whenfilter; the `listing` filter key). The spec shows the call,
 * not its options: these are chosen. Ranges are computed on the server in Australia/Sydney time.
 */
export const EVENT_WHEN_OPTIONS = [
  { id: 1, label: 'Today' },
  { id: 2, label: 'This week' },
  { id: 3, label: 'This month' },
  { id: 4, label: 'Next month' },
  { id: 5, label: 'Upcoming' },
  { id: 6, label: 'Past' },
] as const;
export type EventWhenOptionId = (typeof EVENT_WHEN_OPTIONS)[number]['id'];

/** Dietary options served by GET api/value/dietaryrequirements (values chosen; value = label). */
export const DIETARY_REQUIREMENT_OPTIONS = [
  'Vegetarian',
  'Vegan',
  'Gluten free',
  'Dairy free',
  'Nut allergy',
  'Halal',
  'Kosher',
  'Low FODMAP',
  'Pescatarian',
] as const;

/** User-facing texts of events and tickets (spec 03 §2, §4, §5, §8). */
export const EVENT_MESSAGES = {
  // §8 Events and tickets
  registerFailed: 'Failed to register for event. Try again.',
  cancelFailed: 'Failed to cancel ticket. Try again',
  nominateFailed: 'Failed to nominate ticket. Try again',
  dietaryChangeFailed: 'Failed to change ticket dietary. Try again.',
  /** Event detail load failure (a wrong wording in the product; kept as is). */
  eventLoadFailed: 'Error deleting post. Try again.',
  dietaryOptionsFailed: 'Something went wrong.',
  registered: 'Registered successfully!',
  canceled: 'Canceled successfully!',
  nominated: 'Nominated successfully!',
  ticketChanged: 'Changed ticket successfully!',
  // §8 Favourites
  favouriteAddError: 'Error adding to favorites:',
  favouriteRemoveError: 'Error removing from favorites:',
  favouriteAdded: 'Successfully added to favourites',
  favouriteRemoved: 'Successfully removed from favourites',
  // §8 Empty states
  noEvents: 'No events',
  noEventsAvailable: 'No events available',
  noEventsYet: 'No events yet',
  noUpcomingEvents: 'No upcoming events yet',
  noPastEvents: 'No past events yet',
  noAttachments: 'No attachments yet',
  noFavoriteEvents: 'No favorite events.',
  // §2 and §4 screens
  noTicketsLeft: 'No tickets left',
  proceedToCheckout: 'Proceed to checkout?',
  requestRefund: 'Request Refund',
  refund: 'Refund',
  cancelRegistration: 'Cancel Registration',
  confirm: 'Confirm',
  noMoreUpcomingEvents: 'No more upcoming events',
  noPreviousEvents: 'No previous events',
  workInProgress: 'Work in progress',
  meetingPlaceholder: 'Oops! Sorry, page is under construction!',
  // §5 Nominee
  nomineeTitleRequired: 'Please enter a nominee title',
  nomineeNameRequired: 'Please enter a nominee name',
  nomineeEmailRequired: 'Please enter a nominee email',
  nomineeEmailInvalid: 'Enter valid email',
  nomineeMobileRequired: 'Please enter a nominee mobile',
  nomineeMobileDigits: 'Enter a valid mobile number (numbers only)',
  maxLength150: 'Max length is 150 symbols',
  // Chosen (the spec does not show the server's texts)
  nomineeMobileMax: 'Max length is 15 symbols',
  eventNotFound: 'Event not found.',
  ticketNotFound: 'Ticket not found.',
  ticketTypeNotFound: 'Ticket type not found.',
  alreadyRegistered: 'You are already registered for this event.',
  checkoutRequired: 'This ticket has a price: please proceed to checkout.',
  registrationClosed: 'Registration is closed for this event.',
  ticketAlreadyCancelled: 'This ticket has already been cancelled.',
  ticketCannotBeCancelled: 'This ticket can no longer be cancelled.',
  substituteNotAllowed: 'A substitute can no longer be nominated for this ticket.',
  dietaryNotCollected: 'Dietary requirements are not collected for this organisation.',
  dietaryUnknown: 'Please choose dietary requirements from the list.',
  requirementTooLong: 'Max length is 500 symbols',
  actForOwnAccount: 'You can only do this for your own account.',
  accountNotFound: 'Account not found.',
  enquiryRequired: 'Please enter your enquiry.',
  enquirySent: 'Your enquiry has been submitted. Thank you.',
} as const;

/** "No tickets left for {name}." / "Sorry, only {n} tickets left for {name}." (chosen). */
export function ticketsLeftMessage(name: string, remaining: number): string {
  if (remaining <= 0) return `No tickets left for ${name}.`;
  return `Sorry, only ${remaining} ${remaining === 1 ? 'ticket' : 'tickets'} left for ${name}.`;
}

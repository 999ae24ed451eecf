/**
 * Texts and constants of the events area (spec 03 §2 Events, §4 Event registration and Event
 * ticket, §5 Nominee and Dietary form, §8 Events and tickets, §9 constants and cancellation terms).
 * The spec's words are kept exactly (typos included); words the spec does not give are marked
 * "chosen". Texts the server shares come from EVENT_MESSAGES (@portal/shared).
 */
import { CANCELLATION_TERMS as SHARED_TERMS, EVENT_LIMITS, EVENT_MESSAGES as M } from '@portal/shared';

/** Limits and timings (spec 03 §9; spec 01 §9). Units are in the names. */
export const EVENTS_UI = {
  pageSize: 20,
  homeUpcoming: 2,
  homeDiscover: 4,
  ticketListPageSize: 4,
  calendarMonthSize: 1000,
  calendarYearSize: 2000,
  calendarGridDays: 42,
  previewsPerCell: 2,
  dayTitleMax: 18,
  monthTitleMax: 24,
  infiniteScrollThresholdPx: 100,
  filterSearchDebounceMs: 300,
  keywordDebounceMs: 600,
  favouriteDebounceMs: 500,
  favouritesFetchSize: 1000,
  tagsShown: 5,
  tagChipCap: 150,
  tooltipSeveralMs: 3000,
  tooltipSingleMs: 5000,
  calendarNoticeMs: 3000,
  nomineeMax: EVENT_LIMITS.nomineeFieldMax,
  nomineeMobileMax: EVENT_LIMITS.nomineeMobileMax,
  homeDashboardEvents: 3,
} as const;

/** Side menu (spec 03 §2 Events: side menu). */
export const EVENTS_MENU = {
  home: 'Home',
  discover: 'Discover events',
  myEvents: 'My events',
  attending: 'Attending',
  pastEvents: 'My past events',
  courses: 'Courses',
  enrolled: 'Enrolled',
  allCourses: 'All courses',
  menu: 'Menu',
  title: 'Events',
} as const;

/** Page and section words (spec 03 §2; "chosen" where the spec gives none). */
export const EVENTS_TEXT = {
  myUpcoming: 'My upcoming events',
  discover: 'Discover events',
  seeAll: 'See all',
  going: 'Going',
  register: 'Register',
  cancelRegistration: 'Cancel registration',
  dietary: 'Dietary & special requirements',
  downloadTicketPdf: 'Download ticket (PDF)',
  listingView: 'Listing view',
  calendarView: 'Calendar view',
  noEvents: M.noEvents,
  noEventsAvailable: M.noEventsAvailable,
  noEventsYet: M.noEventsYet,
  noUpcoming: M.noUpcomingEvents,
  noPast: M.noPastEvents,
  noAttachments: M.noAttachments,
  noFavourites: M.noFavoriteEvents,
  workInProgress: M.workInProgress,
  meetingPlaceholder: M.meetingPlaceholder,
  generalTitle: 'Events',
  attendingTitle: 'Going',
  pastTitle: 'Past events',
  more: 'More',
  /** Chosen: card and details words. */
  free: 'Free',
  cpdEvent: 'CPD',
  loadMore: 'Load more',
  addToCalendar: 'Add to calendar',
  addTicketsToCalendar: 'Add my events to calendar',
  viewEvent: 'View event',
  ticketNumber: 'Ticket',
} as const;

/** Filter dropdown (spec 03 §2 Discover events; words chosen where the spec names only the field). */
export const FILTER_TEXT = {
  filters: 'Filters',
  dateRange: 'Date range',
  type: 'Type',
  categories: 'Categories',
  locations: 'Locations',
  tags: 'Tags',
  listing: 'When',
  searchTags: 'Search tags',
  seeAll: 'See all',
  showLess: 'Show less',
  clear: 'Clear',
  apply: 'Apply',
  keyword: 'Search events',
  anyType: 'All types',
  anyLocation: 'All locations',
  noTags: 'No tags found.',
} as const;

/** Calendar (spec 03 §2 Calendar). */
export const CALENDAR_TEXT = {
  month: 'Month',
  year: 'Year',
  previousEvent: 'Previous event',
  nextEvent: 'Next event',
  today: 'Today',
  noMoreUpcoming: M.noMoreUpcomingEvents,
  noPrevious: M.noPreviousEvents,
  more: (n: number) => `+${n} more`,
} as const;

/** The phone agenda of the calendar (issue 32). */
export const AGENDA_TEXT = {
  label: (period: string) => `Events in ${period}`,
  empty: (period: string) => `No events in ${period}`,
  attending: 'Attending',
  cpd: 'CPD',
} as const;

/** Event details sections (spec 03 §2 Event details). */
export const DETAILS_TEXT = {
  about: 'About',
  externalLink: 'Event website',
  type: 'Type',
  venue: 'Venue',
  sessions: 'Sessions',
  whoCanEnrol: 'Who can enrol',
  courseContent: 'Course content',
  sponsorship: 'Sponsorship',
  additionalInfo: 'Additional info',
  presentedBy: 'Presented by',
  cpdDetails: 'CPD Details',
  registration: 'Registration',
  attachments: 'Attachments',
  docs: 'Documents',
  links: 'Links',
  ticketType: 'Ticket type',
  quantity: 'Quantity',
  noTicketsLeft: M.noTicketsLeft,
  selectTicketType: 'Select a ticket type',
  yourTickets: 'Your tickets',
  addToCart: 'Add to cart',
  /** Under Register and Add to cart for a paid ticket type (issue 32): what each does. */
  registerOrCart:
    'Register takes you straight to payment for these tickets. Add to cart keeps them in your cart so you can pay for tickets to several events together.',
  soldOut: 'Sold out',
  /** A cancelled event's page (issue 22; chosen). */
  cancelledTitle: 'This event has been cancelled',
  cancelledText: 'Registration is closed. Every ticket was cancelled and its price refunded in full.',
  cancelledRegistration: 'This event was cancelled: registration is closed.',
  /** Event detail load failure (spec 03 §8: the product's wording, kept as is). */
  loadError: M.eventLoadFailed,
} as const;

/** Registration and ticket messages (spec 03 §4, §8; spec 01 §8). */
export const TICKET_TEXT = {
  proceedToCheckout: M.proceedToCheckout,
  registered: M.registered,
  registerFailed: M.registerFailed,
  canceled: M.canceled,
  cancelFailed: M.cancelFailed,
  nominated: M.nominated,
  nominateFailed: M.nominateFailed,
  changed: M.ticketChanged,
  changeFailed: M.dietaryChangeFailed,
  dietaryOptionsFailed: M.dietaryOptionsFailed,
  requestRefund: M.requestRefund,
  refund: M.refund,
  cancelRegistration: M.cancelRegistration,
  confirm: M.confirm,
  nominateSubstitute: 'Nominate Substitute',
  cancel: 'Cancel',
  save: 'Save',
  /** Chosen: dialog titles and labels the spec does not give. */
  termsTitle: 'Cancellation terms and conditions',
  cancelTitle: 'Cancel registration',
  cancelQuestion: 'Do you want to cancel your registration for this event?',
  refundQuestion: 'Do you want to cancel your registration and request a refund?',
  refundAmount: (amount: string) => `Refund amount: ${amount}`,
  noRefund: 'No refund applies to this ticket.',
  nominateTitle: 'Nominate a substitute',
  dietaryTitle: 'Dietary & special requirements',
  dietaryLabel: 'Dietary requirements',
  otherDietaryLabel: 'Other dietary requirement',
  accessibilityLabel: 'Accessibility requirement',
} as const;

/** Cancellation terms shown in the terms dialog (spec 03 §9, word for word). */
export const CANCELLATION_TERMS = SHARED_TERMS;

/** Nominee form (spec 03 §5 Nominee). */
export const NOMINEE_TEXT = {
  title: 'Title',
  name: 'Name',
  email: 'Email',
  mobile: 'Mobile',
  titleRequired: M.nomineeTitleRequired,
  nameRequired: M.nomineeNameRequired,
  emailRequired: M.nomineeEmailRequired,
  emailInvalid: M.nomineeEmailInvalid,
  mobileRequired: M.nomineeMobileRequired,
  mobileDigits: M.nomineeMobileDigits,
  maxLength: M.maxLength150,
  mobileMax: M.nomineeMobileMax,
} as const;

/** Favourite toggle messages (spec 03 §8 Favourites). */
export const FAVOURITE_TEXT = {
  added: M.favouriteAdded,
  removed: M.favouriteRemoved,
  addError: M.favouriteAddError,
  removeError: M.favouriteRemoveError,
} as const;

/** Routes of the events area (spec 03 §2 Events). */
export const EVENTS_PATHS = {
  home: '/events',
  details: (id: number | string) => `/events/${id}`,
  discoverAll: '/events/discover/all',
  discoverFilter: '/events/discover/filter',
  calendar: '/events/discover/all?activeTab=calendar',
  attending: '/events/attending',
  past: '/events/past-events',
  cpdEnrolled: '/cpd/enrolled-page',
  cpdAllCourses: '/cpd/all-courses',
} as const;

/** Waitlist texts (issue 22, beyond the spec: chosen, listed in docs/spec-coverage.md). */
export const WAITLIST_TEXT = {
  title: 'Waitlist',
  join: 'Join waitlist',
  leave: 'Leave waitlist',
  soldOut: (name: string) => `${name} is sold out.`,
  position: (n: number, name: string) => `You are number ${n} on the waitlist for ${name}.`,
  howItWorks: 'If a seat is freed we email you, and hold it for you for 24 hours.',
  offerTitle: (name: string) => `A seat of ${name} is held for you`,
  offerText: (until: string) => `Register for it before ${until}. After that it goes to the next person waiting.`,
} as const;

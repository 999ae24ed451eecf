/**
 * Business constants and limits (spec 01 §9). Units are in the names: Ms = milliseconds,
 * Px = CSS pixels, Bytes = bytes.
 */
export const LIMITS = {
  errorNotificationMs: 4500,
  settingsToastMs: 3500,
  defaultPageSize: 1000,
  accountBatchPageSize: 100,
  accountSearchPageSize: 1000,
  accountSearchUiPageSize: 50,
  notificationsPageSize: 7,
  homeMeetings: 2,
  homeNews: 4,
  homeEvents: 3,
  searchMinChars: 3,
  pickerDebounceMs: 500,
  globalSearchResultsPerSection: 2,
  /**
   * A keyword search of news, resources or community posts ranks, pages and counts within the
   * newest this many matches (issue 33): a count at the window means "this many or more" and shows
   * as "200+" (not in the spec; docs/spec-coverage.md, docs/decisions/0001-keyword-search-window.md).
   */
  keywordSearchWindow: 200,
  exploreDebounceMs: 800,
  favouriteDebounceMs: 500,
  cartUpdateDebounceMs: 400,
  notificationPollMs: 30_000,
  markAsReadThrottleMs: 1000,
  avatarMaxBytes: 5 * 1024 * 1024,
  contactAttachmentsMaxBytes: 10_485_760,
  profileDescriptionMax: 600,
  verificationCodeLength: 6,
  onboardingRedirectDelayMs: 2000,
  passwordMinLength: 8,
  passwordSymbols: '!@#$%^&*',
  /** Sign-in credential password minimum for enabling Continue (spec 01 §5). */
  signInPasswordMinLength: 2,
  /** Security settings of issue #2 (not in the spec; recorded in docs/spec-coverage.md). */
  oneTimeCodeTtlMinutes: 10,
  oneTimeCodeMaxAttempts: 5,
  resetTokenTtlMinutes: 60,
  /** Hours the link to verify a new email address lives (issue 28). */
  emailChangeVerifyHours: 24,
  /** Days the old address may undo an email change (issue 28). */
  emailChangeUndoDays: 7,
  sessionTtlHours: 24 * 14,
  impersonationTtlMinutes: 60,
  /** Per-IP and per-account attempts on credential and code endpoints, per window. */
  credentialAttemptsPerIp: 30,
  credentialAttemptsPerAccount: 10,
  credentialWindowMinutes: 15,
} as const;

/** Layout constants in CSS pixels and ms (spec 01 §2 Shell, §9). */
export const LAYOUT = {
  headerHeight: 68,
  contentHeaderDefault: 64,
  contentHeaderSmall: 44,
  scrollTopAfterPx: 160,
  scrollTopDurationMs: 1500,
  sidePanelWidth: 336,
  contentWidthSmall: 880,
  contentWidthMedium: 1080,
  contentWidthLarge: 1280,
  mobileDrawerWidth: 330,
} as const;

/**
 * Money, locale and date INPUTS (spec 01 §9). Date and time DISPLAY formats are `DATE_FORMATS` with
 * their formatters in time/time.ts (issue 30: one set of en-AU formats, "30 Nov 2026",
 * "Mon 30 Nov 2026, 9:00 am"); zones are IANA names (`DEFAULT_TIME_ZONE`, the tenant's `timeZone`).
 */
export const FORMATS = {
  currency: 'AUD',
  locale: 'en-AU',
  /** Date pickers and typed dates (same as DATE_FORMATS.input). */
  date: 'DD/MM/YYYY',
  emptyDate: '0001-01-01',
  /** Zone of tenant-wide dates (CPD periods, sign-in day); the tenant's own `timeZone` for events. */
  timeZone: 'Australia/Sydney',
} as const;

/** Auto-renewal date and new portal launch (spec 01 §9). */
export const PORTAL_LAUNCH_DATE = '2025-07-01';
/** Default news/resources category key (spec 01 §9). */
export const DEFAULT_CATEGORY_KEY = 'all_categories';
/** Build tenant constant (spec 01 §9). */
export const DEFAULT_TENANT = 'ota';

/**
 * The widths (px) image routes serve as `?w=` WebP variants (issue 32: content assets, community
 * files, event images); the web app builds its `srcset` and picks blob widths from the same list.
 * Any other width is 400 with IMAGE_WIDTH_MESSAGE.
 */
export const IMAGE_WIDTHS = [320, 640, 960, 1280, 1600] as const;
/** The answer to a `?w=` outside IMAGE_WIDTHS. */
export const IMAGE_WIDTH_MESSAGE = `Image width must be one of ${IMAGE_WIDTHS.join(', ')}.`;

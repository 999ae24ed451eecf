/**
 * Community meetings contract (spec 02 §2 meetings, explore meetings, bookmarked meetings; §3 Meeting;
 * §4 Meeting; §5 Meeting; §6 meetingAll; §7 Meetings; §8 meeting messages; §9 meeting limits).
 * Paths under /api/v1:
 *
 * - GET    community/{id}/meeting                         → {meets, totalItemCount} (the caller's visible ones)
 * - GET    community/{cid}/meeting/{mid}                  → Meeting (404 when the caller may not see it)
 * - POST   community/{cid}/meeting/{mid} {status}         → Meeting (RSVP; 409 after the deadline or the end)
 * - POST   community/{cid}/meeting/{mid}/add-to-favorite | delete-from-favorite → {success}
 * - GET    community/{cid}/meeting/{mid}/asset            → MeetingAsset[]
 * - GET    community/{cid}/meeting/{mid}/asset/{aid}      → the file's bytes
 * - GET    community/{cid}/meeting/{mid}/image            → the image's bytes
 * - GET    community/{cid}/meeting/{mid}/ics              → text/calendar (Add to calendar)
 * - POST   community/meeting {page, pageSize, communitiesIds, statuses, onlyFavorite, showPast,
 *          showUpcoming, startDate, endDate}              → {meets, totalItemCount}
 * - GET    community/meeting/preference                   → {communities, totalIncoming, totalUpcoming}
 * - GET    dashboard/meetings?page&pageSize&viewMeetsWithAllAnswers → {meets, totalItemCount}
 * - GET    admin/community/{id}/meeting                   → {meets, totalItemCount} (meetingAll)
 * - POST   admin/community/{id}/meeting (multipart)       → 201 Meeting
 * - PUT    admin/community/{cid}/meeting/{mid} (multipart) → Meeting
 * - DELETE admin/community/{cid}/meeting/{mid}            → {success}
 * - POST   community/{cid}/meeting/{mid}/asset (multipart `files`), DELETE .../asset/{aid} (meetingAll)
 * - PUT    admin/community/{cid}/meeting/{mid}/add-members | remove-members {userIds} → Meeting
 * - GET    admin/community/{cid}/meeting/{mid}/member-search?keyword → {users} (invite search)
 * - GET/POST/DELETE account/calendar-feed                → the personal calendar feed URL (beyond the spec)
 * - GET    calendar/{token}.ics (public)                  → the feed (404 for a revoked token)
 *
 * Dates are ISO strings; `duration` is in minutes; `startDate` + `duration` is the meeting's end.
 */
import { isValidTimeZone, TIME_ZONE_MESSAGES } from '../time/time';
import { z } from 'zod';
import { idParamSchema, idSchema } from '../common/ids';
import { pagingSchema, QueryBooleanSchema } from './communities.schemas';

const id = idSchema;
const intId = idParamSchema;

/** Meeting privacy (spec 02 §3, §9): Public 1, Community 2, Private 3. */
export const MeetingVisibility = { Public: 1, Community: 2, Private: 3 } as const;
export type MeetingVisibility = (typeof MeetingVisibility)[keyof typeof MeetingVisibility];

/** RSVP status (spec 02 §3): NoResponse 0, Going 1, CantGo 2. */
export const RsvpStatus = { NoResponse: 0, Going: 1, CantGo: 2 } as const;
export type RsvpStatus = (typeof RsvpStatus)[keyof typeof RsvpStatus];
export const RSVP_STATUS_LABELS: Readonly<Record<number, string>> = {
  0: 'No response',
  1: 'Going',
  2: "Can't go",
};

/** Meeting limits (spec 02 §9; chosen ones marked). */
export const MEETING_LIMITS = {
  nameMax: 300,
  descriptionMax: 2000,
  assetsMax: 5,
  /** Chosen: link, meeting id and password lengths. */
  linkMax: 2000,
  codeMax: 200,
  /** Chosen: a meeting lasts at most a week (minutes). */
  durationMaxMinutes: 7 * 24 * 60,
  /** Chosen (issue 30): the reason given when cancelling a meeting. */
  cancelReasonMax: 500,
  highlightMs: 2000,
  filterDebounceMs: 400,
  inviteDebounceMs: 500,
  explorePageStep: 10,
  explorePageSize: 1000,
  homeShown: 2,
  /** "See all" shows when more than this many upcoming meetings exist (spec 01 §2). */
  homeSeeAllOver: 3,
  searchMinChars: 3,
} as const;

/** Texts (spec 02 §4, §5, §8; chosen where marked). */
export const MEETING_MESSAGES = {
  nameRequired: 'Please enter a Meeting title',
  nameTooLong: 'Max length is 300 symbols',
  descriptionRequired: 'Please enter a meeting description',
  descriptionTooLong: 'Max length is 2000 symbols',
  dateRequired: 'Please select a date',
  timeInPast: 'Time cannot be in the past',
  endBeforeStart: 'End time before start time',
  rsvpAfterStart: 'The RSVP date cannot be set after the meeting start time',
  linkRequired: 'Please enter a meeting link',
  linkInvalid: 'Please enter a valid meeting link',
  privacyRequired: 'Please select privacy',
  rsvpClosedEnded: 'RSVP is closed. The meeting date and time have passed.',
  rsvpClosedDeadline: 'RSVP is closed. The deadline has passed.',
  editFailed: 'Error editing meeting. Try again.',
  createFailed: 'Error creating meeting. Try again.',
  removeFailed: 'Error removing meeting:, ',
  downloadFailed: 'Error downloading files',
  loadFailed: 'Failed to load meetings. Try again.',
  statusFailed: 'Failed to update meeting status. Try again.',
  rsvpFailed: 'Error during updating',
  invitesSent: 'Invites sent',
  removed: 'Removed successfully!',
  copied: 'Copied successfully!',
  linkCopied: 'Link copied',
  addedToFavourites: 'Successfully added to favourites',
  removedFromFavourites: 'Successfully removed from favourites',
  noUpcoming: 'No upcoming meetings',
  minLetters: 'Please enter at least 3 letters',
  notFoundUsers: 'Not found users',
  // Chosen where the spec gives no wording:
  published: 'Meeting published to the dashboard',
  notificationSent: 'Notification sent',
  created: 'Meeting created',
  saved: 'Successfully saved',
  deleted: 'Meeting deleted',
  meetingNotFound: 'Meeting not found.',
  privacyLocked: 'The privacy of a meeting cannot be changed.',
  tooManyAssets: 'You can attach up to 5 files.',
  alreadyNotified: 'The notification for this meeting has already been sent.',
  alreadyPublished: 'This meeting is already published to the dashboard.',
  privateNotPublishable: 'A private meeting cannot be published to the dashboard.',
  inviteOnlyPrivate: 'Only private meetings take invitations.',
  notAMember: 'Only members of the community can be invited.',
  assetNotFound: 'File not found.',
  noMeetings: 'No meetings yet',
  noBookmarked: 'No bookmarked meetings',
  calendarFeedNotFound: 'Calendar feed not found.',
  // Cancelling a meeting (issue 30, beyond the spec):
  cancelled: 'Meeting cancelled',
  cancelledLabel: 'Cancelled',
  alreadyCancelled: 'This meeting is already cancelled.',
  cancelPast: 'A meeting that has ended cannot be cancelled.',
  rsvpClosedCancelled: 'RSVP is closed. The meeting was cancelled.',
  cancelFailed: 'Error cancelling meeting. Try again.',
  cancelReasonTooLong: 'The reason can be at most 500 characters.',
} as const;

/** Join links: http(s) with a domain (a dot, or localhost). */
export const MEETING_LINK_PATTERN = /^https?:\/\/([a-z0-9-]+\.)+[a-z0-9-]{2,}(:\d+)?(\/\S*)?$/i;

export const MeetingVisibilitySchema = z.coerce
  .number({ message: MEETING_MESSAGES.privacyRequired })
  .int()
  .refine((v) => v === 1 || v === 2 || v === 3, MEETING_MESSAGES.privacyRequired);

const isoDate = z
  .string({ message: MEETING_MESSAGES.dateRequired })
  .min(1, MEETING_MESSAGES.dateRequired)
  .refine((v) => !Number.isNaN(Date.parse(v)), MEETING_MESSAGES.dateRequired);

/**
 * The text fields of a meeting form (multipart, spec 02 §5; blank fields are skipped by the client):
 * startDate ISO, duration minutes, rsvpDate ISO or absent, visible 1-3, flags "true"/"false".
 */
export const MeetingFieldsSchema = z.object({
  name: z
    .string({ message: MEETING_MESSAGES.nameRequired })
    .trim()
    .min(1, MEETING_MESSAGES.nameRequired)
    .max(MEETING_LIMITS.nameMax, MEETING_MESSAGES.nameTooLong),
  description: z
    .string({ message: MEETING_MESSAGES.descriptionRequired })
    .trim()
    .min(1, MEETING_MESSAGES.descriptionRequired)
    .max(MEETING_LIMITS.descriptionMax, MEETING_MESSAGES.descriptionTooLong),
  meetingLink: z
    .string({ message: MEETING_MESSAGES.linkRequired })
    .trim()
    .min(1, MEETING_MESSAGES.linkRequired)
    .max(MEETING_LIMITS.linkMax, MEETING_MESSAGES.linkInvalid)
    .regex(MEETING_LINK_PATTERN, MEETING_MESSAGES.linkInvalid),
  meetingId: z.string().trim().max(MEETING_LIMITS.codeMax).optional(),
  meetingPassword: z.string().trim().max(MEETING_LIMITS.codeMax).optional(),
  startDate: isoDate,
  duration: z.coerce
    .number({ message: MEETING_MESSAGES.endBeforeStart })
    .int(MEETING_MESSAGES.endBeforeStart)
    .min(1, MEETING_MESSAGES.endBeforeStart)
    .max(MEETING_LIMITS.durationMaxMinutes, MEETING_MESSAGES.endBeforeStart),
  rsvpDate: isoDate.optional(),
  /** IANA zone the meeting is planned in (issue 30); the tenant's zone when absent (create) or kept (edit). */
  timeZone: z.string().trim().refine(isValidTimeZone, TIME_ZONE_MESSAGES.unknown).optional(),
  visible: MeetingVisibilitySchema,
  sendNotification: QueryBooleanSchema.optional(),
  toDashBoard: QueryBooleanSchema.optional(),
  /** Edit: ids of the meeting's assets to remove. */
  deletedAssetIds: z.array(z.coerce.number().int().min(1)).optional(),
  /** Edit: remove the image. */
  removeImage: QueryBooleanSchema.optional(),
});
export type MeetingFields = z.output<typeof MeetingFieldsSchema>;

export const MeetingAssetSchema = z.object({ id, path: z.string(), fileName: z.string(), size: z.number() });
export type MeetingAsset = z.infer<typeof MeetingAssetSchema>;

export const MeetingUserSchema = z.object({
  userId: z.string(),
  status: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  invited: z.boolean(),
});
export type MeetingUser = z.infer<typeof MeetingUserSchema>;

/**
 * A meeting as the caller sees it (spec 02 §3). `status` is the caller's RSVP; `users` the invited
 * members and answers (for managers; others see their own row only); `endDate` = start + duration;
 * `rsvpClosed` is null while the caller may answer, else the spec's message.
 */
export const MeetingSchema = z.object({
  id,
  communityId: id,
  name: z.string(),
  description: z.string(),
  meetingLink: z.string(),
  meetingId: z.string().nullable(),
  meetingPassword: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  duration: z.number().int(),
  rsvpDate: z.string().nullable(),
  /** IANA zone the meeting was planned in (issue 30; beyond the spec). Members see meetings in their own zone. */
  timeZone: z.string(),
  disableRSVPDate: z.boolean(),
  visible: z.number().int(),
  sendNotification: z.boolean(),
  toDashBoard: z.boolean(),
  imageUrl: z.string().nullable(),
  users: z.array(MeetingUserSchema),
  goingCount: z.number().int(),
  assets: z.array(MeetingAssetSchema),
  status: z.number().int(),
  isFavorite: z.boolean(),
  rsvpClosed: z.string().nullable(),
  /** When staff cancelled it (issue 30, beyond the spec), else null; a cancelled meeting takes no RSVP. */
  cancelledAt: z.string().nullable(),
  /** The reason staff gave, when any. */
  cancelReason: z.string().nullable(),
  canManage: z.boolean(),
  community: z.object({ id, name: z.string(), alias: z.string(), imageUrl: z.string().nullable() }),
  createdAt: z.string(),
});
export type Meeting = z.infer<typeof MeetingSchema>;

export const MeetingListResponseSchema = z.object({ meets: z.array(MeetingSchema), totalItemCount: z.number() });
export type MeetingListResponse = z.infer<typeof MeetingListResponseSchema>;

export const MeetingParamsSchema = z.object({ cid: intId, mid: intId });
export const MeetingAssetParamsSchema = z.object({ cid: intId, mid: intId, aid: intId });
export const MeetingListQuerySchema = pagingSchema(MEETING_LIMITS.explorePageSize);

/** POST community/{cid}/meeting/{mid}: the caller's RSVP. */
export const RsvpInputSchema = z.object({
  status: z.coerce
    .number()
    .int()
    .refine((v) => v === 0 || v === 1 || v === 2, 'Unknown RSVP status'),
});

/** POST community/meeting (Explore meetings, spec 02 §7). Neither or both of showPast/showUpcoming: all. */
export const MeetingExploreInputSchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MEETING_LIMITS.explorePageSize).default(MEETING_LIMITS.explorePageSize),
  communitiesIds: z.array(z.number().int().min(1).max(2_147_483_647)).max(1000).optional(),
  statuses: z
    .array(
      z
        .number()
        .int()
        .refine((v) => v >= 0 && v <= 2),
    )
    .max(3)
    .optional(),
  onlyFavorite: z.boolean().optional(),
  showPast: z.boolean().optional(),
  showUpcoming: z.boolean().optional(),
  startDate: z.string().datetime({ offset: true }).optional(),
  endDate: z.string().datetime({ offset: true }).optional(),
});
export type MeetingExploreInput = z.input<typeof MeetingExploreInputSchema>;

export const MeetingPreferenceSchema = z.object({
  communities: z.array(z.object({ id, name: z.string(), alias: z.string() })),
  /** Upcoming visible meetings the caller has not answered. */
  totalIncoming: z.number().int(),
  /** Upcoming meetings the caller may see. */
  totalUpcoming: z.number().int(),
});
export type MeetingPreference = z.infer<typeof MeetingPreferenceSchema>;

export const DashboardMeetingsQuerySchema = pagingSchema(MEETING_LIMITS.homeSeeAllOver + 1).extend({
  viewMeetsWithAllAnswers: QueryBooleanSchema.optional(),
});

/** POST admin/community/{cid}/meeting/{mid}/cancel (issue 30, beyond the spec): an optional reason. */
export const MeetingCancelInputSchema = z.object({
  reason: z
    .string()
    .trim()
    .max(MEETING_LIMITS.cancelReasonMax, MEETING_MESSAGES.cancelReasonTooLong)
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type MeetingCancelInput = z.input<typeof MeetingCancelInputSchema>;

export const MeetingMembersInputSchema = z.object({
  userIds: z.array(z.string().uuid()).min(1).max(500),
});

export const MeetingMemberSearchQuerySchema = z.object({
  keyword: z.string().trim().min(MEETING_LIMITS.searchMinChars, MEETING_MESSAGES.minLetters).max(100),
});
export const MeetingMemberSearchResponseSchema = z.object({
  users: z.array(
    z.object({
      userId: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      invited: z.boolean(),
    }),
  ),
});

/**
 * The personal calendar feed (beyond the spec): `active` while a token exists; `url` only in the
 * answer that created it (the server keeps the token's hash alone).
 */
export const CalendarFeedSchema = z.object({ url: z.string().nullable(), active: z.boolean() });
export type CalendarFeed = z.infer<typeof CalendarFeedSchema>;
export const CalendarFeedParamsSchema = z.object({ token: z.string().max(200) });

/**
 * Announcements (spec 02 §2 Global administration, §3 Announcement, §4, §5, §7, §8, §9; spec 01 §2
 * Home dashboard banner) and server values (spec 02 §7: keyword, key, value; purpose chosen).
 *
 * Dates: `startDate` and `endDate` are calendar days of the association (Australia/Sydney),
 * `YYYY-MM-DD`; a full ISO date-time is accepted on input and read as its Sydney day. An
 * announcement shows from the start of `startDate` to the end of `endDate`, Sydney time.
 */
import { z } from 'zod';
import { isValidAbn, SUPPLIER_DETAILS_MESSAGES, SUPPLIER_KEYS } from '../supplier-details/supplier-details.schemas';

/** Texts of the announcement screens (spec 02 §5 and §8, word for word; the rest chosen). */
export const ANNOUNCEMENT_MESSAGES = {
  titleRequired: 'Please enter an announcement title',
  descriptionRequired: 'Please enter an announcement description',
  linkInvalid: 'Please enter valid link',
  dateRangeRequired: 'Please set an announcement date range',
  fetchFailed: 'Failed to fetch announcements. Try again.',
  createFailed: 'Failed to create announcement. Try again.',
  activateFailed: 'Failed to activate announcement. Try again.',
  deleteFailed: 'Failed to delete announcement. Try again.',
  segmentsFailed: 'Error fetching segments. Try again.',
  // Chosen (not shown in the spec)
  startInPast: 'The start date cannot be before today',
  titleTooLong: 'Max length is 150 symbols',
  descriptionTooLong: 'Max length is 1000 symbols',
  unknownSegment: 'Unknown segment',
  saved: 'Successfully saved',
  deleted: 'Announcement deleted',
  activated: 'Announcement activated',
  noAnnouncements: 'No data',
} as const;

/** Limits (spec 02 §9: announcements default page size 1000, segment search from 3 characters; the rest chosen). */
export const ANNOUNCEMENT_LIMITS = {
  pageSizeDefault: 1000,
  pageSizeMax: 1000,
  titleMax: 150,
  descriptionMax: 1000,
  linkMax: 2000,
  segmentsMax: 200,
  segmentSearchMinChars: 3,
} as const;

/** http(s) with a domain (the link "pattern" of spec 02 §5; same rule as the asset link). */
export const ANNOUNCEMENT_LINK_PATTERN = /^https?:\/\/[^\s/?#.]+(\.[^\s/?#.]+)+([/?#]\S*)?$/i;

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const isoDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** The Sydney calendar day of an ISO date-time, `YYYY-MM-DD`. */
export function sydneyDay(d: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Australia/Sydney',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(d);
}

/** A day (`YYYY-MM-DD`) or an ISO date-time (read as its Sydney day), answered as `YYYY-MM-DD`. */
const daySchema = z
  .string({ error: ANNOUNCEMENT_MESSAGES.dateRangeRequired })
  .refine((v) => {
    if (dayPattern.test(v)) return !Number.isNaN(Date.parse(`${v}T00:00:00Z`));
    return isoDateTime.test(v) && !Number.isNaN(Date.parse(v));
  }, ANNOUNCEMENT_MESSAGES.dateRangeRequired)
  .transform((v) => (dayPattern.test(v) ? v : sydneyDay(new Date(v))));

const id = z.number().int().positive().max(2_147_483_647);
export const AnnouncementIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** POST admin/announcements and PUT admin/announcements/{id} (spec 02 §7: body includes isActive, ISO dates). */
export const AnnouncementInputSchema = z
  .object({
    title: z
      .string({ error: ANNOUNCEMENT_MESSAGES.titleRequired })
      .trim()
      .min(1, ANNOUNCEMENT_MESSAGES.titleRequired)
      .max(ANNOUNCEMENT_LIMITS.titleMax, ANNOUNCEMENT_MESSAGES.titleTooLong),
    description: z
      .string({ error: ANNOUNCEMENT_MESSAGES.descriptionRequired })
      .trim()
      .min(1, ANNOUNCEMENT_MESSAGES.descriptionRequired)
      .max(ANNOUNCEMENT_LIMITS.descriptionMax, ANNOUNCEMENT_MESSAGES.descriptionTooLong),
    /** Optional; when given, http(s) with a domain. An empty string means none. */
    link: z
      .string()
      .trim()
      .max(ANNOUNCEMENT_LIMITS.linkMax, ANNOUNCEMENT_MESSAGES.linkInvalid)
      .refine((v) => v === '' || ANNOUNCEMENT_LINK_PATTERN.test(v), ANNOUNCEMENT_MESSAGES.linkInvalid)
      .nullish()
      .transform((v) => (v ? v : null)),
    isActive: z.boolean().default(false),
    startDate: daySchema,
    endDate: daySchema,
    /** Empty: for everyone. */
    segmentIds: z.array(id).max(ANNOUNCEMENT_LIMITS.segmentsMax).default([]),
  })
  .refine((v) => v.startDate <= v.endDate, {
    message: ANNOUNCEMENT_MESSAGES.dateRangeRequired,
    path: ['endDate'],
  });
export type AnnouncementInput = z.infer<typeof AnnouncementInputSchema>;
export type AnnouncementInputBody = z.input<typeof AnnouncementInputSchema>;

/** Announcement (spec 02 §3) as the admin table shows it. */
export const AnnouncementSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  link: z.string().nullable(),
  isActive: z.boolean(),
  startDate: z.string(),
  endDate: z.string(),
  createdAt: z.string(),
  createdByUserId: z.string().nullable(),
  segmentIds: z.array(z.number().int()),
});
export type Announcement = z.infer<typeof AnnouncementSchema>;

/** GET admin/announcements?page&pageSize (default 1, 1000). */
export const AnnouncementListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(ANNOUNCEMENT_LIMITS.pageSizeMax)
    .default(ANNOUNCEMENT_LIMITS.pageSizeDefault),
});
export const AnnouncementListResponseSchema = z.object({
  announcements: z.array(AnnouncementSchema),
  totalItemCount: z.number().int(),
});

/** GET announcements: the one announcement relevant to the caller, or null. */
export const MemberAnnouncementSchema = AnnouncementSchema.pick({
  id: true,
  title: true,
  description: true,
  link: true,
  startDate: true,
  endDate: true,
});
export type MemberAnnouncement = z.infer<typeof MemberAnnouncementSchema>;
export const MemberAnnouncementResponseSchema = z.object({ announcement: MemberAnnouncementSchema.nullable() });

/** PUT announcements/{id}/cancelled */
export const AnnouncementCancelledResultSchema = z.object({ success: z.literal(true) });

// ---------------------------------------------------------------------------------------------
// Server values (spec 02 §7: GET/POST/PUT/DELETE admin/server-values with keyword, key, value)

/** Messages of the server values screen (chosen; the spec shows none). */
export const SERVER_VALUE_MESSAGES = {
  keyRequired: 'Please enter a key',
  keyInvalid: 'Use lower-case letters, digits, dots, dashes or underscores (up to 100)',
  valueRequired: 'Please enter a value',
  valueTooLong: 'Max length is 2000 symbols',
  emailInvalid: 'Please enter a valid email address',
  exists: 'A value with this key already exists',
  notFound: 'No value with this key',
} as const;

/** Keys the product reads (others may be stored for later use). */
export const SERVER_VALUE_KEYS = {
  /** The support email shown in the footer and on the contact page; tenant contactEmail when unset. */
  supportEmail: 'support.email',
  /** Where the contact form's enquiries are mailed; support.email, then tenant contactEmail, when unset. */
  contactRecipient: 'contact.recipient',
} as const;
const EMAIL_KEYS: readonly string[] = [SERVER_VALUE_KEYS.supportEmail, SERVER_VALUE_KEYS.contactRecipient];
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const SERVER_VALUE_KEY_PATTERN = /^[a-z0-9][a-z0-9._-]{0,99}$/;

export const ServerValueSchema = z.object({
  key: z.string(),
  value: z.string(),
  updatedAt: z.string(),
});
export type ServerValue = z.infer<typeof ServerValueSchema>;

/** POST and PUT admin/server-values body; email keys must hold an email address. */
export const ServerValueInputSchema = z
  .object({
    key: z
      .string({ error: SERVER_VALUE_MESSAGES.keyRequired })
      .trim()
      .min(1, SERVER_VALUE_MESSAGES.keyRequired)
      .regex(SERVER_VALUE_KEY_PATTERN, SERVER_VALUE_MESSAGES.keyInvalid),
    value: z
      .string({ error: SERVER_VALUE_MESSAGES.valueRequired })
      .trim()
      .min(1, SERVER_VALUE_MESSAGES.valueRequired)
      .max(2000, SERVER_VALUE_MESSAGES.valueTooLong),
  })
  .refine((v) => !EMAIL_KEYS.includes(v.key) || emailPattern.test(v.value), {
    message: SERVER_VALUE_MESSAGES.emailInvalid,
    path: ['value'],
  })
  // The supplier ABN printed on tax invoices (issue 30) keeps its checksum when edited here too.
  .refine((v) => v.key !== SUPPLIER_KEYS.abn || isValidAbn(v.value), {
    message: SUPPLIER_DETAILS_MESSAGES.abnInvalid,
    path: ['value'],
  });
export type ServerValueInput = z.infer<typeof ServerValueInputSchema>;

/** GET admin/server-values?keyword (matches key or value, case-insensitive). */
export const ServerValueListQuerySchema = z.object({ keyword: z.string().trim().max(200).optional() });
export const ServerValueListResponseSchema = z.object({ serverValues: z.array(ServerValueSchema) });
/** DELETE admin/server-values?key */
export const ServerValueKeyQuerySchema = z.object({ key: z.string().trim().min(1).max(100) });

/** GET api/v1/support-contact (signed in): the support email now in force. */
export const SupportContactSchema = z.object({ supportEmail: z.string() });

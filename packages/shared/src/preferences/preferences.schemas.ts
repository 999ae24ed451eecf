/**
 * Interests, communication preferences and the 'Find an OT' listing (issue 16; spec 03 §2 Settings
 * pages in scope, §3 Segment, §4 Interests and communication preferences, §7 Settings, §8 Empty
 * states). A segment is a category name with segments (segmentId, segmentName); areas of practice,
 * funding schemes, interests and communication preferences are segment categories.
 *
 * Calls (spec 03 §7 and chosen, recorded in docs/spec-coverage.md):
 * - GET /api/user/segment/{segmentType} (areaofpractices | fundingscheme) → SegmentRef[]
 * - GET /api/user/segment/interests, GET /api/user/segment/commprefs → UserSegmentCategory[]
 * - GET | POST | DELETE /api/user/segment/{id} → UserSegment (the caller's own choice only)
 * - GET | PUT /api/user/find-an-ot → FindAnOtListing (members only)
 * - GET /api/public/find-an-ot?q&areaOfPracticeId&fundingSchemeId&page&size → FindAnOtSearchAnswer
 * - GET /api/public/find-an-ot/options → FindAnOtOptions
 */
import { z } from 'zod';
import { EMAIL_PATTERN } from '../validators';

/** The segment categories as stored in `segments.category_name`. */
export const SEGMENT_CATEGORIES = {
  areaOfPractice: 'Area of practice',
  fundingScheme: 'Funding scheme',
  interests: 'Interests',
  commprefs: 'Communication preferences',
} as const;

/** {segmentType} of GET /api/user/segment/{segmentType} (spec 03 §7) and the category it lists. */
export const SEGMENT_TYPES = {
  areaofpractices: SEGMENT_CATEGORIES.areaOfPractice,
  fundingscheme: SEGMENT_CATEGORIES.fundingScheme,
} as const;
export type SegmentType = keyof typeof SEGMENT_TYPES;

/** Categories the interests pages show ("Practice areas of interest": areas of practice and other interests). */
export const INTEREST_CATEGORIES = [SEGMENT_CATEGORIES.areaOfPractice, SEGMENT_CATEGORIES.interests] as const;

export const PREFERENCES_LIMITS = {
  /** Segment search starts at 3 characters (spec 03 §5 Search). */
  segmentSearchMin: 3,
  practiceNameMax: 150,
  servicesMax: 1000,
  suburbMax: 100,
  phoneMax: 20,
  emailMax: 150,
  /** Areas of practice or funding schemes on one listing (chosen). */
  listingSegmentsMax: 20,
  /** Public search: default and largest page size (chosen). */
  defaultPageSize: 10,
  maxPageSize: 50,
  /** Public search text: suburb (at least 3 characters) or postcode (chosen). */
  searchMin: 3,
  searchMax: 60,
} as const;

/** Australian states and territories (a listing's state). */
export const AU_STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;

export const PREFERENCES_MESSAGES = {
  // spec 03 §8 Empty states
  noInterestsAvailable: 'No interests available',
  noInterestsYet: 'No interests yet',
  noCommprefs: 'No communication preferences available',
  // chosen, in the spec's style
  segmentNotFound: 'Segment not found.',
  listingNotFound: "'Find an OT' is not available.",
  practiceNameRequired: 'Please enter a practice name',
  areaRequired: 'Please select at least one area of practice',
  areaInvalid: 'Please select areas of practice from the list',
  fundingInvalid: 'Please select funding schemes from the list',
  suburbRequired: 'Please enter a suburb',
  stateRequired: 'Please select a state',
  postcodeInvalid: 'Enter a valid postcode (4 digits)',
  phoneRequired: 'Please enter a contact phone',
  phoneInvalid: 'Enter a valid phone number (numbers only)',
  emailRequired: 'Please enter a contact email',
  emailInvalid: 'Enter valid email',
  maxLength: (n: number) => `Max length is ${n} symbols`,
  tooManySegments: 'Please select at most 20',
  searchTooShort: 'Enter at least 3 characters',
  saved: "'Find an OT' listing saved",
  saveFailed: "Failed to save 'Find an OT' listing",
  loadFailed: 'Something went wrong.',
  noListings: 'No occupational therapists match your search',
} as const;

export const SegmentRefItemSchema = z.object({ segmentId: z.number().int(), segmentName: z.string() });
export type SegmentItem = z.infer<typeof SegmentRefItemSchema>;
export const SegmentItemListSchema = z.array(SegmentRefItemSchema);

/** One segment and whether the caller has chosen it. */
export const UserSegmentItemSchema = SegmentRefItemSchema.extend({ selected: z.boolean() });
export type UserSegmentItem = z.infer<typeof UserSegmentItemSchema>;

/** GET|POST|DELETE /api/user/segment/{id}. */
export const UserSegmentSchema = UserSegmentItemSchema.extend({ categoryName: z.string() });
export type UserSegment = z.infer<typeof UserSegmentSchema>;

/** A category with its segments and the caller's choices (interests, commprefs). */
export const UserSegmentCategorySchema = z.object({
  categoryName: z.string(),
  segments: z.array(UserSegmentItemSchema),
});
export type UserSegmentCategory = z.infer<typeof UserSegmentCategorySchema>;
export const UserSegmentCategoryListSchema = z.array(UserSegmentCategorySchema);

const segmentId = z.coerce.number().int().min(1).max(2_147_483_647);
export const SegmentIdParamsSchema = z.object({ id: segmentId });
/**
 * GET /api/user/segment/{segmentType} and GET api/user/segment/{id} share one position of the path:
 * a segment type name lists that category, a number is one segment.
 */
export const SegmentKeyParamsSchema = z.object({
  id: z.union([z.enum(Object.keys(SEGMENT_TYPES) as [SegmentType, ...SegmentType[]]), segmentId]),
});
/** The answer of GET /api/user/segment/{segmentType | id}. */
export const SegmentKeyAnswerSchema = z.union([
  z.array(SegmentRefItemSchema),
  UserSegmentItemSchema.extend({ categoryName: z.string() }),
]);

const M = PREFERENCES_MESSAGES;
const L = PREFERENCES_LIMITS;
const text = (max: number) => z.string().trim().max(max, M.maxLength(max));
const ids = (message: string) =>
  z
    .array(z.number({ error: message }).int(message).min(1, message).max(2_147_483_647, message))
    .max(L.listingSegmentsMax, M.tooManySegments);

/** The listing fields as sent and answered (spec 03 §2 /settings/manage-find-an-ot; fields chosen). */
const listingShape = {
  isListed: z.boolean(),
  practiceName: text(L.practiceNameMax),
  services: text(L.servicesMax),
  areaOfPracticeIds: ids(M.areaInvalid),
  fundingSchemeIds: ids(M.fundingInvalid),
  suburb: text(L.suburbMax),
  state: z.union([z.enum(AU_STATES), z.literal('')], { error: M.stateRequired }),
  postcode: z
    .string()
    .trim()
    .regex(/^(\d{4})?$/, M.postcodeInvalid),
  phone: text(L.phoneMax),
  email: text(L.emailMax),
  showPhone: z.boolean(),
  showEmail: z.boolean(),
};

/**
 * PUT /api/user/find-an-ot. A listed practice needs a name, an area of practice, suburb, state and
 * postcode; a contact shown needs its value. Contacts may be kept while hidden.
 */
export const FindAnOtListingInputSchema = z.object(listingShape).superRefine((v, ctx) => {
  const need = (ok: boolean, path: string, message: string) => {
    if (!ok) ctx.addIssue({ code: 'custom', path: [path], message });
  };
  if (v.phone)
    need(/^\+?[0-9 ()-]+$/.test(v.phone) && /^\d{8,15}$/.test(v.phone.replace(/\D/g, '')), 'phone', M.phoneInvalid);
  if (v.email) need(EMAIL_PATTERN.test(v.email), 'email', M.emailInvalid);
  need(!v.showPhone || !!v.phone, 'phone', M.phoneRequired);
  need(!v.showEmail || !!v.email, 'email', M.emailRequired);
  if (!v.isListed) return;
  need(!!v.practiceName, 'practiceName', M.practiceNameRequired);
  need(v.areaOfPracticeIds.length > 0, 'areaOfPracticeIds', M.areaRequired);
  need(!!v.suburb, 'suburb', M.suburbRequired);
  need(!!v.state, 'state', M.stateRequired);
  need(!!v.postcode, 'postcode', M.postcodeInvalid);
});
export type FindAnOtListingInput = z.input<typeof FindAnOtListingInputSchema>;

/** GET|PUT /api/user/find-an-ot: the caller's listing (an empty, unlisted one before the first save). */
export const FindAnOtListingSchema = z.object({ ...listingShape, updatedAt: z.string().nullable() });
export type FindAnOtListing = z.infer<typeof FindAnOtListingSchema>;

/** GET /api/public/find-an-ot query. `q` is a suburb (prefix, any case) or a postcode (prefix). */
export const FindAnOtSearchQuerySchema = z.object({
  q: z.string().trim().min(L.searchMin, M.searchTooShort).max(L.searchMax, M.maxLength(L.searchMax)).optional(),
  areaOfPracticeId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  fundingSchemeId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(L.maxPageSize).default(L.defaultPageSize),
});
export type FindAnOtSearchQuery = z.input<typeof FindAnOtSearchQuerySchema>;

/** One listed practitioner as anyone sees it: phone and email are absent unless shown. */
export const FindAnOtPublicListingSchema = z.object({
  id: z.number().int(),
  practitionerName: z.string(),
  practiceName: z.string(),
  services: z.string(),
  areasOfPractice: SegmentItemListSchema,
  fundingSchemes: SegmentItemListSchema,
  suburb: z.string(),
  state: z.string(),
  postcode: z.string(),
  phone: z.string().optional(),
  email: z.string().optional(),
});
export type FindAnOtPublicListing = z.infer<typeof FindAnOtPublicListingSchema>;

export const FindAnOtSearchAnswerSchema = z.object({
  listings: z.array(FindAnOtPublicListingSchema),
  page: z.number().int(),
  size: z.number().int(),
  totalItems: z.number().int(),
});
export type FindAnOtSearchAnswer = z.infer<typeof FindAnOtSearchAnswerSchema>;

/** GET /api/public/find-an-ot/options: the filters' choices. */
export const FindAnOtOptionsSchema = z.object({
  areasOfPractice: SegmentItemListSchema,
  fundingSchemes: SegmentItemListSchema,
});
export type FindAnOtOptions = z.infer<typeof FindAnOtOptionsSchema>;

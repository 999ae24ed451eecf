/**
 * Member and organisation directories, profiles and privacy (spec 03 §2 Directories and profiles,
 * §3 Member in directory, Organisation, Profile, Privacy settings, Expertise area; §7 Directories,
 * Settings (privacy); §9; issue 16). Where the spec does not show a shape the choice is recorded in
 * docs/spec-coverage.md.
 */
import { z } from 'zod';
import { UserPrivacySchema } from '../account/onboarding.schemas';

/** Directory sizes (spec 03 §9: companies 5; default page sizes not shown: chosen 20 and 12). */
export const DIRECTORY_LIMITS = {
  memberPageSize: 20,
  memberPageSizeMax: 100,
  companySearchSize: 5,
  organisationPageSize: 12,
  nameMax: 100,
} as const;

/** Australian states and territories: the directory's locations (ids fixed, chosen). */
export const DIRECTORY_LOCATIONS = [
  { id: 1, code: 'ACT', label: 'Australian Capital Territory' },
  { id: 2, code: 'NSW', label: 'New South Wales' },
  { id: 3, code: 'NT', label: 'Northern Territory' },
  { id: 4, code: 'QLD', label: 'Queensland' },
  { id: 5, code: 'SA', label: 'South Australia' },
  { id: 6, code: 'TAS', label: 'Tasmania' },
  { id: 7, code: 'VIC', label: 'Victoria' },
  { id: 8, code: 'WA', label: 'Western Australia' },
] as const;

export const DirectorySortOrderSchema = z.enum(['asc', 'desc']);

const id = z.coerce.number().int().min(1).max(2_147_483_647);

/** GET /api/directory/member/list query (spec 03 §7; sortOrder asc = A-Z by last name, desc = Z-A). */
export const MemberDirectoryQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(DIRECTORY_LIMITS.memberPageSizeMax).default(DIRECTORY_LIMITS.memberPageSize),
  sortOrder: DirectorySortOrderSchema.default('asc'),
  locationId: id.optional(),
  companyId: id.optional(),
  expertiseAreaId: id.optional(),
  name: z.string().trim().max(DIRECTORY_LIMITS.nameMax).optional(),
});
export type MemberDirectoryQuery = z.infer<typeof MemberDirectoryQuerySchema>;

/**
 * Member in directory (spec 03 §3). A field the member hides is absent: memberImg without
 * showDirectoryPhoto, jobPosition and companyName without showOrganisation.
 */
export const DirectoryMemberSchema = z.object({
  userId: z.string(),
  contactId: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  jobPosition: z.string().nullable().optional(),
  companyName: z.string().nullable().optional(),
  memberImg: z.string().nullable().optional(),
});
export type DirectoryMember = z.infer<typeof DirectoryMemberSchema>;

export const MemberDirectoryResponseSchema = z.object({
  members: z.array(DirectoryMemberSchema),
  page: z.number().int(),
  totalItems: z.number().int(),
});
export type MemberDirectoryResponse = z.infer<typeof MemberDirectoryResponseSchema>;

/** A filter option (locations and companies; the events filters' shape). */
export const DirectoryOptionSchema = z.object({ id: z.number().int(), label: z.string() });
export type DirectoryOption = z.infer<typeof DirectoryOptionSchema>;

/** GET /api/directory/member/companies?query&size (spec 03 §7, §9: size 5). */
export const DirectoryCompaniesQuerySchema = z.object({
  query: z.string().trim().max(100).default(''),
  size: z.coerce.number().int().min(1).max(20).default(DIRECTORY_LIMITS.companySearchSize),
});

/** POST /api/org/list {keyword, sortOrder, page} (spec 03 §7; size chosen, default 12). */
export const OrgListInputSchema = z.object({
  keyword: z.string().trim().max(100).optional().default(''),
  sortOrder: DirectorySortOrderSchema.optional().default('asc'),
  page: z.number().int().min(1).max(10_000).optional().default(1),
  size: z.number().int().min(1).max(100).optional().default(DIRECTORY_LIMITS.organisationPageSize),
});
export type OrgListInput = z.input<typeof OrgListInputSchema>;

/** Organisation in the directory (spec 03 §3: id, name, imageUrl, location). */
export const DirectoryOrganisationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  location: z.string(),
});
export type DirectoryOrganisation = z.infer<typeof DirectoryOrganisationSchema>;

export const OrgListResponseSchema = z.object({
  organisations: z.array(DirectoryOrganisationSchema),
  page: z.number().int(),
  totalItems: z.number().int(),
});
export type OrgListResponse = z.infer<typeof OrgListResponseSchema>;

/** Privacy settings (spec 03 §3: seven booleans; GET and POST /api/user/privacy). */
export const PrivacySettingsSchema = UserPrivacySchema;
export type PrivacySettings = z.infer<typeof PrivacySettingsSchema>;

/** The items of a profile a privacy setting hides (the own profile's notice, spec 03 §2). */
export const PRIVACY_ITEM_LABELS: Record<Exclude<keyof PrivacySettings, 'includeInDirectory'>, string> = {
  showDirectoryPhoto: 'Photo',
  showContactInformation: 'Contact information',
  showEmail: 'Email',
  showPersonalMobile: 'Personal mobile',
  showWorkLandline: 'Work landline',
  showOrganisation: 'Organisation',
};

/**
 * Profile (spec 03 §3). Another member's profile carries only what that member shares: imageUrl
 * (showDirectoryPhoto), organisation (showOrganisation), contact (showContactInformation) with
 * email (showEmail), mobile (showPersonalMobile) and workLandline (showWorkLandline, chosen) inside;
 * a hidden item is absent. `id`, `isOwn`, `expertiseAreas` and (own profile only) `privacy` are chosen.
 */
export const ProfileSchema = z.object({
  id: z.string(),
  isOwn: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  postNominal: z.string().nullable(),
  pronoun: z.string().nullable(),
  aboutMe: z.string().nullable(),
  imageUrl: z.string().nullable().optional(),
  organisation: z
    .object({ name: z.string().nullable(), address: z.string().nullable(), jobTitle: z.string().nullable() })
    .optional(),
  contact: z
    .object({
      mobile: z.string().nullable().optional(),
      email: z.string().nullable().optional(),
      workLandline: z.string().nullable().optional(),
      address: z.string().nullable(),
    })
    .optional(),
  expertiseAreas: z.array(z.string()),
  privacy: PrivacySettingsSchema.optional(),
});
export type Profile = z.infer<typeof ProfileSchema>;

export const ProfileIdParamsSchema = z.object({ id: z.uuid() });

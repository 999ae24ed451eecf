/**
 * Organisations, workplace, dietary requirements and the first-time onboarding form (spec 01 §3
 * Organisation details, Dietary, First-time form values; §5; §7; issue 14).
 */
import { z } from 'zod';
import { isoDate } from '../common/common.schemas';
import { MESSAGES } from '../messages';
import { meetsOnboardingPasswordRule } from '../validators';

/** A value/label option (spec 01 §3 Dropdown values). */
export const OptionSchema = z.object({ value: z.string(), label: z.string() });
export type Option = z.infer<typeof OptionSchema>;

/** An organisation (the directory issue reuses it). */
export const OrganisationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  abn: z.string().nullable(),
  address: z.string().nullable(),
  suburb: z.string().nullable(),
  state: z.string().nullable(),
  postcode: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  /** "suburb state postcode", or "-" when none (spec 01 §3 location read only). */
  location: z.string(),
});
export type Organisation = z.infer<typeof OrganisationSchema>;

/** GET /api/org/names?query&page&size (spec 01 §7: page 1, size 5). */
export const OrgNamesQuerySchema = z.object({
  query: z.string().trim().max(100).default(''),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  size: z.coerce.number().int().min(1).max(50).default(5),
});
export const OrgNamesResponseSchema = z.object({
  items: z.array(z.object({ id: z.number().int(), name: z.string() })),
  totalItems: z.number().int(),
});
export const OrgIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** GET api/user/organisation (spec 01 §3 Organisation details). startDate YYYY-MM-DD. */
export const WorkplaceSchema = z.object({
  organisation: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  role: z.string().nullable(),
  startDate: z.string().nullable(),
});
export type Workplace = z.infer<typeof WorkplaceSchema>;

/** PUT /api/user/organisation {organisation{id,name}, role, startDate} (spec 01 §5 messages). */
export const WorkplaceUpdateSchema = z.object({
  organisation: z.object(
    { id: z.number().int().min(1), name: z.string().max(300).optional() },
    {
      error: MESSAGES.organisationRequired,
    },
  ),
  role: z.string({ error: MESSAGES.roleRequired }).trim().min(1, MESSAGES.roleRequired).max(150),
  startDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format YYYY-MM-DD')
    .nullish(),
});
export type WorkplaceUpdate = z.infer<typeof WorkplaceUpdateSchema>;

/** GET/POST api/user/requirements (spec 01 §3 Dietary; an empty dietary list is sent as null). */
export const RequirementsSchema = z.object({
  dietaryRequirements: z.array(z.string().max(100)).max(20).nullable(),
  otherDietaryRequirement: z.string().trim().max(500).nullable(),
  accessibilityRequirement: z.string().trim().max(1000).nullable(),
});
export type Requirements = z.infer<typeof RequirementsSchema>;

/** Privacy booleans of the onboarding (all default true, spec 01 §3). */
export const PRIVACY_KEYS = [
  'includeInDirectory',
  'showDirectoryPhoto',
  'showContactInformation',
  'showEmail',
  'showPersonalMobile',
  'showWorkLandline',
  'showOrganisation',
] as const;
export const UserPrivacySchema = z.object(
  Object.fromEntries(PRIVACY_KEYS.map((k) => [k, z.boolean()])) as Record<(typeof PRIVACY_KEYS)[number], z.ZodBoolean>,
);

export const HomeAddressSchema = z.object({
  address1: z.string().trim().max(200).nullable(),
  address2: z.string().trim().max(200).nullable(),
  suburb: z.string().trim().max(100).nullable(),
  state: z.string().trim().max(50).nullable(),
  postcode: z.string().trim().max(10).nullable(),
  country: z.string().trim().max(100).nullable(),
});

export const CommunicationDetailsSchema = z.object({
  phoneNumber: z.string().trim().max(30).nullable(),
  mobile: z.string().trim().max(30).nullable(),
  email: z.string(),
  contactPreference: z.string().max(50).nullable(),
  homeAddress: HomeAddressSchema,
});

export const OrganisationDetailsSchema = z.object({
  organisationId: z.number().int().nullable(),
  jobTitle: z.string().trim().max(150).nullable(),
  organisationName: z.string().nullable(),
  location: z.string(),
});

export const ProfileDetailsSchema = z.object({
  description: z.string().max(600).nullable(),
  imageUrl: z.string().nullable(),
});

/** Selected expertise: an area with its selected category and sub-category ids. */
export const ExpertiseSelectionSchema = z.object({
  areaId: z.number().int(),
  categoryIds: z.array(z.number().int()).max(200),
});

/** GET /api/user/form/first-time (spec 01 §3 First-time form values). Dates YYYY-MM-DD. */
export const FirstTimeFormSchema = z.object({
  title: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  postNominal: z.array(z.string()),
  prefName: z.string().nullable(),
  dob: z.string().nullable(),
  gender: z.string().nullable(),
  pronoun: z.string().nullable(),
  identityAsFirstNations: z.string().nullable(),
  admissionDate: z.string().nullable(),
  admissionState: z.array(z.string()),
  constituentBodyMembership: z.array(z.string()),
  userPrivacy: UserPrivacySchema,
  communicationDetails: CommunicationDetailsSchema,
  organisationDetails: OrganisationDetailsSchema,
  profileDetails: ProfileDetailsSchema,
  expertiseAreas: z.array(ExpertiseSelectionSchema),
  /** Whether the account already has a password (the password step then only confirms). */
  hasPassword: z.boolean(),
});
export type FirstTimeForm = z.infer<typeof FirstTimeFormSchema>;

const required = z.string({ error: MESSAGES.fieldRequired }).trim().min(1, MESSAGES.fieldRequired).max(100);
const requiredList = z
  .array(z.string().max(100), { error: MESSAGES.fieldRequired })
  .min(1, MESSAGES.fieldRequired)
  .max(20);

/** When neither a landline nor a mobile is given (issue 32). */
export const ONE_PHONE_MESSAGE = 'Please enter a landline or a mobile number';

/** A phone number that may be left blank (blank → null). */
const optionalPhone = z
  .string()
  .trim()
  .max(30)
  .nullish()
  .transform((v) => (v ? v : null));

/**
 * PATCH /api/user/form/first-time: any subset of the form (one step at a time); `password` sets the
 * password of an account that has none; `completed: true` (the last step) ends the wizard. The
 * step-1 fields keep spec 01 §5's rules whenever they are sent.
 */
export const FirstTimePatchSchema = z.object({
  title: required.optional(),
  firstName: required.optional(),
  lastName: required.optional(),
  postNominal: z.array(z.string().max(100)).max(20).optional(),
  prefName: z.string().trim().max(100).nullish(),
  dob: isoDate.nullish(),
  gender: required.optional(),
  pronoun: z.string().max(50).nullish(),
  identityAsFirstNations: required.optional(),
  admissionDate: isoDate.nullish(),
  admissionState: z.array(z.string().max(100)).max(20).optional(),
  constituentBodyMembership: requiredList.optional(),
  userPrivacy: UserPrivacySchema.optional(),
  // Issue 32: a landline or a mobile, not both (spec 01 §3 lists both fields, neither as required);
  // a blank one is stored as null. The message sits on `mobile`, the second of the two fields.
  communicationDetails: CommunicationDetailsSchema.extend({
    phoneNumber: optionalPhone,
    mobile: optionalPhone,
    contactPreference: required,
    email: z.string().optional(),
  })
    .superRefine((c, ctx) => {
      if (!c.phoneNumber && !c.mobile) ctx.addIssue({ code: 'custom', path: ['mobile'], message: ONE_PHONE_MESSAGE });
    })
    .optional(),
  organisationDetails: z
    .object({ organisationId: z.number().int().min(1).nullable(), jobTitle: z.string().trim().max(150).nullable() })
    .optional(),
  profileDetails: z.object({ description: z.string().max(600, 'At most 600 characters').nullable() }).optional(),
  expertiseAreas: z.array(ExpertiseSelectionSchema).max(50).optional(),
  password: z
    .string()
    .max(256)
    .refine(
      meetsOnboardingPasswordRule,
      'The password must have at least 8 characters, a special character, and upper and lower case letters.',
    )
    .optional(),
  completed: z.boolean().optional(),
});
export type FirstTimePatch = z.infer<typeof FirstTimePatchSchema>;

/** An expertise area with categories and optional sub-categories (spec 01 §3). */
export const ExpertiseAreaSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  categories: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      subCategories: z.array(z.object({ id: z.number().int(), name: z.string() })).optional(),
    }),
  ),
});
export type ExpertiseArea = z.infer<typeof ExpertiseAreaSchema>;

/** GET /api/user/form/first-time/field-options (keys as written, not camel-cased). */
export const FieldOptionsSchema = z.object({
  title: z.array(OptionSchema),
  postNominals: z.array(OptionSchema),
  genders: z.array(OptionSchema),
  pronouns: z.array(OptionSchema),
  firstNationIdentities: z.array(OptionSchema),
  admissionStates: z.array(OptionSchema),
  constituentBodyMembership: z.array(OptionSchema),
  expertiseAreas: z.array(ExpertiseAreaSchema),
  contactPreferences: z.array(OptionSchema),
});
export type FieldOptions = z.infer<typeof FieldOptionsSchema>;

/** The final modal's redirect types (spec 01 §2). */
export const FINAL_REDIRECT_TYPES = ['Auto Rollover', 'Life Member', 'Renew Membership', 'BondMx'] as const;
export type FinalRedirectType = (typeof FINAL_REDIRECT_TYPES)[number];
/** GET /api/user/form/first-time/final-step-redirect-link */
export const FinalRedirectSchema = z.object({ type: z.enum(FINAL_REDIRECT_TYPES), redirectUrl: z.string() });
export type FinalRedirect = z.infer<typeof FinalRedirectSchema>;

/** GET /api/address/countries and /api/address/states */
export const OptionListSchema = z.array(OptionSchema);

/** A link answered by the splash quick-link calls (spec 01 §7). */
export const LinkSchema = z.object({ url: z.string(), label: z.string().optional() });

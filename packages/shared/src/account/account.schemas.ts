/**
 * Accounts, settings, permissions and related calls (spec 01 §3, §6, §7 Auth and account).
 */
import { z } from 'zod';
import { CONTACT_TYPES, ROLE_VALUES } from '../enums';
import { LIMITS } from '../limits';
import { MESSAGES } from '../messages';
import { meetsChangePasswordRule } from '../validators';

export const SegmentRefSchema = z.object({ segmentId: z.number().int(), segmentName: z.string() });

/** Account/user entity (spec 01 §3). Dates are YYYY-MM-DD strings or null. */
export const AccountSchema = z.object({
  id: z.string(),
  role: z.union(
    ROLE_VALUES.map((v) => z.literal(v)) as [z.ZodLiteral<0>, z.ZodLiteral<1>, z.ZodLiteral<2>, z.ZodLiteral<3>],
  ),
  contactTypes: z.array(z.enum(CONTACT_TYPES)),
  segments: z.array(SegmentRefSchema),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  title: z.string().nullable(),
  preferredName: z.string().nullable(),
  gender: z.string().nullable(),
  mobile: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  graduationDate: z.string().nullable(),
  address: z.string().nullable(),
  suburb: z.string().nullable(),
  state: z.string().nullable(),
  postCode: z.string().nullable(),
  country: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  pronoun: z.string().nullable(),
  isFirstLogin: z.boolean(),
  memberNum: z.string().nullable(),
});
export type Account = z.infer<typeof AccountSchema>;

/** GET api/v1/account: the caller, with the impersonation marker of this session. */
export const CurrentAccountSchema = AccountSchema.extend({
  impersonator: z.object({ id: z.string(), firstName: z.string(), lastName: z.string() }).nullable(),
});
export type CurrentAccount = z.infer<typeof CurrentAccountSchema>;

export const AccountIdParamsSchema = z.object({ id: z.uuid({ error: MESSAGES.notFound }) });

const SORT_BY = ['firstName', 'lastName', 'email', 'memberNum'] as const;

/** POST api/v1/account/batch */
export const AccountBatchInputSchema = z.object({
  accountIds: z.array(z.uuid()).max(1000, 'At most 1000 accountIds'),
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(LIMITS.defaultPageSize).default(LIMITS.accountBatchPageSize),
  sortBy: z.enum(SORT_BY).default('firstName'),
  filters: z
    .object({ contactTypes: z.array(z.enum(CONTACT_TYPES)).optional(), roles: z.array(z.number().int()).optional() })
    .partial()
    .nullish(),
});
export type AccountBatchInput = z.infer<typeof AccountBatchInputSchema>;

/** POST api/v1/account/search */
export const AccountSearchInputSchema = z.object({
  keyword: z.string().trim().max(200).default(''),
  communityId: z.string().nullish(),
  includeAdminUsers: z.boolean().default(false),
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(LIMITS.accountSearchPageSize).default(LIMITS.accountSearchPageSize),
  sortBy: z.enum(SORT_BY).default('firstName'),
});
export type AccountSearchInput = z.infer<typeof AccountSearchInputSchema>;

export const AccountListResponseSchema = z.object({ users: z.array(AccountSchema), totalItems: z.number().int() });
export type AccountListResponse = z.infer<typeof AccountListResponseSchema>;

/** GET api/v1/account/settings */
export const AccountSettingsSchema = z.object({
  enableTfa: z.boolean(),
  mailTo: z.string().nullable(),
  allowSms: z.boolean(),
});
export type AccountSettings = z.infer<typeof AccountSettingsSchema>;

/** PUT api/v1/account/settings: omitted mailTo/allowSms keep their saved values. */
export const AccountSettingsUpdateSchema = z.object({
  enableTFA: z.boolean(),
  mailTo: z.string().trim().max(254).nullish(),
  allowSms: z.boolean().optional(),
  /** Needed to turn two-factor off (issue 28; not in the spec): the account's password. */
  currentPassword: z.string().max(256).optional(),
});
export type AccountSettingsUpdate = z.infer<typeof AccountSettingsUpdateSchema>;

/** POST api/v1/account/change-password */
export const ChangePasswordInputSchema = z
  .object({
    currentPassword: z.string().min(1, MESSAGES.currentPasswordRequired).max(256),
    newPassword: z
      .string()
      .max(256, MESSAGES.changePasswordRule)
      .refine(meetsChangePasswordRule, MESSAGES.changePasswordRule),
    confirmPassword: z.string().max(256),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type ChangePasswordInput = z.infer<typeof ChangePasswordInputSchema>;

/** Global permission flags (spec 01 §6), answered by GET /api/v1/permission. */
export const PERMISSION_FLAGS = [
  'generalCommunities',
  'generalCategories',
  'generalTags',
  'generalManagers',
  'generalTc',
  'generalFaq',
  'generalAnnouncements',
  'assetsAll',
  'postApprove',
  'postEdit',
  'postDelete',
  'postCreate',
  'commentCreate',
  'commentEdit',
  'commentDelete',
  'communityAddModerator',
  'communityAddEditor',
  'communityAddMember',
  'communityBlacklist',
  'meetingAll',
  'canAccessAdmin',
] as const;
export type PermissionFlag = (typeof PERMISSION_FLAGS)[number];
export const GlobalPermissionsSchema = z.object(
  Object.fromEntries(PERMISSION_FLAGS.map((f) => [f, z.boolean()])) as Record<PermissionFlag, z.ZodBoolean>,
);
export type GlobalPermissions = z.infer<typeof GlobalPermissionsSchema>;

/** Community notification preferences (spec 01 §3 User settings): activity type ids. */
export const NOTIFICATION_PREFERENCES = [
  { key: 'newPostCreated', label: 'New posts in communities', activityType: 2 },
  { key: 'newCommentOnPost', label: 'Comments on your posts', activityType: 4 },
  { key: 'newReplyOnComment', label: 'Replies to your comments', activityType: 17 },
] as const;
export const UserSettingsSchema = z.object({ notificationActivityTypes: z.array(z.number().int()) });
export const NotificationSettingsUpdateSchema = z.object({
  notificationActivityTypes: z
    .array(z.number().int().min(1).max(17))
    .max(17)
    .refine((ids) => new Set(ids).size === ids.length, 'Duplicate activity types'),
});

/** GET /api/user/allow-login-access */
export const AllowLoginAccessSchema = z.object({ allowAccess: z.boolean(), isFdrs: z.boolean() });

/** GET /api/segment/all: segment categories with their segments (spec 03 §3 Segment). */
export const SegmentCategorySchema = z.object({ categoryName: z.string(), segments: z.array(SegmentRefSchema) });
export const SegmentListSchema = z.array(SegmentCategorySchema);
export type SegmentCategory = z.infer<typeof SegmentCategorySchema>;

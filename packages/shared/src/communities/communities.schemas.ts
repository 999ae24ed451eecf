/**
 * Communities contract: communities, categories, tags, members, join questions, FAQ (spec 02 §3,
 * §7 Public community, Members and blocking, Categories, Tags, FAQ). Paths are under /api/v1;
 * answers are camelCase; ids are whole numbers except user ids (uuid). Dates are ISO strings.
 */
import { z } from 'zod';
import { idParamSchema, idSchema } from '../common/ids';
import {
  COMMUNITY_LIMITS,
  COMMUNITY_MESSAGES,
  COMMUNITY_PERMISSION_FLAGS,
  type CommunityPermissionFlag,
} from './communities.constants';

const id = idSchema;
const intId = idParamSchema;
const dateString = z.string();

/** Query/body booleans: true/false, "true"/"false", "1"/"0". */
export const QueryBooleanSchema = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', ''])])
  .transform((v) => v === true || v === 'true' || v === '1');

/** `page` (from 1) and `pageSize` with a default (spec 02 §7 Default paging). */
export const pagingSchema = (defaultPageSize: number) =>
  z.object({
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(COMMUNITY_LIMITS.maxPageSize).default(defaultPageSize),
  });

export const CommunityIdParamsSchema = z.object({ id: intId });

/** The 13 per-community flags (spec 02 §3 Community permissions): the caller's effective values. */
export const CommunityPermissionsSchema = z.object(
  Object.fromEntries(COMMUNITY_PERMISSION_FLAGS.map((f) => [f, z.boolean()])) as Record<
    CommunityPermissionFlag,
    z.ZodBoolean
  >,
);
export type CommunityPermissions = z.infer<typeof CommunityPermissionsSchema>;

export const MembershipStatusSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);
export const MemberTypeSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);

/** Category reference on a community card. */
export const CommunityCategoryRefSchema = z.object({
  id,
  name: z.string(),
  color: z.string(),
  parentCategoryId: id.nullable(),
});

/**
 * Community (spec 02 §3). `status` is the caller's membership state (null = none); `isJoined` is the
 * effective answer of "joined" (Joined, or an administrator, or an auto-join community: spec 02 §4).
 * `role` is the caller's member type (null when not a member). `agreement` and `about` are HTML and
 * only present on the single-community answers.
 */
export const CommunitySchema = z.object({
  id,
  alias: z.string(),
  name: z.string(),
  shortDescription: z.string(),
  imageUrl: z.string().nullable(),
  categories: z.array(CommunityCategoryRefSchema),
  categoryIds: z.array(id),
  segmentIds: z.array(id),
  tagsId: z.array(id),
  isPublic: z.boolean(),
  isVisible: z.boolean(),
  isArchived: z.boolean(),
  isDeleted: z.boolean(),
  isAutoJoin: z.boolean(),
  isRequirePostApproval: z.boolean(),
  isRequireAgreement: z.boolean(),
  pushToWebsite: z.boolean(),
  aliveStartDate: dateString.nullable(),
  aliveEndDate: dateString.nullable(),
  archivedDate: dateString.nullable(),
  hasJoinQuestions: z.boolean(),
  isFavorite: z.boolean(),
  isLiked: z.boolean(),
  likesCount: z.number().int(),
  viewsCount: z.number().int(),
  membersCount: z.number().int(),
  pendingMembersCount: z.number().int(),
  postsCount: z.number().int(),
  createdAt: dateString,
  latestActivity: dateString.nullable(),
  status: MembershipStatusSchema.nullable(),
  isJoined: z.boolean(),
  joinedAt: dateString.nullable(),
  role: MemberTypeSchema.nullable(),
  /** True for platform administrators (spec 02 §4: no join control, count as joined). */
  isAdmin: z.boolean(),
  permissions: CommunityPermissionsSchema,
  about: z.string().nullable().optional(),
  agreement: z.string().nullable().optional(),
});
export type Community = z.infer<typeof CommunitySchema>;

/** POST community/getlist body (spec 02 §7). Default paging page 1, pageSize 1000. */
export const CommunityListInputSchema = pagingSchema(COMMUNITY_LIMITS.defaultPageSize).extend({
  onlyJoined: z.boolean().optional().default(false),
  onlyFavorite: z.boolean().optional().default(false),
  categoryIds: z.array(id).max(500).optional().default([]),
  keyword: z.string().trim().max(COMMUNITY_LIMITS.keywordMax).optional().default(''),
  tagIds: z.array(id).max(500).optional().default([]),
  communityIds: z.array(id).max(1000).optional().default([]),
});
export type CommunityListInput = z.input<typeof CommunityListInputSchema>;
export const CommunityListResponseSchema = z.object({
  communities: z.array(CommunitySchema),
  totalItemCount: z.number().int(),
});
export type CommunityListResponse = z.infer<typeof CommunityListResponseSchema>;

/** GET community/{id} and GET community?alias= (spec 02 §7: community, role, permissions). */
export const CommunityDetailsResponseSchema = z.object({
  community: CommunitySchema,
  role: MemberTypeSchema.nullable(),
  permissions: CommunityPermissionsSchema,
});
export type CommunityDetailsResponse = z.infer<typeof CommunityDetailsResponseSchema>;
export const CommunityAliasQuerySchema = z.object({ alias: z.string().trim().min(1).max(COMMUNITY_LIMITS.aliasMax) });

/** GET community/{id}/about ("Who are we?") and GET community/{id}/terms. */
export const CommunityAboutResponseSchema = z.object({ id, about: z.string().nullable() });
export const CommunityTermsResponseSchema = z.object({
  id,
  isRequireAgreement: z.boolean(),
  agreement: z.string().nullable(),
});

/** A short community entry of the side menu (spec 02 §2 Side menu). */
export const CommunityMenuItemSchema = z.object({
  id,
  alias: z.string(),
  name: z.string(),
  imageUrl: z.string().nullable(),
});
/** POST community/preference (spec 02 §3 Community preference). Lists sorted by name. */
export const CommunityPreferenceSchema = z.object({
  topJoined: z.array(CommunityMenuItemSchema),
  topModerated: z.array(CommunityMenuItemSchema),
  joinedCount: z.number().int(),
});
export type CommunityPreference = z.infer<typeof CommunityPreferenceSchema>;

/** POST community/get-top-favorites body (optional paging). */
export const TopFavoritesInputSchema = pagingSchema(COMMUNITY_LIMITS.defaultPageSize).partial().optional();

/** Answers of POST community/{id}/add-to-favorite, delete-from-favorite, like, dislike, view. */
export const CommunityActionResponseSchema = z.object({
  id,
  isFavorite: z.boolean(),
  isLiked: z.boolean(),
  likesCount: z.number().int(),
  viewsCount: z.number().int(),
});
export type CommunityActionResponse = z.infer<typeof CommunityActionResponseSchema>;

// ---------------------------------------------------------------- membership and join questions

/** Join question (spec 02 §3). */
export const JoinQuestionSchema = z.object({ id, text: z.string(), isRequiredAssets: z.boolean() });
export type JoinQuestion = z.infer<typeof JoinQuestionSchema>;
/** GET community/{id}/join/question */
export const JoinQuestionListResponseSchema = z.object({
  communityQuestions: z.array(JoinQuestionSchema),
  totalItemCount: z.number().int(),
});

/**
 * PUT community/{id}/join body (spec 02 §4 Join flow). `acceptTerms` must be true when the
 * community requires agreement. `answers`: one per text question of a private, visible community
 * (required unless the question requires a file; a file question's file is then sent with
 * PUT community/{id}/join/question/{qid}/send-files while the request is Awaiting).
 */
export const JoinCommunityInputSchema = z
  .object({
    acceptTerms: z.boolean().optional().default(false),
    answers: z
      .array(
        z.object({
          questionId: id,
          answer: z.string().trim().max(COMMUNITY_LIMITS.answerMaxChars).optional().default(''),
        }),
      )
      .max(100)
      .optional()
      .default([]),
  })
  .optional()
  .default({ acceptTerms: false, answers: [] });
export type JoinCommunityInput = z.input<typeof JoinCommunityInputSchema>;

/** Answer of join, join/cancel, unjoin and send-files: the caller's state afterwards. */
export const MembershipResponseSchema = z.object({
  communityId: id,
  status: MembershipStatusSchema.nullable(),
  isJoined: z.boolean(),
  role: MemberTypeSchema.nullable(),
});
export type MembershipResponse = z.infer<typeof MembershipResponseSchema>;
export const JoinQuestionParamsSchema = z.object({ id: intId, qid: intId });

/** Member (spec 02 §3). `email` is shown only to callers who manage members (communityAddMember). */
export const CommunityMemberSchema = z.object({
  id,
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  pronoun: z.string().nullable(),
  organisationName: z.string().nullable(),
  homeState: z.string().nullable(),
  role: MemberTypeSchema,
  status: MembershipStatusSchema,
  joinedAt: dateString.nullable(),
  isHaveAnswers: z.boolean(),
  isBlocked: z.boolean(),
  updatedAt: dateString,
});
export type CommunityMember = z.infer<typeof CommunityMemberSchema>;
/** GET community/{id}/member?page&pageSize(100)&keyword: Joined members, moderators first. */
export const CommunityMembersQuerySchema = pagingSchema(COMMUNITY_LIMITS.membersPageSize).extend({
  keyword: z.string().trim().max(COMMUNITY_LIMITS.keywordMax).optional(),
});
export const CommunityMembersResponseSchema = z.object({
  members: z.array(CommunityMemberSchema),
  totalItemCount: z.number().int(),
});

// ---------------------------------------------------------------- categories, tags, FAQ

/** Category (spec 02 §3): a two-level tree of top-level categories and their subcategories. */
export const SubCategorySchema = z.object({
  id,
  name: z.string(),
  description: z.string().nullable(),
  color: z.string(),
  parentCategoryId: id.nullable(),
  subCategoriesCount: z.number().int(),
  communityCount: z.number().int(),
  createdAt: dateString,
  createdByUserId: z.string().nullable(),
});
export const CategorySchema = SubCategorySchema.extend({ subCategories: z.array(SubCategorySchema) });
export type Category = z.infer<typeof CategorySchema>;
/** GET community/category: every top-level category with its subcategories (communityCount: communities the caller sees). */
export const CategoryListResponseSchema = z.object({
  categories: z.array(CategorySchema),
  totalItemCount: z.number().int(),
});
export type CategoryListResponse = z.infer<typeof CategoryListResponseSchema>;
/** GET admin/community/category?page&pageSize(10)&onlyParents */
export const AdminCategoryQuerySchema = pagingSchema(10).extend({ onlyParents: QueryBooleanSchema.optional() });
/** POST admin/community/category, PUT admin/community/category/{id} */
export const CategoryWriteSchema = z.object({
  name: z.string().trim().min(1, 'Please enter name').max(COMMUNITY_LIMITS.nameMax, COMMUNITY_MESSAGES.maxLength150),
  description: z.string().trim().max(1000).nullish(),
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'Please enter a hex colour such as #344054')
    .optional()
    .default(COMMUNITY_LIMITS.defaultCategoryColor),
  parentCategoryId: id.nullish(),
});

/** Post tag (spec 02 §3). `countOfPosts` counts published posts the caller can read. */
export const PostTagSchema = z.object({ id, name: z.string(), countOfPosts: z.number().int() });
export type PostTag = z.infer<typeof PostTagSchema>;
/** GET community/post/tag?page&pageSize(100)&keyword */
export const TagListQuerySchema = pagingSchema(COMMUNITY_LIMITS.tagsPageSize).extend({
  keyword: z.string().trim().max(COMMUNITY_LIMITS.keywordMax).optional(),
});
export const TagListResponseSchema = z.object({ tags: z.array(PostTagSchema), totalItemCount: z.number().int() });
/** GET api/tag/tags?keyword (global search tags: id, label). */
export const TagSearchQuerySchema = pagingSchema(COMMUNITY_LIMITS.tagsPageSize).extend({
  keyword: z.string().trim().max(COMMUNITY_LIMITS.keywordMax).optional(),
});
export const TagSearchResponseSchema = z.object({
  tags: z.array(z.object({ id, label: z.string() })),
  totalItemCount: z.number().int(),
});
/** POST/PUT admin/community/post/tag {name} */
export const TagWriteSchema = z.object({
  name: z.string().trim().min(1, 'Please enter a tag name').max(COMMUNITY_LIMITS.tagNameMax),
});

/** FAQ item (spec 02 §3). `description` is HTML. */
export const FaqItemSchema = z.object({
  id,
  name: z.string(),
  description: z.string(),
  isDeleted: z.boolean(),
  createdAt: dateString,
  createdByUserId: z.string().nullable(),
  updatedAt: dateString.nullable(),
  updatedByUserId: z.string().nullable(),
});
export type FaqItem = z.infer<typeof FaqItemSchema>;
/** GET faq?page=1&pageSize=1000 (member: not deleted only). */
export const FaqListResponseSchema = z.object({ faQs: z.array(FaqItemSchema), totalItemCount: z.number().int() });

/**
 * Global communities management contract (spec 02 §2 Global administration, §3 Community, Manager,
 * FAQ item, Global terms, §5 Community, Category, Add manager, FAQ, §7 Admin communities, FAQ,
 * managers; issue 20). Paths under /api/v1; every call needs the tab's global flag (Admin role).
 */
import { z } from 'zod';
import { idSchema } from '../common/ids';
import { COMMUNITY_LIMITS } from './communities.constants';
import { pagingSchema } from './communities.schemas';

/** Texts of the management tabs (spec 02 §5, §8; the ones the spec leaves unworded are marked). */
export const MANAGEMENT_MESSAGES = {
  faqQuestionRequired: 'Please input the question!',
  faqAnswerRequired: 'Please input the answer!',
  noChangesToSave: 'No changes to save',
  addManagerMinLetters: 'Please enter at least 3 letters',
  categoryNameRequired: 'Please enter name',
  tagNameRequired: 'Please enter a tag name',
  // Chosen (spec 02 §5 gives the rule's need, not its words):
  categoryInUse: 'This category is used by communities. Move them to another category before deleting it.',
  managerUnknownUser: 'No user has this email address.',
  managerNotManager: 'This user is not a manager.',
  managerIsAdmin: 'An administrator cannot be made a manager.',
  globalTcRequired: 'Content cannot be empty.',
  faqNotFound: 'FAQ item not found.',
} as const;

const id = idSchema;

/** A row of the Communities tab (GET admin/community). */
export const AdminCommunityRowSchema = z.object({
  id,
  alias: z.string(),
  name: z.string(),
  shortDescription: z.string(),
  imageUrl: z.string().nullable(),
  isPublic: z.boolean(),
  isVisible: z.boolean(),
  isArchived: z.boolean(),
  membersCount: z.number().int(),
  postsCount: z.number().int(),
  categories: z.array(z.object({ id, name: z.string() })),
  createdAt: z.string(),
});
export type AdminCommunityRow = z.infer<typeof AdminCommunityRowSchema>;

/** GET admin/community?page&pageSize(100)[&id][&keyword]: communities not deleted, by name. */
export const AdminCommunityListQuerySchema = pagingSchema(100).extend({
  id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  keyword: z.string().trim().max(COMMUNITY_LIMITS.keywordMax).optional(),
});
export const AdminCommunityListResponseSchema = z.object({
  communities: z.array(AdminCommunityRowSchema),
  totalItemCount: z.number().int(),
});
export type AdminCommunityListResponse = z.infer<typeof AdminCommunityListResponseSchema>;

/** GET admin/community/exists-by-alias?alias[&id]: `id` is the community being edited (its own alias is accepted). */
export const ExistsByAliasQuerySchema = z.object({
  alias: z.string().trim().min(1).max(COMMUNITY_LIMITS.aliasMax),
  id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});
export const ExistsByAliasResponseSchema = z.object({ exists: z.boolean() });

/** GET admin/community/global-tc → terms{id, value} (null before the first save). */
export const GlobalTermsResponseSchema = z.object({
  terms: z.object({ id, value: z.string() }).nullable(),
});
export type GlobalTermsResponse = z.infer<typeof GlobalTermsResponseSchema>;
/** PUT admin/community/global-tc {value} (rich text; chosen path: the spec shows only the GET). */
export const GlobalTermsWriteSchema = z.object({
  value: z.string().max(200_000),
});

/** A manager/admin account (spec 02 §3 Manager/admin). */
export const ManagerSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.number().int(),
});
export type Manager = z.infer<typeof ManagerSchema>;
/** GET admin/account/admin?role(3)&keyword&page&pageSize(100) */
export const ManagerListQuerySchema = pagingSchema(100).extend({
  role: z.coerce.number().int().min(0).max(3).default(3),
  keyword: z.string().trim().max(COMMUNITY_LIMITS.keywordMax).optional(),
});
export const ManagerListResponseSchema = z.object({
  admins: z.array(ManagerSchema),
  totalItemCount: z.number().int(),
});
export type ManagerListResponse = z.infer<typeof ManagerListResponseSchema>;
/** POST admin/account/admin {userEmail, role: 3}: the user manages all communities. */
export const ManagerWriteSchema = z.object({
  userEmail: z.string().trim().min(1).max(320),
  role: z.literal(3).default(3),
});
/** DELETE admin/account/admin?userEmail */
export const ManagerDeleteQuerySchema = z.object({ userEmail: z.string().trim().min(1).max(320) });

/** One FAQ block as written (spec 02 §5 FAQ). `description` is HTML, sanitised by the server. */
export const FaqWriteSchema = z.object({
  name: z
    .string({ error: MANAGEMENT_MESSAGES.faqQuestionRequired })
    .trim()
    .min(1, MANAGEMENT_MESSAGES.faqQuestionRequired)
    .max(500),
  description: z
    .string({ error: MANAGEMENT_MESSAGES.faqAnswerRequired })
    .trim()
    .min(1, MANAGEMENT_MESSAGES.faqAnswerRequired)
    .max(20_000),
});
export type FaqWrite = z.infer<typeof FaqWriteSchema>;
/** POST admin/faq {faQs:[item]} */
export const FaqCreateSchema = z.object({ faQs: z.array(FaqWriteSchema).min(1).max(100) });

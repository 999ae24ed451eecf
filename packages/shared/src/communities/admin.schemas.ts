/**
 * Community admin area contract (spec 02 §2 Community admin area, §5, §7 Admin communities,
 * Members and blocking, Questions, Posts admin; issue 19). Paths under /api/v1; answers camelCase.
 * Where the spec names no response key, the choice is recorded in docs/spec-coverage.md.
 */
import { z } from 'zod';
import { idParamSchema, idSchema } from '../common/ids';
import { COMMUNITY_LIMITS, COMMUNITY_MESSAGES } from './communities.constants';
import { CommunityMemberSchema, JoinQuestionSchema, pagingSchema } from './communities.schemas';
import { PostSchema } from './posts.schemas';

const id = idSchema;
const intId = idParamSchema;
const html = z.string().max(COMMUNITY_LIMITS.postBodyMaxChars);

/** Texts of the admin area (spec 02 §5, §8; chosen ones marked). */
export const COMMUNITY_ADMIN_MESSAGES = {
  contentEmpty: 'Content cannot be empty.',
  questionRequired: 'Please enter a question',
  alreadyMember: 'User is already in your community',
  removeFromBlacklistFirst: 'To add this user as a member, remove them from the blacklist first',
  questionsOnlyPrivateVisible: 'Community must be private and visible',
  noTerms: 'No terms and conditions have been added yet.',
  agreementSaved: 'Agreement saved successfully.',
  agreementSaveFailed: 'Failed to save agreement.',
  agreementLoadFailed: 'Failed to load agreement',
  questionAdded: 'Question added successfully',
  questionEdited: 'Question edited successfully',
  questionDeleted: 'Question deleted successfully',
  questionAddFailed: 'Question added error. Try again',
  questionEditFailed: 'Question edited error. Try again',
  questionDeleteFailed: 'Question deleted error. Try again',
  memberQuestionsFailed: 'Failed to load member questions',
  banFailed: 'Failed to ban members: {error}',
  roleFailed: 'Error updating member role:, {error}',
  approveReportFailed: 'Error approving report. Try again.',
  declineReportFailed: 'Failed to decline the report(s). Please try again later.',
  publishFailed: 'Unable to publish the post. Please try again later.',
  archiveDone: 'Archived/Unarchived successfully',
  archiveFailed: 'Archived/Unarchived failed',
  saved: 'Successfully saved',
  removed: 'Removed successfully!',
  noReports: 'No reports yet',
  noData: 'No data',
  searchMin: 'Please enter at least 3 letters',
  notFoundUsers: 'Not found users',
  // Chosen where the spec gives no wording:
  reasonRequired: 'Please enter a reason',
  selectUser: 'Please select at least one user',
  notAMember: 'This user is not a member of this community.',
  notBlocked: 'This user is not on the blacklist.',
  notYourself: 'You cannot change your own membership here.',
  reportNotFound: 'Report not found.',
  questionNotFound: 'Question not found.',
} as const;

/** Moderation log actions (append-only; issue 19). */
export const MODERATION_ACTIONS = [
  'post.approve',
  'post.decline',
  'post.publish',
  'post.restore',
  'post.archiveReported',
  'post.delete',
  'post.close',
  'post.open',
  'report.resolve',
  'report.decline',
  'comment.delete',
  'member.role',
  'member.approve',
  'member.remove',
  'member.return',
  'member.add',
  'member.block',
  'member.unblock',
  'member.blockReason',
] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export const AdminCommunityMemberParamsSchema = z.object({ communityId: intId, userId: z.uuid() });
export const AdminCommunityItemParamsSchema = z.object({ id: intId, itemId: intId });
export const AdminBlockParamsSchema = z.object({ id: intId, userId: z.uuid() });

/** PUT admin/community/{id}/about {about}: "Who are we?" (sanitised HTML). */
export const AdminAboutInputSchema = z.object({ about: html });

/** GET/PUT admin/community/{id}/terms. PUT: either field; agreement must not be blank. */
export const AdminTermsSchema = z.object({ agreement: z.string().nullable(), isRequireAgreement: z.boolean() });
export type AdminTerms = z.infer<typeof AdminTermsSchema>;
export const AdminTermsInputSchema = z
  .object({ agreement: html.optional(), isRequireAgreement: z.boolean().optional() })
  .refine(
    (v) => v.agreement !== undefined || v.isRequireAgreement !== undefined,
    'Send agreement or isRequireAgreement',
  );

const questionText = z
  .string({ error: COMMUNITY_ADMIN_MESSAGES.questionRequired })
  .trim()
  .min(1, COMMUNITY_ADMIN_MESSAGES.questionRequired)
  .max(COMMUNITY_LIMITS.joinQuestionMax, COMMUNITY_MESSAGES.maxLength150);
export const JoinQuestionInputSchema = z.object({ text: questionText, isRequiredAssets: z.boolean().default(false) });
export type JoinQuestionInput = z.input<typeof JoinQuestionInputSchema>;
/** GET admin/community/{id}/question?page&pageSize(100) → communityQuestions, totalItemCount. */
export const AdminQuestionListQuerySchema = pagingSchema(COMMUNITY_LIMITS.adminPageSize);
export const AdminQuestionListResponseSchema = z.object({
  communityQuestions: z.array(JoinQuestionSchema),
  totalItemCount: z.number().int(),
});
export type AdminQuestionListResponse = z.infer<typeof AdminQuestionListResponseSchema>;
/** POST admin/community/{id}/question {communityQuestions: [{text, isRequiredAssets}]}. */
export const AdminQuestionCreateInputSchema = z.object({
  communityQuestions: z.array(JoinQuestionInputSchema).min(1).max(50),
});

/** GET admin/community/{id}/question-answers?memberId: the member's answers (spec 02 §3 Member answer view). */
export const QuestionAnswersQuerySchema = z.object({ memberId: z.uuid() });
export const MemberAnswerSchema = z.object({
  questionId: id,
  questionText: z.string(),
  answerText: z.string(),
  attachments: z.array(z.object({ id: z.string(), fileName: z.string(), path: z.string() })),
});
export const QuestionAnswersResponseSchema = z.object({ answers: z.array(MemberAnswerSchema) });
export type QuestionAnswersResponse = z.infer<typeof QuestionAnswersResponseSchema>;

/** A reporter with the report (reporter lists of the reported-posts accordion). */
export const AdminReportSchema = z.object({
  id,
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  type: z.number().int(),
  reason: z.string(),
  createdAt: z.string(),
});
export type AdminReport = z.infer<typeof AdminReportSchema>;

/** GET admin/community/{cid}/post/report?page&pageSize(1000): posts with open reports, newest report first. */
export const AdminReportListQuerySchema = pagingSchema(COMMUNITY_LIMITS.defaultPageSize);
export const ReportedPostSchema = z.object({ post: PostSchema, reports: z.array(AdminReportSchema) });
export type ReportedPost = z.infer<typeof ReportedPostSchema>;
export const ReportedPostListResponseSchema = z.object({
  reportedPosts: z.array(ReportedPostSchema),
  totalItemCount: z.number().int(),
});
export type ReportedPostListResponse = z.infer<typeof ReportedPostListResponseSchema>;

/** DELETE admin/community/{cid}/post/report {reportIds, isResolved?}: declines (Deny) or resolves (Resolve) open reports. */
export const ReportDecisionInputSchema = z.object({
  reportIds: z.array(z.number().int().min(1)).min(1).max(COMMUNITY_LIMITS.maxPageSize),
  isResolved: z.boolean().default(false),
});

/** GET admin/community/{id}/comment/report: comments with open reports (postComments). */
export const ReportedCommentSchema = z.object({
  id,
  postId: id,
  postTitle: z.string(),
  body: z.string(),
  createdAt: z.string(),
  user: z.object({ id: z.string().nullable(), firstName: z.string(), lastName: z.string() }),
  reports: z.array(AdminReportSchema),
});
export type ReportedComment = z.infer<typeof ReportedCommentSchema>;
export const ReportedCommentListResponseSchema = z.object({
  postComments: z.array(ReportedCommentSchema),
  totalItemCount: z.number().int(),
});
export type ReportedCommentListResponse = z.infer<typeof ReportedCommentListResponseSchema>;
/** DELETE admin/community/{id}/comment/{itemId} (chosen path): Approve a comment report deletes the comment. */

/** POST admin/community/{id}/getlist and getlist-with-answers: members by statuses (default Joined). */
export const AdminMemberListInputSchema = pagingSchema(10).extend({
  keyword: z.string().trim().max(COMMUNITY_LIMITS.keywordMax).optional(),
  statuses: z
    .array(z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]))
    .max(4)
    .optional(),
});
export type AdminMemberListInput = z.input<typeof AdminMemberListInputSchema>;
export const AdminMemberListResponseSchema = z.object({
  members: z.array(CommunityMemberSchema),
  totalItemCount: z.number().int(),
});
export type AdminMemberListResponse = z.infer<typeof AdminMemberListResponseSchema>;

/** PUT admin/community/{cid}/member/{uid} {role?, status?}: change role, approve (2) or return (2) a member. */
export const AdminMemberUpdateInputSchema = z
  .object({
    role: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional(),
    status: z.literal(2).optional(),
  })
  .refine((v) => v.role !== undefined || v.status !== undefined, 'Send a role or a status');

/** POST admin/community/{id}/member {userIds}: adds site users as Joined members. */
export const AdminAddMembersInputSchema = z.object({
  userIds: z.array(z.uuid()).min(1, COMMUNITY_ADMIN_MESSAGES.selectUser).max(100),
});

/** GET admin/community/members_and_blocked?communityId&keyword(≥3)&page&pageSize: site users with their state here. */
export const MembersAndBlockedQuerySchema = pagingSchema(50).extend({
  communityId: intId,
  keyword: z.string().trim().min(3, COMMUNITY_ADMIN_MESSAGES.searchMin).max(COMMUNITY_LIMITS.keywordMax),
});
export const SiteUserStateSchema = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  avatarUrl: z.string().nullable(),
  status: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]).nullable(),
  isMember: z.boolean(),
  isBlocked: z.boolean(),
});
export type SiteUserState = z.infer<typeof SiteUserStateSchema>;
export const MembersAndBlockedResponseSchema = z.object({
  users: z.array(SiteUserStateSchema),
  totalItemCount: z.number().int(),
});
export type MembersAndBlockedResponse = z.infer<typeof MembersAndBlockedResponseSchema>;

const reason = z
  .string({ error: COMMUNITY_ADMIN_MESSAGES.reasonRequired })
  .trim()
  .min(1, COMMUNITY_ADMIN_MESSAGES.reasonRequired)
  .max(COMMUNITY_LIMITS.reportMessageMax);
/** GET admin/community/{id}/block?page&pageSize(10)&keyword (first name, last name or email). */
export const BlacklistQuerySchema = pagingSchema(10).extend({
  keyword: z.string().trim().max(COMMUNITY_LIMITS.keywordMax).optional(),
});
export const BlacklistUserSchema = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  avatarUrl: z.string().nullable(),
  reason: z.string(),
  blockedAt: z.string(),
});
export type BlacklistUser = z.infer<typeof BlacklistUserSchema>;
export const BlacklistResponseSchema = z.object({
  blacklistUsers: z.array(BlacklistUserSchema),
  totalItemCount: z.number().int(),
});
export type BlacklistResponse = z.infer<typeof BlacklistResponseSchema>;
/** POST (block) and PUT (change reasons) admin/community/{id}/block {users: [{userId, reason}]}. */
export const BlockUsersInputSchema = z.object({
  users: z
    .array(z.object({ userId: z.uuid(), reason }))
    .min(1, COMMUNITY_ADMIN_MESSAGES.selectUser)
    .max(100),
});
/** POST admin/community/{id}/unblock {userIds}. */
export const UnblockUsersInputSchema = z.object({ userIds: z.array(z.uuid()).min(1).max(100) });
/** PUT admin/community/{id}/block/{uid} {reason}. */
export const BlockReasonInputSchema = z.object({ reason });

/** PUT admin/community/{id}/archive {isArchived} (chosen path: the settings page's Archive/Unarchive). */
export const ArchiveInputSchema = z.object({ isArchived: z.boolean() });

/** One moderation log entry (append-only; who, what, when, why). */
export const ModerationLogEntrySchema = z.object({
  id,
  action: z.string(),
  actor: z.object({ id: z.string().nullable(), firstName: z.string(), lastName: z.string() }),
  postId: id.nullable(),
  commentId: id.nullable(),
  memberUserId: z.string().nullable(),
  memberName: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type ModerationLogEntry = z.infer<typeof ModerationLogEntrySchema>;
export const ModerationLogQuerySchema = pagingSchema(50);
export const ModerationLogResponseSchema = z.object({
  entries: z.array(ModerationLogEntrySchema),
  totalItemCount: z.number().int(),
});
export type ModerationLogResponse = z.infer<typeof ModerationLogResponseSchema>;

/** The community form's texts (spec 02 §5 Community). */
export const COMMUNITY_FORM_MESSAGES = {
  nameRequired: 'Please enter a community name',
  maxLength150: 'Max length is 150 symbols',
  shortDescriptionRequired: 'Please enter a short description',
  imageRequired: 'Please upload an image',
  aliasRequired: 'Please enter a community alias',
  aliasSpaces: 'Spaces are not allowed in alias',
  aliasExists: 'This community alias already exists',
  categoryRequired: 'Please enter a category',
  privacyRequired: 'Please select a privacy option',
  // Chosen where the spec states the rule without words:
  shortDescriptionMax: 'Max length is 50 symbols',
  dateInPast: 'The date cannot be in the past',
  startAfterEnd: 'The start date must not be after the end date',
  tooManyTags: 'You can add up to 10 tags.',
  categoryNotLeaf: 'Choose a category without sub-categories.',
  unknownTags: 'One or more tags do not exist.',
  unknownSegments: 'One or more segments do not exist.',
  archivedDateTooSoon: 'The archive date must be tomorrow or later',
} as const;

const formBoolean = z.union([z.boolean(), z.enum(['true', 'false'])]).transform((v) => v === true || v === 'true');
const optionalDate = z
  .union([z.literal(''), z.iso.datetime({ offset: true })])
  .nullish()
  .transform((v) => (v ? v : null));

/**
 * The community form's fields (spec 02 §5 Community), the one rule set of the admin settings form
 * and the global admin's Create community dialog; sent as multipart (with `imageFile`) to PUT
 * admin/community/{id} and POST admin/community. Privacy rules: private forces auto-join off,
 * public forces visible on, auto-join only for public and visible (applied by the server).
 */
export const CommunityFormFieldsSchema = z
  .object({
    name: z
      .string({ error: COMMUNITY_FORM_MESSAGES.nameRequired })
      .trim()
      .min(1, COMMUNITY_FORM_MESSAGES.nameRequired)
      .max(COMMUNITY_LIMITS.nameMax, COMMUNITY_FORM_MESSAGES.maxLength150),
    alias: z
      .string({ error: COMMUNITY_FORM_MESSAGES.aliasRequired })
      .trim()
      .min(1, COMMUNITY_FORM_MESSAGES.aliasRequired)
      .max(COMMUNITY_LIMITS.aliasMax, COMMUNITY_FORM_MESSAGES.maxLength150)
      .refine((v) => !/\s/.test(v), COMMUNITY_FORM_MESSAGES.aliasSpaces)
      .optional(),
    shortDescription: z
      .string({ error: COMMUNITY_FORM_MESSAGES.shortDescriptionRequired })
      .trim()
      .min(1, COMMUNITY_FORM_MESSAGES.shortDescriptionRequired)
      .max(COMMUNITY_LIMITS.shortDescriptionMax, COMMUNITY_FORM_MESSAGES.shortDescriptionMax),
    categoryIds: z.array(idParamSchema).min(1, COMMUNITY_FORM_MESSAGES.categoryRequired).max(100),
    tagsId: z
      .array(idParamSchema)
      .max(COMMUNITY_LIMITS.communityTagsMax, COMMUNITY_FORM_MESSAGES.tooManyTags)
      .default([]),
    isPublic: z
      .union([z.boolean(), z.enum(['true', 'false'])], { error: COMMUNITY_FORM_MESSAGES.privacyRequired })
      .transform((v) => v === true || v === 'true'),
    isVisible: formBoolean.default(true),
    isAutoJoin: formBoolean.default(false),
    isRequirePostApproval: formBoolean.default(false),
    pushToWebsite: formBoolean.default(false),
    aliveStartDate: optionalDate,
    aliveEndDate: optionalDate,
    /**
     * The day the community archives itself (spec 02 §5 "archived date at least tomorrow"); ''
     * clears it; left out keeps the stored one. Ignored while the community is archived (then the
     * stored value is the day it was archived).
     */
    archivedDate: z
      .union([z.literal(''), z.iso.datetime({ offset: true })])
      .nullish()
      .transform((v) => (v === undefined ? undefined : v || null)),
    /** Segments that see the community (GET /api/segment/all ids); on edit an empty list is kept unless isSetSegmentIdsEmpty. */
    segmentIds: z.array(idParamSchema).max(500).default([]),
    /** On edit: true clears the segments (spec 02 §5 "an empty segment list sends isSetSegmentIdsEmpty=true"). */
    isSetSegmentIdsEmpty: formBoolean.default(false),
  })
  .refine((v) => !v.aliveStartDate || !v.aliveEndDate || v.aliveStartDate <= v.aliveEndDate, {
    message: COMMUNITY_FORM_MESSAGES.startAfterEnd,
    path: ['aliveEndDate'],
  });
export type CommunityFormFields = z.output<typeof CommunityFormFieldsSchema>;

/** Applies the privacy rules of spec 02 §4 Community to form values. */
export function applyPrivacyRules<T extends { isPublic: boolean; isVisible: boolean; isAutoJoin: boolean }>(v: T): T {
  const isVisible = v.isPublic ? true : v.isVisible;
  return { ...v, isVisible, isAutoJoin: v.isPublic && isVisible ? v.isAutoJoin : false };
}

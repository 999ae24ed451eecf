/**
 * Communities enums, limits and messages (spec 02 §3 Entities, §4 States, §5 Validation, §8 Errors,
 * §9 Constants). Codes are the spec's numbers; texts are the spec's words where it gives them
 * (the others are marked "chosen").
 */

/** Membership state (spec 02 §3): Awaiting 1, Joined 2, Blocked 3, Removed 4. */
export const MembershipStatus = { Awaiting: 1, Joined: 2, Blocked: 3, Removed: 4 } as const;
export type MembershipStatus = (typeof MembershipStatus)[keyof typeof MembershipStatus];
export const MEMBERSHIP_STATUS_VALUES = [1, 2, 3, 4] as const;

/** Community member type (spec 02 §3): Member 0, Moderator 1, Editor 2. */
export const MemberType = { Member: 0, Moderator: 1, Editor: 2 } as const;
export type MemberType = (typeof MemberType)[keyof typeof MemberType];
export const MEMBER_TYPE_VALUES = [0, 1, 2] as const;

/** Post status (spec 02 §3): Default 0, Published 1, WaitForApproval 2, Deleted 3, ArchivedDueToReported 4, Archived 99. */
export const PostStatus = {
  Default: 0,
  Published: 1,
  WaitForApproval: 2,
  Deleted: 3,
  ArchivedDueToReported: 4,
  Archived: 99,
} as const;
export type PostStatus = (typeof PostStatus)[keyof typeof PostStatus];
export const POST_STATUS_VALUES = [0, 1, 2, 3, 4, 99] as const;

/** Post type (spec 02 §3): Urgent 1, OpportunityCollaborate 2, OpportunityContinue 3, Knowledge 4. */
export const PostType = { Urgent: 1, OpportunityCollaborate: 2, OpportunityContinue: 3, Knowledge: 4 } as const;
export type PostType = (typeof PostType)[keyof typeof PostType];
export const POST_TYPE_VALUES = [1, 2, 3, 4] as const;

/** Report reason (spec 02 §3): InappropriateContent 1, PrivacyContent 2, SharePostInOtherGroups 3, RemovePost 4. */
export const ReportReason = {
  InappropriateContent: 1,
  PrivacyContent: 2,
  SharePostInOtherGroups: 3,
  RemovePost: 4,
} as const;
export type ReportReason = (typeof ReportReason)[keyof typeof ReportReason];
export const REPORT_REASON_VALUES = [1, 2, 3, 4] as const;

/** Community visibility codes (spec 02 §3): Public 1, Community 2, Private 3. */
export const CommunityVisibility = { Public: 1, Community: 2, Private: 3 } as const;

/** Attachment action status (spec 02 §3, spec 01 §3): Added 1, Deleted 2. */
export const AttachmentActionStatus = { Added: 1, Deleted: 2 } as const;

/** Per-community permission flags (spec 02 §3 Community permissions, §6). */
export const COMMUNITY_PERMISSION_FLAGS = [
  'postCreate',
  'postDelete',
  'postApprove',
  'postEdit',
  'commentCreate',
  'commentEdit',
  'commentDelete',
  'assetsAll',
  'meetingAll',
  'communityBlacklist',
  'communityAddMember',
  'communityAddModerator',
  'communityAddEditor',
] as const;
export type CommunityPermissionFlag = (typeof COMMUNITY_PERMISSION_FLAGS)[number];

/**
 * The flags that open a community's admin area (spec 02 §2, §6): any of them; postCreate and
 * commentCreate, which every member holds, do not.
 */
export const ADMIN_AREA_FLAGS: readonly CommunityPermissionFlag[] = COMMUNITY_PERMISSION_FLAGS.filter(
  (f) => f !== 'postCreate' && f !== 'commentCreate',
);

/**
 * Whether permissions of one community (its role's flags merged with the global ones, as GET
 * community/{id} answers them) open its admin area. The server's `canAdminister` and the client's
 * Manage links use this one rule.
 */
export function opensAdminArea(permissions: Readonly<Record<CommunityPermissionFlag, boolean>>): boolean {
  return ADMIN_AREA_FLAGS.some((f) => permissions[f]);
}

/** Upload extensions allowed for posts, comments and join answers (spec 02 §5 Uploads). */
export const COMMUNITY_UPLOAD_EXTENSIONS = ['pdf', 'docx', 'xlsx', 'txt', 'png', 'jpeg', 'jpg', 'pptx', 'ppt'] as const;
/** Cover and community images: previewable types only (spec 02 §5 "preview png/jpeg/jpg"). */
export const COMMUNITY_IMAGE_EXTENSIONS = ['png', 'jpeg', 'jpg'] as const;

/** Limits (spec 02 §9). Units in the names; sizes in bytes. */
export const COMMUNITY_LIMITS = {
  nameMax: 150,
  aliasMax: 150,
  shortDescriptionMax: 50,
  communityTagsMax: 10,
  postTitleMax: 150,
  postTagsMax: 10,
  postFilesMax: 10,
  commentFilesMax: 10,
  commentDepthMax: 3,
  joinQuestionMax: 150,
  joinAnswerFilesMax: 1,
  fileMaxBytes: 5 * 1024 * 1024,
  /** Chosen: HTML fields are refused above these sizes (characters). */
  postBodyMaxChars: 100_000,
  commentBodyMaxChars: 20_000,
  answerMaxChars: 2000,
  reportMessageMax: 1000,
  tagNameMax: 100,
  keywordMax: 200,
  /** Paging defaults (spec 02 §7, §9). */
  defaultPageSize: 1000,
  adminPageSize: 100,
  membersPageSize: 100,
  feedPageSize: 20,
  tagsPageSize: 100,
  notificationsPageSize: 7,
  maxPageSize: 1000,
  /** The edited marker shows when updatedAt is more than this after createdAt (spec 02 §3). */
  editedThresholdMs: 100,
  defaultCategoryColor: '#344054',
  /** Chosen: side-menu lists (topJoined, topModerated) hold at most this many. */
  preferenceTop: 5,
} as const;

/** Texts (spec 02 §5, §8 unless marked chosen). */
export const COMMUNITY_MESSAGES = {
  communityNotFound: 'Community not found.',
  communityNotFoundDescription: "This community doesn't exist or may have been removed.",
  communityPrivate: 'This community is private.',
  mustBeMember: 'You must be a member to view it',
  onlyMembers: 'Oops! Only members of this community can view it!',
  joinFailed: 'Something went wrong. Try again.',
  leaveFailed: 'Error leaving community. Try again.',
  createPostFailed: 'Error creating post. Try again.',
  maxLength150: 'Max length is 150 symbols',
  postContentRequired: 'Please enter a post content',
  fileTooLarge: 'Maximum allowed file size is 5Mb',
  fieldRequired: 'This field is required',
  uploadFile: 'Please upload a file.',
  createdWaiting: 'Successfully created. Waiting for approval',
  created: 'Successfully created',
  reportSubmitted: 'The report has been submitted successfully.',
  reportFailed: 'An error occurred. The report was not submitted.',
  postEdited: 'Post edited successfully',
  addedToFavourites: 'Successfully added to favourites',
  removedFromFavourites: 'Successfully removed from favourites',
  // Chosen where the spec gives no wording:
  postTitleRequired: 'Please enter a post title',
  commentRequired: 'Please enter a comment',
  reportReasonRequired: 'Please enter a reason',
  tooManyTags: 'You can add up to 10 tags.',
  tooManyFiles: 'You can attach up to 10 files.',
  fileTypeNotAllowed: 'Allowed only: pdf, docx, xlsx, txt, png, jpeg, jpg, pptx, ppt.',
  imageTypeNotAllowed: 'The cover image must be a png, jpeg or jpg file.',
  onlyOneFile: 'Only one file may be uploaded for this question.',
  noFileExpected: 'This question does not take a file.',
  acceptTerms: 'Please accept the terms and conditions.',
  commentTooDeep: 'Comments can be nested at most 3 levels deep.',
  postClosed: 'This post is closed.',
  postNotFound: 'Post not found.',
  commentNotFound: 'Comment not found.',
  cannotReportOwnPost: 'You cannot report your own post.',
  cannotReportOwnComment: 'You cannot report your own comment.',
  alreadyReportedPost: 'You have already reported this post.',
  alreadyReportedComment: 'You have already reported this comment.',
  communityArchived: 'This community is archived.',
  blockedFromCommunity: 'You cannot join this community.',
  adminNoJoin: 'Administrators are members of every community and have no join or leave control.',
  autoJoinNoLeave: 'Auto joined: this community cannot be left.',
  notAwaiting: 'You have no pending request to join this community.',
  notJoined: 'You are not a member of this community.',
  unknownTag: 'One or more tags do not exist.',
  unknownQuestion: 'The question does not belong to this community.',
  questionsOnlyPrivate: 'Join questions apply only to private, visible communities.',
  fileNotFound: 'File not found.',
} as const;

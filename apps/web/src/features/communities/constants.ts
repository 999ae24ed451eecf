/**
 * Texts and constants of the member-side communities area (spec 02 §2 Member side, §4, §5, §8,
 * §9). Messages shared with the server (COMMUNITY_MESSAGES, COMMUNITY_LIMITS) come from
 * @portal/shared; these are the screens' own words, kept as the spec writes them. Words the spec
 * does not give are marked "chosen".
 */
import { COMMUNITY_UPLOAD_EXTENSIONS, ReportReason } from '@portal/shared';

/** Debounces and paging of the member side (spec 02 §4, §9). Units in the names. */
export const COMMUNITY_UI = {
  exploreDebounceMs: 800,
  favouriteDebounceMs: 500,
  communityLikeDebounceMs: 500,
  commentLikeDebounceMs: 500,
  postLikeDebounceMs: 700,
  saveDebounceMs: 600,
  feedPageSize: 20,
  commentsPageSize: 1000,
  faqPageSize: 1000,
  tagsPageSize: 100,
  explorePageSize: 1000,
  membersPageSize: 100,
  /** Near-bottom distance that loads the next feed page (chosen, as the libraries). */
  infiniteScrollThresholdPx: 300,
  /** Cover image aspect ratio (spec 02 §5: "cover image aspect 3"). */
  coverAspect: 3,
} as const;

/** Side menu (spec 02 §2 Side menu). */
export const MENU_TEXT = {
  welcome: 'Welcome',
  favourites: 'Favourites',
  communities: 'Communities',
  exploreCommunities: 'Explore communities',
  meetings: 'Meetings',
  exploreMeetings: 'Explore meetings',
  myCommunities: 'My communities',
  communitiesYouManage: 'Communities you manage',
  manage: 'Manage',
  other: 'Other',
  faq: 'Frequently asked questions',
  seeAll: 'See all',
  savedPosts: 'Saved posts',
  menu: 'Menu',
} as const;

/** Explore communities (spec 02 §2 Explore communities). */
export const EXPLORE_TEXT = {
  title: 'Explore communities',
  showOnlyJoined: (count: number) => `Show only ${count} joined`,
  clearAll: 'Clear all',
  back: 'Back',
  favourites: 'Favourites',
  categories: 'Categories',
  searchPlaceholder: 'Search communities',
  filters: 'Filters',
  noCommunities: 'No communities found',
  loadFailed: 'Failed to load communities',
  members: (count: number) => (count === 1 ? '1 member' : `${count} members`),
  open: 'Open',
  private: 'Private',
  archived: 'Archived',
  uncategorized: 'Uncategorized',
} as const;

/** Membership and the join flow (spec 02 §2 Join flow, §4 Membership). */
export const JOIN_TEXT = {
  join: 'Join',
  joined: 'Joined',
  leave: 'Leave community',
  leaveConfirm: 'Leave this community?',
  pendingAccess: 'Pending Access',
  cancelRequest: 'Cancel request',
  autoJoined: 'Auto joined',
  termsTitle: 'Terms and Conditions',
  iAccept: 'I accept',
  continue: 'Continue',
  cancel: 'Cancel',
  requestToJoin: 'Request to join',
  send: 'Send request',
  uploadFile: 'Upload file',
  /** Chosen: after a private request. */
  requestSent: 'Your request to join has been sent.',
  /** Chosen: after leaving. */
  left: 'You have left the community.',
  termsLoadFailed: 'Failed to load agreement',
} as const;

/** Community details (spec 02 §2 Community details, error screens). */
export const DETAILS_TEXT = {
  about: 'About',
  discussion: 'Discussion',
  members: 'Members',
  posts: 'Posts',
  assets: 'Assets',
  meetings: 'Meetings',
  copyLink: 'Copy link',
  like: 'Like',
  unlike: 'Unlike',
  favourite: 'Add to favourites',
  unfavourite: 'Remove from favourites',
  clipboardUnsupported: 'Clipboard API is not supported or requires user interaction.',
  copyFailed: 'Failed to copy text!',
  whoAreWe: 'Who are we?',
  keyMembers: 'Key members',
  allMembers: 'All members',
  searchMembers: 'Search members',
  moderator: 'Moderator',
  editor: 'Editor',
  noContent: 'No content',
  noData: 'No data',
  noMembers: 'No members yet',
  exploreCommunities: 'Explore communities',
  backToCommunities: 'Back to communities',
  created: 'Created',
  latestActivity: 'Latest activity',
  privacy: 'Privacy',
} as const;

/** Posts and comments (spec 02 §2, §4, §5, §8). */
export const POST_TEXT = {
  createPost: 'Create post',
  editPost: 'Edit post',
  save: 'Save',
  publish: 'Publish',
  cancel: 'Cancel',
  title: 'Title',
  content: 'Content',
  community: 'Community',
  chooseCommunity: 'Choose a community',
  coverImage: 'Cover image',
  tags: 'Tags',
  attachments: 'Attachments',
  addFiles: 'Add files',
  addCover: 'Add cover image',
  changeCover: 'Change cover image',
  removeCover: 'Remove cover image',
  edit: 'Edit',
  delete: 'Delete',
  report: 'Report',
  deleteConfirm: 'Delete this post?',
  deleted: 'Removed successfully!',
  deleteFailed: 'Error deleting post. Try again.',
  fetchFailed: 'Error fetching post. Try again.',
  editFailed: 'Error editing post. Try again.',
  saved: 'Saved',
  savePost: 'Save post',
  unsavePost: 'Remove from saved',
  closedPost: 'Closed post',
  waitingApproval: 'Waiting for approval',
  archivedPost: 'Archived post',
  comments: (count: number) => (count === 1 ? '1 comment' : `${count} comments`),
  posts: (count: number) => (count === 0 ? 'No posts yet' : count === 1 ? '1 post' : `${count} posts`),
  views: (count: number) => (count === 1 ? '1 view' : `${count} views`),
  likes: (count: number) => (count === 1 ? '1 like' : `${count} likes`),
  noPosts: 'No posts yet',
  noSavedPosts: 'No saved posts yet',
  feedTitle: 'Welcome',
  savedTitle: 'Saved posts',
  backToPosts: 'Back to posts',
  backToCommunity: 'Back to community',
  readMore: 'Read more',
  saveAddError: 'Error adding to saved:',
  saveRemoveError: 'Error removing from saved:',
  selectTags: 'Select tags',
  tagsHelp: 'Up to 10 tags',
  filesHelp: 'Up to 10 files: pdf, docx, xlsx, txt, png, jpeg, jpg, pptx, ppt; 5 MB each',
  postType: 'Post type',
  edited: 'edited',
} as const;

export const COMMENT_TEXT = {
  comments: 'Comments',
  writeComment: 'Write a comment',
  reply: 'Reply',
  send: 'Comment',
  save: 'Save',
  cancel: 'Cancel',
  edit: 'Edit',
  delete: 'Delete',
  report: 'Report',
  deleteConfirm: 'Delete this comment?',
  createFailed: 'Error creating comment. Try again.',
  editFailed: 'Error editing comment. Try again.',
  /** Chosen: the spec gives no wording for a failed comment delete. */
  deleteFailed: 'Error deleting comment. Try again.',
  deleted: 'Removed successfully!',
  noComments: 'No comments yet',
  closed: 'This post is closed. Comments are turned off.',
  edited: 'edited',
  attach: 'Attach files',
} as const;

/** Report dialog (spec 02 §2 home feed, §3 report reasons, §5, §8). */
export const REPORT_TEXT = {
  postTitle: 'Would you like to report this post?',
  /** Chosen, same shape as the post dialog. */
  commentTitle: 'Would you like to report this comment?',
  reason: 'Reason',
  message: 'Tell us more',
  submit: 'Report',
  cancel: 'Cancel',
  reportPostError: 'Error reporting post',
} as const;

/** Report reasons (spec 02 §3) with their labels (labels chosen from the enum names). */
export const REPORT_REASONS = [
  { value: ReportReason.InappropriateContent, label: 'Inappropriate content' },
  { value: ReportReason.PrivacyContent, label: 'Privacy content' },
  { value: ReportReason.SharePostInOtherGroups, label: 'Shared in other groups' },
  { value: ReportReason.RemovePost, label: 'Remove post' },
] as const;

/** Post types (spec 02 §3) with labels (chosen from the enum names). */
export const POST_TYPES = [
  { value: 1, label: 'Urgent' },
  { value: 2, label: 'Opportunity to collaborate' },
  { value: 3, label: 'Opportunity to continue' },
  { value: 4, label: 'Knowledge' },
] as const;

/** FAQ and favourites (spec 02 §2 FAQ page, Favourite communities; §8). */
export const FAQ_TEXT = {
  title: 'Frequently asked questions',
  empty: 'There are no FAQ',
  loadFailed: 'Error during loading FAQ list.',
} as const;

export const FAVOURITES_TEXT = {
  title: (count: number) => `Favourite communities (${count})`,
  empty: 'No data',
  added: 'Successfully added to favourites',
  removed: 'Successfully removed from favourites',
  addError: 'Error adding to favorites:',
  removeError: 'Error removing from favorites:',
} as const;

/** The `accept` attribute of the attachment pickers (spec 02 §5 Uploads). */
export const UPLOAD_ACCEPT = COMMUNITY_UPLOAD_EXTENSIONS.map((ext) => `.${ext}`).join(',');
export const IMAGE_ACCEPT = '.png,.jpg,.jpeg';

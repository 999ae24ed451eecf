/**
 * One renderer per notification activity type (spec 02 §3 types 1-17; spec 01 §3 Notification):
 * the sentence a member reads and the page it opens (post, comment, community, meeting or member
 * list). The notification centre and the notification mails both use it. Resolution types (10, 11) have renderers but are not listed. An unknown type renders
 * MESSAGES.noRenderer ('[NO RENDERER FOR NOTIFICATION EVENT]', spec 01 §8) and links nowhere.
 */
import type { Notification } from '../communities/notifications.schemas';
import { NotificationActivityType as T } from '../enums';
import { MESSAGES } from '../messages';

/** What the list shows for one notification. */
export interface RenderedNotification {
  /** Sentence to show (plain text; names in it are the initiator, post, community...). */
  text: string;
  /** Path inside the app it opens, or null. */
  href: string | null;
}

type Renderer = (n: Notification, base: string) => RenderedNotification;

const who = (n: Notification) =>
  n.initiatorUser ? `${n.initiatorUser.firstName} ${n.initiatorUser.lastName}`.trim() || 'Someone' : 'Someone';
const post = (n: Notification) => (n.post ? `“${n.post.title}”` : 'a post');
const inCommunity = (n: Notification) => (n.community ? ` in ${n.community.name}` : '');
const communityPath = (n: Notification, base: string, tab = '') =>
  n.community ? `${base}/${encodeURIComponent(n.community.alias)}${tab}` : null;
const postPath = (n: Notification, base: string) =>
  n.community && n.post
    ? `${base}/${encodeURIComponent(n.community.alias)}/posts/${n.post.id}`
    : communityPath(n, base);
const commentPath = (n: Notification, base: string) => {
  const p = postPath(n, base);
  return p && n.comment && n.post ? `${p}?commentId=${n.comment.id}` : p;
};
const memberName = (n: Notification) => n.member?.memberFullName ?? 'A member';
const reportReason = (n: Notification) => {
  const message = n.post?.reports[0]?.message;
  return message ? `: “${message}”` : '';
};

/** The renderers, by activity type. */
export const NOTIFICATION_RENDERERS: Readonly<Record<number, Renderer>> = {
  [T.NewOpenCommunityCreated]: (n, b) => ({
    text: `${who(n)} created a new community${n.community ? ` ${n.community.name}` : ''}`,
    href: communityPath(n, b),
  }),
  [T.NewPostWasCreated]: (n, b) => ({ text: `${who(n)} posted ${post(n)}${inCommunity(n)}`, href: postPath(n, b) }),
  [T.YourPostWasApproved]: (n, b) => ({
    text: `Your post ${post(n)} was approved${inCommunity(n)}`,
    href: postPath(n, b),
  }),
  [T.YourPostWasCommented]: (n, b) => ({
    text: `${who(n)} commented on your post ${post(n)}`,
    href: commentPath(n, b),
  }),
  [T.PostWasUpdated]: (n, b) => ({
    text: `${who(n)} updated the post ${post(n)}${inCommunity(n)}`,
    href: postPath(n, b),
  }),
  [T.NewPostWasShared]: (n, b) => ({
    text: `${who(n)} shared the post ${post(n)}${inCommunity(n)}`,
    href: postPath(n, b),
  }),
  [T.NewActionRequestToPost]: (n, b) => ({
    text: `${who(n)} reported the post ${post(n)}${inCommunity(n)}${reportReason(n)}`,
    href: postPath(n, b),
  }),
  [T.NewActionRequestToComment]: (n, b) => ({
    text: `${who(n)} reported a comment on ${post(n)}${inCommunity(n)}${reportReason(n)}`,
    href: commentPath(n, b),
  }),
  [T.PostInYourGroupWasCommented]: (n, b) => ({
    text: `${who(n)} commented on ${post(n)}${inCommunity(n)}`,
    href: commentPath(n, b),
  }),
  [T.NewActionResolutionToPost]: (n, b) => ({
    text: `Your report on ${post(n)} was resolved`,
    href: postPath(n, b),
  }),
  [T.NewActionResolutionToComment]: (n, b) => ({
    text: `Your report on a comment of ${post(n)} was resolved`,
    href: commentPath(n, b),
  }),
  [T.NewAssetWasCreated]: (n, b) => ({
    text: `${who(n)} added ${n.asset ? `“${n.asset.name}”` : 'a resource'} to the resources${inCommunity(n)}`,
    href: communityPath(n, b, '/resources'),
  }),
  [T.NewMeetWasCreated]: (n, b) => ({
    text: `${who(n)} scheduled the meeting ${n.meet ? `“${n.meet.name}”` : ''}${inCommunity(n)}`.replace('  ', ' '),
    href: n.meet ? communityPath(n, b, `/meetings/${n.meet.id}`) : communityPath(n, b, '/meetings'),
  }),
  [T.NewAddedMember]: (n, b) => ({
    text: `${memberName(n)} was added${inCommunity(n)}`,
    href: communityPath(n, b, '/members'),
  }),
  [T.NewBlockedMember]: (n, b) => ({
    text: `${memberName(n)} was blocked${inCommunity(n)}`,
    href: communityPath(n, b, '/members'),
  }),
  [T.NewAwaitingMember]: (n, b) => ({
    text: `${memberName(n)} asked to join${n.community ? ` ${n.community.name}` : ''}`,
    href: communityPath(n, b, '/members'),
  }),
  [T.YourCommentWasReplied]: (n, b) => ({
    text: `${who(n)} replied to your comment on ${post(n)}`,
    href: commentPath(n, b),
  }),
  [T.MeetingWasCancelled]: (n, b) => ({
    text: `The meeting ${n.meet ? `“${n.meet.name}”` : ''}${inCommunity(n)} was cancelled`.replace('  ', ' '),
    href: n.meet ? communityPath(n, b, `/meetings/${n.meet.id}`) : communityPath(n, b, '/meetings'),
  }),
  [T.StaffSignedInAsYou]: (n) => ({
    text: `${who(n)} (staff) signed in as you to help with your account. If you did not expect this, please contact us.`,
    href: '/settings/contact-us',
  }),
};

/** The sentence and link of a notification; `communitiesBase` is the route family ('/communities'). */
export function renderNotification(n: Notification, communitiesBase: string): RenderedNotification {
  const renderer = NOTIFICATION_RENDERERS[n.activityType];
  return renderer ? renderer(n, communitiesBase) : { text: MESSAGES.noRenderer, href: null };
}

/** What each kind of notification is called in mails and on the unsubscribe page. */
export const NOTIFICATION_KIND_LABELS: Readonly<Record<number, string>> = {
  [T.NewOpenCommunityCreated]: 'New communities',
  [T.NewPostWasCreated]: 'New posts in communities',
  [T.YourPostWasApproved]: 'Approvals of your posts',
  [T.YourPostWasCommented]: 'Comments on your posts',
  [T.PostWasUpdated]: 'Updates to posts you follow',
  [T.NewPostWasShared]: 'Shared posts',
  [T.NewActionRequestToPost]: 'Reported posts',
  [T.NewActionRequestToComment]: 'Reported comments',
  [T.PostInYourGroupWasCommented]: 'Comments in communities you moderate',
  [T.NewActionResolutionToPost]: 'Resolved post reports',
  [T.NewActionResolutionToComment]: 'Resolved comment reports',
  [T.NewAssetWasCreated]: 'New community resources',
  [T.NewMeetWasCreated]: 'New meetings',
  [T.NewAddedMember]: 'Added members',
  [T.NewBlockedMember]: 'Blocked members',
  [T.NewAwaitingMember]: 'Membership requests',
  [T.YourCommentWasReplied]: 'Replies to your comments',
  [T.StaffSignedInAsYou]: 'Staff signed in as you',
  [T.MeetingWasCancelled]: 'Cancelled meetings',
};

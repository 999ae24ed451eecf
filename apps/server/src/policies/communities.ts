/**
 * Who may do what in communities (spec 02 §4 Membership, §6 Roles and permissions; spec 01 §6).
 * Pure functions of (actor, community facts, membership, post/comment facts): the services load
 * the facts, ask here, and throw the answer's error. Every community endpoint goes through it.
 *
 * - Administrators (account role Admin, WorkSpaceOwner or Manager) count as joined everywhere,
 *   open every community and have no join/leave control.
 * - Global flags come from the account role; per-community flags from the community role (or the
 *   membership's own `permissions` list when set). Either grants (spec 02 §6).
 * - Auto-join applies only to public, visible communities (spec 02 §4); its users count as joined
 *   unless Blocked or Removed.
 * - Discoverable: not deleted, and visible or the caller is an administrator or has a membership
 *   row (Awaiting or Joined). Others get 400 "Community not found." (spec 02 §2 error screens).
 * - Open (header, about): public, auto-join, joined or administrator; a private one answers 403
 *   "This community is private.".
 * - Content (posts, comments, members): joined (effective); others 403 "Oops! Only members of
 *   this community can view it!". Writes also need the community not archived.
 */
import {
  ASSET_MESSAGES,
  COMMUNITY_ADMIN_MESSAGES,
  COMMUNITY_MESSAGES,
  COMMUNITY_PERMISSION_FLAGS,
  type CommunityPermissionFlag,
  type CommunityPermissions,
  MemberType,
  MembershipStatus,
  PostStatus,
  opensAdminArea,
  Role,
} from '@portal/shared';
import { PERMISSION_FLAGS, type PermissionFlag } from '@portal/shared';
import type { Actor } from '../context';
import { type Denial, deny } from './denial';

export type CommunityActor = Pick<Actor, 'id' | 'role'>;

/** The community facts the rules read. */
export interface CommunityFacts {
  isPublic: boolean;
  isVisible: boolean;
  isAutoJoin: boolean;
  isArchived: boolean;
  isDeleted: boolean;
}

/** The caller's membership row, or nulls when there is none. */
export interface MembershipFacts {
  status: number | null;
  role: number | null;
  /** Overrides the role's default flags when set. */
  permissions: string[] | null;
}

export const NO_MEMBERSHIP: MembershipFacts = { status: null, role: null, permissions: null };

export interface PostFacts {
  createdBy: string | null;
  status: number;
  isFrozen: boolean;
}

export interface CommentFacts {
  createdBy: string | null;
}

export const DENY = {
  notFound: deny('COMMUNITY_NOT_FOUND', COMMUNITY_MESSAGES.communityNotFound),
  private: deny('COMMUNITY_PRIVATE', COMMUNITY_MESSAGES.communityPrivate),
  notMember: deny('NOT_A_MEMBER', COMMUNITY_MESSAGES.onlyMembers),
  archived: deny('COMMUNITY_ARCHIVED', COMMUNITY_MESSAGES.communityArchived),
  forbidden: deny('FORBIDDEN', 'You do not have permission to do this.'),
  postNotFound: deny('NOT_FOUND', COMMUNITY_MESSAGES.postNotFound),
  commentNotFound: deny('NOT_FOUND', COMMUNITY_MESSAGES.commentNotFound),
  postClosed: deny('POST_CLOSED', COMMUNITY_MESSAGES.postClosed),
  ownPost: deny('OWN_CONTENT', COMMUNITY_MESSAGES.cannotReportOwnPost),
  ownComment: deny('OWN_CONTENT', COMMUNITY_MESSAGES.cannotReportOwnComment),
  blocked: deny('BLOCKED', COMMUNITY_MESSAGES.blockedFromCommunity),
  adminNoJoin: deny('ADMIN_NO_JOIN', COMMUNITY_MESSAGES.adminNoJoin),
  autoJoinNoLeave: deny('AUTO_JOIN', COMMUNITY_MESSAGES.autoJoinNoLeave),
  assetAdminOnly: deny('FORBIDDEN', ASSET_MESSAGES.adminOnlyAssetEdit),
  questionsOnlyPrivateVisible: deny('BAD_REQUEST', COMMUNITY_ADMIN_MESSAGES.questionsOnlyPrivateVisible),
} as const;

/** Account roles that administer communities (spec 01 §6 privileged roles). */
export function isAdministrator(actor: Pick<Actor, 'role'>): boolean {
  return actor.role === Role.Admin || actor.role === Role.WorkSpaceOwner || actor.role === Role.Manager;
}

/**
 * Global permission flags of an account (spec 01 §6; the spec leaves the role mapping open):
 * Admin holds all 21; WorkSpaceOwner and Manager hold the 13 community flags; canAccessAdmin goes
 * to Admin and WorkSpaceOwner only (spec 01 §6 "Admin access"; moderators of a community get it
 * through GET /api/v1/permission); Standard holds none.
 */
export function globalFlags(actor: Pick<Actor, 'role'>): Readonly<Record<PermissionFlag, boolean>> {
  let flags = GLOBAL_BY_ROLE.get(actor.role);
  if (!flags) {
    const built = Object.fromEntries(PERMISSION_FLAGS.map((f) => [f, actor.role === Role.Admin])) as Record<
      PermissionFlag,
      boolean
    >;
    if (actor.role === Role.WorkSpaceOwner || actor.role === Role.Manager) {
      for (const f of COMMUNITY_PERMISSION_FLAGS) built[f] = true;
      built.canAccessAdmin = actor.role === Role.WorkSpaceOwner;
    }
    flags = Object.freeze(built);
    GLOBAL_BY_ROLE.set(actor.role, flags);
  }
  return flags;
}
/** Global flags by account role (a handful of roles; computed once each). */
const GLOBAL_BY_ROLE = new Map<number, Readonly<Record<PermissionFlag, boolean>>>();

/** Default per-community flags of each community role (chosen: the spec names the flags only). */
export const ROLE_FLAGS: Record<number, readonly CommunityPermissionFlag[]> = {
  [MemberType.Member]: ['postCreate', 'commentCreate'],
  [MemberType.Editor]: [
    'postCreate',
    'postEdit',
    'postApprove',
    'postDelete',
    'commentCreate',
    'commentDelete',
    'assetsAll',
    'meetingAll',
    'communityAddMember',
  ],
  [MemberType.Moderator]: COMMUNITY_PERMISSION_FLAGS,
};

/** Auto-join holds only for public, visible communities (spec 02 §4). */
export function isEffectiveAutoJoin(c: CommunityFacts): boolean {
  return c.isAutoJoin && c.isPublic && c.isVisible;
}

/** Effective "joined" (spec 02 §4): Joined, an administrator, or auto-join unless Blocked or Removed. */
export function isJoined(actor: CommunityActor, c: CommunityFacts, m: MembershipFacts): boolean {
  if (isAdministrator(actor)) return true;
  if (m.status === MembershipStatus.Joined) return true;
  return isEffectiveAutoJoin(c) && m.status !== MembershipStatus.Blocked && m.status !== MembershipStatus.Removed;
}

/** The caller's per-community flags: the community role's (when Joined) OR the global ones. */
export function communityPermissions(
  actor: CommunityActor,
  c: CommunityFacts,
  m: MembershipFacts,
): Readonly<CommunityPermissions> {
  const joined = isJoined(actor, c, m);
  const ownFlags: readonly string[] = joined
    ? m.status === MembershipStatus.Joined
      ? (m.permissions ?? ROLE_FLAGS[m.role ?? MemberType.Member] ?? [])
      : ROLE_FLAGS[MemberType.Member]
    : [];
  const key = `${actor.role}|${ownFlags.join(',')}`;
  let perms = PERMISSIONS_CACHE.get(key);
  if (!perms) {
    const global = globalFlags(actor);
    const own = new Set(ownFlags);
    perms = Object.freeze(
      Object.fromEntries(COMMUNITY_PERMISSION_FLAGS.map((f) => [f, global[f] || own.has(f)])) as CommunityPermissions,
    );
    if (PERMISSIONS_CACHE.size < 1000) PERMISSIONS_CACHE.set(key, perms);
  }
  return perms;
}
/** Effective flags by (account role, own flags): few distinct combinations, each computed once. */
const PERMISSIONS_CACHE = new Map<string, Readonly<CommunityPermissions>>();

/** True when the caller holds a flag in this community, globally or per community. */
export function hasFlag(
  actor: CommunityActor,
  c: CommunityFacts,
  m: MembershipFacts,
  flag: CommunityPermissionFlag,
): boolean {
  return communityPermissions(actor, c, m)[flag];
}

/** The community exists for the caller (listed, answerable); otherwise "Community not found.". */
export function canDiscover(actor: CommunityActor, c: CommunityFacts, m: MembershipFacts): boolean {
  if (c.isDeleted) return false;
  if (isAdministrator(actor) || c.isVisible) return true;
  return m.status === MembershipStatus.Joined || m.status === MembershipStatus.Awaiting;
}

/** GET community/{id}, ?alias, /about, like, favourite, view: the community page itself. */
export function checkOpen(actor: CommunityActor, c: CommunityFacts, m: MembershipFacts): Denial | null {
  if (!canDiscover(actor, c, m)) return DENY.notFound;
  if (c.isPublic || isJoined(actor, c, m)) return null;
  return DENY.private;
}

/** Terms and join questions: readable by whoever discovers the community (the join flow needs them). */
export function checkDiscover(actor: CommunityActor, c: CommunityFacts, m: MembershipFacts): Denial | null {
  return canDiscover(actor, c, m) ? null : DENY.notFound;
}

/** Posts, comments, members of a community: members only (spec 02 §2 access screen). */
export function checkReadContent(actor: CommunityActor, c: CommunityFacts, m: MembershipFacts): Denial | null {
  if (!canDiscover(actor, c, m)) return DENY.notFound;
  return isJoined(actor, c, m) ? null : DENY.notMember;
}

/** Writes in a community: content access, the community not archived, and the flag when given. */
export function checkWrite(
  actor: CommunityActor,
  c: CommunityFacts,
  m: MembershipFacts,
  flag?: CommunityPermissionFlag,
): Denial | null {
  const read = checkReadContent(actor, c, m);
  if (read) return read;
  if (c.isArchived) return DENY.archived;
  if (flag && !hasFlag(actor, c, m, flag)) return DENY.forbidden;
  return null;
}

/**
 * Edit or delete an asset (spec 02 §6 assetsAll: "Editing or deleting files in the asset table
 * is for Admin or WorkSpaceOwner only"): the assetsAll write rule, then account role Admin or
 * WorkSpaceOwner (a Manager or a community moderator with assetsAll gets 403).
 */
export function checkEditAsset(actor: CommunityActor, c: CommunityFacts, m: MembershipFacts): Denial | null {
  const write = checkWrite(actor, c, m, 'assetsAll');
  if (write) return write;
  return actor.role === Role.Admin || actor.role === Role.WorkSpaceOwner ? null : DENY.assetAdminOnly;
}

/** PUT community/{id}/join (spec 02 §4): not administrators, not Blocked, not archived. */
export function checkJoin(actor: CommunityActor, c: CommunityFacts, m: MembershipFacts): Denial | null {
  if (!canDiscover(actor, c, m)) return DENY.notFound;
  if (isAdministrator(actor)) return DENY.adminNoJoin;
  if (m.status === MembershipStatus.Blocked) return DENY.blocked;
  if (c.isArchived) return DENY.archived;
  return null;
}

/** PUT community/{id}/unjoin: a membership to leave; never an auto-join community or an administrator. */
export function checkLeave(actor: CommunityActor, c: CommunityFacts, m: MembershipFacts): Denial | null {
  if (!canDiscover(actor, c, m)) return DENY.notFound;
  if (isAdministrator(actor)) return DENY.adminNoJoin;
  if (isEffectiveAutoJoin(c)) return DENY.autoJoinNoLeave;
  return null;
}

const MODERATION_FLAGS: CommunityPermissionFlag[] = ['postApprove', 'postEdit', 'postDelete'];

/** True when the caller moderates posts here (any of postApprove, postEdit, postDelete). */
export function moderatesPosts(actor: CommunityActor, c: CommunityFacts, m: MembershipFacts): boolean {
  const p = communityPermissions(actor, c, m);
  return MODERATION_FLAGS.some((f) => p[f]);
}

/**
 * Reading one post: Published to members; the author also sees their own pending or archived
 * posts; moderators see every status; a Deleted post only postEdit/postDelete holders (restore).
 */
export function checkReadPost(
  actor: CommunityActor,
  c: CommunityFacts,
  m: MembershipFacts,
  p: PostFacts,
): Denial | null {
  const read = checkReadContent(actor, c, m);
  if (read) return read;
  if (p.status === PostStatus.Published || p.status === PostStatus.Default) return null;
  const perms = communityPermissions(actor, c, m);
  if (p.status === PostStatus.Deleted) return perms.postEdit || perms.postDelete ? null : DENY.postNotFound;
  if (p.createdBy === actor.id || moderatesPosts(actor, c, m)) return null;
  return DENY.postNotFound;
}

const isLive = (p: PostFacts) => p.status === PostStatus.Published || p.status === PostStatus.Default;

/** Edit (and set-tags): the author while the post is neither deleted nor closed, or postEdit (spec 02 §6). */
export function checkEditPost(
  actor: CommunityActor,
  c: CommunityFacts,
  m: MembershipFacts,
  p: PostFacts,
): Denial | null {
  const read = checkReadPost(actor, c, m, p) ?? checkWrite(actor, c, m);
  if (read) return read;
  if (hasFlag(actor, c, m, 'postEdit')) return null;
  if (p.createdBy !== actor.id || p.status === PostStatus.Deleted) return DENY.forbidden;
  return p.isFrozen ? DENY.postClosed : null;
}

/** Delete: the author while the post is neither deleted nor closed, or postDelete. */
export function checkDeletePost(
  actor: CommunityActor,
  c: CommunityFacts,
  m: MembershipFacts,
  p: PostFacts,
): Denial | null {
  const read = checkReadPost(actor, c, m, p) ?? checkWrite(actor, c, m);
  if (read) return read;
  if (p.status === PostStatus.Deleted) return DENY.postNotFound;
  if (hasFlag(actor, c, m, 'postDelete')) return null;
  if (p.createdBy !== actor.id) return DENY.forbidden;
  return p.isFrozen ? DENY.postClosed : null;
}

/** Like/dislike a post, like a comment: a live, open post in a writable community. */
export function checkInteract(
  actor: CommunityActor,
  c: CommunityFacts,
  m: MembershipFacts,
  p: PostFacts,
): Denial | null {
  const read = checkReadPost(actor, c, m, p) ?? checkWrite(actor, c, m);
  if (read) return read;
  if (!isLive(p)) return DENY.forbidden;
  return p.isFrozen ? DENY.postClosed : null;
}

/** Save/unsave and view: any readable live post (a closed post may still be saved). */
export function checkSave(actor: CommunityActor, c: CommunityFacts, m: MembershipFacts, p: PostFacts): Denial | null {
  const read = checkReadPost(actor, c, m, p);
  if (read) return read;
  return isLive(p) ? null : DENY.forbidden;
}

/** Report a post: interact rules, and never one's own post (spec 02 §6). */
export function checkReportPost(
  actor: CommunityActor,
  c: CommunityFacts,
  m: MembershipFacts,
  p: PostFacts,
): Denial | null {
  return checkInteract(actor, c, m, p) ?? (p.createdBy === actor.id ? DENY.ownPost : null);
}

/** Comment on a post: commentCreate on a live, open post (spec 02 §6). */
export function checkCreateComment(
  actor: CommunityActor,
  c: CommunityFacts,
  m: MembershipFacts,
  p: PostFacts,
): Denial | null {
  return checkInteract(actor, c, m, p) ?? (hasFlag(actor, c, m, 'commentCreate') ? null : DENY.forbidden);
}

/** Edit a comment: its author on an open post, or commentEdit (spec 02 §6). */
export function checkEditComment(
  actor: CommunityActor,
  c: CommunityFacts,
  m: MembershipFacts,
  p: PostFacts,
  cm: CommentFacts,
): Denial | null {
  const read = checkReadPost(actor, c, m, p) ?? checkWrite(actor, c, m);
  if (read) return read;
  if (hasFlag(actor, c, m, 'commentEdit')) return null;
  if (cm.createdBy !== actor.id) return DENY.forbidden;
  if (!isLive(p)) return DENY.forbidden;
  return p.isFrozen ? DENY.postClosed : null;
}

/** Delete a comment: its author on an open post, or commentEdit, or commentDelete (report approval). */
export function checkDeleteComment(
  actor: CommunityActor,
  c: CommunityFacts,
  m: MembershipFacts,
  p: PostFacts,
  cm: CommentFacts,
): Denial | null {
  const read = checkReadPost(actor, c, m, p) ?? checkWrite(actor, c, m);
  if (read) return read;
  if (hasFlag(actor, c, m, 'commentEdit') || hasFlag(actor, c, m, 'commentDelete')) return null;
  if (cm.createdBy !== actor.id) return DENY.forbidden;
  if (!isLive(p)) return DENY.forbidden;
  return p.isFrozen ? DENY.postClosed : null;
}

/** Report a comment: interact rules, and only non-authors (spec 02 §6). */
export function checkReportComment(
  actor: CommunityActor,
  c: CommunityFacts,
  m: MembershipFacts,
  p: PostFacts,
  cm: CommentFacts,
): Denial | null {
  return checkInteract(actor, c, m, p) ?? (cm.createdBy === actor.id ? DENY.ownComment : null);
}

/**
 * Moderation status changes (spec 02 §4 Post, §6): approve/decline a pending post needs
 * postApprove; publishing an archived post, restoring a deleted one and Open/Close need postEdit;
 * archiving a reported post and deleting need postDelete.
 */
export function checkSetStatus(
  actor: CommunityActor,
  c: CommunityFacts,
  m: MembershipFacts,
  p: PostFacts,
  change: { status?: number; isFrozen?: boolean },
): Denial | null {
  const read = checkReadContent(actor, c, m);
  if (read) return read;
  if (!moderatesPosts(actor, c, m)) return DENY.forbidden;
  const perms = communityPermissions(actor, c, m);
  if (change.isFrozen !== undefined && !(perms.postEdit || perms.postDelete)) return DENY.forbidden;
  if (change.status === undefined || change.status === p.status) return null;
  const to = change.status;
  if (p.status === PostStatus.WaitForApproval && (to === PostStatus.Published || to === PostStatus.Archived))
    return perms.postApprove ? null : DENY.forbidden;
  if (to === PostStatus.Published) return perms.postEdit ? null : DENY.forbidden;
  if (to === PostStatus.ArchivedDueToReported || to === PostStatus.Deleted || to === PostStatus.Archived)
    return perms.postDelete ? null : DENY.forbidden;
  return DENY.forbidden;
}

/** Every flag false (a caller who is not a member and holds no global flag). */
export const NO_PERMISSIONS: CommunityPermissions = Object.fromEntries(
  COMMUNITY_PERMISSION_FLAGS.map((f) => [f, false]),
) as CommunityPermissions;

// ---------------------------------------------------------------- community admin area (issue 19)

/** True when the caller may open the community's admin area (spec 02 §2; an administrator, or any admin flag). */
export function canAdminister(actor: CommunityActor, c: CommunityFacts, m: MembershipFacts): boolean {
  if (c.isDeleted) return false;
  return opensAdminArea(communityPermissions(actor, c, m));
}

/**
 * An admin-area call (spec 02 §6): the community exists for the caller (else 400 "Community not
 * found."), then the caller holds `flag` here or globally (or, without a flag, any admin-area flag);
 * otherwise 403.
 */
export function checkAdmin(
  actor: CommunityActor,
  c: CommunityFacts,
  m: MembershipFacts,
  flag?: CommunityPermissionFlag,
): Denial | null {
  if (!canDiscover(actor, c, m)) return DENY.notFound;
  if (flag) return hasFlag(actor, c, m, flag) ? null : DENY.forbidden;
  return canAdminister(actor, c, m) ? null : DENY.forbidden;
}

/**
 * Acting on another member (change role, remove, return, blacklist; spec 02 §6): never oneself;
 * communityAddModerator may act on anyone and give the Moderator role; communityAddEditor on
 * members who are not moderators, giving Member or Editor. `newRole` is the role being given.
 */
export function checkActOnMember(
  actor: CommunityActor,
  c: CommunityFacts,
  m: MembershipFacts,
  target: { userId: string; role: number | null },
  newRole?: number,
): Denial | null {
  const area = checkAdmin(actor, c, m);
  if (area) return area;
  if (target.userId === actor.id) return DENY.forbidden;
  if (hasFlag(actor, c, m, 'communityAddModerator')) return null;
  if (!hasFlag(actor, c, m, 'communityAddEditor')) return DENY.forbidden;
  if (target.role === MemberType.Moderator || newRole === MemberType.Moderator) return DENY.forbidden;
  return null;
}

/** Blacklist a member or change their reason: communityBlacklist, and a moderator only with communityAddModerator. */
export function checkBlock(
  actor: CommunityActor,
  c: CommunityFacts,
  m: MembershipFacts,
  target: { userId: string; role: number | null },
): Denial | null {
  const denial = checkAdmin(actor, c, m, 'communityBlacklist');
  if (denial) return denial;
  if (target.userId === actor.id) return DENY.forbidden;
  if (target.role === MemberType.Moderator && !hasFlag(actor, c, m, 'communityAddModerator')) return DENY.forbidden;
  return null;
}

/** Join questions may be added only to private, visible communities (spec 02 §2, §6). */
export function checkAddQuestion(actor: CommunityActor, c: CommunityFacts, m: MembershipFacts): Denial | null {
  const denial = checkAdmin(actor, c, m, 'commentEdit');
  if (denial) return denial;
  return !c.isPublic && c.isVisible ? null : DENY.questionsOnlyPrivateVisible;
}

/**
 * The moderation log (issue 19; issue 32: the community's own moderators too): administrators, and
 * a joined Moderator of this community. Anyone else gets 403, or 404 where the community is hidden
 * from them.
 */
export function checkReadModerationLog(actor: CommunityActor, c: CommunityFacts, m: MembershipFacts): Denial | null {
  if (!canDiscover(actor, c, m)) return DENY.notFound;
  if (isAdministrator(actor)) return null;
  const isOwnModerator = !c.isDeleted && m.status === MembershipStatus.Joined && m.role === MemberType.Moderator;
  return isOwnModerator ? null : DENY.forbidden;
}

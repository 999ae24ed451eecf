/**
 * Members and blacklist of the community admin area (spec 02 §2 Members, Removed members,
 * Blacklist; §4 Membership; §5 Blacklist, Add members; §6 communityAddMember, communityAddEditor,
 * communityAddModerator, communityBlacklist; §7 Members and blocking; issue 19).
 *
 * Counters (membersCount for Joined, pendingMembersCount for Awaiting) move with each status change
 * in the same transaction. A blocked user keeps the row with status Blocked (3): they can no longer
 * read, post, comment or rejoin the community (policies/communities.ts), and stay a site member;
 * un-blacklisting deletes the row. Notifications: 14 NewAddedMember to the member added, approved
 * or returned; 15 NewBlockedMember to the blocked member. Every change is in the moderation log.
 */
import {
  type AdminMemberListResponse,
  type BlacklistResponse,
  COMMUNITY_ADMIN_MESSAGES,
  type MembersAndBlockedResponse,
  MembershipStatus,
  NotificationActivityType,
} from '@portal/shared';
import type { Actor, AppContext } from '../../../context';
import type { Executor } from '../../../db/raw-query';
import { AppError } from '../../../lib/errors';
import { checkActOnMember, checkAdmin, checkBlock } from '../../../policies/communities';
import { enforce } from '../../../policies/denial';
import { notify } from '../../notifications';
import { iso } from '../format';
import { presentMember } from '../membership/membership.presenter';
import { moveMemberCount } from '../membership/membership.repository';
import { type AdminCommunity, loadForAdmin } from './admin-access';
import * as repo from './members.repository';
import { logModeration } from './moderation-log';

const notAMember = () => new AppError('NOT_FOUND', COMMUNITY_ADMIN_MESSAGES.notAMember);

/** Moves the counter of the status left (−1) and entered (+1). */
async function moveCounts(db: Executor, id: number, from: number | null, to: number | null) {
  if (from === to) return;
  if (from === MembershipStatus.Joined || from === MembershipStatus.Awaiting) await moveMemberCount(db, id, from, -1);
  if (to === MembershipStatus.Joined || to === MembershipStatus.Awaiting) await moveMemberCount(db, id, to, 1);
}

/**
 * POST admin/community/{id}/getlist and getlist-with-answers {page, pageSize(10), keyword, statuses}:
 * members in the statuses (default Joined; the members page asks Awaiting+Joined, removed members
 * Removed), email included. Any admin-area caller.
 */
export async function listMembers(
  ctx: AppContext,
  actor: Actor,
  id: number,
  q: { page: number; pageSize: number; keyword?: string; statuses?: number[] },
): Promise<AdminMemberListResponse> {
  await loadForAdmin(ctx.db, actor, id);
  const statuses = q.statuses?.length ? q.statuses : [MembershipStatus.Joined];
  const { rows, total } = await repo.loadAdminMemberPage(ctx.db, id, { ...q, statuses });
  return { members: rows.map((r) => presentMember(r, true, null)), totalItemCount: total };
}

/**
 * PUT admin/community/{cid}/member/{uid} {role?, status?}: change role (communityAddEditor for
 * Member/Editor of non-moderators, communityAddModerator otherwise), approve an Awaiting member or
 * return a Removed one (status 2; communityAddMember). 404 when the user has no row here.
 */
export async function updateMember(
  ctx: AppContext,
  actor: Actor,
  id: number,
  userId: string,
  input: { role?: number; status?: number },
) {
  await ctx.db.transaction(async (tx) => {
    const c = await loadForAdmin(tx, actor, id, undefined, undefined, { forUpdate: true });
    const target = await repo.loadTarget(tx, id, userId);
    if (!target) throw notAMember();
    const from = Number(target.status);
    if (input.status !== undefined && input.status !== from) {
      if (from !== MembershipStatus.Awaiting && from !== MembershipStatus.Removed) throw notAMember();
      enforce(checkAdmin(actor, c.facts, c.membership, 'communityAddMember'));
      await repo.setMemberStatus(tx, id, userId, MembershipStatus.Joined);
      await moveCounts(tx, id, from, MembershipStatus.Joined);
      await logModeration(tx, actor, {
        communityId: id,
        action: from === MembershipStatus.Awaiting ? 'member.approve' : 'member.return',
        memberUserId: userId,
      });
      await notifyAdded(tx, actor, id, userId);
    }
    if (input.role !== undefined && input.role !== Number(target.role)) {
      const status = input.status ?? from;
      if (status !== MembershipStatus.Joined) throw notAMember();
      enforce(checkActOnMember(actor, c.facts, c.membership, { userId, role: Number(target.role) }, input.role));
      await repo.setMemberRole(tx, id, userId, input.role);
      await logModeration(tx, actor, {
        communityId: id,
        action: 'member.role',
        memberUserId: userId,
        reason: `role ${input.role}`,
      });
    }
  });
  return memberAnswer(ctx, id, userId);
}

async function memberAnswer(ctx: AppContext, id: number, userId: string) {
  const row = await repo.loadMemberRow(ctx.db, id, userId);
  if (!row) throw notAMember();
  return presentMember(row, true, null);
}

async function notifyAdded(db: Executor, actor: Actor, id: number, userId: string) {
  await notify(db, {
    type: NotificationActivityType.NewAddedMember,
    recipients: [userId],
    actorId: actor.id,
    communityId: id,
    memberUserId: userId,
  });
}

/**
 * DELETE admin/community/{cid}/member/{uid}: a Joined or Awaiting member becomes Removed (listed
 * under Removed members, can be returned). Acting-on-member rules apply; 404 without a row.
 */
export async function removeMember(ctx: AppContext, actor: Actor, id: number, userId: string) {
  await ctx.db.transaction(async (tx) => {
    const c = await loadForAdmin(tx, actor, id, undefined, undefined, { forUpdate: true });
    const target = await repo.loadTarget(tx, id, userId);
    if (!target || (target.status !== MembershipStatus.Joined && target.status !== MembershipStatus.Awaiting))
      throw notAMember();
    enforce(checkActOnMember(actor, c.facts, c.membership, { userId, role: Number(target.role) }));
    await repo.setMemberStatus(tx, id, userId, MembershipStatus.Removed);
    await moveCounts(tx, id, Number(target.status), MembershipStatus.Removed);
    await logModeration(tx, actor, { communityId: id, action: 'member.remove', memberUserId: userId });
  });
  return { success: true as const };
}

/**
 * POST admin/community/{id}/member {userIds}: adds site users as Joined members (communityAddMember).
 * 409 "User is already in your community" for an Awaiting/Joined user, "To add this user as a
 * member, remove them from the blacklist first" for a blocked one (spec 02 §5); a Removed user returns.
 */
export async function addMembers(ctx: AppContext, actor: Actor, id: number, userIds: string[]) {
  await ctx.db.transaction(async (tx) => {
    await loadForAdmin(tx, actor, id, 'communityAddMember', undefined, { forUpdate: true });
    const unique = [...new Set(userIds)];
    const known = await repo.existingAccounts(tx, unique);
    for (const userId of unique) {
      if (!known.has(userId)) throw new AppError('NOT_FOUND', 'User not found.');
      const target = await repo.loadTarget(tx, id, userId);
      if (target?.status === MembershipStatus.Blocked)
        throw new AppError('CONFLICT', COMMUNITY_ADMIN_MESSAGES.removeFromBlacklistFirst);
      if (target && target.status !== MembershipStatus.Removed)
        throw new AppError('CONFLICT', COMMUNITY_ADMIN_MESSAGES.alreadyMember);
      if (target) await repo.setMemberStatus(tx, id, userId, MembershipStatus.Joined);
      else await repo.insertMembership(tx, id, userId, MembershipStatus.Joined);
      await moveCounts(tx, id, target ? Number(target.status) : null, MembershipStatus.Joined);
      await logModeration(tx, actor, { communityId: id, action: 'member.add', memberUserId: userId });
      await notifyAdded(tx, actor, id, userId);
    }
  });
  return { success: true as const };
}

/** GET admin/community/members_and_blocked?communityId&keyword(≥3): site users and their state here (communityAddMember). */
export async function membersAndBlocked(
  ctx: AppContext,
  actor: Actor,
  q: { communityId: number; keyword: string; page: number; pageSize: number },
): Promise<MembersAndBlockedResponse> {
  await loadForAdmin(ctx.db, actor, q.communityId, 'communityAddMember');
  const { rows, total } = await repo.searchUsersWithState(ctx.db, q.communityId, q);
  return {
    users: rows.map((r) => {
      const status = r.status == null ? null : (Number(r.status) as 1 | 2 | 3 | 4);
      return {
        userId: r.id,
        firstName: r.firstName,
        lastName: r.lastName,
        email: r.email,
        avatarUrl: r.avatarUrl,
        status,
        isMember: status === MembershipStatus.Joined || status === MembershipStatus.Awaiting,
        isBlocked: status === MembershipStatus.Blocked,
      };
    }),
    totalItemCount: total,
  };
}

// ---------------------------------------------------------------- blacklist

/** GET admin/community/{id}/block?page&pageSize(10)&keyword: the blacklist (communityBlacklist). */
export async function listBlacklist(
  ctx: AppContext,
  actor: Actor,
  id: number,
  q: { page: number; pageSize: number; keyword?: string },
): Promise<BlacklistResponse> {
  await loadForAdmin(ctx.db, actor, id, 'communityBlacklist');
  const { rows, total } = await repo.loadBlacklistPage(ctx.db, id, q);
  return {
    blacklistUsers: rows.map((r) => ({
      userId: r.userId,
      firstName: r.firstName,
      lastName: r.lastName,
      email: r.email,
      avatarUrl: r.avatarUrl,
      reason: r.blockReason ?? '',
      blockedAt: iso(r.updatedAt) as string,
    })),
    totalItemCount: total,
  };
}

async function blockOne(tx: Executor, actor: Actor, c: AdminCommunity, id: number, userId: string, reason: string) {
  const target = await repo.loadTarget(tx, id, userId);
  enforce(checkBlock(actor, c.facts, c.membership, { userId, role: target ? Number(target.role) : null }));
  if (target?.status === MembershipStatus.Blocked) {
    await repo.setBlockReason(tx, id, userId, reason);
    await logModeration(tx, actor, {
      communityId: id,
      action: 'member.blockReason',
      memberUserId: userId,
      reason,
    });
    return;
  }
  if (target) await repo.setMemberStatus(tx, id, userId, MembershipStatus.Blocked, reason);
  else await repo.insertMembership(tx, id, userId, MembershipStatus.Blocked, reason);
  await moveCounts(tx, id, target ? Number(target.status) : null, MembershipStatus.Blocked);
  await logModeration(tx, actor, {
    communityId: id,
    action: 'member.block',
    memberUserId: userId,
    reason,
  });
  await notify(tx, {
    type: NotificationActivityType.NewBlockedMember,
    recipients: [userId],
    actorId: actor.id,
    communityId: id,
    memberUserId: userId,
    data: { reason },
  });
}

/**
 * POST admin/community/{id}/block {users: [{userId, reason}]}: blacklists site users (members or
 * not); an already blocked user gets the new reason. PUT with the same body changes reasons of
 * blocked users only (404 for others). communityBlacklist; a moderator needs communityAddModerator.
 */
export async function blockUsers(
  ctx: AppContext,
  actor: Actor,
  id: number,
  users: { userId: string; reason: string }[],
  onlyReasons = false,
) {
  await ctx.db.transaction(async (tx) => {
    const c = await loadForAdmin(tx, actor, id, 'communityBlacklist', undefined, { forUpdate: true });
    const known = await repo.existingAccounts(
      tx,
      users.map((u) => u.userId),
    );
    for (const u of users) {
      if (!known.has(u.userId)) throw new AppError('NOT_FOUND', 'User not found.');
      if (onlyReasons) {
        const target = await repo.loadTarget(tx, id, u.userId);
        if (target?.status !== MembershipStatus.Blocked)
          throw new AppError('NOT_FOUND', COMMUNITY_ADMIN_MESSAGES.notBlocked);
      }
      await blockOne(tx, actor, c, id, u.userId, u.reason);
    }
  });
  return { success: true as const };
}

/** PUT admin/community/{id}/block/{uid} {reason}: a blocked user's reason (404 when not blocked here). */
export async function setBlockReason(ctx: AppContext, actor: Actor, id: number, userId: string, reason: string) {
  return blockUsers(ctx, actor, id, [{ userId, reason }], true);
}

/** POST admin/community/{id}/unblock {userIds}: removes users from the blacklist (their row goes; they may rejoin). */
export async function unblockUsers(ctx: AppContext, actor: Actor, id: number, userIds: string[]) {
  await ctx.db.transaction(async (tx) => {
    await loadForAdmin(tx, actor, id, 'communityBlacklist', undefined, { forUpdate: true });
    for (const userId of new Set(userIds)) {
      const target = await repo.loadTarget(tx, id, userId);
      if (target?.status !== MembershipStatus.Blocked)
        throw new AppError('NOT_FOUND', COMMUNITY_ADMIN_MESSAGES.notBlocked);
      await repo.deleteMembership(tx, id, userId);
      await logModeration(tx, actor, { communityId: id, action: 'member.unblock', memberUserId: userId });
    }
  });
  return { success: true as const };
}

/**
 * Access to communities, shared by the sub-areas: loading a community with the caller's membership as
 * the facts the policy (policies/communities.ts) decides on, and the SQL forms of the policy's rules
 * for list queries and notification recipients. The SQL and the TypeScript rules must agree: the
 * list tests compare every listed community with the single-community answer.
 */
import type { CommunityPermissionFlag } from '@portal/shared';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { alias, QueryBuilder } from 'drizzle-orm/pg-core';
import type { Actor } from '../../context';
import { aliasedTable, type Executor } from '../../db/raw-query';
import { accounts, communities, communityMembers } from '../../db/schema';
import { AppError } from '../../lib/errors';
import {
  type CommunityFacts,
  DENY,
  isAdministrator,
  type MembershipFacts,
  ROLE_FLAGS,
} from '../../policies/communities';

/** `communities` as `c`: the alias of every community statement (and of the fragments below). */
export const communityC = alias(communities, 'c');
/** `community_members` as `m`: the caller's membership row, left-joined onto `c`. */
export const membershipM = alias(communityMembers, 'm');

/** `accounts` as `a`: a member, or a post's or comment's author. */
export const accountA = alias(accounts, 'a');

/** `count(*)` as a number (a select field). */
export const countField = { n: sql<number>`count(*)::int`.mapWith(Number) };

/** The standalone builder for statements that are handed on as SQL (recipient statements, subqueries). */
export const qb = new QueryBuilder();

/** The caller as the SQL fragments see it. */
export interface Viewer {
  id: string;
  role: number;
  isAdmin: boolean;
}

/** The viewer of an actor (administrators read every community). */
export function viewerOf(actor: Pick<Actor, 'id' | 'role'>): Viewer {
  return { id: actor.id, role: actor.role, isAdmin: isAdministrator(actor) };
}

/** The join condition of the caller's membership row `m` onto communities `c`. */
export function membershipOn(viewer: Viewer): SQL {
  return and(eq(membershipM.communityId, communityC.id), eq(membershipM.userId, viewer.id)) as SQL;
}

/** Left join of the caller's membership row as `m` onto communities `c` (for raw statements). */
export function membershipJoin(viewer: Viewer): SQL {
  return sql`left join ${aliasedTable(communityMembers, membershipM)} on ${membershipOn(viewer)}`;
}

/** canDiscover() in SQL (needs `c` and the membership join `m`). */
export function discoverableSql(viewer: Viewer): SQL {
  if (viewer.isAdmin) return sql`not ${communityC.isDeleted}`;
  return sql`(not ${communityC.isDeleted} and (${communityC.isVisible} or ${membershipM.status} in (1, 2)))`;
}

/** isJoined() in SQL (needs `c` and `m`). */
export function joinedSql(viewer: Viewer): SQL {
  if (viewer.isAdmin) return sql`true`;
  return sql`(coalesce(${membershipM.status}, 0) = 2 or (${communityC.isAutoJoin} and ${communityC.isPublic} and ${communityC.isVisible} and coalesce(${membershipM.status}, 0) not in (3, 4)))`;
}

/** The select fields of CommunityRow: the community `c` and the caller's membership `m`. */
export const communityFields = {
  id: communityC.id,
  alias: communityC.alias,
  name: communityC.name,
  shortDescription: communityC.shortDescription,
  about: communityC.about,
  agreement: communityC.agreement,
  isRequireAgreement: communityC.isRequireAgreement,
  imageFileId: communityC.imageFileId,
  isPublic: communityC.isPublic,
  isVisible: communityC.isVisible,
  isAutoJoin: communityC.isAutoJoin,
  isArchived: communityC.isArchived,
  archivedDate: communityC.archivedDate,
  isDeleted: communityC.isDeleted,
  isRequirePostApproval: communityC.isRequirePostApproval,
  pushToWebsite: communityC.pushToWebsite,
  aliveStartDate: communityC.aliveStartDate,
  aliveEndDate: communityC.aliveEndDate,
  segmentIds: communityC.segmentIds,
  tagIds: communityC.tagIds,
  membersCount: communityC.membersCount,
  pendingMembersCount: communityC.pendingMembersCount,
  postsCount: communityC.postsCount,
  likesCount: communityC.likesCount,
  viewsCount: communityC.viewsCount,
  latestActivity: communityC.latestActivity,
  createdAt: communityC.createdAt,
  mId: membershipM.id,
  mStatus: membershipM.status,
  mRole: membershipM.role,
  mPermissions: membershipM.permissions,
  mJoinedAt: membershipM.joinedAt,
};

type Community = typeof communities.$inferSelect;
type Membership = typeof communityMembers.$inferSelect;

/** A community with the caller's membership (`m*`: null when they have no row). */
export type CommunityWithMembership = Omit<Community, 'createdBy' | 'updatedAt'> & {
  mId: Membership['id'] | null;
  mStatus: Membership['status'] | null;
  mRole: Membership['role'] | null;
  mPermissions: Membership['permissions'];
  mJoinedAt: Membership['joinedAt'];
};

/** loadCommunity's row: the community with the caller's membership. */
export type CommunityRow = CommunityWithMembership;

/** The community facts the policy reads, from a community row. */
export function factsOf(
  row: Pick<CommunityRow, 'isPublic' | 'isVisible' | 'isAutoJoin' | 'isArchived' | 'isDeleted'>,
): CommunityFacts {
  return {
    isPublic: row.isPublic,
    isVisible: row.isVisible,
    isAutoJoin: row.isAutoJoin,
    isArchived: row.isArchived,
    isDeleted: row.isDeleted,
  };
}

/** The caller's membership the policy reads, from a community row (nulls when none). */
export function membershipOf(row: Pick<CommunityRow, 'mStatus' | 'mRole' | 'mPermissions'>): MembershipFacts {
  return {
    status: row.mStatus == null ? null : Number(row.mStatus),
    role: row.mRole == null ? null : Number(row.mRole),
    permissions: row.mPermissions ?? null,
  };
}

/**
 * The community `id` with the caller's membership; `forUpdate` locks the community row (for
 * counter changes). Unknown ids answer 400 "Community not found." (spec 02 §2).
 */
export async function loadCommunity(
  db: Executor,
  viewer: Viewer,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<CommunityRow> {
  const q = db
    .select(communityFields)
    .from(communityC)
    .leftJoin(membershipM, membershipOn(viewer))
    .where(eq(communityC.id, id))
    .$dynamic();
  const [row] = await (options.forUpdate ? q.for('update', { of: communityC }) : q);
  if (!row) throw new AppError(DENY.notFound.code, DENY.notFound.message);
  return row;
}

/** `select user_id` of the Joined members of a community holding a per-community flag (hasFlag in SQL). */
export function flagHoldersSql(communityId: number, flag: CommunityPermissionFlag): SQL {
  const roles = Object.entries(ROLE_FLAGS)
    .filter(([, flags]) => flags.includes(flag))
    .map(([role]) => Number(role));
  const roleList = roles.length
    ? sql.join(
        roles.map((r) => sql`${r}`),
        sql`, `,
      )
    : sql`-1`;
  return qb
    .select({ userId: membershipM.userId })
    .from(membershipM)
    .where(
      sql`${membershipM.communityId} = ${communityId} and ${membershipM.status} = 2
    and ((${membershipM.permissions} is null and ${membershipM.role} in (${roleList})) or ${flag} = any(${membershipM.permissions}))`,
    )
    .getSQL();
}

/**
 * Every active account the tenant's communities access rules let in (spec 01 §5: any rule passes;
 * none means everyone), as a statement selecting `user_id`: the audience of 1 NewOpenCommunityCreated.
 * Rules: isMember (contact type Member), isClientUser (ClientUser), isNotStaff (not Staff);
 * an unknown rule lets nobody in, as passesAccessRules does.
 */
export function communitiesAudienceSql(rules: readonly string[]): SQL {
  const ruleSql = (rule: string): SQL => {
    switch (rule) {
      case 'isMember':
        return sql`'Member' = any(${accounts.contactTypes})`;
      case 'isClientUser':
        return sql`'ClientUser' = any(${accounts.contactTypes})`;
      case 'isNotStaff':
        return sql`not ('Staff' = any(${accounts.contactTypes}))`;
      default:
        return sql`false`;
    }
  };
  const passes = rules.length === 0 ? sql`true` : sql.join(rules.map(ruleSql), sql` or `);
  return qb
    .select({ userId: sql<string>`${accounts.id}`.as('user_id') })
    .from(accounts)
    .where(sql`${accounts.isActive} and (${passes})`)
    .getSQL();
}

/** `select user_id` of every Joined member of a community. */
export function joinedMembersSql(communityId: number): SQL {
  return qb
    .select({ userId: membershipM.userId })
    .from(membershipM)
    .where(sql`${membershipM.communityId} = ${communityId} and ${membershipM.status} = 2`)
    .getSQL();
}

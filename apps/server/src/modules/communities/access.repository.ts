/**
 * Access to communities, shared by the sub-areas: loading a community with the caller's membership as
 * the facts the policy (policies/communities.ts) decides on, and the SQL forms of the policy's rules
 * for list queries and notification recipients. The SQL and the TypeScript rules must agree: the
 * list tests compare every listed community with the single-community answer.
 */
import type { CommunityPermissionFlag } from '@portal/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../context';
import { type Executor, query } from '../../db/raw-query';
import { AppError } from '../../lib/errors';
import {
  type CommunityFacts,
  DENY,
  isAdministrator,
  type MembershipFacts,
  ROLE_FLAGS,
} from '../../policies/communities';

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

/** Left join of the caller's membership row as `m` onto communities `c`. */
export function membershipJoin(viewer: Viewer): SQL {
  return sql`left join community_members m on m.community_id = c.id and m.user_id = ${viewer.id}`;
}

/** canDiscover() in SQL (needs `c` and the membership join `m`). */
export function discoverableSql(viewer: Viewer): SQL {
  if (viewer.isAdmin) return sql`not c.is_deleted`;
  return sql`(not c.is_deleted and (c.is_visible or m.status in (1, 2)))`;
}

/** isJoined() in SQL (needs `c` and `m`). */
export function joinedSql(viewer: Viewer): SQL {
  if (viewer.isAdmin) return sql`true`;
  return sql`(coalesce(m.status, 0) = 2 or (c.is_auto_join and c.is_public and c.is_visible and coalesce(m.status, 0) not in (3, 4)))`;
}

/** A community row with the caller's membership. */
export interface CommunityRow {
  id: number;
  alias: string;
  name: string;
  short_description: string;
  about: string | null;
  agreement: string | null;
  is_require_agreement: boolean;
  image_file_id: string | null;
  is_public: boolean;
  is_visible: boolean;
  is_auto_join: boolean;
  is_archived: boolean;
  archived_date: Date | string | null;
  is_deleted: boolean;
  is_require_post_approval: boolean;
  push_to_website: boolean;
  alive_start_date: Date | string | null;
  alive_end_date: Date | string | null;
  segment_ids: number[];
  tag_ids: number[];
  members_count: number;
  pending_members_count: number;
  posts_count: number;
  likes_count: number;
  views_count: number;
  latest_activity: Date | string | null;
  created_at: Date | string;
  m_id: number | null;
  m_status: number | null;
  m_role: number | null;
  m_permissions: string[] | null;
  m_joined_at: Date | string | null;
}

/** The community facts the policy reads, from a community row. */
export function factsOf(row: CommunityRow): CommunityFacts {
  return {
    isPublic: row.is_public,
    isVisible: row.is_visible,
    isAutoJoin: row.is_auto_join,
    isArchived: row.is_archived,
    isDeleted: row.is_deleted,
  };
}

/** The caller's membership the policy reads, from a community row (nulls when none). */
export function membershipOf(row: Pick<CommunityRow, 'm_status' | 'm_role' | 'm_permissions'>): MembershipFacts {
  return {
    status: row.m_status == null ? null : Number(row.m_status),
    role: row.m_role == null ? null : Number(row.m_role),
    permissions: row.m_permissions ?? null,
  };
}

/** The columns of CommunityRow (the community `c` and membership `m`). */
export const COMMUNITY_COLUMNS = sql`c.id, c.alias, c.name, c.short_description, c.about, c.agreement, c.is_require_agreement, c.image_file_id,
  c.is_public, c.is_visible, c.is_auto_join, c.is_archived, c.archived_date, c.is_deleted, c.is_require_post_approval, c.push_to_website,
  c.alive_start_date, c.alive_end_date, c.segment_ids, c.tag_ids, c.members_count, c.pending_members_count, c.posts_count, c.likes_count,
  c.views_count, c.latest_activity, c.created_at, m.id as m_id, m.status as m_status, m.role as m_role, m.permissions as m_permissions, m.joined_at as m_joined_at`;

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
  const [row] = await query<CommunityRow>(
    db,
    sql`select ${COMMUNITY_COLUMNS} from communities c ${membershipJoin(viewer)} where c.id = ${id} ${options.forUpdate ? sql`for update of c` : sql``}`,
  );
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
  return sql`select m.user_id from community_members m where m.community_id = ${communityId} and m.status = 2
    and ((m.permissions is null and m.role in (${roleList})) or ${flag} = any(m.permissions))`;
}

/** `select user_id` of every Joined member of a community. */
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
        return sql`'Member' = any(a.contact_types)`;
      case 'isClientUser':
        return sql`'ClientUser' = any(a.contact_types)`;
      case 'isNotStaff':
        return sql`not ('Staff' = any(a.contact_types))`;
      default:
        return sql`false`;
    }
  };
  const passes = rules.length === 0 ? sql`true` : sql.join(rules.map(ruleSql), sql` or `);
  return sql`select a.id as user_id from accounts a where a.is_active and (${passes})`;
}

export function joinedMembersSql(communityId: number): SQL {
  return sql`select m.user_id from community_members m where m.community_id = ${communityId} and m.status = 2`;
}

/**
 * The meeting rows as the raw meeting statements and the builder both join them (spec 02 §3
 * Meeting; issue 18): the aliases `mt` (meeting), `c` (community), `m` (the caller's membership) and
 * `mu` (the caller's meeting row), the visibility rule of policies/meetings.ts (checkSeeMeeting) in
 * SQL, and the helpers that name a raw statement's outputs by camelCase keys and derive its row type
 * from the schema.
 */
import { type AnyColumn, and, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { aliasedTable } from '../../../db/raw-query';
import { communities, communityMembers } from '../../../db/schema/communities';
import { communityMeetings, communityMeetingUsers } from '../../../db/schema/meetings';
import { ROLE_FLAGS } from '../../../policies/communities';
import { discoverableSql, joinedSql, type Viewer } from '../access.repository';

/** The meeting `mt`, its community `c`, the caller's membership `m` and meeting row `mu` (c and m as access.repository's fragments name them). */
export const mt = alias(communityMeetings, 'mt');
export const c = alias(communities, 'c');
export const m = alias(communityMembers, 'm');
export const mu = alias(communityMeetingUsers, 'mu');

/** Output columns of a raw select: schema columns (nullable ones typed so) or typed fragments. */
export type Selection = Record<string, AnyColumn | SQL<unknown>>;

/**
 * An instant as a raw statement answers it: a Date from a named statement on the PostgreSQL pool,
 * the driver's text (`2026-12-01 07:08:37.637+00`) through drizzle's execute (PGlite, transactions).
 */
export type RawInstant = Date | string;

/** A column's data type as a raw row carries it (instants as RawInstant). */
type RawData<T> = T extends Date ? RawInstant : T;

/**
 * The row a Selection answers: each column's type from the schema (nullable when the column is),
 * each fragment's declared type.
 */
export type RowOf<S extends Selection> = {
  [K in keyof S]: S[K] extends AnyColumn
    ? S[K]['_']['notNull'] extends true
      ? RawData<S[K]['_']['data']>
      : RawData<S[K]['_']['data']> | null
    : S[K] extends SQL<infer T>
      ? RawData<T>
      : never;
};

/** A column of a left-joined table, typed nullable. */
export const orNull = <C extends AnyColumn>(column: C) => sql<C['_']['data'] | null>`${column}`;

const managerRoles = Object.entries(ROLE_FLAGS)
  .filter(([, flags]) => flags.includes('meetingAll'))
  .map(([role]) => Number(role));

/** The caller holds meetingAll through a Joined membership (needs `m`). */
function manageFlagSql(): SQL {
  return sql`(${m.status} = 2 and ((${m.permissions} is null and ${m.role} in (${sql.join(
    managerRoles.map((r) => sql`${r}`),
    sql`, `,
  )})) or 'meetingAll' = any(${m.permissions})))`;
}

/** checkSeeMeeting() in SQL (needs `mt`, `c`, `m` and the caller's meeting row `mu`). */
export function visibleMeetingSql(viewer: Viewer): SQL {
  if (viewer.isAdmin) return sql`not ${c.isDeleted}`;
  return sql`(${discoverableSql(viewer)} and (${mt.visible} = 1 or (${mt.visible} = 2 and ${joinedSql(viewer)})
    or (${mt.visible} = 3 and (coalesce(${mu.invited}, false) or ${manageFlagSql()}))))`;
}

/** The caller's membership `m` of community `c` (join condition). */
export const memberOfCommunity = (viewer: Viewer) => and(eq(m.communityId, c.id), eq(m.userId, viewer.id));
/** The caller's meeting row `mu` of meeting `mt` (join condition). */
export const userOfMeeting = (viewer: Viewer) => and(eq(mu.meetingId, mt.id), eq(mu.userId, viewer.id));

/** The meetings `mt` with their community `c`, the caller's membership `m` and meeting row `mu`. */
export function meetingFrom(viewer: Viewer): SQL {
  return sql`${aliasedTable(communityMeetings, mt)}
    join ${aliasedTable(communities, c)} on ${c.id} = ${mt.communityId}
    left join ${aliasedTable(communityMembers, m)} on ${memberOfCommunity(viewer)}
    left join ${aliasedTable(communityMeetingUsers, mu)} on ${userOfMeeting(viewer)}`;
}

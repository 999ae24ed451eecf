/**
 * Rows of community meetings (spec 02 §3 Meeting; issue 18): the meeting with the caller's facts
 * (membership, invitation, RSVP, bookmark), the visibility rule of policies/meetings.ts in SQL for
 * every list (community tab, explore, dashboard, preference, calendar feed), writes of meetings,
 * invitations, answers, bookmarks and files. Every function takes the executor first; writes run in
 * the caller's transaction. The meeting list (Explore and the dashboard, `npm run bench:meetings`)
 * is a hot statement written as SQL on the schema's objects; the rest goes through the builder.
 */
import { type AnyColumn, and, asc, count, eq, exists, ilike, inArray, not, or, type SQL, sql } from 'drizzle-orm';
import { alias, type PgTable } from 'drizzle-orm/pg-core';
import { type Executor, query } from '../../../db/raw-query';
import { accounts } from '../../../db/schema/accounts';
import { communities, communityFiles, communityMembers } from '../../../db/schema/communities';
import {
  communityMeetingFavorites as favorites,
  communityMeetingFiles as meetingFiles,
  communityMeetings,
  communityMeetingUsers,
} from '../../../db/schema/meetings';
import { ROLE_FLAGS } from '../../../policies/communities';
import { deleteFileRows } from '../uploads/uploads.repository';
import { discoverableSql, joinedSql, type Viewer } from '../access.repository';

/** The meeting `mt`, its community `c`, the caller's membership `m` and meeting row `mu` (c and m as access.repository's fragments name them). */
export const mt = alias(communityMeetings, 'mt');
export const c = alias(communities, 'c');
export const m = alias(communityMembers, 'm');
export const mu = alias(communityMeetingUsers, 'mu');

/** `table "alias"` for the from list of a raw statement. */
export const tableAs = (table: PgTable, name: string): SQL => sql`${table} ${sql.identifier(name)}`;

/** Output columns of a raw select: schema columns (nullable ones typed so) or typed fragments. */
export type Selection = Record<string, AnyColumn | SQL<unknown>>;

/** The row a Selection answers: each column's type from the schema, each fragment's declared type. */
export type RowOf<S extends Selection> = {
  [K in keyof S]: S[K] extends AnyColumn
    ? S[K]['_']['notNull'] extends true
      ? S[K]['_']['data']
      : S[K]['_']['data'] | null
    : S[K] extends SQL<infer T>
      ? T
      : never;
};

/** The select list of a Selection, each output named by its key (`"mt"."start_date" as "startDate"`). */
export function selectList(selection: Selection): SQL {
  return sql.join(
    Object.entries(selection).map(([key, value]) => sql`${value} as ${sql.identifier(key)}`),
    sql`, `,
  );
}

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
  return sql`${tableAs(communityMeetings, 'mt')}
    join ${tableAs(communities, 'c')} on ${c.id} = ${mt.communityId}
    left join ${tableAs(communityMembers, 'm')} on ${memberOfCommunity(viewer)}
    left join ${tableAs(communityMeetingUsers, 'mu')} on ${userOfMeeting(viewer)}`;
}

/** The caller bookmarked meeting `mt`. */
const isFavoriteSql = (viewer: Viewer) =>
  sql<boolean>`exists (select 1 from ${favorites} where ${favorites.meetingId} = ${mt.id} and ${favorites.userId} = ${viewer.id})`;

/** The columns of MeetingRow. */
function meetingSelection(viewer: Viewer) {
  return {
    id: mt.id,
    communityId: mt.communityId,
    name: mt.name,
    description: mt.description,
    meetingLink: mt.meetingLink,
    meetingCode: mt.meetingCode,
    meetingPassword: mt.meetingPassword,
    startDate: mt.startDate,
    duration: mt.duration,
    endDate: mt.endDate,
    rsvpDate: mt.rsvpDate,
    visible: mt.visible,
    notificationSentAt: mt.notificationSentAt,
    toDashboard: mt.toDashboard,
    imageFileId: mt.imageFileId,
    createdAt: mt.createdAt,
    cName: c.name,
    cAlias: c.alias,
    cImage: c.imageFileId,
    isPublic: c.isPublic,
    isVisible: c.isVisible,
    isAutoJoin: c.isAutoJoin,
    isArchived: c.isArchived,
    isDeleted: c.isDeleted,
    mStatus: orNull(m.status),
    mRole: orNull(m.role),
    mPermissions: m.permissions,
    myStatus: orNull(mu.status),
    isInvited: orNull(mu.invited),
    isFavorite: isFavoriteSql(viewer),
    goingCount: sql<number>`(select count(*)::int from ${communityMeetingUsers} where ${communityMeetingUsers.meetingId} = ${mt.id} and ${communityMeetingUsers.status} = 1)`,
  } satisfies Selection;
}

/** A meeting with its community's facts and the caller's membership, invitation, answer and bookmark. */
export type MeetingRow = RowOf<ReturnType<typeof meetingSelection>>;

/**
 * Hot statement: the meetings with the caller's facts (the list of Explore, the dashboard and the
 * community tab; one meeting's read shares it). Raw so that it runs as one named statement on a
 * PostgreSQL pool (planned once per connection, `npm run bench:meetings`).
 */
function selectMeetings(viewer: Viewer): SQL {
  return sql`select ${selectList(meetingSelection(viewer))} from ${meetingFrom(viewer)}`;
}

/** The meeting `id` of community `communityId` with the caller's facts (no visibility filter), or undefined. */
export async function loadMeeting(
  db: Executor,
  viewer: Viewer,
  communityId: number,
  id: number,
): Promise<MeetingRow | undefined> {
  const [row] = await query<MeetingRow>(
    db,
    sql`${selectMeetings(viewer)} where ${mt.id} = ${id} and ${mt.communityId} = ${communityId}`,
  );
  return row;
}

/** Locks the meeting row (one-time switches, invitations) in the caller's transaction. */
export async function lockMeeting(db: Executor, id: number): Promise<void> {
  await db
    .select({ id: communityMeetings.id })
    .from(communityMeetings)
    .where(eq(communityMeetings.id, id))
    .for('update');
}

/** Filters of a meeting list (all optional). Dates are instants; `now` decides past and upcoming. */
export interface MeetingFilter {
  communityIds?: number[];
  statuses?: number[];
  onlyFavorite?: boolean;
  when?: 'past' | 'upcoming';
  startFrom?: Date;
  startTo?: Date;
  /**
   * Only meetings published to the dashboard, to which the caller is invited, or answered Going
   * ('going') or answered at all ('answered').
   */
  dashboard?: 'going' | 'answered';
  /** Skip the visibility rule (admin list: the caller manages the community). */
  all?: boolean;
}

const inList = (values: (number | string)[]): SQL =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/**
 * Hot statement (with its count): a page of meetings the caller may see, with the total: upcoming
 * first (soonest first), then past (latest first). `page` from 1. Raw for the reason of
 * selectMeetings; `npm run bench:meetings` drives it.
 */
export async function listMeetings(
  db: Executor,
  viewer: Viewer,
  filter: MeetingFilter,
  now: Date,
  page: number,
  pageSize: number,
): Promise<{ rows: MeetingRow[]; total: number }> {
  const where: SQL[] = [filter.all ? sql`not ${c.isDeleted}` : visibleMeetingSql(viewer)];
  if (filter.communityIds) {
    if (filter.communityIds.length === 0) return { rows: [], total: 0 };
    where.push(sql`${mt.communityId} in (${inList(filter.communityIds)})`);
  }
  if (filter.statuses && filter.statuses.length > 0)
    where.push(sql`coalesce(${mu.status}, 0) in (${inList(filter.statuses)})`);
  if (filter.onlyFavorite) where.push(isFavoriteSql(viewer));
  if (filter.when === 'past') where.push(sql`${mt.endDate} < ${now}`);
  if (filter.when === 'upcoming') where.push(sql`${mt.endDate} >= ${now}`);
  if (filter.startFrom) where.push(sql`${mt.startDate} >= ${filter.startFrom}`);
  if (filter.startTo) where.push(sql`${mt.startDate} <= ${filter.startTo}`);
  if (filter.dashboard)
    where.push(
      sql`(${mt.toDashboard} or coalesce(${mu.invited}, false) or ${mu.status} ${filter.dashboard === 'going' ? sql`= 1` : sql`in (1, 2)`})`,
    );
  if (filter.dashboard === 'going') where.push(sql`coalesce(${mu.status}, 0) <> 2`);
  const where_ = sql.join(where, sql` and `);
  // The page and the total in two statements: without a window over every match, PostgreSQL
  // evaluates the per-row subqueries (bookmark, going count) for the page's rows only.
  const [rows, counted] = await Promise.all([
    query<MeetingRow>(
      db,
      sql`${selectMeetings(viewer)} where ${where_}
        order by (${mt.endDate} < ${now}), case when ${mt.endDate} >= ${now} then ${mt.startDate} end asc, ${mt.startDate} desc, ${mt.id}
        limit ${pageSize} offset ${(page - 1) * pageSize}`,
    ),
    query<{ n: number | string }>(db, sql`select count(*) as n from ${meetingFrom(viewer)} where ${where_}`),
  ]);
  return { rows, total: Number(counted[0]?.n ?? 0) };
}

/** Communities in which the caller sees at least one meeting (the Explore filter), by name. */
export function meetingCommunities(
  db: Executor,
  viewer: Viewer,
): Promise<{ id: number; name: string; alias: string }[]> {
  const seen = db
    .select({ one: sql`1` })
    .from(mt)
    .leftJoin(mu, userOfMeeting(viewer))
    .where(and(eq(mt.communityId, c.id), visibleMeetingSql(viewer)));
  return db
    .select({ id: c.id, name: c.name, alias: c.alias })
    .from(c)
    .leftJoin(m, memberOfCommunity(viewer))
    .where(exists(seen))
    .orderBy(asc(c.name), asc(c.id));
}

/** Upcoming visible meetings: how many, and how many the caller has not answered. */
export async function upcomingCounts(
  db: Executor,
  viewer: Viewer,
  now: Date,
): Promise<{ upcoming: number; unanswered: number }> {
  const [row] = await db
    .select({
      upcoming: count(),
      unanswered: sql<number>`count(*) filter (where coalesce(${mu.status}, 0) = 0)`.mapWith(Number),
    })
    .from(mt)
    .innerJoin(c, eq(c.id, mt.communityId))
    .leftJoin(m, memberOfCommunity(viewer))
    .leftJoin(mu, userOfMeeting(viewer))
    .where(and(sql`${mt.endDate} >= ${now}`, visibleMeetingSql(viewer)));
  return { upcoming: row?.upcoming ?? 0, unanswered: row?.unanswered ?? 0 };
}

/** The meeting's fields as written by create and edit. */
export type MeetingValues = Pick<
  typeof communityMeetings.$inferInsert,
  'name' | 'description' | 'meetingLink' | 'startDate' | 'duration' | 'visible' | 'toDashboard'
> & {
  meetingCode: string | null;
  meetingPassword: string | null;
  rsvpDate: Date | null;
  startDate: Date;
  toDashboard: boolean;
};

/** Inserts a meeting; answers its id. */
export async function insertMeeting(
  db: Executor,
  communityId: number,
  createdBy: string,
  v: MeetingValues,
  imageFileId: string | null,
  notified: boolean,
): Promise<number> {
  const [row] = await db
    .insert(communityMeetings)
    .values({
      ...v,
      communityId,
      endDate: new Date(v.startDate.getTime() + v.duration * 60_000),
      imageFileId,
      createdBy,
      notificationSentAt: notified ? sql`now()` : null,
    })
    .returning({ id: communityMeetings.id });
  return row.id;
}

/** Updates a meeting's fields (the visibility never changes); `imageFileId` undefined keeps the image. */
export async function updateMeeting(
  db: Executor,
  id: number,
  v: Omit<MeetingValues, 'visible'>,
  imageFileId: string | null | undefined,
  notify: boolean,
): Promise<void> {
  await db
    .update(communityMeetings)
    .set({
      name: v.name,
      description: v.description,
      meetingLink: v.meetingLink,
      meetingCode: v.meetingCode,
      meetingPassword: v.meetingPassword,
      startDate: v.startDate,
      duration: v.duration,
      endDate: new Date(v.startDate.getTime() + v.duration * 60_000),
      rsvpDate: v.rsvpDate,
      toDashboard: v.toDashboard,
      ...(imageFileId === undefined ? {} : { imageFileId }),
      ...(notify ? { notificationSentAt: sql`now()` } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(communityMeetings.id, id));
}

/** The file rows `f` of deleteFileRows (uploads.repository). */
const f = alias(communityFiles, 'f');

/**
 * Deletes a meeting and its files' rows (image and assets); answers the storage keys to remove
 * after commit.
 */
export async function deleteMeeting(db: Executor, id: number): Promise<string[]> {
  const assets = sql`select ${meetingFiles.fileId} from ${meetingFiles} where ${meetingFiles.meetingId} = ${id}`;
  const image = sql`select ${communityMeetings.imageFileId} from ${communityMeetings}
    where ${communityMeetings.id} = ${id} and ${communityMeetings.imageFileId} is not null`;
  const keys = await deleteFileRows(db, sql`${f.id} in (${assets} union all ${image})`);
  await db.delete(communityMeetings).where(eq(communityMeetings.id, id));
  return keys;
}

/** Deletes the meeting's image file row (when it has one); answers its storage keys. */
export function deleteMeetingImage(db: Executor, id: number): Promise<string[]> {
  const image = db
    .select({ id: communityMeetings.imageFileId })
    .from(communityMeetings)
    .where(eq(communityMeetings.id, id));
  return deleteFileRows(db, sql`${f.id} = (${image})`);
}

/** The assets of the meetings, by id. */
export async function loadMeetingFiles(db: Executor, meetingIds: number[]) {
  if (meetingIds.length === 0) return [];
  return db
    .select({
      id: meetingFiles.id,
      meetingId: meetingFiles.meetingId,
      fileId: meetingFiles.fileId,
      filename: communityFiles.filename,
      size: communityFiles.size,
      storageKey: communityFiles.storageKey,
      mimeType: communityFiles.mimeType,
    })
    .from(meetingFiles)
    .innerJoin(communityFiles, eq(communityFiles.id, meetingFiles.fileId))
    .where(inArray(meetingFiles.meetingId, meetingIds))
    .orderBy(asc(meetingFiles.id));
}

/** A meeting asset with its file. */
export type MeetingFileRow = Awaited<ReturnType<typeof loadMeetingFiles>>[number];

/** The image file of a meeting (for serving it). */
export async function loadImageFile(db: Executor, meetingId: number) {
  const [row] = await db
    .select({
      filename: communityFiles.filename,
      size: communityFiles.size,
      storageKey: communityFiles.storageKey,
      mimeType: communityFiles.mimeType,
    })
    .from(communityMeetings)
    .innerJoin(communityFiles, eq(communityFiles.id, communityMeetings.imageFileId))
    .where(eq(communityMeetings.id, meetingId));
  return row;
}

/** Links stored file rows to the meeting as its assets. */
export async function insertMeetingFiles(db: Executor, meetingId: number, fileIds: string[]): Promise<void> {
  if (fileIds.length === 0) return;
  await db.insert(meetingFiles).values(fileIds.map((fileId) => ({ meetingId, fileId })));
}

/** Deletes the meeting's assets `ids` (others ignored); answers the storage keys. */
export function deleteMeetingFiles(db: Executor, meetingId: number, ids: number[]): Promise<string[]> {
  if (ids.length === 0) return Promise.resolve([]);
  const files = db
    .select({ id: meetingFiles.fileId })
    .from(meetingFiles)
    .where(and(eq(meetingFiles.meetingId, meetingId), inArray(meetingFiles.id, ids)));
  return deleteFileRows(db, inArray(f.id, files));
}

/** How many assets the meeting has. */
export async function countMeetingFiles(db: Executor, meetingId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(meetingFiles).where(eq(meetingFiles.meetingId, meetingId));
  return row?.n ?? 0;
}

/** The invitation and answer rows of the meetings, with the members' names. */
export async function loadMeetingUsers(db: Executor, meetingIds: number[]) {
  if (meetingIds.length === 0) return [];
  return db
    .select({
      meetingId: communityMeetingUsers.meetingId,
      userId: communityMeetingUsers.userId,
      status: communityMeetingUsers.status,
      invited: communityMeetingUsers.invited,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
    })
    .from(communityMeetingUsers)
    .innerJoin(accounts, eq(accounts.id, communityMeetingUsers.userId))
    .where(inArray(communityMeetingUsers.meetingId, meetingIds))
    .orderBy(asc(accounts.firstName), asc(accounts.lastName), asc(accounts.id));
}

/** An invitation or answer of a meeting, with the member's name. */
export type MeetingUserRow = Awaited<ReturnType<typeof loadMeetingUsers>>[number];

/** Sets the caller's answer (the row is created when missing). */
export async function upsertRsvp(db: Executor, meetingId: number, userId: string, status: number): Promise<void> {
  await db
    .insert(communityMeetingUsers)
    .values({ meetingId, userId, status })
    .onConflictDoUpdate({
      target: [communityMeetingUsers.meetingId, communityMeetingUsers.userId],
      set: { status, updatedAt: sql`now()` },
    });
}

/** Of `userIds`, the Joined members of the community (only they can be invited). */
export async function joinedOf(db: Executor, communityId: number, userIds: string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ userId: communityMembers.userId })
    .from(communityMembers)
    .where(
      and(
        eq(communityMembers.communityId, communityId),
        eq(communityMembers.status, 2),
        inArray(communityMembers.userId, userIds),
      ),
    );
  return rows.map((r) => r.userId);
}

/** Invites users (their answer rows kept when present); answers the ids newly invited. */
export async function invite(db: Executor, meetingId: number, userIds: string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .insert(communityMeetingUsers)
    .values(userIds.map((userId) => ({ meetingId, userId, invited: true })))
    .onConflictDoUpdate({
      target: [communityMeetingUsers.meetingId, communityMeetingUsers.userId],
      set: { invited: true, updatedAt: sql`now()` },
      setWhere: not(communityMeetingUsers.invited),
    })
    .returning({ userId: communityMeetingUsers.userId });
  return rows.map((r) => r.userId);
}

/** Removes invitations (with their answers). */
export async function uninvite(db: Executor, meetingId: number, userIds: string[]): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .delete(communityMeetingUsers)
    .where(and(eq(communityMeetingUsers.meetingId, meetingId), inArray(communityMeetingUsers.userId, userIds)));
}

/** `select user_id` of the meeting's invited users (the audience of a private meeting's notification). */
export function invitedUsersSql(meetingId: number): SQL {
  return sql`select ${communityMeetingUsers.userId} from ${communityMeetingUsers}
    where ${communityMeetingUsers.meetingId} = ${meetingId} and ${communityMeetingUsers.invited}`;
}

/** Bookmarks the meeting (idempotent). */
export async function addFavorite(db: Executor, meetingId: number, userId: string): Promise<void> {
  await db.insert(favorites).values({ meetingId, userId }).onConflictDoNothing();
}

/** Removes the bookmark (idempotent). */
export async function removeFavorite(db: Executor, meetingId: number, userId: string): Promise<void> {
  await db.delete(favorites).where(and(eq(favorites.meetingId, meetingId), eq(favorites.userId, userId)));
}

/** Joined members of the community matching `pattern` (ilike) on name or email, with their invitation; at most 50 by name. */
export function searchMembers(db: Executor, communityId: number, meetingId: number, pattern: string) {
  return db
    .select({
      userId: accounts.id,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
      email: accounts.email,
      invited: sql<boolean>`coalesce(${communityMeetingUsers.invited}, false)`,
    })
    .from(communityMembers)
    .innerJoin(accounts, eq(accounts.id, communityMembers.userId))
    .leftJoin(
      communityMeetingUsers,
      and(eq(communityMeetingUsers.meetingId, meetingId), eq(communityMeetingUsers.userId, accounts.id)),
    )
    .where(
      and(
        eq(communityMembers.communityId, communityId),
        eq(communityMembers.status, 2),
        accounts.isActive,
        or(
          ilike(accounts.firstName, pattern),
          ilike(accounts.lastName, pattern),
          ilike(accounts.email, pattern),
          ilike(sql`${accounts.firstName} || ' ' || ${accounts.lastName}`, pattern),
        ),
      ),
    )
    .orderBy(asc(accounts.firstName), asc(accounts.lastName), asc(accounts.id))
    .limit(50);
}

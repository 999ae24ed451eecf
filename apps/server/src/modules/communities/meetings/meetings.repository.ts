/**
 * Rows of community meetings (spec 02 §3 Meeting; issue 18): the meeting with the caller's facts
 * (membership, invitation, RSVP, bookmark) for every list (community tab, explore, dashboard,
 * preference) and writes of meetings. Every function takes the executor first; writes run in the
 * caller's transaction. The meeting list (Explore and the dashboard, `npm run bench:meetings`) is a
 * hot statement written as SQL on the schema's objects; the rest goes through the builder. Files
 * live in meeting-files.repository.ts, invitations, answers and bookmarks in
 * meeting-users.repository.ts, the joins and the visibility rule in meeting-access.repository.ts.
 */
import { and, asc, count, eq, exists, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Executor, query, selectList } from '../../../db/raw-query';
import { communityFiles } from '../../../db/schema/communities';
import {
  communityMeetingFavorites as favorites,
  communityMeetingFiles as meetingFiles,
  communityMeetings,
  communityMeetingUsers,
} from '../../../db/schema/meetings';
import type { Viewer } from '../access.repository';
import { deleteFileRows } from '../uploads/uploads.repository';
import {
  c,
  m,
  meetingFrom,
  memberOfCommunity,
  mt,
  mu,
  orNull,
  type RowOf,
  type Selection,
  userOfMeeting,
  visibleMeetingSql,
} from './meeting-access.repository';

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
    timeZone: mt.timeZone,
    visible: mt.visible,
    notificationSentAt: mt.notificationSentAt,
    toDashboard: mt.toDashboard,
    imageFileId: mt.imageFileId,
    cancelledAt: mt.cancelledAt,
    cancelReason: mt.cancelReason,
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
  // Upcoming lists (dashboard, "My upcoming meetings") leave cancelled meetings out (issue 30).
  if (filter.when === 'upcoming') where.push(sql`${mt.endDate} >= ${now} and ${mt.cancelledAt} is null`);
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
    .where(and(sql`${mt.endDate} >= ${now}`, isNull(mt.cancelledAt), visibleMeetingSql(viewer)));
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
  /** IANA zone (issue 30); the column default (Australia/Sydney) when absent, unchanged on edit. */
  timeZone?: string;
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
      timeZone: v.timeZone,
      toDashboard: v.toDashboard,
      ...(imageFileId === undefined ? {} : { imageFileId }),
      ...(notify ? { notificationSentAt: sql`now()` } : {}),
      // iCalendar SEQUENCE (issue 30): every staff edit may move the time or link.
      sequence: sql`${communityMeetings.sequence} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(communityMeetings.id, id));
}

/**
 * Marks a meeting cancelled at the database's clock with `reason` (issue 30): SEQUENCE +1 and
 * updated_at now, so every calendar shows the change. Answers false when it was already cancelled.
 */
export async function cancelMeeting(db: Executor, id: number, reason: string | null): Promise<boolean> {
  const rows = await db
    .update(communityMeetings)
    .set({
      cancelledAt: sql`now()`,
      cancelReason: reason,
      sequence: sql`${communityMeetings.sequence} + 1`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(communityMeetings.id, id), isNull(communityMeetings.cancelledAt)))
    .returning({ id: communityMeetings.id });
  return rows.length > 0;
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

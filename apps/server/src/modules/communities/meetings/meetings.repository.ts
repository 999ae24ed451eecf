/**
 * Rows of community meetings (spec 02 §3 Meeting; issue 18): the meeting with the caller's facts
 * (membership, invitation, RSVP, bookmark), the visibility rule of policies/meetings.ts in SQL for
 * every list (community tab, explore, dashboard, preference, calendar feed), writes of meetings,
 * invitations, answers, bookmarks and files. Every function takes the executor first; writes run in
 * the caller's transaction.
 */
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, query } from '../../../db/raw-query';
import { ROLE_FLAGS } from '../../../policies/communities';
import { deleteFileRows } from '../uploads/uploads.repository';
import { discoverableSql, joinedSql, type Viewer } from '../access.repository';

/** A meeting with its community's facts and the caller's membership, invitation, answer and bookmark. */
export interface MeetingRow {
  id: number;
  community_id: number;
  name: string;
  description: string;
  meeting_link: string;
  meeting_code: string | null;
  meeting_password: string | null;
  start_date: Date | string;
  duration: number;
  end_date: Date | string;
  rsvp_date: Date | string | null;
  visible: number;
  notification_sent_at: Date | string | null;
  to_dashboard: boolean;
  image_file_id: string | null;
  created_at: Date | string;
  c_name: string;
  c_alias: string;
  c_image: string | null;
  is_public: boolean;
  is_visible: boolean;
  is_auto_join: boolean;
  is_archived: boolean;
  is_deleted: boolean;
  m_status: number | null;
  m_role: number | null;
  m_permissions: string[] | null;
  my_status: number | null;
  is_invited: boolean | null;
  is_favorite: boolean;
  going_count: number | string;
}

const managerRoles = Object.entries(ROLE_FLAGS)
  .filter(([, flags]) => flags.includes('meetingAll'))
  .map(([role]) => Number(role));

/** The caller holds meetingAll through a Joined membership (needs `m`). */
function manageFlagSql(): SQL {
  return sql`(m.status = 2 and ((m.permissions is null and m.role in (${sql.join(
    managerRoles.map((r) => sql`${r}`),
    sql`, `,
  )})) or 'meetingAll' = any(m.permissions)))`;
}

/** checkSeeMeeting() in SQL (needs `mt`, `c`, `m` and the caller's meeting row `mu`). */
export function visibleMeetingSql(viewer: Viewer): SQL {
  if (viewer.isAdmin) return sql`not c.is_deleted`;
  return sql`(${discoverableSql(viewer)} and (mt.visible = 1 or (mt.visible = 2 and ${joinedSql(viewer)})
    or (mt.visible = 3 and (coalesce(mu.invited, false) or ${manageFlagSql()}))))`;
}

/** The meetings `mt` with their community `c`, the caller's membership `m` and meeting row `mu`. */
function meetingFrom(viewer: Viewer): SQL {
  return sql`community_meetings mt
    join communities c on c.id = mt.community_id
    left join community_members m on m.community_id = c.id and m.user_id = ${viewer.id}
    left join community_meeting_users mu on mu.meeting_id = mt.id and mu.user_id = ${viewer.id}`;
}

function selectMeetings(viewer: Viewer): SQL {
  return sql`select mt.id, mt.community_id, mt.name, mt.description, mt.meeting_link, mt.meeting_code, mt.meeting_password,
    mt.start_date, mt.duration, mt.end_date, mt.rsvp_date, mt.visible, mt.notification_sent_at, mt.to_dashboard,
    mt.image_file_id, mt.created_at, c.name as c_name, c.alias as c_alias, c.image_file_id as c_image,
    c.is_public, c.is_visible, c.is_auto_join, c.is_archived, c.is_deleted,
    m.status as m_status, m.role as m_role, m.permissions as m_permissions,
    mu.status as my_status, mu.invited as is_invited,
    exists (select 1 from community_meeting_favorites f where f.meeting_id = mt.id and f.user_id = ${viewer.id}) as is_favorite,
    (select count(*) from community_meeting_users g where g.meeting_id = mt.id and g.status = 1) as going_count
    from ${meetingFrom(viewer)}`;
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
    sql`${selectMeetings(viewer)} where mt.id = ${id} and mt.community_id = ${communityId}`,
  );
  return row;
}

/** Locks the meeting row (one-time switches, invitations) in the caller's transaction. */
export async function lockMeeting(db: Executor, id: number): Promise<void> {
  await db.execute(sql`select id from community_meetings where id = ${id} for update`);
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

/**
 * A page of meetings the caller may see, with the total: upcoming first (soonest first), then past
 * (latest first). `page` from 1.
 */
export async function listMeetings(
  db: Executor,
  viewer: Viewer,
  filter: MeetingFilter,
  now: Date,
  page: number,
  pageSize: number,
): Promise<{ rows: MeetingRow[]; total: number }> {
  const where: SQL[] = [filter.all ? sql`not c.is_deleted` : visibleMeetingSql(viewer)];
  if (filter.communityIds) {
    if (filter.communityIds.length === 0) return { rows: [], total: 0 };
    where.push(
      sql`mt.community_id in (${sql.join(
        filter.communityIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  }
  if (filter.statuses && filter.statuses.length > 0) {
    where.push(
      sql`coalesce(mu.status, 0) in (${sql.join(
        filter.statuses.map((s) => sql`${s}`),
        sql`, `,
      )})`,
    );
  }
  if (filter.onlyFavorite)
    where.push(
      sql`exists (select 1 from community_meeting_favorites f where f.meeting_id = mt.id and f.user_id = ${viewer.id})`,
    );
  if (filter.when === 'past') where.push(sql`mt.end_date < ${now}`);
  if (filter.when === 'upcoming') where.push(sql`mt.end_date >= ${now}`);
  if (filter.startFrom) where.push(sql`mt.start_date >= ${filter.startFrom}`);
  if (filter.startTo) where.push(sql`mt.start_date <= ${filter.startTo}`);
  if (filter.dashboard)
    where.push(
      sql`(mt.to_dashboard or coalesce(mu.invited, false) or mu.status ${filter.dashboard === 'going' ? sql`= 1` : sql`in (1, 2)`})`,
    );
  if (filter.dashboard === 'going') where.push(sql`coalesce(mu.status, 0) <> 2`);
  const where_ = sql.join(where, sql` and `);
  // The page and the total in two statements: without a window over every match, PostgreSQL
  // evaluates the per-row subqueries (bookmark, going count) for the page's rows only.
  const [rows, counted] = await Promise.all([
    query<MeetingRow>(
      db,
      sql`${selectMeetings(viewer)} where ${where_}
        order by (mt.end_date < ${now}), case when mt.end_date >= ${now} then mt.start_date end asc, mt.start_date desc, mt.id
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
  return query(
    db,
    sql`select c.id, c.name, c.alias from communities c
      left join community_members m on m.community_id = c.id and m.user_id = ${viewer.id}
      where exists (select 1 from community_meetings mt
        left join community_meeting_users mu on mu.meeting_id = mt.id and mu.user_id = ${viewer.id}
        where mt.community_id = c.id and ${visibleMeetingSql(viewer)})
      order by c.name, c.id`,
  );
}

/** Upcoming visible meetings: how many, and how many the caller has not answered. */
export async function upcomingCounts(
  db: Executor,
  viewer: Viewer,
  now: Date,
): Promise<{ upcoming: number; unanswered: number }> {
  const [row] = await query<{ upcoming: string | number; unanswered: string | number }>(
    db,
    sql`select count(*) as upcoming, count(*) filter (where coalesce(mu.status, 0) = 0) as unanswered
      from community_meetings mt join communities c on c.id = mt.community_id
      left join community_members m on m.community_id = c.id and m.user_id = ${viewer.id}
      left join community_meeting_users mu on mu.meeting_id = mt.id and mu.user_id = ${viewer.id}
      where mt.end_date >= ${now} and ${visibleMeetingSql(viewer)}`,
  );
  return { upcoming: Number(row?.upcoming ?? 0), unanswered: Number(row?.unanswered ?? 0) };
}

/** The meeting's fields as written by create and edit. */
export interface MeetingValues {
  name: string;
  description: string;
  meetingLink: string;
  meetingCode: string | null;
  meetingPassword: string | null;
  startDate: Date;
  duration: number;
  rsvpDate: Date | null;
  visible: number;
  toDashboard: boolean;
}

/** Inserts a meeting; answers its id. */
export async function insertMeeting(
  db: Executor,
  communityId: number,
  createdBy: string,
  v: MeetingValues,
  imageFileId: string | null,
  notified: boolean,
): Promise<number> {
  const end = new Date(v.startDate.getTime() + v.duration * 60_000);
  const [row] = await query<{ id: number }>(
    db,
    sql`insert into community_meetings (community_id, name, description, meeting_link, meeting_code, meeting_password,
        start_date, duration, end_date, rsvp_date, visible, to_dashboard, image_file_id, created_by, notification_sent_at)
      values (${communityId}, ${v.name}, ${v.description}, ${v.meetingLink}, ${v.meetingCode}, ${v.meetingPassword},
        ${v.startDate}, ${v.duration}, ${end}, ${v.rsvpDate}, ${v.visible}, ${v.toDashboard}, ${imageFileId}, ${createdBy},
        ${notified ? sql`now()` : sql`null`})
      returning id`,
  );
  return Number(row?.id);
}

/** Updates a meeting's fields (the visibility never changes); `imageFileId` undefined keeps the image. */
export async function updateMeeting(
  db: Executor,
  id: number,
  v: Omit<MeetingValues, 'visible'>,
  imageFileId: string | null | undefined,
  notify: boolean,
): Promise<void> {
  const end = new Date(v.startDate.getTime() + v.duration * 60_000);
  await db.execute(
    sql`update community_meetings set name = ${v.name}, description = ${v.description}, meeting_link = ${v.meetingLink},
      meeting_code = ${v.meetingCode}, meeting_password = ${v.meetingPassword}, start_date = ${v.startDate},
      duration = ${v.duration}, end_date = ${end}, rsvp_date = ${v.rsvpDate}, to_dashboard = ${v.toDashboard},
      ${imageFileId === undefined ? sql`` : sql`image_file_id = ${imageFileId},`}
      ${notify ? sql`notification_sent_at = now(),` : sql``} updated_at = now()
      where id = ${id}`,
  );
}

/**
 * Deletes a meeting and its files' rows (image and assets); answers the storage keys to remove
 * after commit.
 */
export async function deleteMeeting(db: Executor, id: number): Promise<string[]> {
  const keys = await deleteFileRows(
    db,
    sql`f.id in (select file_id from community_meeting_files where meeting_id = ${id}
      union all select image_file_id from community_meetings where id = ${id} and image_file_id is not null)`,
  );
  await db.execute(sql`delete from community_meetings where id = ${id}`);
  return keys;
}

/** Deletes the meeting's image file row (when it has one); answers its storage keys. */
export function deleteMeetingImage(db: Executor, id: number): Promise<string[]> {
  return deleteFileRows(db, sql`f.id = (select image_file_id from community_meetings where id = ${id})`);
}

/** A meeting asset with its file. */
export interface MeetingFileRow {
  id: number;
  meeting_id: number;
  file_id: string;
  filename: string;
  size: number | string;
  storage_key: string;
  mime_type: string;
}

/** The assets of the meetings, by id. */
export function loadMeetingFiles(db: Executor, meetingIds: number[]): Promise<MeetingFileRow[]> {
  if (meetingIds.length === 0) return Promise.resolve([]);
  return query<MeetingFileRow>(
    db,
    sql`select mf.id, mf.meeting_id, mf.file_id, cf.filename, cf.size, cf.storage_key, cf.mime_type
      from community_meeting_files mf join community_files cf on cf.id = mf.file_id
      where mf.meeting_id in (${sql.join(
        meetingIds.map((id) => sql`${id}`),
        sql`, `,
      )}) order by mf.id`,
  );
}

/** The image file of a meeting (for serving it). */
export async function loadImageFile(
  db: Executor,
  meetingId: number,
): Promise<Pick<MeetingFileRow, 'filename' | 'size' | 'storage_key' | 'mime_type'> | undefined> {
  const [row] = await query<Pick<MeetingFileRow, 'filename' | 'size' | 'storage_key' | 'mime_type'>>(
    db,
    sql`select cf.filename, cf.size, cf.storage_key, cf.mime_type from community_meetings mt
      join community_files cf on cf.id = mt.image_file_id where mt.id = ${meetingId}`,
  );
  return row;
}

/** Links stored file rows to the meeting as its assets. */
export async function insertMeetingFiles(db: Executor, meetingId: number, fileIds: string[]): Promise<void> {
  if (fileIds.length === 0) return;
  await db.execute(
    sql`insert into community_meeting_files (meeting_id, file_id) values ${sql.join(
      fileIds.map((f) => sql`(${meetingId}, ${f})`),
      sql`, `,
    )}`,
  );
}

/** Deletes the meeting's assets `ids` (others ignored); answers the storage keys. */
export function deleteMeetingFiles(db: Executor, meetingId: number, ids: number[]): Promise<string[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return deleteFileRows(
    db,
    sql`f.id in (select file_id from community_meeting_files where meeting_id = ${meetingId} and id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}))`,
  );
}

/** How many assets the meeting has. */
export async function countMeetingFiles(db: Executor, meetingId: number): Promise<number> {
  const [row] = await query<{ n: string | number }>(
    db,
    sql`select count(*) as n from community_meeting_files where meeting_id = ${meetingId}`,
  );
  return Number(row?.n ?? 0);
}

/** Invitations and answers of meetings, with the members' names. */
export interface MeetingUserRow {
  meeting_id: number;
  user_id: string;
  status: number;
  invited: boolean;
  first_name: string;
  last_name: string;
}

/** The invitation and answer rows of the meetings. */
export function loadMeetingUsers(db: Executor, meetingIds: number[]): Promise<MeetingUserRow[]> {
  if (meetingIds.length === 0) return Promise.resolve([]);
  return query<MeetingUserRow>(
    db,
    sql`select mu.meeting_id, mu.user_id, mu.status, mu.invited, a.first_name, a.last_name
      from community_meeting_users mu join accounts a on a.id = mu.user_id
      where mu.meeting_id in (${sql.join(
        meetingIds.map((id) => sql`${id}`),
        sql`, `,
      )}) order by a.first_name, a.last_name, a.id`,
  );
}

/** Sets the caller's answer (the row is created when missing). */
export async function upsertRsvp(db: Executor, meetingId: number, userId: string, status: number): Promise<void> {
  await db.execute(
    sql`insert into community_meeting_users (meeting_id, user_id, status) values (${meetingId}, ${userId}, ${status})
      on conflict (meeting_id, user_id) do update set status = excluded.status, updated_at = now()`,
  );
}

/** Of `userIds`, the Joined members of the community (only they can be invited). */
export async function joinedOf(db: Executor, communityId: number, userIds: string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await query<{ user_id: string }>(
    db,
    sql`select m.user_id from community_members m where m.community_id = ${communityId} and m.status = 2
      and m.user_id in (${sql.join(
        userIds.map((u) => sql`${u}`),
        sql`, `,
      )})`,
  );
  return rows.map((r) => r.user_id);
}

/** Invites users (their answer rows kept when present); answers the ids newly invited. */
export async function invite(db: Executor, meetingId: number, userIds: string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await query<{ user_id: string }>(
    db,
    sql`insert into community_meeting_users (meeting_id, user_id, invited) values ${sql.join(
      userIds.map((u) => sql`(${meetingId}, ${u}, true)`),
      sql`, `,
    )} on conflict (meeting_id, user_id) do update set invited = true, updated_at = now()
      where not community_meeting_users.invited returning user_id`,
  );
  return rows.map((r) => r.user_id);
}

/** Removes invitations (with their answers). */
export async function uninvite(db: Executor, meetingId: number, userIds: string[]): Promise<void> {
  if (userIds.length === 0) return;
  await db.execute(
    sql`delete from community_meeting_users where meeting_id = ${meetingId} and user_id in (${sql.join(
      userIds.map((u) => sql`${u}`),
      sql`, `,
    )})`,
  );
}

/** `select user_id` of the meeting's invited users (the audience of a private meeting's notification). */
export function invitedUsersSql(meetingId: number): SQL {
  return sql`select mu.user_id from community_meeting_users mu where mu.meeting_id = ${meetingId} and mu.invited`;
}

/** Bookmarks the meeting (idempotent). */
export async function addFavorite(db: Executor, meetingId: number, userId: string): Promise<void> {
  await db.execute(
    sql`insert into community_meeting_favorites (meeting_id, user_id) values (${meetingId}, ${userId}) on conflict do nothing`,
  );
}

/** Removes the bookmark (idempotent). */
export async function removeFavorite(db: Executor, meetingId: number, userId: string): Promise<void> {
  await db.execute(
    sql`delete from community_meeting_favorites where meeting_id = ${meetingId} and user_id = ${userId}`,
  );
}

/** Joined members of the community matching `pattern` (ilike) on name or email, with their invitation. */
export function searchMembers(
  db: Executor,
  communityId: number,
  meetingId: number,
  pattern: string,
): Promise<{ user_id: string; first_name: string; last_name: string; email: string; invited: boolean }[]> {
  return query(
    db,
    sql`select a.id as user_id, a.first_name, a.last_name, a.email, coalesce(mu.invited, false) as invited
      from community_members m join accounts a on a.id = m.user_id
      left join community_meeting_users mu on mu.meeting_id = ${meetingId} and mu.user_id = a.id
      where m.community_id = ${communityId} and m.status = 2 and a.is_active
        and (a.first_name ilike ${pattern} or a.last_name ilike ${pattern} or a.email ilike ${pattern}
          or (a.first_name || ' ' || a.last_name) ilike ${pattern})
      order by a.first_name, a.last_name, a.id limit 50`,
  );
}

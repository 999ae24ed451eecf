/**
 * Community meetings (spec 02 §2 meetings, explore meetings, bookmarked meetings, deep link; §4
 * Meeting; §5 Meeting; §6 meetingAll; §7 Meetings; issue 18). Rules live in policies/meetings.ts;
 * this module loads the facts, enforces, writes in one transaction and presents.
 *
 * - Reads answer only meetings the caller may see (Public: anyone who discovers the community;
 *   Community: its members; Private: invited members and managers); any other meeting is 404.
 * - Writes need meetingAll (community or global). The form rules of spec 02 §5 are checked by the
 *   shared schema (MeetingFieldsSchema) and here (time not in the past, RSVP not after the start,
 *   privacy locked on edit, at most 5 assets).
 * - Push notification (13 NewMeetWasCreated) and publish to dashboard are one-time: asking again
 *   answers 409. The audience is the invited members of a private meeting (and members invited later,
 *   once it was sent), every Joined member otherwise; the author is never notified.
 * - Files (image, up to 5 assets) are community_files rows stored before the transaction and removed
 *   when it fails; deleted ones are removed after commit.
 */
import {
  type Meeting,
  MEETING_LIMITS,
  MEETING_MESSAGES,
  type MeetingFields,
  type MeetingListResponse,
  type MeetingPreference,
  MeetingVisibility,
  NotificationActivityType,
} from '@portal/shared';
import type { Actor, AppContext } from '../../../context';
import type { Executor } from '../../../db/raw-query';
import { AppError } from '../../../lib/errors';
import { checkDiscover } from '../../../policies/communities';
import { enforce } from '../../../policies/denial';
import {
  canManageMeetings,
  checkCancelMeeting,
  checkListMeetingsAdmin,
  checkManageMeetings,
  checkRsvp,
  checkSeeMeeting,
} from '../../../policies/meetings';
import type { UploadedFile } from '../../files';
import { notify } from '../../notifications';
import { mailMeetingCancelled } from './meeting-mails';
import { factsOf, joinedMembersSql, loadCommunity, membershipOf, viewerOf } from '../access.repository';
import { containsPattern } from '../format';
import { removeStored, withStoredFiles } from '../uploads/uploads';
import { insertFileRows } from '../uploads/uploads.repository';
import {
  meetingCommunityFacts,
  meetingFacts,
  meetingMembership,
  presentAssets,
  presentMeeting,
} from './meetings.presenter';
import { auditActorOf, recordStaffAction, type StaffActionEntry } from '../../audit';
import * as filesRepo from './meeting-files.repository';
import * as usersRepo from './meeting-users.repository';
import * as repo from './meetings.repository';

const notFound = () => new AppError('NOT_FOUND', MEETING_MESSAGES.meetingNotFound);
const invalid = (field: string, message: string) =>
  new AppError('VALIDATION_ERROR', message, { errors: [{ field, message }] });
/** A minute of slack for "not in the past" (the form's clock and ours). */
const PAST_SLACK_MS = 60_000;

/** The community with the caller's membership, after `rule` passed (400/403 otherwise). */
async function communityFor(db: Executor, actor: Actor, communityId: number, rule: typeof checkManageMeetings) {
  const community = await loadCommunity(db, viewerOf(actor), communityId);
  const facts = factsOf(community);
  const membership = membershipOf(community);
  enforce(rule(actor, facts, membership));
  return { facts, membership };
}

/** The meeting when the caller may see it; 404 otherwise (unknown, of another community, or hidden). */
export async function visibleMeeting(db: Executor, actor: Actor, communityId: number, meetingId: number) {
  const row = await repo.loadMeeting(db, viewerOf(actor), communityId, meetingId);
  if (!row) throw notFound();
  enforce(checkSeeMeeting(actor, meetingCommunityFacts(row), meetingMembership(row), meetingFacts(row)));
  return row;
}

/** Presents rows with their files and answers (one query each for the page). */
async function present(db: Executor, actor: Actor, rows: repo.MeetingRow[], now: Date): Promise<Meeting[]> {
  const ids = rows.map((r) => Number(r.id));
  const [users, files] = await Promise.all([usersRepo.loadMeetingUsers(db, ids), filesRepo.loadMeetingFiles(db, ids)]);
  return rows.map((r) => {
    const manage = canManageMeetings(actor, meetingCommunityFacts(r), meetingMembership(r));
    return presentMeeting(
      r,
      actor,
      manage,
      users.filter((u) => Number(u.meetingId) === Number(r.id)),
      files.filter((f) => Number(f.meetingId) === Number(r.id)),
      now,
    );
  });
}

async function presentOne(db: Executor, actor: Actor, communityId: number, id: number, now = new Date()) {
  const row = await repo.loadMeeting(db, viewerOf(actor), communityId, id);
  if (!row) throw notFound();
  const [meeting] = await present(db, actor, [row], now);
  return meeting as Meeting;
}

/**
 * GET community/{id}/meeting: the community's meetings the caller sees, upcoming first. The
 * community must be discoverable (400 "Community not found." otherwise).
 */
export async function listCommunityMeetings(
  ctx: AppContext,
  actor: Actor,
  communityId: number,
  paging: { page: number; pageSize: number },
  now = new Date(),
): Promise<MeetingListResponse> {
  await communityFor(ctx.db, actor, communityId, checkDiscover);
  const { rows, total } = await repo.listMeetings(
    ctx.db,
    viewerOf(actor),
    { communityIds: [communityId] },
    now,
    paging.page,
    paging.pageSize,
  );
  return { meets: await present(ctx.db, actor, rows, now), totalItemCount: total };
}

/** GET community/{cid}/meeting/{mid}: one meeting; 404 when hidden from the caller. */
export async function getMeeting(ctx: AppContext, actor: Actor, communityId: number, meetingId: number) {
  await visibleMeeting(ctx.db, actor, communityId, meetingId);
  return presentOne(ctx.db, actor, communityId, meetingId);
}

/**
 * POST community/{cid}/meeting/{mid} {status}: the caller's RSVP (0 No response, 1 Going, 2 Can't
 * go). 409 "RSVP is closed. The meeting date and time have passed." after the end, "RSVP is closed.
 * The deadline has passed." after the RSVP date. Answers the meeting.
 */
export async function rsvp(
  ctx: AppContext,
  actor: Actor,
  communityId: number,
  meetingId: number,
  status: number,
  now = new Date(),
): Promise<Meeting> {
  await ctx.db.transaction(async (tx) => {
    const row = await repo.loadMeeting(tx, viewerOf(actor), communityId, meetingId);
    if (!row) throw notFound();
    enforce(checkRsvp(actor, meetingCommunityFacts(row), meetingMembership(row), meetingFacts(row), now));
    await usersRepo.upsertRsvp(tx, meetingId, actor.id, status);
  });
  return presentOne(ctx.db, actor, communityId, meetingId, now);
}

/** POST community/{cid}/meeting/{mid}/add-to-favorite | delete-from-favorite (idempotent). */
export async function setFavorite(
  ctx: AppContext,
  actor: Actor,
  communityId: number,
  meetingId: number,
  on: boolean,
): Promise<void> {
  await visibleMeeting(ctx.db, actor, communityId, meetingId);
  if (on) await usersRepo.addFavorite(ctx.db, meetingId, actor.id);
  else await usersRepo.removeFavorite(ctx.db, meetingId, actor.id);
}

/**
 * POST community/meeting (Explore meetings; Favourites > Meetings with onlyFavorite): the caller's
 * visible meetings filtered by communities, the caller's RSVP statuses, bookmark, past/upcoming
 * (neither or both: all) and a start date range.
 */
export async function exploreMeetings(
  ctx: AppContext,
  actor: Actor,
  input: {
    page: number;
    pageSize: number;
    communitiesIds?: number[];
    statuses?: number[];
    onlyFavorite?: boolean;
    showPast?: boolean;
    showUpcoming?: boolean;
    startDate?: string;
    endDate?: string;
  },
  now = new Date(),
): Promise<MeetingListResponse> {
  const when =
    input.showPast && !input.showUpcoming ? 'past' : input.showUpcoming && !input.showPast ? 'upcoming' : undefined;
  const { rows, total } = await repo.listMeetings(
    ctx.db,
    viewerOf(actor),
    {
      communityIds: input.communitiesIds?.length ? input.communitiesIds : undefined,
      statuses: input.statuses,
      onlyFavorite: input.onlyFavorite,
      when,
      startFrom: input.startDate ? new Date(input.startDate) : undefined,
      startTo: input.endDate ? new Date(input.endDate) : undefined,
    },
    now,
    input.page,
    input.pageSize,
  );
  return { meets: await present(ctx.db, actor, rows, now), totalItemCount: total };
}

/** GET community/meeting/preference: the communities to filter by, and the upcoming counts. */
export async function meetingPreference(ctx: AppContext, actor: Actor, now = new Date()): Promise<MeetingPreference> {
  const viewer = viewerOf(actor);
  const [communities, counts] = await Promise.all([
    repo.meetingCommunities(ctx.db, viewer),
    repo.upcomingCounts(ctx.db, viewer, now),
  ]);
  return {
    communities: communities.map((c) => ({ id: Number(c.id), name: c.name, alias: c.alias })),
    totalIncoming: counts.unanswered,
    totalUpcoming: counts.upcoming,
  };
}

/**
 * GET dashboard/meetings?page&pageSize&viewMeetsWithAllAnswers: upcoming visible meetings published
 * to the dashboard, to which the caller is invited, or answered Going; with viewMeetsWithAllAnswers
 * also those answered Can't go (which are otherwise left out, even when published). Soonest first.
 */
export async function dashboardMeetings(
  ctx: AppContext,
  actor: Actor,
  q: { page: number; pageSize: number; viewMeetsWithAllAnswers?: boolean },
  now = new Date(),
): Promise<MeetingListResponse> {
  const { rows, total } = await repo.listMeetings(
    ctx.db,
    viewerOf(actor),
    { when: 'upcoming', dashboard: q.viewMeetsWithAllAnswers ? 'answered' : 'going' },
    now,
    q.page,
    q.pageSize,
  );
  return { meets: await present(ctx.db, actor, rows, now), totalItemCount: total };
}

/** GET admin/community/{id}/meeting: every meeting of the community (meetingAll), upcoming first. */
export async function adminListMeetings(
  ctx: AppContext,
  actor: Actor,
  communityId: number,
  paging: { page: number; pageSize: number },
  now = new Date(),
): Promise<MeetingListResponse> {
  await communityFor(ctx.db, actor, communityId, checkListMeetingsAdmin);
  const { rows, total } = await repo.listMeetings(
    ctx.db,
    viewerOf(actor),
    { communityIds: [communityId], all: true },
    now,
    paging.page,
    paging.pageSize,
  );
  return { meets: await present(ctx.db, actor, rows, now), totalItemCount: total };
}

/** Before reading an upload: refuses callers without meetingAll (400/403) and unknown meetings (404). */
export async function checkManage(ctx: AppContext, actor: Actor, communityId: number, meetingId?: number) {
  await communityFor(ctx.db, actor, communityId, checkManageMeetings);
  if (meetingId !== undefined && !(await repo.loadMeeting(ctx.db, viewerOf(actor), communityId, meetingId)))
    throw notFound();
}

/** The form's date rules (spec 02 §5): start not in the past (when `checkPast`), RSVP not after start. */
function datesOf(fields: MeetingFields, now: Date, checkPast: boolean) {
  const startDate = new Date(fields.startDate);
  if (checkPast && startDate.getTime() < now.getTime() - PAST_SLACK_MS)
    throw invalid('startDate', MEETING_MESSAGES.timeInPast);
  const rsvpDate = fields.rsvpDate ? new Date(fields.rsvpDate) : null;
  if (rsvpDate && rsvpDate.getTime() > startDate.getTime()) throw invalid('rsvpDate', MEETING_MESSAGES.rsvpAfterStart);
  return { startDate, rsvpDate };
}

/** Writes notification 13 to the meeting's audience (invited users of a private one, else all members). */
async function notifyMeeting(
  tx: Executor,
  actor: Actor,
  communityId: number,
  meetingId: number,
  name: string,
  visible: number,
  only?: string[],
) {
  await notify(tx, {
    type: NotificationActivityType.NewMeetWasCreated,
    recipients:
      only ??
      (visible === MeetingVisibility.Private ? usersRepo.invitedUsersSql(meetingId) : joinedMembersSql(communityId)),
    actorId: actor.id,
    communityId,
    data: { meetId: meetingId, meetName: name },
  });
}

/** The staff audit entry of a change to meeting `meetingId` of community `communityId` (issue 29). */
function meetingEntry(
  action: StaffActionEntry['action'],
  communityId: number,
  meetingId: number,
  name: string,
  detail?: Record<string, unknown>,
): StaffActionEntry {
  const verb = {
    'meeting.create': 'Created',
    'meeting.update': 'Edited',
    'meeting.delete': 'Deleted',
    'meeting.cancel': 'Cancelled',
  }[action as string];
  return {
    action,
    entityType: 'meeting',
    entityId: meetingId,
    summary: `${verb ?? 'Changed the invitations of'} meeting ${name}`,
    detail: { communityId, ...detail },
  };
}

/**
 * POST admin/community/{id}/meeting (multipart fields of MeetingFieldsSchema, `imageFile`, up to 5
 * `files`): creates the meeting; with sendNotification the audience gets 13 NewMeetWasCreated in the
 * same transaction; toDashBoard on a private meeting is 400. Answers the meeting (201).
 */
export async function createMeeting(
  ctx: AppContext,
  actor: Actor,
  communityId: number,
  fields: MeetingFields,
  image: UploadedFile | undefined,
  files: UploadedFile[],
  now = new Date(),
): Promise<Meeting> {
  const { startDate, rsvpDate } = datesOf(fields, now, true);
  if (files.length > MEETING_LIMITS.assetsMax) throw invalid('files', MEETING_MESSAGES.tooManyAssets);
  if (fields.toDashBoard && fields.visible === MeetingVisibility.Private)
    throw invalid('toDashBoard', MEETING_MESSAGES.privateNotPublishable);
  const id = await withStoredFiles(ctx, [...(image ? [image] : []), ...files], (stored) =>
    ctx.db.transaction(async (tx) => {
      await communityFor(tx, actor, communityId, checkManageMeetings);
      const [imageId] = image
        ? await insertFileRows(tx, actor.id, stored.slice(0, 1), { kind: 'meeting_image', communityId })
        : [];
      const assetIds = await insertFileRows(tx, actor.id, stored.slice(image ? 1 : 0), {
        kind: 'meeting_asset',
        communityId,
      });
      const meetingId = await repo.insertMeeting(
        tx,
        communityId,
        actor.id,
        {
          name: fields.name,
          description: fields.description,
          meetingLink: fields.meetingLink,
          meetingCode: fields.meetingId || null,
          meetingPassword: fields.meetingPassword || null,
          startDate,
          duration: fields.duration,
          rsvpDate,
          timeZone: fields.timeZone || ctx.config.tenant.timeZone,
          visible: fields.visible,
          toDashboard: !!fields.toDashBoard,
        },
        imageId ?? null,
        !!fields.sendNotification,
      );
      await filesRepo.insertMeetingFiles(tx, meetingId, assetIds);
      await recordStaffAction(
        tx,
        auditActorOf(actor),
        meetingEntry('meeting.create', communityId, meetingId, fields.name),
      );
      if (fields.sendNotification) await notifyMeeting(tx, actor, communityId, meetingId, fields.name, fields.visible);
      return meetingId;
    }),
  );
  return presentOne(ctx.db, actor, communityId, id, now);
}

/**
 * PUT admin/community/{cid}/meeting/{mid} (multipart, as create, plus deletedAssetIds and
 * removeImage): edits the meeting. The privacy cannot change (400); the start is checked against the
 * clock only when it changes; sendNotification and toDashBoard switch on once (asking again: 409).
 * New `files` are added, `deletedAssetIds` removed (at most 5 remain). Answers the meeting.
 */
export async function updateMeeting(
  ctx: AppContext,
  actor: Actor,
  communityId: number,
  meetingId: number,
  fields: MeetingFields,
  image: UploadedFile | undefined,
  files: UploadedFile[],
  now = new Date(),
): Promise<Meeting> {
  const stale = await withStoredFiles(ctx, [...(image ? [image] : []), ...files], (stored) =>
    ctx.db.transaction(async (tx) => {
      await communityFor(tx, actor, communityId, checkManageMeetings);
      await repo.lockMeeting(tx, meetingId);
      const row = await repo.loadMeeting(tx, viewerOf(actor), communityId, meetingId);
      if (!row) throw notFound();
      if (fields.visible !== Number(row.visible)) throw invalid('visible', MEETING_MESSAGES.privacyLocked);
      const startChanged = new Date(fields.startDate).getTime() !== new Date(row.startDate).getTime();
      const { startDate, rsvpDate } = datesOf(fields, now, startChanged);
      const alreadyNotified = row.notificationSentAt != null;
      if (fields.sendNotification && alreadyNotified) throw new AppError('CONFLICT', MEETING_MESSAGES.alreadyNotified);
      if (fields.toDashBoard && row.toDashboard) throw new AppError('CONFLICT', MEETING_MESSAGES.alreadyPublished);
      if (fields.toDashBoard && Number(row.visible) === MeetingVisibility.Private)
        throw invalid('toDashBoard', MEETING_MESSAGES.privateNotPublishable);
      const keys = await filesRepo.deleteMeetingFiles(tx, meetingId, fields.deletedAssetIds ?? []);
      if (image || fields.removeImage) keys.push(...(await repo.deleteMeetingImage(tx, meetingId)));
      const [imageId] = image
        ? await insertFileRows(tx, actor.id, stored.slice(0, 1), { kind: 'meeting_image', communityId })
        : [];
      const assetIds = await insertFileRows(tx, actor.id, stored.slice(image ? 1 : 0), {
        kind: 'meeting_asset',
        communityId,
      });
      await filesRepo.insertMeetingFiles(tx, meetingId, assetIds);
      if ((await filesRepo.countMeetingFiles(tx, meetingId)) > MEETING_LIMITS.assetsMax)
        throw invalid('files', MEETING_MESSAGES.tooManyAssets);
      await repo.updateMeeting(
        tx,
        meetingId,
        {
          name: fields.name,
          description: fields.description,
          meetingLink: fields.meetingLink,
          meetingCode: fields.meetingId || null,
          meetingPassword: fields.meetingPassword || null,
          startDate,
          duration: fields.duration,
          rsvpDate,
          timeZone: fields.timeZone || row.timeZone,
          toDashboard: row.toDashboard || !!fields.toDashBoard,
        },
        image ? (imageId ?? null) : fields.removeImage ? null : undefined,
        !!fields.sendNotification,
      );
      await recordStaffAction(
        tx,
        auditActorOf(actor),
        meetingEntry('meeting.update', communityId, meetingId, fields.name),
      );
      if (fields.sendNotification)
        await notifyMeeting(tx, actor, communityId, meetingId, fields.name, Number(row.visible));
      return keys;
    }),
  );
  await removeStored(ctx, stale);
  return presentOne(ctx.db, actor, communityId, meetingId, now);
}

/**
 * POST admin/community/{cid}/meeting/{mid}/cancel {reason?} (issue 30, beyond spec 02; meetingAll as
 * DELETE): keeps the meeting, marked cancelled with the reason (SEQUENCE +1: calendars show
 * STATUS:CANCELLED), closes RSVP and leaves it out of upcoming lists. In one transaction with the
 * audit row, notification 19 MeetingWasCancelled and a 'meetings.cancelled' mail to every member
 * who answered (Going or Can't go) or was invited. 404 for a meeting of another community or hidden;
 * 409 "This meeting is already cancelled." / "A meeting that has ended cannot be cancelled.".
 */
export async function cancelMeeting(
  ctx: AppContext,
  actor: Actor,
  communityId: number,
  meetingId: number,
  reason: string | undefined,
  now = new Date(),
): Promise<Meeting> {
  await ctx.db.transaction(async (tx) => {
    const { facts, membership } = await communityFor(tx, actor, communityId, checkManageMeetings);
    await repo.lockMeeting(tx, meetingId);
    const row = await repo.loadMeeting(tx, viewerOf(actor), communityId, meetingId);
    if (!row) throw notFound();
    enforce(checkCancelMeeting(actor, facts, membership, meetingFacts(row), now));
    if (!(await repo.cancelMeeting(tx, meetingId, reason ?? null)))
      throw new AppError('CONFLICT', MEETING_MESSAGES.alreadyCancelled);
    await recordStaffAction(
      tx,
      auditActorOf(actor),
      meetingEntry('meeting.cancel', communityId, meetingId, row.name, reason ? { reason } : undefined),
    );
    const told = await usersRepo.rsvpedMembers(tx, meetingId);
    await notify(tx, {
      type: NotificationActivityType.MeetingWasCancelled,
      recipients: told.map((u) => u.id),
      actorId: actor.id,
      communityId,
      data: { meetId: meetingId, meetName: row.name },
    });
    await mailMeetingCancelled(
      ctx,
      tx,
      { ...row, id: meetingId, communityId, reason: reason ?? null },
      told.filter((u) => u.id !== actor.id),
    );
  });
  return presentOne(ctx.db, actor, communityId, meetingId, now);
}

/**
 * DELETE admin/community/{cid}/meeting/{mid}: the meeting, its answers, bookmarks and files
 * (meetingAll), as spec 02 §7 says: removal, past or future, with or without answers; nobody is told
 * and it leaves every calendar feed. To tell the members and keep it in their calendars as
 * cancelled, staff cancel it instead (issue 30).
 */
export async function deleteMeeting(ctx: AppContext, actor: Actor, communityId: number, meetingId: number) {
  const keys = await ctx.db.transaction(async (tx) => {
    await communityFor(tx, actor, communityId, checkManageMeetings);
    const row = await repo.loadMeeting(tx, viewerOf(actor), communityId, meetingId);
    if (!row) throw notFound();
    await recordStaffAction(tx, auditActorOf(actor), meetingEntry('meeting.delete', communityId, meetingId, row.name));
    return repo.deleteMeeting(tx, meetingId);
  });
  await removeStored(ctx, keys);
}

/**
 * PUT admin/community/{cid}/meeting/{mid}/add-members {userIds}: invites Joined members to a private
 * meeting (others 400); when its notification was already sent, the newly invited get it too.
 */
export async function addMembers(
  ctx: AppContext,
  actor: Actor,
  communityId: number,
  meetingId: number,
  userIds: string[],
): Promise<Meeting> {
  await ctx.db.transaction(async (tx) => {
    await communityFor(tx, actor, communityId, checkManageMeetings);
    await repo.lockMeeting(tx, meetingId);
    const row = await repo.loadMeeting(tx, viewerOf(actor), communityId, meetingId);
    if (!row) throw notFound();
    if (Number(row.visible) !== MeetingVisibility.Private) throw invalid('userIds', MEETING_MESSAGES.inviteOnlyPrivate);
    const unique = [...new Set(userIds)];
    const members = await usersRepo.joinedOf(tx, communityId, unique);
    if (members.length !== unique.length) throw invalid('userIds', MEETING_MESSAGES.notAMember);
    const added = await usersRepo.invite(tx, meetingId, members);
    await recordStaffAction(
      tx,
      auditActorOf(actor),
      meetingEntry('meeting.members', communityId, meetingId, row.name, { invited: added }),
    );
    if (row.notificationSentAt != null && added.length > 0)
      await notifyMeeting(tx, actor, communityId, meetingId, row.name, Number(row.visible), added);
  });
  return presentOne(ctx.db, actor, communityId, meetingId);
}

/** PUT admin/community/{cid}/meeting/{mid}/remove-members {userIds}: removes invitations (and answers). */
export async function removeMembers(
  ctx: AppContext,
  actor: Actor,
  communityId: number,
  meetingId: number,
  userIds: string[],
): Promise<Meeting> {
  await ctx.db.transaction(async (tx) => {
    await communityFor(tx, actor, communityId, checkManageMeetings);
    const row = await repo.loadMeeting(tx, viewerOf(actor), communityId, meetingId);
    if (!row) throw notFound();
    await usersRepo.uninvite(tx, meetingId, userIds);
    await recordStaffAction(
      tx,
      auditActorOf(actor),
      meetingEntry('meeting.members', communityId, meetingId, row.name, { uninvited: userIds }),
    );
  });
  return presentOne(ctx.db, actor, communityId, meetingId);
}

/** GET admin/community/{cid}/meeting/{mid}/member-search?keyword (≥ 3 letters): Joined members to invite. */
export async function searchInvitees(
  ctx: AppContext,
  actor: Actor,
  communityId: number,
  meetingId: number,
  keyword: string,
) {
  await checkManage(ctx, actor, communityId, meetingId);
  const rows = await usersRepo.searchMembers(ctx.db, communityId, meetingId, containsPattern(keyword));
  return {
    users: rows.map((r) => ({
      userId: r.userId,
      firstName: r.firstName,
      lastName: r.lastName,
      email: r.email,
      invited: !!r.invited,
    })),
  };
}

/** GET community/{cid}/meeting/{mid}/asset: the meeting's assets (whoever sees it). */
export async function listMeetingAssets(ctx: AppContext, actor: Actor, communityId: number, meetingId: number) {
  const row = await visibleMeeting(ctx.db, actor, communityId, meetingId);
  return presentAssets(row, await filesRepo.loadMeetingFiles(ctx.db, [meetingId]));
}

/** The stored file of a meeting asset (`assetId`) or of its image (`assetId` null); 404 when hidden. */
export async function meetingFile(
  ctx: AppContext,
  actor: Actor,
  communityId: number,
  meetingId: number,
  assetId: number | null,
) {
  await visibleMeeting(ctx.db, actor, communityId, meetingId);
  const file =
    assetId === null
      ? await filesRepo.loadImageFile(ctx.db, meetingId)
      : (await filesRepo.loadMeetingFiles(ctx.db, [meetingId])).find((f) => Number(f.id) === assetId);
  if (!file) throw new AppError('NOT_FOUND', MEETING_MESSAGES.assetNotFound);
  return { storageKey: file.storageKey, filename: file.filename, mimeType: file.mimeType, size: Number(file.size) };
}

/** POST community/{cid}/meeting/{mid}/asset (multipart `files`; meetingAll): adds assets (at most 5 in all). */
export async function addMeetingAssets(
  ctx: AppContext,
  actor: Actor,
  communityId: number,
  meetingId: number,
  files: UploadedFile[],
) {
  await withStoredFiles(ctx, files, (stored) =>
    ctx.db.transaction(async (tx) => {
      await communityFor(tx, actor, communityId, checkManageMeetings);
      await repo.lockMeeting(tx, meetingId);
      if (!(await repo.loadMeeting(tx, viewerOf(actor), communityId, meetingId))) throw notFound();
      const ids = await insertFileRows(tx, actor.id, stored, { kind: 'meeting_asset', communityId });
      await filesRepo.insertMeetingFiles(tx, meetingId, ids);
      if ((await filesRepo.countMeetingFiles(tx, meetingId)) > MEETING_LIMITS.assetsMax)
        throw invalid('files', MEETING_MESSAGES.tooManyAssets);
    }),
  );
  return listMeetingAssets(ctx, actor, communityId, meetingId);
}

/** DELETE community/{cid}/meeting/{mid}/asset/{aid} (meetingAll). */
export async function deleteMeetingAsset(
  ctx: AppContext,
  actor: Actor,
  communityId: number,
  meetingId: number,
  assetId: number,
) {
  const keys = await ctx.db.transaction(async (tx) => {
    await communityFor(tx, actor, communityId, checkManageMeetings);
    if (!(await repo.loadMeeting(tx, viewerOf(actor), communityId, meetingId))) throw notFound();
    const removed = await filesRepo.deleteMeetingFiles(tx, meetingId, [assetId]);
    if (removed.length === 0) throw new AppError('NOT_FOUND', MEETING_MESSAGES.assetNotFound);
    return removed;
  });
  await removeStored(ctx, keys);
}

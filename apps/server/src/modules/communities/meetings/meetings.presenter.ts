/**
 * Meetings as the caller sees them (spec 02 §3 Meeting): ISO dates, file URLs under the meeting,
 * the caller's RSVP, bookmark and abilities. Managers see every invitation and answer; others only
 * their own row (another member's answer is not theirs to read).
 */
import type { Meeting, MeetingAsset } from '@portal/shared';
import { rsvpClosedReason } from '../../../policies/meetings';
import type { CommunityActor, CommunityFacts, MembershipFacts } from '../../../policies/communities';
import { fileUrl, iso } from '../format';
import type { MeetingFileRow } from './meeting-files.repository';
import type { MeetingUserRow } from './meeting-users.repository';
import type { MeetingRow } from './meetings.repository';

const toDate = (v: Date | string) => (v instanceof Date ? v : new Date(v));

/** The community facts of a meeting row. */
export function meetingCommunityFacts(r: MeetingRow): CommunityFacts {
  return {
    isPublic: r.isPublic,
    isVisible: r.isVisible,
    isAutoJoin: r.isAutoJoin,
    isArchived: r.isArchived,
    isDeleted: r.isDeleted,
  };
}

/** The caller's membership of a meeting row. */
export function meetingMembership(r: MeetingRow): MembershipFacts {
  return {
    status: r.mStatus == null ? null : Number(r.mStatus),
    role: r.mRole == null ? null : Number(r.mRole),
    permissions: r.mPermissions ?? null,
  };
}

/** The meeting facts of the policy. */
export function meetingFacts(r: MeetingRow) {
  return {
    visible: Number(r.visible),
    isInvited: !!r.isInvited,
    endDate: toDate(r.endDate),
    rsvpDate: r.rsvpDate == null ? null : toDate(r.rsvpDate),
    isCancelled: r.cancelledAt != null,
  };
}

/** The download path of a meeting asset. */
export const meetingAssetPath = (communityId: number, meetingId: number, assetId: number) =>
  `/api/v1/community/${communityId}/meeting/${meetingId}/asset/${assetId}`;

/** A meeting's assets. */
export function presentAssets(r: Pick<MeetingRow, 'id' | 'communityId'>, files: MeetingFileRow[]): MeetingAsset[] {
  return files.map((f) => ({
    id: Number(f.id),
    path: meetingAssetPath(Number(r.communityId), Number(r.id), Number(f.id)),
    fileName: f.filename,
    size: Number(f.size),
  }));
}

/** One meeting for `actor` at `now`; `canManage` from checkManageMeetings. */
export function presentMeeting(
  r: MeetingRow,
  actor: CommunityActor,
  canManage: boolean,
  users: MeetingUserRow[],
  files: MeetingFileRow[],
  now: Date,
): Meeting {
  const facts = meetingFacts(r);
  const cid = Number(r.communityId);
  const id = Number(r.id);
  const shown = canManage ? users : users.filter((u) => u.userId === actor.id);
  const closed = rsvpClosedReason(facts, now);
  return {
    id,
    communityId: cid,
    name: r.name,
    description: r.description,
    meetingLink: r.meetingLink,
    meetingId: r.meetingCode,
    meetingPassword: r.meetingPassword,
    startDate: iso(r.startDate) as string,
    endDate: iso(r.endDate) as string,
    duration: Number(r.duration),
    rsvpDate: iso(r.rsvpDate),
    timeZone: r.timeZone,
    disableRSVPDate: r.rsvpDate == null,
    visible: Number(r.visible),
    sendNotification: r.notificationSentAt != null,
    toDashBoard: r.toDashboard,
    imageUrl: r.imageFileId ? `/api/v1/community/${cid}/meeting/${id}/image` : null,
    users: shown.map((u) => ({
      userId: u.userId,
      status: Number(u.status),
      firstName: u.firstName,
      lastName: u.lastName,
      invited: u.invited,
    })),
    goingCount: Number(r.goingCount),
    assets: presentAssets(r, files),
    status: Number(r.myStatus ?? 0),
    isFavorite: !!r.isFavorite,
    rsvpClosed: closed?.message ?? null,
    cancelledAt: iso(r.cancelledAt),
    cancelReason: r.cancelReason ?? null,
    canManage,
    community: { id: cid, name: r.cName, alias: r.cAlias, imageUrl: fileUrl(r.cImage) },
    createdAt: iso(r.createdAt) as string,
  };
}

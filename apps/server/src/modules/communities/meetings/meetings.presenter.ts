/**
 * Meetings as the caller sees them (spec 02 §3 Meeting): ISO dates, file URLs under the meeting,
 * the caller's RSVP, bookmark and abilities. Managers see every invitation and answer; others only
 * their own row (another member's answer is not theirs to read).
 */
import type { Meeting, MeetingAsset } from '@portal/shared';
import { rsvpClosedReason } from '../../../policies/meetings';
import type { CommunityActor, CommunityFacts, MembershipFacts } from '../../../policies/communities';
import { fileUrl, iso } from '../format';
import type { MeetingFileRow, MeetingRow, MeetingUserRow } from './meetings.repository';

const toDate = (v: Date | string) => (v instanceof Date ? v : new Date(v));

/** The community facts of a meeting row. */
export function meetingCommunityFacts(r: MeetingRow): CommunityFacts {
  return {
    isPublic: r.is_public,
    isVisible: r.is_visible,
    isAutoJoin: r.is_auto_join,
    isArchived: r.is_archived,
    isDeleted: r.is_deleted,
  };
}

/** The caller's membership of a meeting row. */
export function meetingMembership(r: MeetingRow): MembershipFacts {
  return {
    status: r.m_status == null ? null : Number(r.m_status),
    role: r.m_role == null ? null : Number(r.m_role),
    permissions: r.m_permissions ?? null,
  };
}

/** The meeting facts of the policy. */
export function meetingFacts(r: MeetingRow) {
  return {
    visible: Number(r.visible),
    isInvited: !!r.is_invited,
    endDate: toDate(r.end_date),
    rsvpDate: r.rsvp_date == null ? null : toDate(r.rsvp_date),
  };
}

/** The download path of a meeting asset. */
export const meetingAssetPath = (communityId: number, meetingId: number, assetId: number) =>
  `/api/v1/community/${communityId}/meeting/${meetingId}/asset/${assetId}`;

/** A meeting's assets. */
export function presentAssets(r: Pick<MeetingRow, 'id' | 'community_id'>, files: MeetingFileRow[]): MeetingAsset[] {
  return files.map((f) => ({
    id: Number(f.id),
    path: meetingAssetPath(Number(r.community_id), Number(r.id), Number(f.id)),
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
  const cid = Number(r.community_id);
  const id = Number(r.id);
  const shown = canManage ? users : users.filter((u) => u.user_id === actor.id);
  const closed = rsvpClosedReason(facts, now);
  return {
    id,
    communityId: cid,
    name: r.name,
    description: r.description,
    meetingLink: r.meeting_link,
    meetingId: r.meeting_code,
    meetingPassword: r.meeting_password,
    startDate: iso(r.start_date) as string,
    endDate: iso(r.end_date) as string,
    duration: Number(r.duration),
    rsvpDate: iso(r.rsvp_date),
    disableRSVPDate: r.rsvp_date == null,
    visible: Number(r.visible),
    sendNotification: r.notification_sent_at != null,
    toDashBoard: r.to_dashboard,
    imageUrl: r.image_file_id ? `/api/v1/community/${cid}/meeting/${id}/image` : null,
    users: shown.map((u) => ({
      userId: u.user_id,
      status: Number(u.status),
      firstName: u.first_name,
      lastName: u.last_name,
      invited: u.invited,
    })),
    goingCount: Number(r.going_count),
    assets: presentAssets(r, files),
    status: Number(r.my_status ?? 0),
    isFavorite: !!r.is_favorite,
    rsvpClosed: closed?.message ?? null,
    canManage,
    community: { id: cid, name: r.c_name, alias: r.c_alias, imageUrl: fileUrl(r.c_image) },
    createdAt: iso(r.created_at) as string,
  };
}

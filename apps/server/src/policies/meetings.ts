/**
 * Who may see, answer and manage community meetings (spec 02 §2 meetings, §4 Meeting, §6 meetingAll;
 * issue 18). Pure functions over the community facts and membership (policies/communities.ts) and
 * the meeting's facts; the meetings service loads them and enforces the answer. The same rules in SQL
 * (for lists, explore, dashboard, calendar feed) are in modules/communities/meetings/meetings.repository.ts
 * (`visibleMeetingSql`); the tests compare both.
 *
 * - Managing (create, edit, delete, invite, admin list): meetingAll, per community or global, in a
 *   community whose content the caller reads and that is not archived (checkWrite).
 * - Seeing a meeting: the community is discoverable, and
 *   Public (1): anyone; Community (2): effective members (isJoined); Private (3): invited users and
 *   managers (meetingAll). Anything else answers 404 "Meeting not found." (existence is private).
 * - RSVP: whoever sees it, before the meeting's end ("RSVP is closed. The meeting date and time have
 *   passed.") and before the RSVP deadline when one is set ("RSVP is closed. The deadline has passed.");
 *   never on a cancelled meeting ("RSVP is closed. The meeting was cancelled.", issue 30).
 * - Cancelling (issue 30): as managing, on a meeting neither cancelled nor ended (409 otherwise).
 */
import { MEETING_MESSAGES, MeetingVisibility } from '@portal/shared';
import {
  canDiscover,
  checkReadContent,
  checkWrite,
  DENY,
  type CommunityActor,
  type CommunityFacts,
  hasFlag,
  isJoined,
  type MembershipFacts,
} from './communities';
import { type Denial, deny } from './denial';

/** The facts of a meeting the rules read. Dates are instants. */
export interface MeetingFacts {
  visible: number;
  /** The caller has an invitation row. */
  isInvited: boolean;
  endDate: Date;
  rsvpDate: Date | null;
  /** Staff cancelled the meeting (issue 30). */
  isCancelled?: boolean;
}

export const MEETING_DENY = {
  notFound: deny('NOT_FOUND', MEETING_MESSAGES.meetingNotFound),
  ended: deny('CONFLICT', MEETING_MESSAGES.rsvpClosedEnded),
  deadline: deny('CONFLICT', MEETING_MESSAGES.rsvpClosedDeadline),
  cancelled: deny('CONFLICT', MEETING_MESSAGES.rsvpClosedCancelled),
  alreadyCancelled: deny('CONFLICT', MEETING_MESSAGES.alreadyCancelled),
  cancelPast: deny('CONFLICT', MEETING_MESSAGES.cancelPast),
} as const;

/** Create, edit, delete meetings and invitations; the admin list (meetingAll). */
export function checkManageMeetings(actor: CommunityActor, c: CommunityFacts, m: MembershipFacts): Denial | null {
  return checkWrite(actor, c, m, 'meetingAll');
}

/** True when the caller manages the community's meetings (checkManageMeetings passes). */
export function canManageMeetings(actor: CommunityActor, c: CommunityFacts, m: MembershipFacts): boolean {
  return checkManageMeetings(actor, c, m) === null;
}

/** Seeing one meeting (details, its files, RSVP, bookmark, calendar file): 404 otherwise. */
export function checkSeeMeeting(
  actor: CommunityActor,
  c: CommunityFacts,
  m: MembershipFacts,
  meeting: Pick<MeetingFacts, 'visible' | 'isInvited'>,
): Denial | null {
  if (!canDiscover(actor, c, m)) return MEETING_DENY.notFound;
  if (meeting.visible === MeetingVisibility.Public) return null;
  const joined = isJoined(actor, c, m);
  if (meeting.visible === MeetingVisibility.Community) return joined ? null : MEETING_DENY.notFound;
  if (meeting.isInvited) return null;
  return joined && hasFlag(actor, c, m, 'meetingAll') ? null : MEETING_DENY.notFound;
}

/** Why RSVP is closed at `now` (cancelled first, then the end, then the deadline), or null while open. */
export function rsvpClosedReason(
  meeting: Pick<MeetingFacts, 'endDate' | 'rsvpDate' | 'isCancelled'>,
  now: Date,
): Denial | null {
  if (meeting.isCancelled) return MEETING_DENY.cancelled;
  if (meeting.endDate.getTime() <= now.getTime()) return MEETING_DENY.ended;
  if (meeting.rsvpDate && meeting.rsvpDate.getTime() < now.getTime()) return MEETING_DENY.deadline;
  return null;
}

/** Answering a meeting (spec 02 §4): seeing it, and RSVP still open. */
export function checkRsvp(
  actor: CommunityActor,
  c: CommunityFacts,
  m: MembershipFacts,
  meeting: MeetingFacts,
  now: Date,
): Denial | null {
  return checkSeeMeeting(actor, c, m, meeting) ?? rsvpClosedReason(meeting, now);
}

/**
 * Cancelling a meeting (issue 30, beyond spec 02): meetingAll as for delete, then 409 when it is
 * already cancelled or has ended.
 */
export function checkCancelMeeting(
  actor: CommunityActor,
  c: CommunityFacts,
  m: MembershipFacts,
  meeting: Pick<MeetingFacts, 'endDate' | 'isCancelled'>,
  now: Date,
): Denial | null {
  const manage = checkManageMeetings(actor, c, m);
  if (manage) return manage;
  if (meeting.isCancelled) return MEETING_DENY.alreadyCancelled;
  return meeting.endDate.getTime() <= now.getTime() ? MEETING_DENY.cancelPast : null;
}

/** The admin meetings list: reading the community's content and meetingAll (an archived community too). */
export function checkListMeetingsAdmin(actor: CommunityActor, c: CommunityFacts, m: MembershipFacts): Denial | null {
  const read = checkReadContent(actor, c, m);
  if (read) return read;
  return hasFlag(actor, c, m, 'meetingAll') ? null : DENY.forbidden;
}

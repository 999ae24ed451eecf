import { describe, expect, it } from 'vitest';
import type { CommunityFacts, MembershipFacts } from './communities';
import {
  checkCancelMeeting,
  checkListMeetingsAdmin,
  checkManageMeetings,
  checkRsvp,
  checkSeeMeeting,
  rsvpClosedReason,
} from './meetings';

const open: CommunityFacts = {
  isPublic: true,
  isVisible: true,
  isAutoJoin: false,
  isArchived: false,
  isDeleted: false,
};
const hidden: CommunityFacts = { ...open, isPublic: false, isVisible: false };
const archived: CommunityFacts = { ...open, isArchived: true };
const autoJoin: CommunityFacts = { ...open, isAutoJoin: true };
const none: MembershipFacts = { status: null, role: null, permissions: null };
const member: MembershipFacts = { status: 2, role: 0, permissions: null };
const moderator: MembershipFacts = { status: 2, role: 1, permissions: null };
const flagged: MembershipFacts = { status: 2, role: 0, permissions: ['meetingAll'] };
const user = { id: 'u', role: 0 };
const admin = { id: 'a', role: 1 };
const code = (d: { code: string } | null) => d?.code ?? 'ok';

describe('meetings policy', () => {
  it.each([
    // actor, community, membership, visible, invited → answer
    [user, open, none, 1, false, 'ok'],
    [user, hidden, none, 1, false, 'NOT_FOUND'],
    [user, open, none, 2, false, 'NOT_FOUND'],
    [user, autoJoin, none, 2, false, 'ok'],
    [user, open, member, 2, false, 'ok'],
    [user, open, member, 3, false, 'NOT_FOUND'],
    [user, open, member, 3, true, 'ok'],
    [user, open, moderator, 3, false, 'ok'],
    [user, open, flagged, 3, false, 'ok'],
    [user, autoJoin, none, 3, false, 'NOT_FOUND'],
    [admin, hidden, none, 3, false, 'ok'],
    [admin, { ...open, isDeleted: true }, none, 1, false, 'NOT_FOUND'],
  ] as const)('seeing: %o in %o as %o, visible %i, invited %s → %s', (actor, c, m, visible, isInvited, answer) => {
    expect(code(checkSeeMeeting(actor, c, m, { visible, isInvited }))).toBe(answer);
  });

  it.each([
    [user, open, member, 'FORBIDDEN', 'FORBIDDEN'],
    [user, open, none, 'NOT_A_MEMBER', 'NOT_A_MEMBER'],
    [user, open, moderator, 'ok', 'ok'],
    [user, open, flagged, 'ok', 'ok'],
    [user, archived, moderator, 'COMMUNITY_ARCHIVED', 'ok'],
    [admin, open, none, 'ok', 'ok'],
  ] as const)('managing: %o in %o as %o → %s (admin list %s)', (actor, c, m, manage, list) => {
    expect(code(checkManageMeetings(actor, c, m))).toBe(manage);
    expect(code(checkListMeetingsAdmin(actor, c, m))).toBe(list);
  });

  it('RSVP closes at the end, then at the deadline, with the spec messages', () => {
    const now = new Date('2026-01-10T10:00:00Z');
    const later = new Date('2026-01-10T12:00:00Z');
    const earlier = new Date('2026-01-10T09:00:00Z');
    expect(rsvpClosedReason({ endDate: later, rsvpDate: null }, now)).toBeNull();
    expect(rsvpClosedReason({ endDate: earlier, rsvpDate: null }, now)?.message).toBe(
      'RSVP is closed. The meeting date and time have passed.',
    );
    expect(rsvpClosedReason({ endDate: later, rsvpDate: earlier }, now)?.message).toBe(
      'RSVP is closed. The deadline has passed.',
    );
    expect(
      code(checkRsvp(user, open, member, { visible: 3, isInvited: false, endDate: later, rsvpDate: null }, now)),
    ).toBe('NOT_FOUND');
  });

  it.each([
    // actor, community, membership, ended, cancelled → answer (issue 30)
    [user, open, moderator, false, false, 'ok'],
    [user, open, flagged, false, false, 'ok'],
    [admin, open, none, false, false, 'ok'],
    [user, open, member, false, false, 'FORBIDDEN'],
    [user, archived, moderator, false, false, 'COMMUNITY_ARCHIVED'],
    [user, open, moderator, false, true, 'CONFLICT'],
    [user, open, moderator, true, false, 'CONFLICT'],
  ] as const)('cancelling: %o in %o as %o, ended %s, cancelled %s → %s', (actor, c, m, ended, isCancelled, answer) => {
    const now = new Date('2026-01-10T10:00:00Z');
    const endDate = new Date(now.getTime() + (ended ? -1 : 1) * 3_600_000);
    expect(code(checkCancelMeeting(actor, c, m, { endDate, isCancelled }, now))).toBe(answer);
  });

  it('a cancelled meeting takes no RSVP, before its end or deadline', () => {
    const now = new Date('2026-01-10T10:00:00Z');
    const later = new Date('2026-01-10T12:00:00Z');
    expect(rsvpClosedReason({ endDate: later, rsvpDate: later, isCancelled: true }, now)?.message).toBe(
      'RSVP is closed. The meeting was cancelled.',
    );
  });
});

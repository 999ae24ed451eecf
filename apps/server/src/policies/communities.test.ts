import { COMMUNITY_PERMISSION_FLAGS, MemberType } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import {
  checkActOnMember,
  checkAddQuestion,
  checkAdmin,
  checkBlock,
  checkReadModerationLog,
  checkCreateComment,
  checkDeleteComment,
  checkDeletePost,
  checkEditComment,
  checkEditPost,
  checkReadPost,
  checkReportPost,
  checkSetStatus,
  communityPermissions,
  globalFlags,
  isJoined,
  type CommunityFacts,
  type MembershipFacts,
  type PostFacts,
} from './communities';

const open: CommunityFacts = {
  isPublic: true,
  isVisible: true,
  isAutoJoin: false,
  isArchived: false,
  isDeleted: false,
};
const autoJoinPrivate: CommunityFacts = { ...open, isPublic: false, isAutoJoin: true };
const me = { id: 'me', role: 0 };
const joined = (role = 0, permissions: string[] | null = null): MembershipFacts => ({ status: 2, role, permissions });
const none: MembershipFacts = { status: null, role: null, permissions: null };
const mine: PostFacts = { createdBy: 'me', status: 1, isFrozen: false };
const theirs: PostFacts = { createdBy: 'them', status: 1, isFrozen: false };
const code = (d: { code: string } | null) => d?.code ?? 'ok';

describe('communities policy', () => {
  it.each([
    [0, 0, false],
    [1, 21, true],
    [2, 14, true],
    [3, 13, false],
  ])('account role %s holds %s global flags (canAccessAdmin %s)', (role, count, admin) => {
    const flags = globalFlags({ role });
    expect(Object.values(flags).filter(Boolean)).toHaveLength(count);
    expect(flags.canAccessAdmin).toBe(admin);
  });

  it.each([
    ['Member', joined(0), ['postCreate', 'commentCreate']],
    [
      'Editor',
      joined(2),
      [
        'postCreate',
        'postDelete',
        'postApprove',
        'postEdit',
        'commentCreate',
        'commentDelete',
        'assetsAll',
        'meetingAll',
        'communityAddMember',
      ],
    ],
    ['Moderator', joined(1), [...COMMUNITY_PERMISSION_FLAGS]],
    ['Member with an override', joined(0, ['commentEdit']), ['commentEdit']],
    ['Awaiting', { status: 1, role: 0, permissions: null }, []],
    ['Blocked moderator', { status: 3, role: 1, permissions: null }, []],
    ['no membership', none, []],
  ] as const)('%s holds exactly its flags', (_label, membership, expected) => {
    const perms = communityPermissions(me, open, membership as MembershipFacts);
    expect(
      Object.entries(perms)
        .filter(([, v]) => v)
        .map(([k]) => k)
        .sort(),
    ).toEqual([...expected].sort());
  });

  it('auto-join counts only for public, visible communities and never for blocked or removed users', () => {
    expect(isJoined(me, { ...open, isAutoJoin: true }, none)).toBe(true);
    expect(isJoined(me, autoJoinPrivate, none)).toBe(false);
    expect(isJoined(me, { ...open, isAutoJoin: true }, { status: 3, role: 0, permissions: null })).toBe(false);
    expect(isJoined(me, { ...open, isAutoJoin: true }, { status: 4, role: 0, permissions: null })).toBe(false);
    expect(isJoined({ id: 'a', role: 1 }, autoJoinPrivate, none)).toBe(true);
  });

  it.each([
    ['author edits own open post', checkEditPost, joined(), mine, 'ok'],
    ['author cannot edit a closed post', checkEditPost, joined(), { ...mine, isFrozen: true }, 'POST_CLOSED'],
    ['postEdit edits a closed post', checkEditPost, joined(0, ['postEdit']), { ...theirs, isFrozen: true }, 'ok'],
    ['member cannot edit another post', checkEditPost, joined(), theirs, 'FORBIDDEN'],
    ['author deletes own post', checkDeletePost, joined(), mine, 'ok'],
    ['postDelete deletes another post', checkDeletePost, joined(2), theirs, 'ok'],
    ['nobody deletes a deleted post twice', checkDeletePost, joined(1), { ...theirs, status: 3 }, 'NOT_FOUND'],
    ['members do not see pending posts of others', checkReadPost, joined(), { ...theirs, status: 2 }, 'NOT_FOUND'],
    ['authors see their own pending posts', checkReadPost, joined(), { ...mine, status: 2 }, 'ok'],
    ['moderators see pending posts', checkReadPost, joined(2), { ...theirs, status: 2 }, 'ok'],
    [
      'only postEdit/postDelete see deleted posts',
      checkReadPost,
      joined(0, ['postApprove']),
      { ...theirs, status: 3 },
      'NOT_FOUND',
    ],
    ['no reporting one’s own post', checkReportPost, joined(), mine, 'OWN_CONTENT'],
    ['no comments on a closed post', checkCreateComment, joined(), { ...theirs, isFrozen: true }, 'POST_CLOSED'],
    ['no comments without commentCreate', checkCreateComment, joined(0, ['postCreate']), theirs, 'FORBIDDEN'],
  ] as const)('%s', (_label, check, membership, post, expected) => {
    expect(code(check(me, open, membership as MembershipFacts, post as PostFacts))).toBe(expected);
  });

  it.each([
    ['the author edits a comment', joined(), 'me', 'ok', 'ok'],
    ['another member cannot', joined(), 'them', 'FORBIDDEN', 'FORBIDDEN'],
    ['commentEdit edits and deletes', joined(0, ['commentEdit']), 'them', 'ok', 'ok'],
    ['commentDelete deletes only', joined(0, ['commentDelete']), 'them', 'FORBIDDEN', 'ok'],
  ] as const)('%s', (_label, membership, createdBy, edit, del) => {
    expect(code(checkEditComment(me, open, membership as MembershipFacts, theirs, { createdBy }))).toBe(edit);
    expect(code(checkDeleteComment(me, open, membership as MembershipFacts, theirs, { createdBy }))).toBe(del);
  });

  it.each([
    ['approve needs postApprove', joined(0, ['postEdit']), { ...theirs, status: 2 }, { status: 1 }, 'FORBIDDEN'],
    ['approve with postApprove', joined(0, ['postApprove']), { ...theirs, status: 2 }, { status: 1 }, 'ok'],
    ['decline with postApprove', joined(0, ['postApprove']), { ...theirs, status: 2 }, { status: 99 }, 'ok'],
    ['archive a reported post needs postDelete', joined(0, ['postEdit']), theirs, { status: 4 }, 'FORBIDDEN'],
    ['restore a deleted post needs postEdit', joined(0, ['postEdit']), { ...theirs, status: 3 }, { status: 1 }, 'ok'],
    ['close needs postEdit or postDelete', joined(0, ['postApprove']), theirs, { isFrozen: true }, 'FORBIDDEN'],
    ['plain members do not moderate', joined(), theirs, { isFrozen: true }, 'FORBIDDEN'],
  ] as const)('%s', (_label, membership, post, change, expected) => {
    expect(code(checkSetStatus(me, open, membership as MembershipFacts, post as PostFacts, change))).toBe(expected);
  });
});

describe('community admin area policy (issue 19, spec 02 §6)', () => {
  const privateVisible: CommunityFacts = { ...open, isPublic: false };
  const hidden: CommunityFacts = { ...open, isPublic: false, isVisible: false };
  const admin = { id: 'me', role: 1 };
  const removedModerator: MembershipFacts = { status: 4, role: 1, permissions: null };

  it.each([
    ['a moderator opens the area', me, joined(1), undefined, 'ok'],
    ['an editor opens the area', me, joined(2), undefined, 'ok'],
    ['a member does not', me, joined(0), undefined, 'FORBIDDEN'],
    ['a non-member does not', me, none, undefined, 'FORBIDDEN'],
    ['a removed moderator does not', me, removedModerator, undefined, 'FORBIDDEN'],
    ['an administrator does', admin, none, undefined, 'ok'],
    ['an editor lacks commentEdit', me, joined(2), 'commentEdit', 'FORBIDDEN'],
    ['an editor lacks communityBlacklist', me, joined(2), 'communityBlacklist', 'FORBIDDEN'],
    ['an editor holds communityAddMember', me, joined(2), 'communityAddMember', 'ok'],
    [
      'a member with communityBlacklist of their own',
      me,
      joined(0, ['communityBlacklist']),
      'communityBlacklist',
      'ok',
    ],
  ] as const)('%s', (_label, actor, membership, flag, expected) => {
    expect(code(checkAdmin(actor, open, membership, flag))).toBe(expected);
  });

  it('a hidden community is not found for a non-member', () => {
    expect(code(checkAdmin(me, hidden, none))).toBe('COMMUNITY_NOT_FOUND');
  });

  it.each([
    ['a moderator changes a member to moderator', joined(1), 0, 1, 'ok'],
    ['a moderator acts on a moderator', joined(1), 1, 0, 'ok'],
    ['communityAddEditor makes an editor', joined(0, ['communityAddEditor']), 0, 2, 'ok'],
    ['communityAddEditor cannot make a moderator', joined(0, ['communityAddEditor']), 0, 1, 'FORBIDDEN'],
    ['communityAddEditor cannot act on a moderator', joined(0, ['communityAddEditor']), 1, 2, 'FORBIDDEN'],
    ['an editor (no communityAddEditor) cannot', joined(2), 0, 2, 'FORBIDDEN'],
  ] as const)('%s', (_label, membership, targetRole, newRole, expected) => {
    expect(code(checkActOnMember(me, open, membership, { userId: 'them', role: targetRole }, newRole))).toBe(expected);
  });

  it('nobody acts on themselves', () => {
    expect(code(checkActOnMember(me, open, joined(1), { userId: 'me', role: 1 }, 0))).toBe('FORBIDDEN');
    expect(code(checkBlock(me, open, joined(1), { userId: 'me', role: 1 }))).toBe('FORBIDDEN');
  });

  it.each([
    ['a moderator blocks a member', joined(1), 0, 'ok'],
    ['communityBlacklist alone cannot block a moderator', joined(0, ['communityBlacklist']), 1, 'FORBIDDEN'],
    ['communityBlacklist blocks a non-member', joined(0, ['communityBlacklist']), null, 'ok'],
    ['an editor cannot block', joined(2), 0, 'FORBIDDEN'],
  ] as const)('%s', (_label, membership, targetRole, expected) => {
    expect(code(checkBlock(me, open, membership, { userId: 'them', role: targetRole }))).toBe(expected);
  });

  it.each([
    ['private and visible', privateVisible, 'ok'],
    ['public', open, 'BAD_REQUEST'],
    ['private and hidden', hidden, 'BAD_REQUEST'],
  ] as const)('join questions may be added to a %s community accordingly', (_label, facts, expected) => {
    expect(code(checkAddQuestion(admin, facts, none))).toBe(expected);
  });

  it('administrators and the community’s own moderators read the moderation log (issue 32)', () => {
    expect(code(checkReadModerationLog(admin, open, none))).toBe('ok');
    expect(code(checkReadModerationLog(me, open, joined(MemberType.Moderator)))).toBe('ok');
    expect(code(checkReadModerationLog(me, open, joined(MemberType.Editor)))).toBe('FORBIDDEN');
    expect(code(checkReadModerationLog(me, open, joined(MemberType.Member)))).toBe('FORBIDDEN');
    expect(code(checkReadModerationLog(me, open, none))).toBe('FORBIDDEN');
    expect(code(checkReadModerationLog(me, { ...open, isVisible: false }, none))).toBe('COMMUNITY_NOT_FOUND');
  });
});

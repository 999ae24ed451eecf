/**
 * What the caller may do in the admin area of one community (spec 02 §6), from GET community/{id}
 * (`permissions` already merges the community role's flags and the global ones).
 */
import type { CommunityDetailsResponse } from '@portal/shared';

export interface AdminAbilities {
  isAdmin: boolean;
  canSeeReportedPosts: boolean;
  canSeeReportedComments: boolean;
  canBlacklist: boolean;
  /** Membership requirements and Admin settings (commentEdit; spec 02 §6). */
  canSeeAdminPages: boolean;
  canEditSettings: boolean;
  canAddMembers: boolean;
  canAddModerator: boolean;
  canAddEditor: boolean;
  canApprovePosts: boolean;
  canEditPosts: boolean;
}

/** The abilities of a GET community/{id} answer. */
export function adminAbilities(d: CommunityDetailsResponse): AdminAbilities {
  const p = d.permissions;
  return {
    isAdmin: d.community.isAdmin,
    canSeeReportedPosts: p.postDelete,
    canSeeReportedComments: p.commentDelete,
    canBlacklist: p.communityBlacklist,
    canSeeAdminPages: p.commentEdit,
    canEditSettings: p.commentEdit,
    canAddMembers: p.communityAddMember,
    canAddModerator: p.communityAddModerator,
    canAddEditor: p.communityAddEditor || p.communityAddModerator,
    canApprovePosts: p.postApprove,
    canEditPosts: p.postEdit || p.postDelete,
  };
}

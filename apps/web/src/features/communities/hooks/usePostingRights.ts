/**
 * Who may create a post where (spec 02 §2 Communities home: "A Create post button shows when the
 * community-level or global postCreate permission is held"; §6 either grants). The server checks
 * again on create.
 */
import type { Community } from '@portal/shared';
import { useMemo } from 'react';
import { usePermissions } from '../../../lib/current-user';
import { useCommunityList } from '../api/communities';
import { COMMUNITY_UI } from '../constants';

const JOINED = { page: 1, pageSize: COMMUNITY_UI.explorePageSize, onlyJoined: true } as const;

/** True when the caller may post in this community (member, not archived, a postCreate flag). */
export function canPostIn(community: Community, globalPostCreate: boolean): boolean {
  return community.isJoined && !community.isArchived && (globalPostCreate || community.permissions.postCreate);
}

/** The communities the caller may post in (joined ones with a postCreate flag), sorted by name. */
export function usePostableCommunities() {
  const { data: permissions } = usePermissions();
  const list = useCommunityList(JOINED);
  const communities = useMemo(() => {
    const global = permissions?.postCreate === true;
    return (list.data?.communities ?? [])
      .filter((c) => canPostIn(c, global))
      .sort((a, b) => a.name.localeCompare(b.name));
  }, [list.data, permissions]);
  return { communities, isPending: list.isPending, globalPostCreate: permissions?.postCreate === true };
}

/** The global postCreate flag. */
export function useGlobalPostCreate(): boolean {
  return usePermissions().data?.postCreate === true;
}

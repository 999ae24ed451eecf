/**
 * Community assets read by the member's Assets tab and the community admin's asset screen
 * (spec 02 §7 Assets; the contract's `AssetsFolderListResponseSchema` and `AssetListResponseSchema`):
 * GET /api/v1/community/{id}/folder and GET /api/v1/community/{id}/folder/{folderId}/asset.
 * One cache per community; the admin's writes invalidate `queryKeys.communityAssets.all(id)`.
 */
import type { Asset, AssetsFolder } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { apiA } from '../lib/api';
import { queryKeys } from './query-keys';

const communityPath = (communityId: number) => `/api/v1/community/${communityId}`;

/** The community's folders in their order (0-based `order`); nothing is sent while `communityId` is 0. */
export function useAssetFolders(communityId: number | undefined) {
  const id = communityId ?? 0;
  return useQuery({
    queryKey: queryKeys.communityAssets.folders(id),
    queryFn: ({ signal }) =>
      apiA
        .get<AssetsFolder[]>(`${communityPath(id)}/folder`, { signal })
        .then((folders) => [...folders].sort((a, b) => a.order - b.order)),
    enabled: id > 0,
    retry: false,
  });
}

/** The assets of one folder, in their order; read only while `enabled`. */
export function useFolderAssets(communityId: number, folderId: number, enabled = true) {
  return useQuery({
    queryKey: queryKeys.communityAssets.folder(communityId, folderId),
    queryFn: ({ signal }) =>
      apiA.get<Asset[]>(`${communityPath(communityId)}/folder/${folderId}/asset`, { signal }),
    enabled,
    retry: false,
  });
}

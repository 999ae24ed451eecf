/**
 * Community asset management (spec 02 §2 Community admin area, Assets; §7 Assets; the server API of
 * issue 3): folders and their assets, create, upload a file or add a link, rename, delete, reorder.
 */
import type { Asset, AssetsFolder } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../../data';
import { apiA } from '../../../../lib/api';

const V1 = '/api/v1';

/**
 * Every write of the page, each a function answering a promise; one mutation runs them (its
 * `isPending` disables the controls) and refreshes the community's folders and assets afterwards.
 */
export function useAssetActions(communityId: number) {
  const client = useQueryClient();
  const run = useMutation({
    mutationFn: (op: () => Promise<unknown>) => op(),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.communityAssets.all(communityId) }),
  });
  const base = `${V1}/community/${communityId}`;
  const go = <T>(op: () => Promise<T>) => run.mutateAsync(op) as Promise<T>;
  return {
    isPending: run.isPending,
    createFolder: (v: { name: string; description?: string }) =>
      go(() => apiA.post<AssetsFolder>(`${base}/folder`, { Name: v.name, Description: v.description ?? '' })),
    renameFolder: (v: { id: number; name: string; description?: string | null }) =>
      go(() => apiA.put(`${base}/folder/${v.id}`, { name: v.name, description: v.description ?? '' })),
    deleteFolder: (id: number) => go(() => apiA.delete(`${base}/folder/${id}`)),
    reorderFolders: (v: { id: number; newOrder: number }) => go(() => apiA.put(`${base}/folder/reorder`, v)),
    addAsset: (v: { folderId: number; form: FormData }) =>
      go(() => apiA.post<Asset>(`${base}/folder/${v.folderId}/asset`, v.form)),
    renameAsset: (v: { id: number; name: string; description?: string | null; link?: string }) =>
      go(() => apiA.put(`${base}/asset/${v.id}`, { name: v.name, description: v.description ?? '', link: v.link })),
    deleteAsset: (id: number) => go(() => apiA.delete(`${base}/asset`, { query: { id } })),
    reorderAssets: (v: { folderId: number; id: number; newOrder: number }) =>
      go(() => apiA.put(`${base}/folder/${v.folderId}/asset/reorder`, { id: v.id, newOrder: v.newOrder })),
  };
}

/**
 * Authenticated content files as Blobs (spec 03 §7: /api/content/assets/{id}): the news and
 * resources screens and the staff authoring screens (cover images) both show them. Kept apart
 * from the download helpers so cover images (home, cards) load no download or zip code.
 */
import { useQuery } from '@tanstack/react-query';
import { apiB } from './api';

/** The cache key of one file's Blob (under the content area's keys). */
export const contentAssetKey = (id: string) => ['content', 'asset', id] as const;

/** GET /api/content/assets/{id} (inline) or ?download=true (attachment) as a Blob. */
export function fetchAssetBlob(id: string, download = false, signal?: AbortSignal): Promise<Blob> {
  return apiB.get<Blob>(`/api/content/assets/${encodeURIComponent(id)}`, {
    query: download ? { download: 'true' } : undefined,
    responseType: 'blob',
    signal,
  });
}

/** A file as a Blob, cached per id (cover images, previews); null id → no request. */
export function useAssetBlob(id: string | null | undefined) {
  return useQuery({
    queryKey: contentAssetKey(id ?? ''),
    queryFn: ({ signal }) => fetchAssetBlob(id as string, false, signal),
    enabled: !!id,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 5 * 60_000,
    retry: false,
  });
}

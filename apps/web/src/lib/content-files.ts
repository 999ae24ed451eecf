/**
 * Authenticated content files as Blobs (spec 03 §7: /api/content/assets/{id}): the news and
 * resources screens and the staff authoring screens (cover images) both show them. Kept apart
 * from the download helpers so cover images (home, cards) load no download or zip code.
 */
import { useQuery } from '@tanstack/react-query';
import { apiB } from './api';

/** The cache key of one file's Blob (under the content area's keys). */
export const contentAssetKey = (id: string, width?: number) =>
  (width ? ['content', 'asset', id, width] : ['content', 'asset', id]) as readonly unknown[];

/**
 * GET /api/content/assets/{id} (inline) or ?download=true (attachment) as a Blob; `width` (one of
 * IMAGE_WIDTHS) asks for the image's WebP variant of that width (issue 32).
 */
export function fetchAssetBlob(id: string, download = false, signal?: AbortSignal, width?: number): Promise<Blob> {
  const query = { ...(download ? { download: 'true' } : {}), ...(width ? { w: String(width) } : {}) };
  return apiB.get<Blob>(`/api/content/assets/${encodeURIComponent(id)}`, {
    query: Object.keys(query).length ? query : undefined,
    responseType: 'blob',
    signal,
  });
}

/** A file as a Blob, cached per id and width (cover images, previews); null id → no request. */
export function useAssetBlob(id: string | null | undefined, width?: number) {
  return useQuery({
    queryKey: contentAssetKey(id ?? '', width),
    queryFn: ({ signal }) => fetchAssetBlob(id as string, false, signal, width),
    enabled: !!id,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 5 * 60_000,
    retry: false,
  });
}

/**
 * Community files (cover images, community images, attachments). Their download URLs check the
 * parent's visibility and need the bearer token, so they are fetched as Blobs through client A
 * and shown through object URLs. Absolute or data URLs are used as they are.
 */
import { useQuery } from '@tanstack/react-query';
import { apiA } from '../../../lib/api';
import { saveBlob } from '../../../lib/download';
import { communityKeys } from './keys';

/** True for a URL of this server's API (needs the token). */
export function needsAuth(url: string): boolean {
  return url.startsWith('/api/');
}

/** GET a file as a Blob. */
export function fetchFileBlob(url: string, signal?: AbortSignal): Promise<Blob> {
  return apiA.get<Blob>(url, { responseType: 'blob', signal, silent: true });
}

/** A file as a Blob, cached per URL; null URL or a public URL → no request. */
export function useFileBlob(url: string | null | undefined) {
  return useQuery({
    queryKey: communityKeys.file(url ?? ''),
    queryFn: ({ signal }) => fetchFileBlob(url as string, signal),
    enabled: !!url && needsAuth(url),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 5 * 60_000,
    retry: false,
  });
}

/** Downloads a file (fetched with the token when it is this server's) under its name. */
export async function downloadFile(url: string, fileName: string): Promise<void> {
  const blob = needsAuth(url) ? await fetchFileBlob(url) : await (await fetch(url)).blob();
  saveBlob(blob, fileName);
}

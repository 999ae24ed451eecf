/**
 * The community image in the admin sider: API files need the bearer token, so the image loads as
 * a Blob; the tenant placeholder shows while it loads or when there is none.
 */
import { useQuery } from '@tanstack/react-query';
import { apiA } from '../../../../lib/api';
import { useObjectUrl } from '../../../../lib/hooks/useObjectUrl';
import { getCurrentTenant } from '../../../../lib/runtime-config';
import { queryKeys } from '../../../../data';

/** <img> of a community image URL (alt: the community name). */
export function AdminImage({ src, alt }: { src: string | null; alt: string }) {
  const { data } = useQuery({
    queryKey: [...queryKeys.scope('community-admin'), 'image', src],
    queryFn: ({ signal }) => apiA.get<Blob>(src as string, { responseType: 'blob', signal }),
    enabled: !!src,
    staleTime: 5 * 60_000,
  });
  const url = useObjectUrl(data);
  return (
    <img
      src={url ?? getCurrentTenant().placeholderImage}
      alt={url ? alt : ''}
      style={{ width: '100%', aspectRatio: '3 / 1', objectFit: 'cover', borderRadius: 8, display: 'block' }}
    />
  );
}

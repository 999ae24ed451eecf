/**
 * A content cover image (spec 03 §2 cards and details: cover image, the tenant placeholder image
 * when none). Files need the bearer token, so the image is fetched as a Blob and shown through an
 * object URL; while loading or on failure the placeholder shows.
 */
import { getCurrentTenant } from '../../../lib/runtime-config';
import { useAssetBlob } from '../../../lib/content-files';
import { useObjectUrl } from '../../../lib/hooks/useObjectUrl';

export interface CoverImageProps {
  fileId: string | null | undefined;
  alt: string;
  className?: string;
  height?: number | string;
}

/** An <img> of a content file, or the tenant placeholder. */
export function CoverImage({ fileId, alt, className, height = 180 }: CoverImageProps) {
  const { data } = useAssetBlob(fileId);
  const url = useObjectUrl(data);
  const src = url ?? getCurrentTenant().placeholderImage;
  return (
    <img
      src={src}
      alt={url ? alt : ''}
      className={className}
      style={{ width: '100%', height, objectFit: 'cover', display: 'block', background: '#f0f3f4' }}
      loading="lazy"
    />
  );
}

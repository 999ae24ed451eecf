/**
 * A content cover image (spec 03 §2 cards and details: cover image, the tenant placeholder image
 * when none). Files need the bearer token, so the image is fetched as a Blob and shown through an
 * object URL; while loading or on failure the placeholder shows. The Blob is the image's variant of
 * the width the place needs at the screen's density (issue 32, `?w=`; lib/image-widths.ts).
 */
import { getCurrentTenant } from '../../../lib/runtime-config';
import { useAssetBlob } from '../../../lib/content-files';
import { useObjectUrl } from '../../../lib/hooks/useObjectUrl';
import { widthFor } from '../../../lib/image-widths';

export interface CoverImageProps {
  fileId: string | null | undefined;
  alt: string;
  className?: string;
  height?: number | string;
  /** The widest the image shows, in CSS px (default 400: a card). */
  displayWidth?: number;
}

/** An <img> of a content file, or the tenant placeholder. */
export function CoverImage({ fileId, alt, className, height = 180, displayWidth = 400 }: CoverImageProps) {
  const { data } = useAssetBlob(fileId, widthFor(displayWidth));
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

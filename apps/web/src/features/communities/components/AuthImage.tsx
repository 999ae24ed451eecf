/**
 * An image from a community file URL (community images, post covers, avatars). API files need the
 * bearer token, so they load as Blobs; while loading or on failure `fallback` shows (by default
 * the tenant placeholder image). With `displayWidth`, a community file is asked for as its WebP
 * variant of the width the place needs at the screen's density (issue 32, `?w=`).
 */
import type { CSSProperties, ReactNode } from 'react';
import { getCurrentTenant } from '../../../lib/runtime-config';
import { needsAuth, useFileBlob } from '../api/files';
import { useObjectUrl } from '../../../lib/hooks/useObjectUrl';
import { widthFor, withWidth } from '../../../lib/image-widths';

export interface AuthImageProps {
  src: string | null | undefined;
  alt: string;
  className?: string;
  style?: CSSProperties;
  /** Shown instead of the image while there is none; default the tenant placeholder. */
  fallback?: ReactNode;
  /** The widest the image shows, in CSS px; only community files (`/api/v1/community/files/`) are resized. */
  displayWidth?: number;
}

/** <img> of a possibly authenticated URL. */
export function AuthImage({ src: given, alt, className, style, fallback, displayWidth }: AuthImageProps) {
  const src =
    given && displayWidth && given.startsWith('/api/v1/community/files/')
      ? withWidth(given, widthFor(displayWidth))
      : given;
  const { data } = useFileBlob(src);
  const objectUrl = useObjectUrl(data);
  const url = src && !needsAuth(src) ? src : objectUrl;
  if (!url && fallback !== undefined) return <>{fallback}</>;
  return (
    <img
      src={url ?? getCurrentTenant().placeholderImage}
      alt={url ? alt : ''}
      className={className}
      style={{ objectFit: 'cover', display: 'block', background: '#f0f3f4', ...style }}
      loading="lazy"
    />
  );
}

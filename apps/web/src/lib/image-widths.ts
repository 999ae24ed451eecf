/**
 * Responsive images (issue 32): the server's image routes answer `?w=` with a WebP variant of one of
 * IMAGE_WIDTHS (packages/shared limits.ts). Public image URLs (event images) get a `srcset` of every
 * width and the place's `sizes`; images that need the session travel as Blobs (one request, no
 * srcset), so those ask for the one width the place needs at the screen's pixel density.
 */
import { IMAGE_WIDTHS } from '@portal/shared';

/** `url` with `w=<width>` added to its query. */
export function withWidth(url: string, width: number): string {
  return `${url}${url.includes('?') ? '&' : '?'}w=${width}`;
}

/** A `srcset` listing every served width of `url` (`…?w=320 320w, …?w=1600 1600w`). */
export function srcSetOf(url: string): string {
  return IMAGE_WIDTHS.map((w) => `${withWidth(url, w)} ${w}w`).join(', ');
}

/**
 * The smallest served width covering `cssWidth` CSS pixels at the screen's density (`dpr`, default
 * window.devicePixelRatio), else the largest.
 */
export function widthFor(cssWidth: number, dpr = typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1) {
  const needed = cssWidth * dpr;
  return IMAGE_WIDTHS.find((w) => w >= needed) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];
}

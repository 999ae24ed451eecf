/**
 * Media-query hooks. The shell switches to the mobile drawer below 992 px (spec 01 §2 Shell:
 * "Mobile: left menu drawer"), matching antd's `lg` breakpoint.
 */
import { useSyncExternalStore } from 'react';

/** True while the media query matches; correct from the first render (no flash). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => true,
  );
}

/** Desktop layout: viewport at least 992 px wide. */
export function useIsDesktop(): boolean {
  return useMediaQuery('(min-width: 992px)');
}

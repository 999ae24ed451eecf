/**
 * The tenant's antd theme (spec 01 §1 colour theme) for a part of the tree.
 *
 * It is mounted below the layouts rather than around the whole app: antd's ConfigProvider derives
 * the full token set (colour palettes, CSS variables, icon styles) when it first renders, which
 * costs a slow phone a few hundred milliseconds. Kept out of the boot path, the account frame
 * (plain CSS) paints first and the derivation runs with the first screen that uses antd. Every
 * antd component renders inside one: the account screens and the other account pages (app/routes/
 * account-routes.tsx), every signed-in route (app/router.tsx), the error view and the toast host.
 * Several instances share one derived token set (antd caches it per theme).
 */
import { ConfigProvider, type ThemeConfig } from 'antd';
import type { ReactNode } from 'react';
import { getCurrentTenant } from '../lib/runtime-config';
import { buildTheme } from './theme';

let theme: ThemeConfig | null = null;

/** True when the user asks the system for less motion (prefers-reduced-motion: reduce). */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

/**
 * The tenant's theme object (one per page load, so every provider gets the same object); antd's
 * motion (fades, slides, zooms) is off when the user prefers reduced motion (WCAG 2.3.3).
 */
export function tenantTheme(): ThemeConfig {
  if (!theme) {
    const built = buildTheme(getCurrentTenant());
    theme = prefersReducedMotion() ? { ...built, token: { ...built.token, motion: false } } : built;
  }
  return theme;
}

/** ConfigProvider with the tenant's theme. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={tenantTheme()}>{children}</ConfigProvider>;
}

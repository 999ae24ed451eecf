/**
 * Boot (spec 01 §1, §2): read the runtime config the server injected, apply tenant branding,
 * run the routing guard once before the router starts (so an anonymous visit loads only the
 * sign-in chunks), then render providers and router. app/first-screen.ts, imported first, has
 * already started downloading the first account screen.
 *
 * Navigations render synchronously (BrowserRouter useTransitions={false}): the URL and the screen
 * change together, and a page whose code is still loading shows its layout's skeleton. With
 * transitions the previous screen stayed on view, still interactive, under the new URL until the
 * next screen's code arrived; text typed into it then was lost when the new screen mounted.
 */
// First: starts the first screen's downloads before the rest of the entry evaluates.
import './app/first-screen';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/AppProviders';
import { isPublicPath } from './app/guards';
import { AppRoutes } from './app/router';
import { brandText, readableOn } from './app/theme';
import './app/global.css';
import { signInUrl } from './lib/redirect';
import { getCurrentTenant, getRuntimeConfig } from './lib/runtime-config';
import { hasSession } from './lib/session';

function renderFatal(root: HTMLElement, error: unknown): void {
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  box.style.cssText = 'max-width:560px;margin:15vh auto;padding:24px;font-family:system-ui,sans-serif;color:#5c0011;';
  box.textContent = error instanceof Error ? error.message : String(error);
  root.replaceChildren(box);
}

function applyBranding(): void {
  const tenant = getCurrentTenant();
  document.documentElement.style.setProperty('--brand', tenant.theme.brandColor);
  // Text in the brand colour (links, labels) on white, the page and brand tints, darkened where needed for WCAG AA.
  document.documentElement.style.setProperty('--brand-text', brandText(tenant.theme.brandColor));
  // A brand background under white text (avatars, hero panels): the primary buttons' colour.
  document.documentElement.style.setProperty('--brand-solid', readableOn(tenant.theme.brandColor, '#FFFFFF'));
  const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (icon && (!icon.getAttribute('href') || icon.getAttribute('href')?.includes('%'))) icon.href = tenant.favicon;
  if (document.title.includes('%')) document.title = tenant.fullName;
}

const rootElement = document.getElementById('root') as HTMLElement;
try {
  const config = getRuntimeConfig();
  applyBranding();
  const { pathname, search } = window.location;
  if (!isPublicPath(pathname) && !hasSession()) window.history.replaceState(null, '', signInUrl(pathname + search));
  createRoot(rootElement).render(
    <StrictMode>
      <AppProviders>
        <BrowserRouter useTransitions={false}>
          <AppRoutes config={config} />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
} catch (error) {
  renderFatal(rootElement, error);
}

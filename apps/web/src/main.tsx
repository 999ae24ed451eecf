/**
 * Boot (spec 01 §1, §2): read the runtime config the server injected, apply tenant branding,
 * run the routing guard once before the router starts (so an anonymous visit loads only the
 * sign-in chunks), then render providers and router.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/AppProviders';
import { isAccountPath } from './app/guards';
import { AppRoutes } from './app/router';
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
  const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (icon && (!icon.getAttribute('href') || icon.getAttribute('href')?.includes('%'))) icon.href = tenant.favicon;
  if (document.title.includes('%')) document.title = tenant.fullName;
}

const rootElement = document.getElementById('root') as HTMLElement;
try {
  const config = getRuntimeConfig();
  applyBranding();
  const { pathname, search } = window.location;
  if (!isAccountPath(pathname) && !hasSession()) window.history.replaceState(null, '', signInUrl(pathname + search));
  createRoot(rootElement).render(
    <StrictMode>
      <AppProviders tenant={getCurrentTenant()}>
        <BrowserRouter>
          <AppRoutes config={config} />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
} catch (error) {
  renderFatal(rootElement, error);
}

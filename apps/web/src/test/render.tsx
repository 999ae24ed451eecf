/**
 * `renderWithProviders`: renders a component the way the app mounts it: a fresh QueryClient (the
 * app's policy, with retries off so an error answer shows at once), the tenant's antd theme through
 * the app's ThemeProvider (motion off: the shims answer prefers-reduced-motion), the toast and
 * notification host the API clients report to, and a MemoryRouter at `route`.
 */
import { StyleProvider } from '@ant-design/cssinjs';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import FeedbackHost from '../app/FeedbackHost';
import { ThemeProvider } from '../app/ThemeProvider';

export interface RenderOptions {
  /** The URL the router starts at (default "/"). */
  route?: string;
  /** The router state of that first entry (e.g. `{ sessionEnded: true }`). */
  state?: unknown;
  /** The route pattern the component is mounted under, so `useParams` works (default: any path). */
  path?: string;
  /** Extra routes beside the component (e.g. the page a save navigates to). */
  routes?: ReactNode;
}

export interface RenderWithProvidersResult extends RenderResult {
  /** A user-event instance (no artificial delay between keystrokes). */
  user: UserEvent;
  queryClient: QueryClient;
}

/** A QueryClient like the app's (no refetch on focus) but with no retries, for tests. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 60_000, gcTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
}

/** `/path?query#hash` as the parts of a router entry. */
function splitRoute(route: string): { pathname: string; search: string; hash: string } {
  const url = new URL(route, 'http://localhost');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

/** Shows the router's current path and query in `data-testid="location"` (assert navigations with it). */
function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" hidden>
      {location.pathname}
      {location.search}
    </output>
  );
}

/**
 * Renders `ui` inside the app's providers.
 * @returns Testing Library's result plus `user` (user-event) and the `queryClient`.
 */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}): RenderWithProvidersResult {
  const queryClient = createTestQueryClient();
  // jsdom's getComputedStyle walks every stylesheet: with antd's injected styles each pointer check
  // costs seconds, so styles are kept out of the document (antd's server mode) and not checked.
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <StyleProvider mock="server">
        <ThemeProvider>
          <FeedbackHost />
          <MemoryRouter initialEntries={[{ ...splitRoute(options.route ?? '/'), state: options.state }]}>
            <LocationProbe />
            <Routes>
              <Route path={options.path ?? '*'} element={ui} />
              {options.routes}
            </Routes>
          </MemoryRouter>
        </ThemeProvider>
      </StyleProvider>
    </QueryClientProvider>,
  );
  return { ...result, user, queryClient };
}

/**
 * Clicks `button` once it is enabled: a submit button gated on `Form.useWatch` values turns enabled
 * a render after the last keystroke.
 */
export async function clickWhenEnabled(user: UserEvent, button: HTMLElement): Promise<void> {
  await waitFor(() => {
    if (button.hasAttribute('disabled')) throw new Error(`"${button.textContent}" is still disabled`);
  });
  await user.click(button);
}

/**
 * Puts `text` into a field in one input event (a click, then a paste): much faster than typing it
 * key by key into a large antd form, where every keystroke re-renders the form.
 */
export async function pasteInto(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}

/**
 * Waits until an antd Modal has finished opening (it moves the focus into itself then, and runs its
 * `afterOpenChange`), so what the test types is not reset by an opening hook.
 */
export async function waitForDialogOpened(dialog: HTMLElement): Promise<void> {
  const root = dialog.closest('.ant-modal-wrap') ?? dialog;
  await waitFor(() => {
    if (!root.contains(document.activeElement)) throw new Error('The dialog has not finished opening');
  });
}

/**
 * Vitest setup of the web project (root vitest.config.ts `setupFiles`): jest-dom matchers, the
 * jsdom shims antd needs, a signed-in session in localStorage (api.ts reads the bearer from it), and
 * the msw server: listening for the whole file, handlers reset after each test, and a test that
 * made a request no handler answered fails with the list of those requests.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { installDomShims } from './dom-shims';
import { recordUnhandled, server, takeUnhandled } from './msw-server';

installDomShims();
// Role queries skip the per-element visibility walk (seconds on a large antd form in jsdom; antd's
// styles are not in the document anyway, see render.tsx), and async queries wait up to 15 s: the
// shared 2-core CI machine, under load, can take several seconds to render a large form.
configure({ defaultHidden: true, asyncUtilTimeout: 15_000 });

/** The stored session the API clients decode (spec 01 §3: base64 of `{accessToken, expiresAt}`). */
export const TEST_ACCESS_TOKEN = 'test-access-token';

beforeAll(() => {
  server.listen({
    onUnhandledRequest(request, print) {
      recordUnhandled(request);
      print.error();
    },
  });
});

beforeEach(() => {
  window.localStorage.setItem('token', btoa(JSON.stringify({ accessToken: TEST_ACCESS_TOKEN })));
  window.localStorage.setItem('userId', '1');
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
  window.localStorage.clear();
  window.sessionStorage.clear();
  const missed = takeUnhandled();
  if (missed.length) throw new Error(`Requests without a mocked answer: ${missed.join(', ')}`);
});

afterAll(() => {
  server.close();
  // Files share a worker's document (vitest.config.ts isolate: false): what outlived the file's
  // trees (antd's confirm dialogs left mid-animation, jsdom runs no transitions) goes with the file.
  document.body.replaceChildren();
});

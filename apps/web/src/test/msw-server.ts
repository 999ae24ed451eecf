/**
 * The one mock API server of the web component tests (msw 2, Node interceptors). Started once per
 * test file by `setup.ts`; each test adds its answers with `server.use(...)` and they are reset after
 * every test. A request no handler answers fails the test that made it (see `takeUnhandled`).
 */
import { setupServer } from 'msw/node';

/** The mock server; tests add handlers with `server.use(...)`. */
export const server = setupServer();

const unhandled: string[] = [];

/** Records a request no handler answered ("METHOD /path?query"); called by msw's onUnhandledRequest. */
export function recordUnhandled(request: Request): void {
  const url = new URL(request.url);
  unhandled.push(`${request.method} ${url.pathname}${url.search}`);
}

/** The unanswered requests since the last call (and forgets them). */
export function takeUnhandled(): string[] {
  return unhandled.splice(0);
}

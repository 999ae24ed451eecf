/**
 * Mocked API answers for component tests, on the msw server of `msw-server.ts`.
 *
 * - `answer(method, path, body)`: a JSON answer (status 200 unless given).
 * - `captureRequests(method, path, body)`: the same, and records every request (JSON body, query
 *   parameters) so a test can assert the exact payload a form sent.
 * - `answerError(method, path, status, body)`: the server's error body (`ErrorBody` of
 *   packages/shared: `{code, message, error_description?, errors?}`).
 * Paths are the API's own (`/api/v1/...`), with msw's `:param` placeholders. `method` may be
 * 'search', the HTTP method SEARCH of the content libraries (spec 03 §7), see `route`.
 */
import type { ErrorBody } from '@portal/shared';
import { HttpHandler, HttpResponse, type HttpResponseResolver, http, type JsonBodyType } from 'msw';
import { server } from './msw-server';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete' | 'search';

/**
 * The msw handler of `method path`. msw has no `http.search`, so SEARCH is an `HttpHandler` built
 * with that method name (msw matches methods by name, case-insensitively): it answers only SEARCH
 * requests, and `once` counts only those.
 */
function route(method: Method, path: string, resolver: HttpResponseResolver, options?: { once?: boolean }) {
  return method === 'search'
    ? new HttpHandler('SEARCH', path, resolver, options)
    : http[method](path, resolver, options);
}

/** One request the mock API received. */
export interface CapturedRequest {
  method: string;
  /** The JSON body (undefined when there was none, FormData when multipart). */
  body: unknown;
  /** The query parameters, as an object of strings. */
  query: Record<string, string>;
  /** The path parameters msw matched. */
  params: Record<string, string | readonly string[] | undefined>;
}

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) return request.formData();
  const text = await request.text();
  return text ? JSON.parse(text) : undefined;
}

/**
 * Answers `method path` with `body` (JSON) and `status` (default 200) until the test ends; with
 * `once`, only the next request (e.g. the first page of a list, before the handler added earlier).
 */
export function answer(
  method: Method,
  path: string,
  body: JsonBodyType,
  status = 200,
  options: { once?: boolean } = {},
): void {
  server.use(route(method, path, () => HttpResponse.json(body, { status }), options));
}

/** Answers `method path` with 204 No Content. */
export function answerNoContent(method: Method, path: string): void {
  server.use(route(method, path, () => new HttpResponse(null, { status: 204 })));
}

/**
 * Answers `method path` with an error `status` and the server's error body; with `once`, only the
 * next request (later ones fall through to the handlers added before, e.g. to test a retry).
 */
export function answerError(
  method: Method,
  path: string,
  status: number,
  body: ErrorBody,
  options: { once?: boolean } = {},
): void {
  server.use(route(method, path, () => HttpResponse.json(body, { status }), { once: options.once }));
}

/**
 * Answers `method path` with `body` (or 204 when `body` is undefined) and records each request.
 * @returns the live list of captured requests (in arrival order).
 */
export function captureRequests(method: Method, path: string, body?: JsonBodyType, status = 200): CapturedRequest[] {
  const calls: CapturedRequest[] = [];
  server.use(
    route(method, path, async ({ request, params }) => {
      const url = new URL(request.url);
      calls.push({
        method: request.method,
        body: await readBody(request),
        query: Object.fromEntries(url.searchParams),
        params,
      });
      return body === undefined ? new HttpResponse(null, { status: 204 }) : HttpResponse.json(body, { status });
    }),
  );
  return calls;
}

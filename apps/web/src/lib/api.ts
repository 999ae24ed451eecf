/**
 * The two API clients (spec 01 §7, §8).
 *
 * - `apiA` sends `Authorization: Bearer <accessToken decoded from the stored token>` unless
 *   `skipAuth`. On 5xx it shows an error notification (title: the server message or "An error
 *   occurred", description: error_description or "Error Details", 4.5 s) and rethrows. On 401 for
 *   an authenticated call it ends the session (the app then goes to sign-in).
 * - `apiB` sends the stored token value itself as the bearer. On 401 it removes the token and
 *   reloads; on 5xx it notifies "Request Failed: {message}".
 * Both parse JSON and throw `ApiError` for every non-2xx answer. Keys are not re-cased: the server
 * already answers in camelCase (the shared schemas are the contract).
 */
import { type ErrorBody, LIMITS, MESSAGES } from '@portal/shared';
import { ApiError } from './errors';
import { notifyError } from './feedback';
import { clearSession, decodeStoredToken, endSession, getStoredToken } from './session';

export interface RequestOptions {
  /** Query parameters; undefined and null values are left out. */
  query?: Record<string, string | number | boolean | null | undefined>;
  /** JSON body (or FormData for multipart). */
  body?: unknown;
  /** Send no Authorization header (sign-in and other anonymous calls). */
  skipAuth?: boolean;
  /** No notification on 5xx (fire-and-forget calls whose failures are logged only). */
  silent?: boolean;
  /** A 401 does not end the session (sign-out itself). */
  ignoreUnauthorized?: boolean;
  /** Keep the request alive while the page unloads (engagement tracking). */
  keepalive?: boolean;
  signal?: AbortSignal;
  /** Read the answer as a Blob (files and previews) instead of JSON. */
  responseType?: 'json' | 'blob';
}

/** SEARCH (a query with a JSON body) is used by the content service (spec 03 §7). */
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'SEARCH';
type Client = 'A' | 'B';

function buildUrl(path: string, query?: RequestOptions['query']): string {
  const url = path.startsWith('/') ? path : `/${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

function authorization(client: Client): string {
  if (client === 'B') {
    const token = getStoredToken();
    if (!token) throw new Error(MESSAGES.tokenNotFound);
    return `Bearer ${token}`;
  }
  try {
    return `Bearer ${decodeStoredToken().accessToken}`;
  } catch (error) {
    // A token that cannot be decoded is a dead session: clear it before reporting.
    if (getStoredToken()) endSession();
    throw error;
  }
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function handleFailure(client: Client, response: Response, body: unknown, options: RequestOptions): ApiError {
  const errorBody: Partial<ErrorBody> = body && typeof body === 'object' ? (body as Partial<ErrorBody>) : {};
  const error = new ApiError(response.status, errorBody);
  if (client === 'A') {
    if (response.status === 401 && !options.skipAuth && !options.ignoreUnauthorized) endSession();
    if (response.status >= 500 && !options.silent) {
      notifyError({
        title: errorBody.message || MESSAGES.defaultError,
        description: errorBody.error_description || MESSAGES.defaultErrorDetails,
        durationSeconds: LIMITS.errorNotificationMs / 1000,
      });
    }
  } else {
    if (response.status === 401) {
      clearSession();
      window.location.reload();
    }
    if (response.status >= 500 && !options.silent) {
      notifyError({
        title: `Request Failed: ${errorBody.message || MESSAGES.defaultError}`,
        description: response.statusText,
        durationSeconds: LIMITS.errorNotificationMs / 1000,
      });
    }
  }
  return error;
}

async function request<T>(client: Client, method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: options.responseType === 'blob' ? '*/*' : 'application/json' };
  if (!options.skipAuth) headers.Authorization = authorization(client);
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body,
      signal: options.signal,
      keepalive: options.keepalive,
      credentials: 'same-origin',
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, { message: MESSAGES.unknownError });
  }
  if (response.ok && options.responseType === 'blob') return (await response.blob()) as T;
  const parsed = await readBody(response);
  if (!response.ok) throw handleFailure(client, response, parsed, options);
  return parsed as T;
}

function makeClient(client: Client) {
  return {
    get: <T>(path: string, options?: RequestOptions) => request<T>(client, 'GET', path, options),
    post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>(client, 'POST', path, { ...options, body }),
    put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>(client, 'PUT', path, { ...options, body }),
    patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>(client, 'PATCH', path, { ...options, body }),
    delete: <T>(path: string, options?: RequestOptions) => request<T>(client, 'DELETE', path, options),
    search: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>(client, 'SEARCH', path, { ...options, body }),
  };
}

/** Client A: bearer access token decoded from the stored token (spec 01 §7). */
export const apiA = makeClient('A');
/** Client B: the stored token value itself as bearer; 401 clears the token and reloads (spec 01 §7). */
export const apiB = makeClient('B');

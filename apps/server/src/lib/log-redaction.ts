/**
 * No secret in the request log (issue 28 finding 5): URLs carry tokens in their query (the reset
 * link's `?token=`, a signed download link's `?signature=`, an old client's `?access_token=`), and
 * the log used to write them in full. `redactUrl` replaces the value of every query parameter whose
 * name is a secret's with `[REDACTED]`, and so does the Fastify logger's `req` serializer
 * (`requestSerializer`, wired in app.ts) for every line that logs a request.
 */
import type { FastifyRequest } from 'fastify';

/** The placeholder written instead of a secret. */
export const REDACTED = '[REDACTED]';

/** Query parameter names whose values are secrets (compared case-insensitively). */
export const SECRET_QUERY_PARAMS: readonly string[] = [
  'token',
  'access_token',
  'code',
  'signature',
  'sig',
  'key',
  'secret',
];

const SECRET_NAMES = new Set(SECRET_QUERY_PARAMS);

/**
 * Path segments that follow one of these words are tokens: the segment after them is replaced. The
 * calendar feed's subscription URL is `/api/v1/calendar/<feed token>.ics`; `/reset/<token>`-like
 * links are covered for a future route.
 */
const TOKEN_PATH_WORDS = new Set(['calendar', 'reset', 'reset-password', 'verify', 'unsubscribe']);

/** A query parameter's name as the browser sent it, decoded where it can be (`%74oken` is `token`). */
function decodedName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

/**
 * The URL (path and query, as `request.url` holds it) with secrets replaced by `[REDACTED]`: the
 * values of query parameters named in SECRET_QUERY_PARAMS (any case, encoded names too, repeated
 * ones too) and a path segment that follows a TOKEN_PATH_WORDS word (only when it is long, 16 or
 * more characters, so `/reset/password`-like words stay readable). Everything else is kept
 * byte for byte.
 */
export function redactUrl(url: string): string {
  const hashAt = url.indexOf('#');
  const withoutHash = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const queryAt = withoutHash.indexOf('?');
  const path = queryAt >= 0 ? withoutHash.slice(0, queryAt) : withoutHash;
  const query = queryAt >= 0 ? withoutHash.slice(queryAt + 1) : null;
  const segments = path.split('/');
  for (let i = 1; i < segments.length; i += 1) {
    if (TOKEN_PATH_WORDS.has(segments[i - 1].toLowerCase()) && segments[i].length >= 16) segments[i] = REDACTED;
  }
  let out = segments.join('/');
  if (query !== null) {
    const parts = query.split('&').map((part) => {
      const eq = part.indexOf('=');
      const name = eq >= 0 ? part.slice(0, eq) : part;
      return SECRET_NAMES.has(decodedName(name)) && eq >= 0 ? `${name}=${REDACTED}` : part;
    });
    out += `?${parts.join('&')}`;
  }
  return out;
}

/**
 * The `req` serializer of the Fastify logger: what Fastify's default one writes (method, url,
 * host, remote address and port) with the URL passed through `redactUrl`.
 */
export function requestSerializer(req: FastifyRequest): Record<string, unknown> {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/**
 * The one classifier of "the database connection is lost" errors (issue 28 finding 3): a backend
 * terminated by an administrator or a failover, a server shutting down, a refused or reset socket,
 * a pool that cannot connect in time. Such an error fails the request that used the connection with
 * 503 SERVICE_UNAVAILABLE (plugins/error-handler.ts); the pool replaces the connection
 * (db/client.ts). Errors of the SQL itself (constraints, syntax) are not connection errors.
 */

/** PostgreSQL SQLSTATEs of a lost or refused connection (class 08 and the 57P0x shutdowns). */
const CONNECTION_SQLSTATES = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006']);
/** Node socket error codes of a lost or refused connection. */
const SOCKET_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EHOSTUNREACH']);
/** Messages of node-postgres and pg-pool for a connection that ended or could not be made. */
const MESSAGE_PATTERNS = [
  /connection terminated/i,
  /client has encountered a connection error/i,
  /client was closed and is not queryable/i,
  /timeout exceeded when trying to connect/i,
  /connection timeout/i,
];

/**
 * True when `err` (or an error in its `cause` chain, as Drizzle wraps driver errors in
 * DrizzleQueryError) says the database connection was lost or could not be made.
 * @param err anything thrown
 */
export function isConnectionLost(err: unknown): boolean {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (CONNECTION_SQLSTATES.has(code) || SOCKET_CODES.has(code))) return true;
    if (typeof message === 'string' && MESSAGE_PATTERNS.some((p) => p.test(message))) return true;
    current = cause;
  }
  return false;
}

/** Seconds a client is asked to wait before retrying after a lost connection (Retry-After, 1..5). */
export const CONNECTION_LOST_RETRY_AFTER_S = 2;

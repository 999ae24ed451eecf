/**
 * Browser session storage (spec 01 §3 Auth token, §4 Session, §8 token errors).
 *
 * localStorage keys: `token` (the value the server answers as `token`: base64 of JSON
 * `{accessToken, expiresAt}`), `userId`, `userName` (the sign-in email) and the legacy `userToken`.
 * Reading storage never throws: a failing store falls back to "no value" (spec 01 §8).
 */
import { MESSAGES } from '@portal/shared';

export const SESSION_KEYS = { token: 'token', userId: 'userId', userName: 'userName', userToken: 'userToken' } as const;

/** The decoded stored token: an object containing accessToken (spec 01 §3). */
export interface DecodedToken {
  accessToken: string;
  expiresAt?: string;
}

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage full or blocked: the session then lasts for this page only.
  }
}

function remove(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // nothing to clear
  }
}

/** The raw stored token value, or null when there is none. */
export function getStoredToken(): string | null {
  return read(SESSION_KEYS.token);
}

/** The signed-in user's id, or null. */
export function getStoredUserId(): string | null {
  return read(SESSION_KEYS.userId);
}

/** Stores the session after a successful sign-in (spec 01 §4). */
export function storeSession(session: { token: string; userId: string; userName: string }): void {
  write(SESSION_KEYS.token, session.token);
  write(SESSION_KEYS.userId, session.userId);
  write(SESSION_KEYS.userName, session.userName);
}

/** Removes the stored authorization, user id, user name and user token (spec 01 §2 Log out). */
export function clearSession(): void {
  for (const key of Object.values(SESSION_KEYS)) remove(key);
}

/**
 * Decodes the stored token (spec 01 §8).
 * @throws Error(MESSAGES.tokenNotFound) when nothing is stored,
 *         Error(MESSAGES.tokenDecodeFailed) when it is not base64 JSON,
 *         Error(MESSAGES.accessTokenMissing) when the object has no accessToken.
 */
export function decodeStoredToken(token: string | null = getStoredToken()): DecodedToken {
  if (!token) throw new Error(MESSAGES.tokenNotFound);
  let decoded: unknown;
  try {
    decoded = JSON.parse(atob(token));
  } catch {
    throw new Error(MESSAGES.tokenDecodeFailed);
  }
  if (!decoded || typeof decoded !== 'object') throw new Error(MESSAGES.tokenDecodeFailed);
  const { accessToken, expiresAt } = decoded as Partial<DecodedToken>;
  if (typeof accessToken !== 'string' || !accessToken) throw new Error(MESSAGES.accessTokenMissing);
  return { accessToken, expiresAt: typeof expiresAt === 'string' ? expiresAt : undefined };
}

/**
 * True when a token is stored, decodes and has not passed its expiresAt (spec 01 §2 Routing guard).
 * An unreadable or expired token is cleared so the guard sends the user to sign-in.
 */
export function hasSession(now: number = Date.now()): boolean {
  const token = getStoredToken();
  if (!token) return false;
  try {
    const { expiresAt } = decodeStoredToken(token);
    if (expiresAt && Number.isFinite(Date.parse(expiresAt)) && Date.parse(expiresAt) <= now) {
      clearSession();
      return false;
    }
    return true;
  } catch {
    clearSession();
    return false;
  }
}

type SessionEndedListener = () => void;
const listeners = new Set<SessionEndedListener>();

/** Subscribes to "the server said this session is dead" (a 401 on client A). Returns unsubscribe. */
export function onSessionEnded(listener: SessionEndedListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Clears the session and tells the app (which sends the user to sign-in). */
export function endSession(): void {
  clearSession();
  for (const listener of listeners) listener();
}

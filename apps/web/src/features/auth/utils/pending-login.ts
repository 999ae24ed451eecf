/**
 * Credentials held between the sign-in form and the code screen (spec 01 §4 Sign-in: "otherwise
 * credentials are held and the user goes to the code entry page"). Kept in sessionStorage (this
 * tab only, gone when it closes) and cleared after a successful sign-in.
 */
const PENDING_LOGIN_KEY = 'pendingLogin';
const PENDING_FIRST_LOGIN_KEY = 'pendingFirstLogin';

export interface PendingLogin {
  email: string;
  password: string;
  requestId: string;
}

export interface PendingFirstLogin {
  email: string;
  requestId: string;
}

function readJson<T>(key: string, isValid: (value: Partial<T>) => boolean): T | null {
  try {
    const raw = window.sessionStorage.getItem(key);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<T>;
    return value && isValid(value) ? (value as T) : null;
  } catch {
    return null;
  }
}

function writeJson(key: string, value: unknown): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // sessionStorage blocked: the code screen then reports missing credentials.
  }
}

function removeKey(key: string): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // nothing to remove
  }
}

/** The held sign-in credentials, or null when missing (MESSAGES.missingCredentials). */
export function readPendingLogin(): PendingLogin | null {
  return readJson<PendingLogin>(
    PENDING_LOGIN_KEY,
    (v) => typeof v.email === 'string' && typeof v.password === 'string' && typeof v.requestId === 'string',
  );
}

export function holdPendingLogin(value: PendingLogin): void {
  writeJson(PENDING_LOGIN_KEY, value);
}

export function clearPendingLogin(): void {
  removeKey(PENDING_LOGIN_KEY);
}

/** The email and request of a first-time login in progress, or null. */
export function readPendingFirstLogin(): PendingFirstLogin | null {
  return readJson<PendingFirstLogin>(
    PENDING_FIRST_LOGIN_KEY,
    (v) => typeof v.email === 'string' && typeof v.requestId === 'string',
  );
}

export function holdPendingFirstLogin(value: PendingFirstLogin): void {
  writeJson(PENDING_FIRST_LOGIN_KEY, value);
}

export function clearPendingFirstLogin(): void {
  removeKey(PENDING_FIRST_LOGIN_KEY);
}

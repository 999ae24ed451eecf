/**
 * Secrets: opaque tokens, one-time codes and password hashes.
 * - Tokens: 32 random bytes (256 bits), base64url; stored as SHA-256 hex only.
 * - One-time codes: 6 digits from the CSPRNG (crypto.randomInt), stored as SHA-256 of requestId:code.
 * - Passwords: argon2id via @node-rs/argon2 on a small pool of low-priority worker threads
 *   (argon2-worker.mjs): at most one thread fewer than the machine has cores, so a flood of sign-ins
 *   never takes the event loop's core (issue 2 §7: health p99 within 2x idle during 50 sign-ins).
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { LIMITS } from '@portal/shared';
import { Piscina } from 'piscina';
import { ARGON2_WORKER } from '../paths';

/** A new opaque token (base64url, 43 characters, 256 bits). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 hex of a secret: what the database keeps. */
export function sha256(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

/** A 6-digit code, uniformly drawn, zero-padded. */
export function newOneTimeCode(): string {
  return String(randomInt(0, 10 ** LIMITS.verificationCodeLength)).padStart(LIMITS.verificationCodeLength, '0');
}

/** Hash of a code bound to the request it was issued for. */
export function hashCode(requestId: string, code: string): string {
  return sha256(`${requestId}:${code}`);
}

/** Constant-time comparison of two hex digests. */
export function sameHash(a: string, b: string): boolean {
  const ab = Buffer.from(a, 'hex');
  const bb = Buffer.from(b, 'hex');
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}

const ARGON2_OPTIONS = { algorithm: 2 as const, memoryCost: 19456, timeCost: 2, parallelism: 1 };

let pool: Piscina | null = null;

/** The argon2 worker pool, created on first use; idle threads end after 30 s and never hold the process open. */
function argon2Pool(): Piscina {
  pool ??= new Piscina({
    filename: pathToFileURL(ARGON2_WORKER).href,
    minThreads: 0,
    maxThreads: Math.max(1, availableParallelism() - 1),
    idleTimeout: 30_000,
  });
  return pool;
}

async function hash(password: string, options: typeof ARGON2_OPTIONS): Promise<string> {
  return (await argon2Pool().run({ op: 'hash', password, options })) as string;
}

async function verify(passwordHash: string, password: string): Promise<boolean> {
  return (await argon2Pool().run({ op: 'verify', hash: passwordHash, password })) as boolean;
}

/** argon2id hash of a password (OWASP minimum parameters: 19 MiB, 2 iterations). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** Verifies a password against its argon2 hash; false on any malformed hash. */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    // Spend comparable time so an account without a password is not told apart by timing.
    await hash(password, ARGON2_OPTIONS);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash of a random password, used to equalise timing for unknown accounts. */
let dummyHash: Promise<string> | null = null;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(newToken());
  return dummyHash;
}

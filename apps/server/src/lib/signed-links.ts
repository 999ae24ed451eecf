/**
 * Signed download links (issue 28 finding 5: no secret in a URL). A link names one file route's
 * path, the account it was made for, the Admin impersonating that account when it was made (or
 * none) and its expiry, and carries
 * `HMAC-SHA256(secret, "v1\n" + path + "\n" + accountId + "\n" + impersonatorId + "\n" + expires)` as
 * lowercase hex. It is no session: it opens that one path, as that account (still marked as
 * impersonated when it was made so), until `expires` (Unix seconds), and nothing else. The secret is SIGNED_LINK_SECRET (config.ts): every process behind one site must have the
 * same one, or a link made by one process is refused by another.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { SIGNED_LINK_PARAMS, SIGNED_LINK_TTL_SECONDS } from '@portal/shared';

/** What a signed link binds: the path (no query), the account id, the impersonating Admin and the expiry (Unix seconds). */
export interface SignedLinkClaims {
  path: string;
  accountId: string;
  /** The impersonating Admin's id when the link was made in an impersonated session; null otherwise. */
  impersonatorId: string | null;
  expires: number;
}

/** Lowercase hex HMAC-SHA256 of the claims. */
export function signatureOf(secret: string, c: SignedLinkClaims): string {
  return createHmac('sha256', secret)
    .update(`v1\n${c.path}\n${c.accountId}\n${c.impersonatorId ?? ''}\n${c.expires}`, 'utf8')
    .digest('hex');
}

/**
 * A signed link to `path` for `accountId`, valid SIGNED_LINK_TTL_SECONDS (300 s) from `now`.
 * @returns url: `path?expires=…&account=…&signature=…` (plus `&download=true|false` when given; it is
 *   not signed: it only chooses attachment or inline); expiresAt: that instant
 */
export function signLink(
  secret: string,
  path: string,
  accountId: string,
  options: { download?: boolean; now?: Date; impersonatorId?: string | null } = {},
): { url: string; expiresAt: Date } {
  const nowMs = (options.now ?? new Date()).getTime();
  const expires = Math.floor(nowMs / 1000) + SIGNED_LINK_TTL_SECONDS;
  const impersonatorId = options.impersonatorId ?? null;
  const signature = signatureOf(secret, { path, accountId, impersonatorId, expires });
  const q = new URLSearchParams({
    [SIGNED_LINK_PARAMS.expires]: String(expires),
    [SIGNED_LINK_PARAMS.account]: accountId,
  });
  if (impersonatorId) q.set(SIGNED_LINK_PARAMS.impersonator, impersonatorId);
  q.set(SIGNED_LINK_PARAMS.signature, signature);
  if (options.download !== undefined) q.set('download', String(options.download));
  return { url: `${path}?${q.toString()}`, expiresAt: new Date(expires * 1000) };
}

/** True when the request's query carries a signed link's signature (it then must verify). */
export function hasSignature(query: unknown): boolean {
  return typeof query === 'object' && query !== null && SIGNED_LINK_PARAMS.signature in query;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The account (and impersonating Admin) a signed link of `path` stands for, or null when the link
 * was changed (any of path, account, impersonator, expiry or signature), is expired at `now`, or expires further ahead than a link
 * this server makes (TTL plus a minute of clock skew between processes). Constant-time compare.
 * @param path the request's path exactly as received (no query)
 * @param query the request's parsed query
 */
export function verifyLink(
  secret: string,
  path: string,
  query: unknown,
  now: Date = new Date(),
): { accountId: string; impersonatorId: string | null } | null {
  if (typeof query !== 'object' || query === null) return null;
  const q = query as Record<string, unknown>;
  const [exp, account, by, sig] = [
    q[SIGNED_LINK_PARAMS.expires],
    q[SIGNED_LINK_PARAMS.account],
    q[SIGNED_LINK_PARAMS.impersonator] ?? null,
    q[SIGNED_LINK_PARAMS.signature],
  ];
  if (typeof exp !== 'string' || typeof account !== 'string' || typeof sig !== 'string') return null;
  if (!/^\d{1,12}$/.test(exp) || !UUID.test(account) || !/^[0-9a-f]{64}$/.test(sig)) return null;
  if (by !== null && (typeof by !== 'string' || !UUID.test(by))) return null;
  const expires = Number(exp);
  const nowS = Math.floor(now.getTime() / 1000);
  if (expires <= nowS || expires > nowS + SIGNED_LINK_TTL_SECONDS + 60) return null;
  const claims = { path, accountId: account, impersonatorId: by, expires };
  const expected = Buffer.from(signatureOf(secret, claims), 'hex');
  const given = Buffer.from(sig, 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { accountId: account, impersonatorId: by };
}

/**
 * Short-lived signed download links (issue 28 finding 5: no secret in a URL). A signed-in caller
 * asks for a link to one file route it may read (`path`, e.g. `/api/invoice/12/download`); the
 * answer's `url` opens that one file without a session until `expiresAt` (5 minutes).
 */
import { z } from 'zod';

/** Query parameter names of a signed link: expiry (Unix seconds), account id, impersonating Admin (when any) and the HMAC. */
export const SIGNED_LINK_PARAMS = {
  expires: 'expires',
  account: 'account',
  impersonator: 'by',
  signature: 'signature',
} as const;

/** Seconds a signed link stays valid. */
export const SIGNED_LINK_TTL_SECONDS = 300;

/** POST /api/v1/files/signed-links */
export const SignedLinkInputSchema = z.object({
  /** The file route's path as the web app calls it (no query, no host), e.g. `/api/invoice/12/download`. */
  path: z
    .string()
    .min(5)
    .max(500)
    .regex(/^\/api\/[A-Za-z0-9._~\-/]+$/, 'Use the path of a file of the API, e.g. /api/invoice/12/download'),
  /** `download=true|false` on the link (the route's own default when absent): attachment or inline. */
  download: z.boolean().optional(),
});
export type SignedLinkInput = z.infer<typeof SignedLinkInputSchema>;

export const SignedLinkSchema = z.object({
  /** Path and query on this server: open it as it is (same origin). */
  url: z.string(),
  /** ISO 8601 instant after which the link answers 403. */
  expiresAt: z.string(),
});
export type SignedLink = z.infer<typeof SignedLinkSchema>;

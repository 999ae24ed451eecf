/**
 * API keys (issue 31 "API keys"): what an Admin creates at /api/v1/admin/api-keys, the scopes a key
 * may hold, and the shapes of the list, the create answer (the only answer that carries the token)
 * and the revoke. The server marks each operation a key may reach with one of API_KEY_SCOPES
 * (route config `apiKeyScope`); every other operation answers a key 403.
 */
import { z } from 'zod';

/**
 * Every scope, in the order the admin screen lists them. Read scopes (`…:read`) reach only operations
 * that read; 'webhooks' reaches the webhook administration.
 */
export const API_KEY_SCOPES = ['members:read', 'members:write', 'events:read', 'invoices:read', 'webhooks'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** What each scope lets a key do, as the admin screen and docs/integrations.md say it. */
export const API_KEY_SCOPE_LABELS: Record<ApiKeyScope, string> = {
  'members:read': 'Read members (list, details, export)',
  'members:write': 'Add and edit members',
  'events:read': 'Read events, attendees and tickets',
  'invoices:read': 'Read invoices',
  webhooks: 'Manage webhooks',
};

/** True for a scope that only reads (it never reaches an operation that changes data). */
export function isReadScope(scope: ApiKeyScope): boolean {
  return scope.endsWith(':read');
}

/** Every key starts with this, so a key is told from a session token (and found by secret scanners). */
export const API_KEY_PREFIX = 'mp_';

export const API_KEY_LIMITS = { nameMax: 80, activeMax: 50 } as const;

export const API_KEY_MESSAGES = {
  nameRequired: 'Please enter a name for the key',
  nameTooLong: `The name can be at most ${API_KEY_LIMITS.nameMax} characters`,
  scopesRequired: 'Please choose at least one scope',
  unknownScope: `Choose scopes from: ${API_KEY_SCOPES.join(', ')}`,
  nameTaken: 'An active key already has this name',
  tooMany: `At most ${API_KEY_LIMITS.activeMax} keys can be active at once; revoke one first`,
  alreadyRevoked: 'This key is already revoked',
  keyScopeRefused: 'This API key may not call this operation',
  keyInvalid: 'This API key is not valid or has been revoked',
} as const;

export const ApiKeyScopeSchema = z.enum(API_KEY_SCOPES, { error: API_KEY_MESSAGES.unknownScope });

/** POST /api/v1/admin/api-keys: a name (unique among active keys) and one or more scopes. */
export const ApiKeyCreateInputSchema = z.object({
  name: z
    .string({ error: API_KEY_MESSAGES.nameRequired })
    .trim()
    .min(1, API_KEY_MESSAGES.nameRequired)
    .max(API_KEY_LIMITS.nameMax, API_KEY_MESSAGES.nameTooLong),
  scopes: z
    .array(ApiKeyScopeSchema, { error: API_KEY_MESSAGES.scopesRequired })
    .min(1, API_KEY_MESSAGES.scopesRequired)
    .max(API_KEY_SCOPES.length)
    .transform((scopes) => API_KEY_SCOPES.filter((s) => scopes.includes(s))),
});
export type ApiKeyCreateInput = z.infer<typeof ApiKeyCreateInputSchema>;

/** One key as the list shows it: never the token, only its display prefix (`mp_` and 6 more). */
export const ApiKeySchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  /** The first characters of the token, enough to tell keys apart ("mp_Ab12Cd"). */
  prefix: z.string(),
  scopes: z.array(ApiKeyScopeSchema),
  createdAt: z.string(),
  /** The creating Admin's email; null when that account is gone. */
  createdBy: z.string().nullable(),
  /** When the key was last used (to the minute), or null. */
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof ApiKeySchema>;

/** The create answer: the key and, this once, its token. */
export const ApiKeyCreatedSchema = ApiKeySchema.extend({ token: z.string() });
export type ApiKeyCreated = z.infer<typeof ApiKeyCreatedSchema>;

export const ApiKeyListSchema = z.array(ApiKeySchema);

export const ApiKeyIdParamsSchema = z.object({ id: z.string().uuid() });

/**
 * Runtime configuration handed over by the server (spec 01 §1 Tenants): one build serves every
 * tenant, and the server writes `{"tenant","communitiesRoute","devMail"}` into
 * `<meta name="portal-config">` when it serves index.html. Under the vite dev server the
 * placeholder stays raw and the occupational-therapy defaults apply.
 */
import { COMMUNITIES_ROUTES, DEFAULT_TENANT, getTenant, type RuntimeConfig, type TenantConfig } from '@portal/shared';

/** Defaults used while the meta tag still holds the raw `%PORTAL_CONFIG%` placeholder (vite dev). */
export const DEV_RUNTIME_CONFIG: RuntimeConfig = {
  tenant: DEFAULT_TENANT,
  communitiesRoute: '/communities',
  devMail: true,
};

/**
 * Reads and validates the runtime config from the document's `portal-config` meta tag.
 * @throws Error when the content is not JSON or names no known tenant (a fatal start error, spec 01 §1).
 */
export function readRuntimeConfig(doc: Document = document): RuntimeConfig {
  const content = doc.querySelector<HTMLMetaElement>('meta[name="portal-config"]')?.content?.trim() ?? '';
  if (!content || content.startsWith('%')) return DEV_RUNTIME_CONFIG;
  let parsed: Partial<RuntimeConfig>;
  try {
    parsed = JSON.parse(content) as Partial<RuntimeConfig>;
  } catch {
    throw new Error('The portal configuration in index.html is not valid JSON.');
  }
  const tenant = getTenant(String(parsed.tenant ?? '')).id;
  const communitiesRoute = (COMMUNITIES_ROUTES as readonly string[]).includes(parsed.communitiesRoute ?? '')
    ? (parsed.communitiesRoute as RuntimeConfig['communitiesRoute'])
    : '/communities';
  return { tenant, communitiesRoute, devMail: parsed.devMail === true };
}

let cached: { config: RuntimeConfig; tenant: TenantConfig } | null = null;

/** The runtime config of this page load (memoised). @throws as readRuntimeConfig. */
export function getRuntimeConfig(): RuntimeConfig {
  if (!cached) {
    const config = readRuntimeConfig();
    cached = { config, tenant: getTenant(config.tenant) };
  }
  return cached.config;
}

/** The tenant configuration of this page load (spec 01 §1): name, logo, theme, feature map. */
export function getCurrentTenant(): TenantConfig {
  getRuntimeConfig();
  return (cached as { tenant: TenantConfig }).tenant;
}

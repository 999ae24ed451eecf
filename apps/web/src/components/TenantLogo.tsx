/**
 * The tenant's logo (spec 01 §1: each tenant has a logo), bundled under /tenants/{id}/logo.svg.
 */
import { getCurrentTenant } from '../lib/runtime-config';

/** Logo image with the tenant's full name as alt text. */
export function TenantLogo({ height = 40 }: { height?: number }) {
  const tenant = getCurrentTenant();
  return <img src={tenant.logo} alt={tenant.fullName} style={{ height, width: 'auto', display: 'block' }} />;
}

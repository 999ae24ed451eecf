/**
 * Route gates (spec 01 §2: "A route whose feature is off or whose user lacks access redirects to
 * the prior location or home"): a feature, a sub-module or a global permission.
 */
import {
  canUseFeature,
  canUseSubModule,
  type CurrentAccount,
  type FeatureKey,
  type GlobalPermissions,
  type PermissionFlag,
  type SubModuleKey,
  type SubModuleParent,
  type TenantConfig,
} from '@portal/shared';

export type RouteGate =
  | { feature: FeatureKey }
  | { [P in SubModuleParent]: { parent: P; sub: SubModuleKey<P> } }[SubModuleParent]
  | { permission: PermissionFlag };

/**
 * Evaluates one gate for the signed-in user. Permission gates need the permissions answer; while
 * it is missing they fail closed.
 */
export function passesGate(
  gate: RouteGate,
  tenant: TenantConfig,
  user: CurrentAccount,
  permissions: GlobalPermissions | undefined,
): boolean {
  if ('feature' in gate) return canUseFeature(tenant.features, gate.feature, user);
  if ('parent' in gate) return canUseSubModule(tenant.features, gate.parent, gate.sub as never, user);
  return permissions?.[gate.permission] === true;
}

/**
 * Feature modules, sub-modules and access rules (spec 01 §1 Feature modules, §5 Access rules, §6).
 *
 * A tenant's feature map holds one entry per module: `{ enabled, accessRules, subModules }`.
 * A sub-module is on only when its parent module is on; an empty rule list passes; a rule list
 * passes when any rule matches; an unknown rule name fails and warns.
 */
import type { ContactType } from './enums';

export const FEATURE_KEYS = [
  'communities',
  'events',
  'cpd',
  'news',
  'resources',
  'settings',
  'engagement_analytics',
  'preferences_and_interests',
  'activities_and_billing',
  'marketplace',
  'global_search',
  'first_time_login',
  'login_splash_screen',
  'member_directory',
  'areas_of_expertise',
  'organisation_directory',
] as const;
export type FeatureKey = (typeof FEATURE_KEYS)[number];

/** Sub-modules by parent module (spec 01 §1). */
export const SUB_MODULE_KEYS = {
  events: ['attachments', 'cancellation_nominate_substitute', 'cancellation_terms_and_conditions', 'calendar'],
  settings: [
    'find_an_ot',
    'membership_renewal',
    'display_user_address',
    'membership_profile',
    'brand_assets',
    'cancel_membership',
  ],
  preferences_and_interests: [
    'communication_preferences',
    'user_communication_preferences',
    'practice_areas_of_interest',
    'user_areas_of_interest',
  ],
  activities_and_billing: ['invoices'],
} as const satisfies Partial<Record<FeatureKey, readonly string[]>>;
export type SubModuleParent = keyof typeof SUB_MODULE_KEYS;
export type SubModuleKey<P extends SubModuleParent = SubModuleParent> = (typeof SUB_MODULE_KEYS)[P][number];

/** One rule name as configured; unknown names are allowed in data and denied at evaluation. */
export type RuleName = string;

export interface SubModuleConfig {
  enabled: boolean;
  accessRules: RuleName[];
}

export interface FeatureConfig {
  enabled: boolean;
  accessRules: RuleName[];
  subModules: Record<string, SubModuleConfig>;
}

export type FeatureMap = Record<FeatureKey, FeatureConfig>;

/** The subject the access rules look at: the signed-in user's contact types. */
export interface AccessSubject {
  contactTypes: readonly ContactType[] | readonly string[];
}

type Warn = (message: string) => void;
const defaultWarn: Warn = (message) => console.warn(message);

/**
 * Evaluates one access-rule list (spec 01 §5): passes when empty or when any rule matches;
 * unknown rule names never match and log a warning.
 */
export function passesAccessRules(
  rules: readonly string[],
  subject: AccessSubject | null,
  warn: Warn = defaultWarn,
): boolean {
  if (rules.length === 0) return true;
  const types = subject?.contactTypes ?? [];
  return rules.some((rule) => {
    switch (rule) {
      case 'isMember':
        return types.includes('Member');
      case 'isClientUser':
        return types.includes('ClientUser');
      case 'isNotStaff':
        return !types.includes('Staff');
      default:
        warn(`Unknown access rule "${rule}": access denied`);
        return false;
    }
  });
}

/** True when the module is enabled (ignores access rules). */
export function isFeatureEnabled(map: FeatureMap, key: FeatureKey): boolean {
  return map[key]?.enabled === true;
}

/** True when the sub-module and its parent module are both enabled (spec 01 §1, §4). */
export function isSubModuleEnabled<P extends SubModuleParent>(
  map: FeatureMap,
  parent: P,
  sub: SubModuleKey<P>,
): boolean {
  const feature = map[parent];
  return feature?.enabled === true && feature.subModules[sub]?.enabled === true;
}

/** True when the module is enabled and the subject passes its access rules. */
export function canUseFeature(map: FeatureMap, key: FeatureKey, subject: AccessSubject | null, warn?: Warn): boolean {
  const feature = map[key];
  return feature?.enabled === true && passesAccessRules(feature.accessRules, subject, warn);
}

/** True when parent and sub-module are enabled and the subject passes both rule lists. */
export function canUseSubModule<P extends SubModuleParent>(
  map: FeatureMap,
  parent: P,
  sub: SubModuleKey<P>,
  subject: AccessSubject | null,
  warn?: Warn,
): boolean {
  if (!canUseFeature(map, parent, subject, warn)) return false;
  const config = map[parent].subModules[sub];
  return config?.enabled === true && passesAccessRules(config.accessRules, subject, warn);
}

/** Builds a feature map: every module off unless listed; listed modules on with their rules. */
export function buildFeatureMap(
  on: Partial<Record<FeatureKey, { accessRules?: RuleName[]; subModules?: Record<string, RuleName[] | false> }>>,
): FeatureMap {
  const map = {} as FeatureMap;
  for (const key of FEATURE_KEYS) {
    const entry = on[key];
    const subModules: Record<string, SubModuleConfig> = {};
    const known = (SUB_MODULE_KEYS as Record<string, readonly string[]>)[key] ?? [];
    for (const sub of known) {
      const rules = entry?.subModules?.[sub];
      subModules[sub] = { enabled: Array.isArray(rules), accessRules: Array.isArray(rules) ? rules : [] };
    }
    map[key] = { enabled: entry !== undefined, accessRules: entry?.accessRules ?? [], subModules };
  }
  return map;
}

/**
 * Small builders for the web unit tests (access rules): a signed-in user, the global permissions
 * and a tenant with a chosen set of feature modules. Test-only; nothing in the app imports it.
 */
import {
  buildFeatureMap,
  type CurrentAccount,
  type GlobalPermissions,
  PERMISSION_FLAGS,
  TENANTS,
  type TenantConfig,
} from '@portal/shared';

/** A member (contact type Member, role 0) with the given changes. */
export function testUser(patch: Partial<CurrentAccount> = {}): CurrentAccount {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    role: 0,
    contactTypes: ['Member'],
    segments: [],
    firstName: 'Mia',
    lastName: 'Member',
    email: 'member@example.org',
    title: null,
    preferredName: null,
    gender: null,
    mobile: null,
    dateOfBirth: null,
    graduationDate: null,
    address: null,
    suburb: null,
    state: null,
    postCode: null,
    country: null,
    avatarUrl: null,
    pronoun: null,
    isFirstLogin: false,
    memberNum: null,
    impersonator: null,
    ...patch,
  };
}

/** Every permission flag false, except those named. */
export function testPermissions(...granted: (keyof GlobalPermissions)[]): GlobalPermissions {
  const flags = Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, granted.includes(flag)]));
  return flags as GlobalPermissions;
}

/** The occupational therapy tenant with only the listed feature modules on. */
export function testTenant(features: Parameters<typeof buildFeatureMap>[0]): TenantConfig {
  return { ...TENANTS.ota, features: buildFeatureMap(features) };
}

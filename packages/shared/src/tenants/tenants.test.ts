import { describe, expect, it } from 'vitest';
import {
  canUseFeature,
  canUseSubModule,
  FEATURE_KEYS,
  type FeatureKey,
  isSubModuleEnabled,
  SUB_MODULE_KEYS,
  type SubModuleParent,
} from '../features';
import { getTenant, registrationUrl, TENANT_IDS, TENANTS, type TenantId } from './tenants';

const member = { contactTypes: ['Member'] };
const client = { contactTypes: ['ClientUser'] };
const staff = { contactTypes: ['Staff'] };

/** spec 01 §1 table: brand colour and registration target per tenant. */
const TABLE: Record<TenantId, { brandColor: string; registrationRoute: string }> = {
  ota: { brandColor: '#004C58', registrationRoute: '/register' },
  psa: { brandColor: '#547B04', registrationRoute: '/workflow?id=become-psa-member&step=1' },
  lawcouncil: { brandColor: '#807057', registrationRoute: '/membership/new-membership' },
  tls: { brandColor: '#EC6D19', registrationRoute: '/register' },
  maritime: { brandColor: '#2FA775', registrationRoute: '/register-interest' },
};

const enabledModules = (id: TenantId) => FEATURE_KEYS.filter((k) => TENANTS[id].features[k].enabled).sort();
const enabledSubModules = (id: TenantId, parent: SubModuleParent) =>
  SUB_MODULE_KEYS[parent].filter((s) => isSubModuleEnabled(TENANTS[id].features, parent, s as never)).sort();

describe('tenant configurations (spec 01 §1 Tenants)', () => {
  it('defines exactly the five tenants', () => {
    expect([...TENANT_IDS].sort()).toEqual(['lawcouncil', 'maritime', 'ota', 'psa', 'tls']);
    expect(Object.keys(TENANTS).sort()).toEqual([...TENANT_IDS].sort());
  });

  it.each(TENANT_IDS)('%s has the brand colour and registration target of the table', (id) => {
    const tenant = getTenant(id);
    expect(tenant.id).toBe(id);
    expect(tenant.theme.brandColor).toBe(TABLE[id].brandColor);
    expect(tenant.registrationRoute).toBe(TABLE[id].registrationRoute);
    expect(registrationUrl(tenant)).toBe(`${tenant.website}${TABLE[id].registrationRoute}`);
  });

  it.each(TENANT_IDS)('%s has a full name, website, logo, login background, favicon and placeholder', (id) => {
    const tenant = TENANTS[id];
    for (const value of [
      tenant.fullName,
      tenant.shortName,
      tenant.logo,
      tenant.loginBackground,
      tenant.favicon,
      tenant.placeholderImage,
    ]) {
      expect(value.length).toBeGreaterThan(0);
    }
    expect(tenant.website).toMatch(/^https:\/\//);
  });

  it.each(TENANT_IDS)(
    '%s has every module in its feature map and no sub-module on under a module that is off',
    (id) => {
      const features = TENANTS[id].features;
      expect(Object.keys(features).sort()).toEqual([...FEATURE_KEYS].sort());
      for (const key of FEATURE_KEYS) {
        for (const [sub, config] of Object.entries(features[key].subModules)) {
          if (config.enabled) expect(features[key].enabled, `${id}.${key}.${sub}`).toBe(true);
        }
      }
    },
  );

  it('news and resources active tab key is "active" only for occupational therapy', () => {
    for (const id of TENANT_IDS)
      expect(TENANTS[id].contentActiveTabKey, id).toBe(id === 'ota' ? 'active' : 'published');
  });

  it('the dietary-requirements event field is on only for occupational therapy', () => {
    for (const id of TENANT_IDS) expect(TENANTS[id].dietaryRequirementsField, id).toBe(id === 'ota');
  });

  it('account settings API style: legacy for ota, lawcouncil, tls; workflow for psa, maritime', () => {
    const expected: Record<TenantId, string> = {
      ota: 'legacy',
      lawcouncil: 'legacy',
      tls: 'legacy',
      psa: 'workflow',
      maritime: 'workflow',
    };
    for (const id of TENANT_IDS) expect(TENANTS[id].accountApiMode, id).toBe(expected[id]);
  });

  it('public skills and maritime show their full name in the product tour, the others do not', () => {
    for (const id of TENANT_IDS) expect(TENANTS[id].tourShowsFullName, id).toBe(id === 'psa' || id === 'maritime');
  });
});

describe('tenant feature differences (spec 01 §1)', () => {
  it.each(['psa', 'maritime'] as const)('%s enables only communities, events, news, resources and settings', (id) => {
    expect(enabledModules(id)).toEqual(['communities', 'events', 'news', 'resources', 'settings']);
  });

  it.each(['psa', 'maritime'] as const)('%s settings show only the address display and cancel membership', (id) => {
    expect(enabledSubModules(id, 'settings')).toEqual(['cancel_membership', 'display_user_address']);
  });

  it('law council: splash screen requires not-staff; member and organisation directories are off', () => {
    const features = TENANTS.lawcouncil.features;
    expect(features.login_splash_screen.enabled).toBe(true);
    expect(features.login_splash_screen.accessRules).toEqual(['isNotStaff']);
    expect(canUseFeature(features, 'login_splash_screen', member)).toBe(true);
    expect(canUseFeature(features, 'login_splash_screen', staff)).toBe(false);
    expect(features.member_directory.enabled).toBe(false);
    expect(features.organisation_directory.enabled).toBe(false);
    // "enables only some modules"
    expect(enabledModules('lawcouncil').length).toBeLessThan(FEATURE_KEYS.length);
  });

  it('occupational therapy: communities require a member or a client user', () => {
    const features = TENANTS.ota.features;
    expect(canUseFeature(features, 'communities', member)).toBe(true);
    expect(canUseFeature(features, 'communities', client)).toBe(true);
    expect(canUseFeature(features, 'communities', staff)).toBe(false);
  });

  it.each(['find_an_ot', 'brand_assets'] as const)(
    'occupational therapy: %s (under settings) requires a member',
    (sub) => {
      const features = TENANTS.ota.features;
      expect(canUseSubModule(features, 'settings', sub, member)).toBe(true);
      expect(canUseSubModule(features, 'settings', sub, client)).toBe(false);
      expect(canUseSubModule(features, 'settings', sub, staff)).toBe(false);
    },
  );

  it('occupational therapy enables every module but the login splash screen', () => {
    const off: FeatureKey[] = FEATURE_KEYS.filter((k) => !TENANTS.ota.features[k].enabled);
    expect(off).toEqual(['login_splash_screen']);
  });
});

describe('getTenant', () => {
  it('throws a message naming the unknown tenant and the known ones', () => {
    expect(() => getTenant('acme')).toThrow(/Unknown tenant "acme"/);
    expect(() => getTenant('acme')).toThrow(/ota, psa, maritime, lawcouncil, tls/);
  });

  it('does not treat inherited object keys as tenants', () => {
    expect(() => getTenant('toString')).toThrow(/Unknown tenant "toString"/);
    expect(() => getTenant('constructor')).toThrow(/Unknown tenant "constructor"/);
    expect(() => getTenant('__proto__')).toThrow(/Unknown tenant "__proto__"/);
  });
});

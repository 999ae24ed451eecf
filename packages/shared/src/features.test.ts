import { describe, expect, it, vi } from 'vitest';
import {
  buildFeatureMap,
  canUseFeature,
  canUseSubModule,
  FEATURE_KEYS,
  isFeatureEnabled,
  isSubModuleEnabled,
  passesAccessRules,
  SUB_MODULE_KEYS,
} from './features';

const member = { contactTypes: ['Member'] };
const client = { contactTypes: ['ClientUser'] };
const staff = { contactTypes: ['Staff'] };
const memberStaff = { contactTypes: ['Member', 'Staff'] };

describe('buildFeatureMap (spec 01 §1 Feature modules)', () => {
  it('holds every module of the spec; listed ones are on with their rules, the rest off', () => {
    const map = buildFeatureMap({ news: {}, communities: { accessRules: ['isMember'] } });
    expect(Object.keys(map).sort()).toEqual([...FEATURE_KEYS].sort());
    expect(FEATURE_KEYS).toHaveLength(16);
    expect(map.news).toMatchObject({ enabled: true, accessRules: [] });
    expect(map.communities).toMatchObject({ enabled: true, accessRules: ['isMember'] });
    for (const key of FEATURE_KEYS.filter((k) => k !== 'news' && k !== 'communities'))
      expect(map[key].enabled, key).toBe(false);
  });

  it('lists the spec sub-modules under their parents; only listed sub-modules are on', () => {
    const map = buildFeatureMap({ events: { subModules: { calendar: [], attachments: ['isMember'] } } });
    expect(Object.keys(map.events.subModules).sort()).toEqual(
      ['attachments', 'calendar', 'cancellation_nominate_substitute', 'cancellation_terms_and_conditions'].sort(),
    );
    expect(map.events.subModules.calendar).toEqual({ enabled: true, accessRules: [] });
    expect(map.events.subModules.attachments).toEqual({ enabled: true, accessRules: ['isMember'] });
    expect(map.events.subModules.cancellation_nominate_substitute.enabled).toBe(false);
    expect(Object.keys(map.settings.subModules).sort()).toEqual([...SUB_MODULE_KEYS.settings].sort());
    expect(SUB_MODULE_KEYS.activities_and_billing).toEqual(['invoices']);
    expect(map.news.subModules).toEqual({});
  });

  it('a sub-module explicitly set to false stays off', () => {
    const map = buildFeatureMap({ settings: { subModules: { brand_assets: false, find_an_ot: [] } } });
    expect(isSubModuleEnabled(map, 'settings', 'brand_assets')).toBe(false);
    expect(isSubModuleEnabled(map, 'settings', 'find_an_ot')).toBe(true);
  });
});

describe('sub-module is on only if its parent is on (spec 01 §1, §4)', () => {
  it('a sub-module marked on under a module that is off counts as off', () => {
    const map = buildFeatureMap({ events: { subModules: { calendar: [] } } });
    expect(isSubModuleEnabled(map, 'events', 'calendar')).toBe(true);
    map.events.enabled = false;
    expect(map.events.subModules.calendar.enabled).toBe(true);
    expect(isSubModuleEnabled(map, 'events', 'calendar')).toBe(false);
    expect(canUseSubModule(map, 'events', 'calendar', member)).toBe(false);
  });

  it('isFeatureEnabled reads the module flag and ignores access rules', () => {
    const map = buildFeatureMap({ cpd: { accessRules: ['isMember'] } });
    expect(isFeatureEnabled(map, 'cpd')).toBe(true);
    expect(isFeatureEnabled(map, 'marketplace')).toBe(false);
  });
});

describe('passesAccessRules (spec 01 §5 Access rules, §6)', () => {
  it('an empty rule list passes, even for nobody', () => {
    const warn = vi.fn();
    expect(passesAccessRules([], null, warn)).toBe(true);
    expect(passesAccessRules([], staff, warn)).toBe(true);
    expect(warn).not.toHaveBeenCalled();
  });

  it('isMember, isClientUser and isNotStaff read the contact types', () => {
    expect(passesAccessRules(['isMember'], member)).toBe(true);
    expect(passesAccessRules(['isMember'], client)).toBe(false);
    expect(passesAccessRules(['isClientUser'], client)).toBe(true);
    expect(passesAccessRules(['isClientUser'], member)).toBe(false);
    expect(passesAccessRules(['isNotStaff'], member)).toBe(true);
    expect(passesAccessRules(['isNotStaff'], staff)).toBe(false);
    expect(passesAccessRules(['isNotStaff'], memberStaff)).toBe(false);
  });

  it('passes when any rule matches (any-of), fails when none does', () => {
    expect(passesAccessRules(['isMember', 'isClientUser'], client)).toBe(true);
    expect(passesAccessRules(['isMember', 'isClientUser'], member)).toBe(true);
    expect(passesAccessRules(['isMember', 'isClientUser'], staff)).toBe(false);
    expect(passesAccessRules(['isMember'], null)).toBe(false);
  });

  it('an unknown rule name is denied and warns with the rule name', () => {
    const warn = vi.fn();
    expect(passesAccessRules(['isWizard'], member, warn)).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toContain('isWizard');
  });

  it('an unknown rule does not spoil a list where another rule matches', () => {
    const warn = vi.fn();
    expect(passesAccessRules(['isWizard', 'isClientUser'], client, warn)).toBe(true);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('canUseFeature and canUseSubModule', () => {
  const map = buildFeatureMap({
    communities: { accessRules: ['isMember', 'isClientUser'] },
    settings: { subModules: { brand_assets: ['isMember'], cancel_membership: [] } },
    events: { accessRules: ['isNotStaff'], subModules: { calendar: [] } },
  });

  it('needs the module on and its rules passed', () => {
    expect(canUseFeature(map, 'communities', member)).toBe(true);
    expect(canUseFeature(map, 'communities', client)).toBe(true);
    expect(canUseFeature(map, 'communities', staff)).toBe(false);
    expect(canUseFeature(map, 'cpd', member)).toBe(false);
  });

  it('needs the parent usable, the sub-module on and its own rules passed', () => {
    expect(canUseSubModule(map, 'settings', 'brand_assets', member)).toBe(true);
    expect(canUseSubModule(map, 'settings', 'brand_assets', client)).toBe(false);
    expect(canUseSubModule(map, 'settings', 'cancel_membership', client)).toBe(true);
    expect(canUseSubModule(map, 'settings', 'find_an_ot', member)).toBe(false);
    // The parent's rules apply to its sub-modules too.
    expect(canUseSubModule(map, 'events', 'calendar', member)).toBe(true);
    expect(canUseSubModule(map, 'events', 'calendar', staff)).toBe(false);
  });

  it('passes the warn callback through for unknown rules', () => {
    const warn = vi.fn();
    const odd = buildFeatureMap({ news: { accessRules: ['isAlien'] } });
    expect(canUseFeature(odd, 'news', member, warn)).toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('isAlien'));
  });
});

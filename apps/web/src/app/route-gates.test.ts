import { describe, expect, it } from 'vitest';
import { testPermissions, testTenant, testUser } from '../lib/test-fixtures';
import { isAccountPath } from './guards';
import { passesGate } from './route-gates';

const member = testUser();
const client = testUser({ contactTypes: ['ClientUser'] });

describe('passesGate (spec 01 §2: a route whose feature is off or whose user lacks access redirects)', () => {
  const tenant = testTenant({
    news: {},
    cpd: { accessRules: ['isMember'] },
    events: { subModules: { calendar: [], attachments: ['isMember'] } },
  });

  it('opens a route whose feature is on and whose rules the user passes', () => {
    expect(passesGate({ feature: 'news' }, tenant, client, undefined)).toBe(true);
    expect(passesGate({ feature: 'cpd' }, tenant, member, undefined)).toBe(true);
  });

  it('closes a route whose feature is off or whose rules the user fails', () => {
    expect(passesGate({ feature: 'marketplace' }, tenant, member, undefined)).toBe(false);
    expect(passesGate({ feature: 'cpd' }, tenant, client, undefined)).toBe(false);
  });

  it('checks a sub-module and its rules', () => {
    expect(passesGate({ parent: 'events', sub: 'calendar' }, tenant, client, undefined)).toBe(true);
    expect(passesGate({ parent: 'events', sub: 'attachments' }, tenant, member, undefined)).toBe(true);
    expect(passesGate({ parent: 'events', sub: 'attachments' }, tenant, client, undefined)).toBe(false);
    expect(passesGate({ parent: 'events', sub: 'cancellation_terms_and_conditions' }, tenant, member, undefined)).toBe(
      false,
    );
  });

  it('checks a permission flag, failing closed while the permissions are not loaded', () => {
    const gate = { permission: 'generalAnnouncements' } as const;
    expect(passesGate(gate, tenant, member, testPermissions('generalAnnouncements'))).toBe(true);
    expect(passesGate(gate, tenant, member, testPermissions('canAccessAdmin'))).toBe(false);
    expect(passesGate(gate, tenant, member, undefined)).toBe(false);
  });
});

describe('isAccountPath (spec 01 §2 Routing guard: the anonymous routes)', () => {
  it('is true for /account and below, false elsewhere', () => {
    expect(isAccountPath('/account')).toBe(true);
    expect(isAccountPath('/account/sign-in')).toBe(true);
    expect(isAccountPath('/accounts')).toBe(false);
    expect(isAccountPath('/settings/account-details')).toBe(false);
  });
});

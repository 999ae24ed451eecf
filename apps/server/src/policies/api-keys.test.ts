import { API_KEY_MESSAGES, Role } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { checkApiKeyReach, checkManageApiKeys, keyCreatorMayAct } from './api-keys';

describe('managing API keys: Admin only', () => {
  it.each([
    [Role.Admin, [], true],
    [Role.Standard, ['Staff'], false],
    [Role.Standard, ['MembershipStaff'], false],
    [Role.Standard, ['EventsStaff'], false],
    [Role.WorkSpaceOwner, ['Member'], false],
    [Role.Standard, ['Member'], false],
  ])('role %s with %j: %s', (role, contactTypes, allowed) => {
    expect(checkManageApiKeys({ role, contactTypes })).toEqual(
      allowed ? null : expect.objectContaining({ code: 'FORBIDDEN' }),
    );
  });
});

describe('a key acts while its creator is an active Admin', () => {
  it.each([
    [{ role: Role.Admin, isActive: true }, true],
    [{ role: Role.Admin, isActive: false }, false],
    [{ role: Role.Standard, isActive: true }, false],
    [{ role: Role.Manager, isActive: true }, false],
    [null, false],
  ])('%j: %s', (creator, mayAct) => {
    expect(keyCreatorMayAct(creator)).toBe(mayAct);
  });
});

describe('what a key reaches', () => {
  const refused = { code: 'FORBIDDEN', message: API_KEY_MESSAGES.keyScopeRefused };
  it.each([
    // [key scopes, method, route scope, reads only, reaches]
    [['members:read'], 'GET', 'members:read', false, true],
    [['members:read'], 'HEAD', 'members:read', false, true],
    [['members:read'], 'POST', 'members:read', true, true],
    [['members:read'], 'POST', 'members:read', false, false],
    [['members:read'], 'PUT', 'members:read', false, false],
    [['members:read'], 'GET', 'members:write', false, false],
    [['members:write'], 'PUT', 'members:write', false, true],
    [['members:write'], 'GET', 'members:read', false, false],
    [['events:read'], 'GET', 'events:read', false, true],
    [['events:read'], 'GET', undefined, false, false],
    [['events:read', 'members:read'], 'GET', 'members:read', false, true],
    [['webhooks'], 'POST', 'webhooks', false, true],
    [['webhooks'], 'DELETE', 'webhooks', false, true],
    [['invoices:read'], 'GET', 'events:read', false, false],
    [[], 'GET', 'members:read', false, false],
    [['members:read', 'members:write', 'events:read', 'invoices:read', 'webhooks'], 'GET', undefined, false, false],
  ] as const)('key %j, %s on a route of scope %s (reads only %s): %s', (scopes, method, scope, readsOnly, reaches) => {
    const route = { method, apiKeyScope: scope, apiKeyReadsOnly: readsOnly };
    expect(checkApiKeyReach(scopes, route)).toEqual(reaches ? null : refused);
  });
});

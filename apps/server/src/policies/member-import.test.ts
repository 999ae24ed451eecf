import { Role } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { canImportMembers } from './member-import';

describe('member import policy', () => {
  it.each([
    [Role.Standard, ['Member'], false],
    [Role.Manager, ['Member'], false],
    [Role.Standard, ['Staff'], false],
    [Role.Standard, ['EventsStaff'], false],
    [Role.Standard, ['MembershipStaff'], true],
    [Role.Admin, [], true],
  ])('role %s with contact types %j may import members: %s', (role, contactTypes, allowed) => {
    expect(canImportMembers({ role, contactTypes })).toBe(allowed);
  });
});

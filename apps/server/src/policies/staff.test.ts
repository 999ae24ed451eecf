import { Role } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { isStaff } from './staff';

describe('staff policy', () => {
  it.each([
    [Role.Standard, ['Member'], false],
    [Role.Standard, ['ClientUser'], false],
    [Role.Standard, [], false],
    [Role.Standard, ['Staff'], true],
    [Role.Standard, ['Member', 'Staff'], true],
    [Role.Admin, ['Member'], true],
    [Role.Admin, [], true],
    [Role.WorkSpaceOwner, ['Member'], false],
    [Role.Manager, ['Member'], false],
  ])('role %s with contact types %j: staff %s', (role, contactTypes, staff) => {
    expect(isStaff({ role, contactTypes })).toBe(staff);
  });
});

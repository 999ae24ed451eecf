import { Role } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { checkCreateCommunity, checkManagementTab, type ManagementFlag } from './communities-management';

const TABS: ManagementFlag[] = [
  'generalCommunities',
  'generalCategories',
  'generalTags',
  'generalManagers',
  'generalTc',
  'generalFaq',
];

describe('communities management policy (spec 02 §6; choice: Admin only)', () => {
  it.each([
    [Role.Admin, true],
    [Role.WorkSpaceOwner, false],
    [Role.Manager, false],
    [Role.Standard, false],
  ])('role %s may use every management tab: %s', (role, allowed) => {
    for (const flag of TABS) expect(checkManagementTab({ role }, flag) === null).toBe(allowed);
  });

  it.each([
    [Role.Admin, true],
    [Role.WorkSpaceOwner, false],
    [Role.Manager, false],
    [Role.Standard, false],
  ])('role %s may create or delete a community: %s', (role, allowed) => {
    const denial = checkCreateCommunity({ role });
    expect(denial === null).toBe(allowed);
    if (!allowed) expect(denial?.code).toBe('FORBIDDEN');
  });
});

import { Role } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { canManageEvents } from './events-admin';
import { canManageMembers, checkAdmin, checkManageMembers, isAdmin, isEventsStaff, isStaff } from './staff';

describe('staff policy', () => {
  it.each([
    [Role.Standard, ['Member'], false],
    [Role.Standard, ['ClientUser'], false],
    [Role.Standard, [], false],
    [Role.Standard, ['Staff'], true],
    [Role.Standard, ['Member', 'Staff'], true],
    [Role.Standard, ['MembershipStaff'], false],
    [Role.Standard, ['EventsStaff'], false],
    [Role.Admin, ['Member'], true],
    [Role.Admin, [], true],
    [Role.WorkSpaceOwner, ['Member'], false],
    [Role.Manager, ['Member'], false],
  ])('role %s with contact types %j: staff %s', (role, contactTypes, staff) => {
    expect(isStaff({ role, contactTypes })).toBe(staff);
  });
});

describe('scoped staff roles (issue 23)', () => {
  // [role, contact types, events scope, members scope, admin-only]
  it.each([
    [Role.Standard, ['Member'], false, false, false],
    [Role.Standard, ['Staff'], true, false, false],
    [Role.Standard, ['EventsStaff'], true, false, false],
    [Role.Standard, ['Member', 'EventsStaff'], true, false, false],
    [Role.Standard, ['MembershipStaff'], false, true, false],
    [Role.Standard, ['MembershipStaff', 'EventsStaff'], true, true, false],
    [Role.Manager, ['Member'], false, false, false],
    [Role.WorkSpaceOwner, ['Staff'], true, false, false],
    [Role.Admin, [], true, true, true],
  ])('role %s with %j: events %s, members %s, admin %s', (role, contactTypes, events, members, admin) => {
    const actor = { role, contactTypes };
    expect(isEventsStaff(actor)).toBe(events);
    expect(canManageEvents(actor)).toBe(events);
    expect(canManageMembers(actor)).toBe(members);
    expect(checkManageMembers(actor)).toEqual(members ? null : expect.objectContaining({ code: 'FORBIDDEN' }));
    expect(isAdmin(actor)).toBe(admin);
    expect(checkAdmin(actor)).toEqual(admin ? null : expect.objectContaining({ code: 'FORBIDDEN' }));
  });
});

import { Role } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { canManageEvents } from './events-admin';
import {
  canManageAccount,
  canManageMembers,
  checkAdmin,
  checkManageAccount,
  checkManageMembers,
  isAdmin,
  isEventsStaff,
  isStaff,
} from './staff';

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

describe('staff scopes never reach upwards (issue 28 finding 1)', () => {
  // Every kind of account the portal has: role and contact types.
  const kinds = {
    member: { role: Role.Standard, contactTypes: ['Member'] },
    client: { role: Role.Standard, contactTypes: ['ClientUser'] },
    staff: { role: Role.Standard, contactTypes: ['Staff'] },
    events: { role: Role.Standard, contactTypes: ['EventsStaff'] },
    membership: { role: Role.Standard, contactTypes: ['MembershipStaff'] },
    membershipEvents: { role: Role.Standard, contactTypes: ['MembershipStaff', 'EventsStaff'] },
    membershipStaff: { role: Role.Standard, contactTypes: ['MembershipStaff', 'Staff'] },
    manager: { role: Role.Manager, contactTypes: ['Member'] },
    owner: { role: Role.WorkSpaceOwner, contactTypes: ['Member'] },
    managerMembership: { role: Role.Manager, contactTypes: ['MembershipStaff'] },
    admin: { role: Role.Admin, contactTypes: [] as string[] },
    admin2: { role: Role.Admin, contactTypes: ['Staff'] },
  } satisfies Record<string, { role: number; contactTypes: string[] }>;
  type Kind = keyof typeof kinds;
  // actor → the kinds it may manage; every other pair is refused.
  const reaches: Record<Kind, Kind[]> = {
    member: [],
    client: [],
    staff: [],
    events: [],
    membership: ['member', 'client'],
    membershipEvents: ['member', 'client', 'events', 'membership'],
    membershipStaff: ['member', 'client', 'staff', 'events', 'membership', 'membershipEvents'],
    manager: [],
    owner: [],
    managerMembership: ['member', 'client', 'manager', 'membership'],
    admin: Object.keys(kinds) as Kind[],
    admin2: Object.keys(kinds) as Kind[],
  };
  const pairs = (Object.keys(kinds) as Kind[]).flatMap((a) =>
    (Object.keys(kinds) as Kind[]).map((t) => [a, t, reaches[a].includes(t)] as const),
  );
  it.each(pairs)('%s manages %s: %s', (actor, target, allowed) => {
    expect(canManageAccount(kinds[actor], kinds[target])).toBe(allowed);
    expect(checkManageAccount(kinds[actor], kinds[target])).toEqual(
      allowed ? null : expect.objectContaining({ code: 'FORBIDDEN' }),
    );
  });
});

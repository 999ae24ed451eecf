import { Role } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { canManageAnnouncements, checkManageAnnouncements, checkStartDate } from './announcements';
import { checkManageServerValues } from './server-values';

describe('announcements policy', () => {
  it.each([
    [Role.Standard, false],
    [Role.Admin, true],
    [Role.WorkSpaceOwner, false],
    [Role.Manager, false],
  ])('role %s may manage announcements: %s', (role, allowed) => {
    expect(canManageAnnouncements({ role })).toBe(allowed);
    expect(checkManageAnnouncements({ role })?.code ?? null).toBe(allowed ? null : 'FORBIDDEN');
  });

  it.each([
    [Role.Standard, 'FORBIDDEN'],
    [Role.Admin, null],
    [Role.WorkSpaceOwner, 'FORBIDDEN'],
    [Role.Manager, 'FORBIDDEN'],
  ])('role %s changing server values → %s', (role, code) => {
    expect(checkManageServerValues({ role })?.code ?? null).toBe(code);
  });

  it.each([
    ['2026-11-26', '2026-11-26', null, null],
    ['2026-12-01', '2026-11-26', null, null],
    ['2026-11-25', '2026-11-26', null, 'VALIDATION_ERROR'],
    ['2026-11-20', '2026-11-26', '2026-11-20', null],
    ['2026-11-19', '2026-11-26', '2026-11-20', 'VALIDATION_ERROR'],
  ] as const)('start %s on %s (stored %s) → %s', (start, today, stored, code) => {
    expect(checkStartDate(start, today, stored)?.code ?? null).toBe(code);
  });
});

import { Role } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import {
  canManageEvents,
  checkCancelEvent,
  checkCapacity,
  checkCheckIn,
  checkPublish,
  checkUnpublish,
} from './events-admin';

const now = new Date('2026-06-01T00:00:00Z');

describe('events admin policy', () => {
  it.each([
    [Role.Standard, ['Member'], false],
    [Role.Standard, ['Staff'], true],
    [Role.Admin, [], true],
    [Role.Manager, ['Member'], false],
  ])('role %s with contact types %j may manage events: %s', (role, contactTypes, allowed) => {
    expect(canManageEvents({ role, contactTypes })).toBe(allowed);
  });

  it.each([
    ['draft', null, null],
    ['draft', new Date('2026-06-02T00:00:00Z'), null],
    ['draft', new Date('2026-05-31T00:00:00Z'), 'VALIDATION_ERROR'],
    ['published', null, 'CONFLICT'],
    ['cancelled', null, 'CONFLICT'],
  ] as const)('publish %s at %s → %s', (status, at, code) => {
    expect(checkPublish(status, at, now)?.code ?? null).toBe(code);
  });

  it.each([
    ['published', null],
    ['draft', 'CONFLICT'],
    ['cancelled', 'CONFLICT'],
  ] as const)('unpublish %s → %s', (status, code) => {
    expect(checkUnpublish(status)?.code ?? null).toBe(code);
  });

  it.each([
    ['published', null],
    ['draft', null],
    ['cancelled', 'ALREADY_CANCELLED'],
  ] as const)('cancel %s → %s', (status, code) => {
    expect(checkCancelEvent(status)?.code ?? null).toBe(code);
  });

  it.each([
    [null, 'NOT_FOUND'],
    [{ attendanceStatus: 'Active', checkedInAt: null }, null],
    [{ attendanceStatus: 'Active', checkedInAt: '2026-06-01' }, 'CONFLICT'],
    [{ attendanceStatus: 'Removed', checkedInAt: null }, 'CONFLICT'],
  ] as const)('check in %j → %s', (ticket, code) => {
    expect(checkCheckIn(ticket)?.code ?? null).toBe(code);
  });

  it.each([
    [null, 5, null],
    [5, 5, null],
    [4, 5, 'VALIDATION_ERROR'],
  ] as const)('capacity %s with %s sold → %s', (capacity, sold, code) => {
    expect(checkCapacity(capacity, sold)?.code ?? null).toBe(code);
  });
});

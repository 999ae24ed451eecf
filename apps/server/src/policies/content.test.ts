import { describe, expect, it } from 'vitest';
import { canManageContent, seesAllSegments } from './content';

describe('content policy', () => {
  it.each([
    [0, ['Member'], false, false],
    [0, ['ClientUser'], false, false],
    [0, [], false, false],
    [0, ['Staff'], true, false],
    [0, ['Member', 'Staff'], true, false],
    [1, ['Member'], true, true],
    [1, [], true, true],
    [2, ['Member'], false, false],
  ])('role %s with contact types %j: manage %s, all segments %s', (role, contactTypes, manage, allSegments) => {
    expect(canManageContent({ role, contactTypes })).toBe(manage);
    expect(seesAllSegments({ role })).toBe(allSegments);
  });
});

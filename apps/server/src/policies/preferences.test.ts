import { describe, expect, it } from 'vitest';
import { checkFindAnOtAccess, checkListingSegments, checkSegmentExists } from './preferences';

const code = (d: { code: string; message?: string } | null) => (d ? `${d.code}: ${d.message}` : 'ok');
const known = { areaOfPracticeIds: new Set([1, 2, 3]), fundingSchemeIds: new Set([10, 11]) };

describe('preferences policy', () => {
  it.each([
    ['a known segment', { id: 4 }, 'ok'],
    ['an unknown segment', null, 'NOT_FOUND: Segment not found.'],
    ['nothing loaded', undefined, 'NOT_FOUND: Segment not found.'],
  ])('%s: %s', (_case, segment, expected) => {
    expect(code(checkSegmentExists(segment))).toBe(expected);
  });

  it.each([
    [true, 'ok'],
    [false, "NOT_FOUND: 'Find an OT' is not available."],
  ])('find an OT allowed=%s: %s', (allowed, expected) => {
    expect(code(checkFindAnOtAccess(allowed))).toBe(expected);
  });

  it.each([
    ['no choices', [], [], 'ok'],
    ['known areas and schemes', [1, 3], [10, 11], 'ok'],
    ['an unknown area', [1, 99], [10], 'VALIDATION_ERROR: Please select areas of practice from the list'],
    ['a funding id given as an area', [10], [], 'VALIDATION_ERROR: Please select areas of practice from the list'],
    ['an area given as a scheme', [1], [2], 'VALIDATION_ERROR: Please select funding schemes from the list'],
  ])('listing with %s: %s', (_case, areaOfPracticeIds, fundingSchemeIds, expected) => {
    expect(code(checkListingSegments({ areaOfPracticeIds, fundingSchemeIds }, known))).toBe(expected);
  });
});

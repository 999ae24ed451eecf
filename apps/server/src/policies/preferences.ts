/**
 * Interests, communication preferences and 'Find an OT' rules (issue 16; spec 03 §4, §6). Pure
 * functions over loaded facts; the services load, ask and `enforce`.
 *
 * - A segment is chosen or dropped by the caller for the caller only; an unknown segment id is 404.
 * - 'Find an OT' needs the tenant's settings/find_an_ot sub-feature and the Member contact type
 *   (spec 03 §6); anyone else gets 404 (the page does not exist for them).
 * - A listing's areas of practice and funding schemes must be segments of those two categories.
 */
import { PREFERENCES_MESSAGES } from '@portal/shared';
import { type Denial, deny } from './denial';

export const PREFERENCE_DENIALS = {
  segmentNotFound: deny('NOT_FOUND', PREFERENCES_MESSAGES.segmentNotFound),
  findAnOtUnavailable: deny('NOT_FOUND', PREFERENCES_MESSAGES.listingNotFound),
  areaInvalid: deny('VALIDATION_ERROR', PREFERENCES_MESSAGES.areaInvalid),
  fundingInvalid: deny('VALIDATION_ERROR', PREFERENCES_MESSAGES.fundingInvalid),
} as const;

/** A segment the caller names must exist (404 otherwise). */
export function checkSegmentExists(segment: { id: number } | null | undefined): Denial | null {
  return segment ? null : PREFERENCE_DENIALS.segmentNotFound;
}

/** 'Find an OT' for this caller: `allowed` is the tenant's sub-feature with its access rules (isMember). */
export function checkFindAnOtAccess(allowed: boolean): Denial | null {
  return allowed ? null : PREFERENCE_DENIALS.findAnOtUnavailable;
}

/**
 * Every chosen area of practice and funding scheme must be one of the known ids of its category.
 * @returns VALIDATION_ERROR naming the first list that holds an unknown id, else null
 */
export function checkListingSegments(
  chosen: { areaOfPracticeIds: readonly number[]; fundingSchemeIds: readonly number[] },
  known: { areaOfPracticeIds: ReadonlySet<number>; fundingSchemeIds: ReadonlySet<number> },
): Denial | null {
  if (chosen.areaOfPracticeIds.some((id) => !known.areaOfPracticeIds.has(id))) return PREFERENCE_DENIALS.areaInvalid;
  if (chosen.fundingSchemeIds.some((id) => !known.fundingSchemeIds.has(id))) return PREFERENCE_DENIALS.fundingInvalid;
  return null;
}

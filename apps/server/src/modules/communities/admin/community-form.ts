/**
 * The community form's rules that need the database (spec 02 §5 Community; issues 19 and 20): one
 * check used by both PUT admin/community/{id} (admin settings) and POST admin/community (the
 * global Create community dialog). The field rules themselves (lengths, no spaces, privacy
 * values, up to 10 tags, start not after end) are CommunityFormFieldsSchema's.
 */
import { COMMUNITY_FORM_MESSAGES, type CommunityFormFields } from '@portal/shared';
import type { Executor } from '../../../db/raw-query';
import { AppError } from '../../../lib/errors';
import * as repo from './settings.repository';

/** What the form is checked against when editing (absent when creating). */
export interface CurrentCommunity {
  id: number;
  alias: string;
  aliveStartDate: Date | string | null;
  aliveEndDate: Date | string | null;
  isArchived: boolean;
  archivedDate: Date | string | null;
}

/** A day's grace: the browser sends its local midnight, up to 14 hours before UTC midnight. */
const PAST_GRACE_MS = 24 * 60 * 60 * 1000;

const sameInstant = (a: string | null, b: Date | string | null) =>
  (a == null && b == null) || (a != null && b != null && new Date(a).getTime() === new Date(b).getTime());

/**
 * Checks the form: alias required on create and unique (the unchanged current alias is accepted),
 * categories known leaf categories, tags and segments known, new dates not in the past, a new
 * planned archive date later than now (the client offers tomorrow or later; the browser's midnight
 * of tomorrow is always ahead of now; ignored while the community is archived).
 * @throws AppError VALIDATION_ERROR (400) with the spec's message, CONFLICT (409) "This community alias already exists"
 */
export async function checkCommunityForm(
  db: Executor,
  f: CommunityFormFields,
  current?: CurrentCommunity,
  now = new Date(),
): Promise<void> {
  if (!current && !f.alias) throw new AppError('VALIDATION_ERROR', COMMUNITY_FORM_MESSAGES.aliasRequired);
  const aliasChanged = f.alias && (!current || f.alias.toLowerCase() !== current.alias.toLowerCase());
  if (aliasChanged && (await repo.aliasTaken(db, f.alias as string, current?.id ?? 0)))
    throw new AppError('CONFLICT', COMMUNITY_FORM_MESSAGES.aliasExists);
  const categoryIds = [...new Set(f.categoryIds)];
  const known = await repo.countKnown(db, categoryIds, [...new Set(f.tagsId)], [...new Set(f.segmentIds)]);
  if (known.categories !== categoryIds.length)
    throw new AppError('VALIDATION_ERROR', COMMUNITY_FORM_MESSAGES.categoryRequired);
  if (known.leaves !== categoryIds.length)
    throw new AppError('VALIDATION_ERROR', COMMUNITY_FORM_MESSAGES.categoryNotLeaf);
  if (known.tags !== new Set(f.tagsId).size)
    throw new AppError('VALIDATION_ERROR', COMMUNITY_FORM_MESSAGES.unknownTags);
  if (known.segments !== new Set(f.segmentIds).size)
    throw new AppError('VALIDATION_ERROR', COMMUNITY_FORM_MESSAGES.unknownSegments);
  const earliest = now.getTime() - PAST_GRACE_MS;
  for (const [value, stored] of [
    [f.aliveStartDate, current?.aliveStartDate ?? null],
    [f.aliveEndDate, current?.aliveEndDate ?? null],
  ] as const) {
    // An unchanged stored date is kept even once it has passed; a new one cannot be in the past.
    if (value && !(current && sameInstant(value, stored)) && new Date(value).getTime() < earliest)
      throw new AppError('VALIDATION_ERROR', COMMUNITY_FORM_MESSAGES.dateInPast);
  }
  const archive = f.archivedDate;
  if (archive && !current?.isArchived && !(current && sameInstant(archive, current.archivedDate))) {
    if (new Date(archive).getTime() <= now.getTime())
      throw new AppError('VALIDATION_ERROR', COMMUNITY_FORM_MESSAGES.archivedDateTooSoon);
  }
}

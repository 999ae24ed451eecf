/**
 * 'Find an OT' (issue 16; spec 03 §2 /settings/manage-find-an-ot, §6: members only): the member's
 * own practice listing, and beyond the spec the public search of listed members (anyone, no
 * session; rate-limited per IP across processes). Only tenants with the settings/find_an_ot
 * sub-feature have either (404 elsewhere).
 */
import {
  canUseSubModule,
  type FindAnOtListing,
  type FindAnOtListingInput,
  type FindAnOtOptions,
  type FindAnOtPublicListing,
  type FindAnOtSearchAnswer,
  type FindAnOtSearchQuerySchema,
  isSubModuleEnabled,
  SEGMENT_CATEGORIES,
  type SegmentItem,
} from '@portal/shared';
import type { z } from 'zod';
import type { Actor, AppContext } from '../../context';
import { enforce } from '../../policies/denial';
import { checkFindAnOtAccess, checkListingSegments } from '../../policies/preferences';
import { limitIp } from '../identity';
import * as repo from './find-an-ot.repository';
import { segmentsOfCategory } from './segments.repository';

const EMPTY: FindAnOtListing = {
  isListed: false,
  practiceName: '',
  services: '',
  areaOfPracticeIds: [],
  fundingSchemeIds: [],
  suburb: '',
  state: '',
  postcode: '',
  phone: '',
  email: '',
  showPhone: false,
  showEmail: false,
  updatedAt: null,
};

function presentOwn(row: repo.ListingRow | null): FindAnOtListing {
  if (!row) return EMPTY;
  const { id: _id, updatedAt, state, ...rest } = row;
  return {
    ...rest,
    state: state as FindAnOtListing['state'],
    updatedAt: new Date(updatedAt).toISOString(),
  };
}

function enforceMemberAccess(ctx: AppContext, actor: Actor): void {
  enforce(checkFindAnOtAccess(canUseSubModule(ctx.config.tenant.features, 'settings', 'find_an_ot', actor)));
}

/**
 * GET /api/user/find-an-ot: the caller's listing; an empty, unlisted one before the first save.
 * @throws AppError NOT_FOUND when the tenant has no 'Find an OT' or the caller is not a Member
 */
export async function getListing(ctx: AppContext, actor: Actor): Promise<FindAnOtListing> {
  enforceMemberAccess(ctx, actor);
  return presentOwn(await repo.listingOf(ctx.db, actor.id));
}

/**
 * PUT /api/user/find-an-ot: replaces the caller's listing (the shape is checked by the route's
 * schema; here the areas of practice and funding schemes against their segment categories).
 * Duplicated ids are stored once.
 * @throws AppError NOT_FOUND as getListing; VALIDATION_ERROR for an id outside its category
 */
export async function saveListing(
  ctx: AppContext,
  actor: Actor,
  input: Required<Omit<FindAnOtListingInput, 'state'>> & { state: FindAnOtListing['state'] },
): Promise<FindAnOtListing> {
  enforceMemberAccess(ctx, actor);
  const [areas, schemes] = await Promise.all([
    segmentsOfCategory(ctx.db, SEGMENT_CATEGORIES.areaOfPractice),
    segmentsOfCategory(ctx.db, SEGMENT_CATEGORIES.fundingScheme),
  ]);
  const chosen = {
    areaOfPracticeIds: [...new Set(input.areaOfPracticeIds)],
    fundingSchemeIds: [...new Set(input.fundingSchemeIds)],
  };
  enforce(
    checkListingSegments(chosen, {
      areaOfPracticeIds: new Set(areas.map((s) => s.id)),
      fundingSchemeIds: new Set(schemes.map((s) => s.id)),
    }),
  );
  return presentOwn(await repo.saveListing(ctx.db, actor.id, { ...input, ...chosen }));
}

/** The tenant's public 'Find an OT' is on, and this address is within its per-minute allowance. */
async function enforcePublicCall(ctx: AppContext, ip: string): Promise<void> {
  enforce(checkFindAnOtAccess(isSubModuleEnabled(ctx.config.tenant.features, 'settings', 'find_an_ot')));
  await limitIp(ctx, { perIp: ctx.config.publicSearchPerMinute, windowMinutes: 1 }, 'find-an-ot', ip);
}

const toItems = (rows: { id: number; name: string }[]): SegmentItem[] =>
  rows.map((r) => ({ segmentId: r.id, segmentName: r.name }));

/**
 * GET /api/public/find-an-ot/options: areas of practice and funding schemes, by name.
 * @throws AppError NOT_FOUND when the tenant has no 'Find an OT'; RATE_LIMITED past the per-IP allowance
 */
export async function publicOptions(ctx: AppContext, ip: string): Promise<FindAnOtOptions> {
  await enforcePublicCall(ctx, ip);
  const [areas, schemes] = await Promise.all([
    segmentsOfCategory(ctx.db, SEGMENT_CATEGORIES.areaOfPractice),
    segmentsOfCategory(ctx.db, SEGMENT_CATEGORIES.fundingScheme),
  ]);
  return { areasOfPractice: toItems(areas), fundingSchemes: toItems(schemes) };
}

/**
 * GET /api/public/find-an-ot: one page of listed members matching the filters, by practice name.
 * Each shows only what its member chose: phone and email are absent from the JSON unless shown.
 * @throws AppError NOT_FOUND when the tenant has no 'Find an OT'; RATE_LIMITED past the per-IP allowance
 */
export async function searchPublic(
  ctx: AppContext,
  ip: string,
  q: z.output<typeof FindAnOtSearchQuerySchema>,
): Promise<FindAnOtSearchAnswer> {
  await enforcePublicCall(ctx, ip);
  const [{ rows, totalItems }, areas, schemes] = await Promise.all([
    repo.searchListings(ctx.db, q, q.page, q.size),
    segmentsOfCategory(ctx.db, SEGMENT_CATEGORIES.areaOfPractice),
    segmentsOfCategory(ctx.db, SEGMENT_CATEGORIES.fundingScheme),
  ]);
  const names = new Map([...areas, ...schemes].map((s) => [s.id, s.name]));
  const refs = (ids: number[]) =>
    ids.filter((id) => names.has(id)).map((id) => ({ segmentId: id, segmentName: names.get(id) as string }));
  const listings = rows.map(
    (r): FindAnOtPublicListing => ({
      id: r.id,
      practitionerName: `${r.firstName} ${r.lastName}`,
      practiceName: r.practiceName,
      services: r.services,
      areasOfPractice: refs(r.areaOfPracticeIds),
      fundingSchemes: refs(r.fundingSchemeIds),
      suburb: r.suburb,
      state: r.state,
      postcode: r.postcode,
      ...(r.showPhone && r.phone ? { phone: r.phone } : {}),
      ...(r.showEmail && r.email ? { email: r.email } : {}),
    }),
  );
  return { listings, page: q.page, size: q.size, totalItems };
}

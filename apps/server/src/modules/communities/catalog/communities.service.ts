/**
 * Public community calls (spec 02 §7 Public community): explore list, one community by id or
 * alias, about, terms, side-menu preference, favourites, recommendations, and the favourite, like
 * and view toggles. Lists are scoped by the SQL form of the policy (communities.repository.ts);
 * single answers go through policies/communities.ts.
 */
import {
  COMMUNITY_LIMITS,
  type CommunityActionResponse,
  type CommunityDetailsResponse,
  type CommunityListInputSchema,
  type CommunityListResponse,
  type CommunityPreference,
} from '@portal/shared';
import type { z } from 'zod';
import type { Actor, AppContext } from '../../../context';
import { AppError } from '../../../lib/errors';
import { checkDiscover, checkOpen, DENY } from '../../../policies/communities';
import { factsOf, loadCommunity, membershipOf, viewerOf } from '../access.repository';
import { enforce } from '../../../policies/denial';
import { fileUrl } from '../format';
import { presentCommunity } from './communities.presenter';
import {
  addCommunityMark,
  type CommunityFilter,
  loadCommunityListRow,
  loadCommunityMarks,
  loadCommunityPage,
  loadMenu,
  type MenuRow,
  removeCommunityMark,
} from './communities.repository';

type ListInput = z.output<typeof CommunityListInputSchema>;

async function pageOf(
  ctx: AppContext,
  actor: Actor,
  filter: CommunityFilter,
  order: 'name' | 'members',
  page: number,
  pageSize: number,
): Promise<CommunityListResponse> {
  const viewer = viewerOf(actor);
  const { rows, total } = await loadCommunityPage(ctx.db, viewer, filter, order, page, pageSize);
  return { communities: rows.map((r) => presentCommunity(r, viewer)), totalItemCount: total };
}

/** POST community/getlist: communities the caller may discover, filtered, sorted by name. */
export async function listCommunities(ctx: AppContext, actor: Actor, input: ListInput): Promise<CommunityListResponse> {
  return pageOf(ctx, actor, input, 'name', input.page, input.pageSize);
}

function notFound(): AppError {
  return new AppError(DENY.notFound.code, DENY.notFound.message, {
    description: "This community doesn't exist or may have been removed.",
  });
}

/**
 * GET community/{id} and GET community?alias: { community, role, permissions }. 400 "Community
 * not found." when unknown or hidden. A private community the caller may discover (listed in
 * explore) but not open answers its card fields only (no about, agreement or agreement text), so
 * the client can show "Oops! Only members of this community can view it!" with the join control
 * (spec 02 §2 error screens, §6 "others see the access screen"); its content calls answer 403.
 */
export async function getCommunity(
  ctx: AppContext,
  actor: Actor,
  by: { id: number } | { alias: string },
): Promise<CommunityDetailsResponse> {
  const viewer = viewerOf(actor);
  const row = await loadCommunityListRow(ctx.db, viewer, by);
  if (!row) throw notFound();
  const facts = factsOf(row);
  const membership = membershipOf(row);
  enforce(checkDiscover(actor, facts, membership));
  const open = checkOpen(actor, facts, membership) === null;
  const community = presentCommunity(row, viewer, open);
  return { community, role: community.role, permissions: community.permissions };
}

/** GET community/{id}/about ("Who are we?"): as readable as the community page. */
export async function getAbout(
  ctx: AppContext,
  actor: Actor,
  id: number,
): Promise<{ id: number; about: string | null }> {
  const row = await loadCommunity(ctx.db, viewerOf(actor), id);
  enforce(checkOpen(actor, factsOf(row), membershipOf(row)));
  return { id: row.id, about: row.about };
}

/** GET community/{id}/terms: readable by whoever discovers the community (the join flow needs it). */
export async function getTerms(
  ctx: AppContext,
  actor: Actor,
  id: number,
): Promise<{ id: number; isRequireAgreement: boolean; agreement: string | null }> {
  const row = await loadCommunity(ctx.db, viewerOf(actor), id);
  enforce(checkDiscover(actor, factsOf(row), membershipOf(row)));
  return { id: row.id, isRequireAgreement: row.isRequireAgreement, agreement: row.agreement };
}

const menuItem = (r: MenuRow) => ({
  id: Number(r.id),
  alias: r.alias,
  name: r.name,
  imageUrl: fileUrl(r.imageFileId),
});

/**
 * POST community/preference (spec 02 §2 Side menu, §3 Community preference): the most recently
 * active joined and moderated communities (at most 5 each), sorted by name, and the joined count.
 */
export async function getPreference(ctx: AppContext, actor: Actor): Promise<CommunityPreference> {
  const menu = await loadMenu(ctx.db, viewerOf(actor), COMMUNITY_LIMITS.preferenceTop);
  return {
    topJoined: menu.joined.map(menuItem),
    topModerated: menu.moderated.map(menuItem),
    joinedCount: menu.joinedCount,
  };
}

/** POST community/get-top-favorites: the caller's favourite communities (discoverable), by name. */
export async function listFavorites(
  ctx: AppContext,
  actor: Actor,
  page = 1,
  pageSize: number = COMMUNITY_LIMITS.defaultPageSize,
): Promise<CommunityListResponse> {
  return pageOf(ctx, actor, { onlyFavorite: true }, 'name', page, pageSize);
}

/** GET dashboard/recommended/community: open communities the caller has not joined, most members first. */
export async function listRecommended(
  ctx: AppContext,
  actor: Actor,
  page: number,
  pageSize: number,
): Promise<CommunityListResponse> {
  return pageOf(ctx, actor, { recommended: true }, 'members', page, pageSize);
}

type Toggle = 'add-to-favorite' | 'delete-from-favorite' | 'like' | 'dislike' | 'view';

/**
 * POST community/{id}/add-to-favorite | delete-from-favorite | like | dislike | view. Idempotent;
 * a like changes likesCount by one, a first view viewsCount by one, in the transaction that writes
 * the row (the community row is locked by the counter update). Favourites need the community to be
 * discoverable; likes and views need it open (spec 02 §6).
 */
export async function toggleCommunity(
  ctx: AppContext,
  actor: Actor,
  id: number,
  action: Toggle,
): Promise<CommunityActionResponse> {
  const viewer = viewerOf(actor);
  return ctx.db.transaction(async (tx) => {
    const row = await loadCommunity(tx, viewer, id);
    const facts = factsOf(row);
    const membership = membershipOf(row);
    enforce(
      action.endsWith('favorite') ? checkDiscover(actor, facts, membership) : checkOpen(actor, facts, membership),
    );
    if (action === 'add-to-favorite') await addCommunityMark(tx, id, viewer.id, 'favorite');
    else if (action === 'delete-from-favorite') await removeCommunityMark(tx, id, viewer.id, 'favorite');
    else if (action === 'like') await addCommunityMark(tx, id, viewer.id, 'like');
    else if (action === 'dislike') await removeCommunityMark(tx, id, viewer.id, 'like');
    else await addCommunityMark(tx, id, viewer.id, 'view');
    const state = await loadCommunityMarks(tx, id, viewer.id);
    return {
      id,
      isFavorite: state.isFavorite,
      isLiked: state.isLiked,
      likesCount: Number(state.likesCount),
      viewsCount: Number(state.viewsCount),
    };
  });
}

/**
 * Member directory, profiles and privacy settings (spec 03 §2 Directories and profiles, §3, §7
 * Directories and Settings (privacy); issue 16). The directory's routes sit behind the
 * member_directory flag (route config: off answers 404 with the feature-disabled message).
 */
import {
  DIRECTORY_LOCATIONS,
  type DirectoryOption,
  type MemberDirectoryQuery,
  type MemberDirectoryResponse,
  type PrivacySettings,
  type Profile,
} from '@portal/shared';
import type { Actor, AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { memberVisibility, privacySettingsOf } from '../../policies/directory';
import { organisationNamePage } from '../organisations';
import { presentDirectoryMember, presentProfile } from './directory.presenter';
import * as repo from './directory.repository';

/**
 * GET /api/directory/member/list: a page of members the caller may see, A-Z or Z-A by last name,
 * filtered by location (state), company (organisation id), expertise area and name prefix. An
 * unknown locationId matches nobody.
 */
export async function listMembers(
  ctx: AppContext,
  actor: Actor,
  q: MemberDirectoryQuery,
): Promise<MemberDirectoryResponse> {
  const location = q.locationId ? DIRECTORY_LOCATIONS.find((l) => l.id === q.locationId) : undefined;
  if (q.locationId && !location) return { members: [], page: q.page, totalItems: 0 };
  const { rows, total } = await repo.directoryPage(ctx.db, actor, {
    page: q.page,
    size: q.size,
    sortOrder: q.sortOrder,
    state: location?.code,
    companyId: q.companyId,
    expertiseAreaId: q.expertiseAreaId,
    name: q.name || undefined,
  });
  return { members: rows.map((r) => presentDirectoryMember(actor, r)), page: q.page, totalItems: total };
}

/** GET /api/directory/member/locations: the states and territories (fixed ids, chosen). */
export function locations(): DirectoryOption[] {
  return DIRECTORY_LOCATIONS.map(({ id, label }) => ({ id, label }));
}

/** GET /api/directory/member/companies?query&size: organisations whose name contains `query` (size 5). */
export async function companies(ctx: AppContext, q: { query: string; size: number }): Promise<DirectoryOption[]> {
  const { items } = await organisationNamePage(ctx.db, q.query, 1, q.size);
  return items.map((o) => ({ id: o.id, label: o.name }));
}

/**
 * A member's profile (GET /api/directory/member/{id}, chosen; the own one at GET /api/user/profile).
 * 404 when the account is unknown, not a member, or out of the directory for this caller.
 * @throws AppError NOT_FOUND
 */
export async function getProfile(ctx: AppContext, actor: Actor, id: string): Promise<Profile> {
  const facts = await repo.profileFacts(ctx.db, id);
  const isOwn = facts?.id === actor.id;
  if (!facts || (!isOwn && (!facts.isMember || !memberVisibility(actor, facts.id, facts.privacy).listed))) {
    throw notFound('Member not found');
  }
  return presentProfile(actor, ctx.config.tenant.id, facts);
}

/** GET /api/user/privacy: the caller's seven settings (missing ones true). */
export async function getPrivacy(ctx: AppContext, actor: Actor): Promise<PrivacySettings> {
  return privacySettingsOf(await repo.storedPrivacy(ctx.db, actor.id));
}

/** POST /api/user/privacy: stores the seven settings and answers them. */
export async function savePrivacy(ctx: AppContext, actor: Actor, input: PrivacySettings): Promise<PrivacySettings> {
  const settings = privacySettingsOf(input);
  await repo.savePrivacy(ctx.db, actor.id, settings);
  return settings;
}

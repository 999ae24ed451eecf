/**
 * Loading a community for an admin-area call (issue 19): the community with the caller's
 * membership, checked by policies/communities.ts checkAdmin (400 unknown, 403 without the flag).
 */
import type { CommunityPermissionFlag } from '@portal/shared';
import type { Actor } from '../../../context';
import type { Executor } from '../../../db/raw-query';
import { checkAdmin, type CommunityFacts, type MembershipFacts } from '../../../policies/communities';
import { type Denial, enforce } from '../../../policies/denial';
import { type CommunityRow, factsOf, loadCommunity, membershipOf, viewerOf } from '../access.repository';

/** A community row with the facts the policies read. */
export interface AdminCommunity {
  row: CommunityRow;
  facts: CommunityFacts;
  membership: MembershipFacts;
}

/**
 * The community `id` for an admin call; `check` (default: checkAdmin with `flag`) decides.
 * @throws AppError COMMUNITY_NOT_FOUND (400) or FORBIDDEN (403)
 */
export async function loadForAdmin(
  db: Executor,
  actor: Actor,
  id: number,
  flag?: CommunityPermissionFlag,
  check?: (c: CommunityFacts, m: MembershipFacts) => Denial | null,
  options: { forUpdate?: boolean } = {},
): Promise<AdminCommunity> {
  const row = await loadCommunity(db, viewerOf(actor), id, options);
  const facts = factsOf(row);
  const membership = membershipOf(row);
  enforce(check ? check(facts, membership) : checkAdmin(actor, facts, membership, flag));
  return { row, facts, membership };
}

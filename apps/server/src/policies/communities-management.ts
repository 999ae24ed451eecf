/**
 * Global communities management (spec 02 §2 Global administration, §6; issue 20): who may call
 * the management tabs' endpoints. Pure functions of the actor.
 *
 * Choice recorded in docs/spec-coverage.md: the six general* flags belong to the Admin role only
 * (policies/communities.ts globalFlags); a WorkSpaceOwner or Manager administers every community
 * through its admin area (they hold the 13 community flags everywhere) but not the global tabs, and
 * only Admin creates or deletes a community (spec 02 §6 "Only Admin sees Create community").
 */
import { MESSAGES, type PermissionFlag, Role } from '@portal/shared';
import type { Actor } from '../context';
import { globalFlags } from './communities';
import { type Denial, deny } from './denial';

/** The global flags of the six management tabs. */
export type ManagementFlag = Extract<
  PermissionFlag,
  'generalCommunities' | 'generalCategories' | 'generalTags' | 'generalManagers' | 'generalTc' | 'generalFaq'
>;

const FORBIDDEN = deny('FORBIDDEN', MESSAGES.forbidden);

/** A call of one management tab: the caller holds the tab's global flag. */
export function checkManagementTab(actor: Pick<Actor, 'role'>, flag: ManagementFlag): Denial | null {
  return globalFlags(actor)[flag] ? null : FORBIDDEN;
}

/** POST / DELETE admin/community: Admin only (and the Communities tab's flag). */
export function checkCreateCommunity(actor: Pick<Actor, 'role'>): Denial | null {
  return actor.role === Role.Admin && globalFlags(actor).generalCommunities ? null : FORBIDDEN;
}

/**
 * Community asset folders (spec 02 §3 Assets folder; §6 assetsAll; §7 Assets): list, create,
 * rename, delete, reorder, and what asset calls share with them (the community rule, the folder
 * lookup, the ordering of siblings). The area's rules are told in assets.service.ts.
 */
import { ASSET_MESSAGES, type AssetsFolder } from '@portal/shared';
import type { Actor, AppContext } from '../../../context';
import type { Executor } from '../../../db/raw-query';
import { AppError } from '../../../lib/errors';
import {
  checkReadContent,
  checkWrite,
  type CommunityActor,
  type CommunityFacts,
  type MembershipFacts,
} from '../../../policies/communities';
import { factsOf, loadCommunity, membershipOf, viewerOf } from '../access.repository';
import { type Denial, enforce } from '../../../policies/denial';
import { removeStored } from '../uploads/uploads';
import { presentFolder } from './assets.presenter';
import type { FolderRow } from './assets.repository';
import * as repo from './assets.repository';

/** A community rule of policies/communities.ts. */
export type Rule = (actor: CommunityActor, c: CommunityFacts, m: MembershipFacts) => Denial | null;
/** Managing assets: assetsAll in a writable community. */
export const manage: Rule = (actor, c, m) => checkWrite(actor, c, m, 'assetsAll');

const folderNotFound = () => new AppError('NOT_FOUND', ASSET_MESSAGES.folderNotFound);
/** A blank description is none. */
export const blankToNull = (v: string | null | undefined) => (v ? v : null);

/** The community's facts and the caller's membership, after the rule passed (400/403 otherwise). */
export async function communityFor(
  db: Executor,
  actor: Actor,
  communityId: number,
  rule: Rule,
): Promise<{ facts: CommunityFacts; membership: MembershipFacts }> {
  const community = await loadCommunity(db, viewerOf(actor), communityId);
  const facts = factsOf(community);
  const membership = membershipOf(community);
  enforce(rule(actor, facts, membership));
  return { facts, membership };
}

/** The folder of the community; 404 otherwise. */
export async function loadFolder(db: Executor, communityId: number, folderId: number): Promise<FolderRow> {
  const row = await repo.loadFolder(db, communityId, folderId);
  if (!row) throw folderNotFound();
  return row;
}

/**
 * Renumbers the siblings 0..n-1 in their current order, after moving `move.id` to `move.position`
 * (clamped to the list; a position past the end means last). Only changed rows are written.
 */
export async function arrange(
  db: Executor,
  siblings: repo.Siblings,
  scopeId: number,
  move?: { id: number; position: number },
): Promise<void> {
  const rows = await repo.loadOrders(db, siblings, scopeId);
  const current = new Map(rows.map((r) => [r.id, r.order]));
  const ids = rows.map((r) => r.id);
  if (move) {
    const from = ids.indexOf(move.id);
    if (from >= 0) ids.splice(from, 1);
    ids.splice(Math.min(Math.max(move.position, 0), ids.length), 0, move.id);
  }
  const changed = ids.map((id, pos) => ({ id, pos })).filter((r) => current.get(r.id) !== r.pos);
  await repo.writeOrders(db, siblings, changed);
}

async function folderList(db: Executor, communityId: number, canManage: boolean): Promise<AssetsFolder[]> {
  return (await repo.loadFolders(db, communityId)).map((r) => presentFolder(r, canManage));
}

/** GET community/{id}/folder: the community's folders ordered by `order` (readers of its content). */
export async function listFolders(ctx: AppContext, actor: Actor, communityId: number): Promise<AssetsFolder[]> {
  const { facts, membership } = await communityFor(ctx.db, actor, communityId, checkReadContent);
  return folderList(ctx.db, communityId, manage(actor, facts, membership) === null);
}

/**
 * POST community/{id}/folder {name, description, order}: a folder at the 0-based position `order`
 * (absent or past the end: last); the others move down. Needs assetsAll. Answers the folder.
 */
export async function createFolder(
  ctx: AppContext,
  actor: Actor,
  communityId: number,
  input: { name: string; description?: string | null; order?: number | null },
): Promise<AssetsFolder> {
  return ctx.db.transaction(async (tx) => {
    await repo.lockAssets(tx, communityId);
    await communityFor(tx, actor, communityId, manage);
    const id = await repo.insertFolder(tx, communityId, {
      name: input.name,
      description: blankToNull(input.description),
      createdBy: actor.id,
    });
    await arrange(tx, 'folders', communityId, { id, position: input.order ?? Number.MAX_SAFE_INTEGER });
    return presentFolder(await loadFolder(tx, communityId, id), true);
  });
}

/** PUT community/{id}/folder/{folderId} {name, description}: rename (description absent = unchanged). Needs assetsAll. */
export async function updateFolder(
  ctx: AppContext,
  actor: Actor,
  communityId: number,
  folderId: number,
  input: { name: string; description?: string | null },
): Promise<AssetsFolder> {
  return ctx.db.transaction(async (tx) => {
    await repo.lockAssets(tx, communityId);
    await communityFor(tx, actor, communityId, manage);
    await loadFolder(tx, communityId, folderId);
    await repo.updateFolder(tx, folderId, {
      name: input.name,
      description: input.description === undefined ? undefined : blankToNull(input.description),
    });
    return presentFolder(await loadFolder(tx, communityId, folderId), true);
  });
}

/**
 * DELETE community/{id}/folder/{folderId}: the folder, its assets and their files in one
 * transaction (the stored bytes go after it commits); the other folders close up. Needs assetsAll.
 */
export async function deleteFolder(
  ctx: AppContext,
  actor: Actor,
  communityId: number,
  folderId: number,
): Promise<void> {
  const keys = await ctx.db.transaction(async (tx) => {
    await repo.lockAssets(tx, communityId);
    await communityFor(tx, actor, communityId, manage);
    await loadFolder(tx, communityId, folderId);
    const stale = await repo.deleteFolder(tx, folderId);
    await arrange(tx, 'folders', communityId);
    return stale;
  });
  await removeStored(ctx, keys);
}

/** PUT community/{id}/folder/reorder {id, newOrder}: moves one folder to a 0-based position. Needs assetsAll. Answers the folders. */
export async function reorderFolders(
  ctx: AppContext,
  actor: Actor,
  communityId: number,
  input: { id: number; newOrder: number },
): Promise<AssetsFolder[]> {
  return ctx.db.transaction(async (tx) => {
    await repo.lockAssets(tx, communityId);
    await communityFor(tx, actor, communityId, manage);
    await loadFolder(tx, communityId, input.id);
    await arrange(tx, 'folders', communityId, { id: input.id, position: input.newOrder });
    return folderList(tx, communityId, true);
  });
}

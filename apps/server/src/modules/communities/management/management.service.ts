/**
 * Global communities management (spec 02 §2 Global administration, §4 Community, FAQ blocks, §5,
 * §6, §7 Admin communities, FAQ, managers; issue 20). Each call needs its tab's global flag
 * (policies/communities-management.ts); creating and deleting a community need the Admin role.
 */
import {
  type AdminCommunityListResponse,
  applyPrivacyRules,
  type CommunityDetailsResponse,
  COMMUNITY_FORM_MESSAGES,
  type CommunityFormFields,
  type FaqItem,
  type FaqWrite,
  type GlobalTermsResponse,
  type Manager,
  MANAGEMENT_MESSAGES,
  NotificationActivityType,
  type ManagerListResponse,
  Role,
} from '@portal/shared';
import type { Actor, AppContext } from '../../../context';
import { AppError } from '../../../lib/errors';
import { checkCreateCommunity, checkManagementTab } from '../../../policies/communities-management';
import { enforce } from '../../../policies/denial';
import { auditActorOf, recordStaffAction, withStaffAction } from '../../audit';
import type { UploadedFile } from '../../files';
import { notify } from '../../notifications';
import { communitiesAudienceSql } from '../access.repository';
import { checkCommunityForm } from '../admin/community-form';
import { communityEntry } from '../admin/moderation-log';
import * as settingsRepo from '../admin/settings.repository';
import { presentFaq } from '../catalog/catalog.presenter';
import { getCommunity } from '../catalog/communities.service';
import { fileUrl, iso } from '../format';
import { sanitizeRich } from '../posts/sanitize';
import { insertFileRows } from '../uploads/uploads.repository';
import { withStoredFiles } from '../uploads/uploads';
import * as repo from './management.repository';
import { setRole } from '../../identity';

type Paging = { page: number; pageSize: number };

/** GET admin/community?page&pageSize(100)[&id][&keyword] (generalCommunities): communities not deleted, by name. */
export async function listCommunities(
  ctx: AppContext,
  actor: Actor,
  q: Paging & { keyword?: string; id?: number },
): Promise<AdminCommunityListResponse> {
  enforce(checkManagementTab(actor, 'generalCommunities'));
  const { rows, total } = await repo.listCommunities(ctx.db, q);
  return {
    communities: rows.map((r) => ({
      id: r.id,
      alias: r.alias,
      name: r.name,
      shortDescription: r.shortDescription,
      imageUrl: fileUrl(r.imageFileId),
      isPublic: r.isPublic,
      isVisible: r.isVisible,
      isArchived: r.isArchived,
      membersCount: r.membersCount,
      postsCount: r.postsCount,
      categories: (r.categories ?? []).map((c) => ({ id: Number(c.id), name: c.name })),
      createdAt: iso(r.createdAt) as string,
    })),
    totalItemCount: total,
  };
}

/** GET admin/community/exists-by-alias?alias[&id] (generalCommunities): another community uses the alias (any case). */
export async function aliasExists(ctx: AppContext, actor: Actor, q: { alias: string; id?: number }) {
  enforce(checkManagementTab(actor, 'generalCommunities'));
  return { exists: await settingsRepo.aliasTaken(ctx.db, q.alias, q.id ?? 0) };
}

/**
 * POST admin/community (multipart; Admin only): the community form's fields and the required
 * image; the rules of checkCommunityForm (shared with the settings page) and the privacy rules.
 * Answers the community as GET community/{id} does.
 * @throws AppError FORBIDDEN, VALIDATION_ERROR "Please upload an image" or a form rule, CONFLICT alias taken
 */
export async function createCommunity(
  ctx: AppContext,
  actor: Actor,
  fields: CommunityFormFields,
  image: UploadedFile | undefined,
): Promise<CommunityDetailsResponse> {
  enforce(checkCreateCommunity(actor));
  if (!image) throw new AppError('VALIDATION_ERROR', COMMUNITY_FORM_MESSAGES.imageRequired);
  const f = applyPrivacyRules(fields);
  const id = await withStoredFiles(ctx, [image], (stored) =>
    ctx.db.transaction(async (tx) => {
      await checkCommunityForm(tx, f);
      const newId = await settingsRepo.insertCommunity(tx, f, actor.id);
      const [fileId] = await insertFileRows(tx, actor.id, stored, { kind: 'community_image', communityId: newId });
      await settingsRepo.replaceImage(tx, newId, fileId);
      await recordStaffAction(tx, auditActorOf(actor), communityEntry('community.create', newId, `Created ${f.name}`));
      // An open community (public, so visible) is news for everyone who may use communities.
      if (f.isPublic && f.isVisible) {
        await notify(tx, {
          type: NotificationActivityType.NewOpenCommunityCreated,
          recipients: communitiesAudienceSql(ctx.config.tenant.features.communities.accessRules),
          actorId: actor.id,
          communityId: newId,
        });
      }
      return newId;
    }),
  );
  return getCommunity(ctx, actor, { id });
}

/** DELETE admin/community/{id} (Admin only): flags the community deleted (spec 02 §4). */
export async function deleteCommunity(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  enforce(checkCreateCommunity(actor));
  await withStaffAction(
    ctx.db,
    auditActorOf(actor),
    async (tx) => {
      if (!(await repo.softDeleteCommunity(tx, id))) throw new AppError('NOT_FOUND', 'Community not found.');
    },
    () => communityEntry('community.delete', id, `Deleted community ${id}`),
  );
}

/** GET admin/community/global-tc (generalTc): terms{id, value}, null before the first save. */
export async function getGlobalTerms(ctx: AppContext, actor: Actor): Promise<GlobalTermsResponse> {
  enforce(checkManagementTab(actor, 'generalTc'));
  const row = await repo.loadGlobalTerms(ctx.db);
  return { terms: row ? { id: row.id, value: row.value } : null };
}

/**
 * PUT admin/community/global-tc {value} (generalTc): sanitised rich text, not empty.
 * @throws AppError VALIDATION_ERROR "Content cannot be empty."
 */
export async function saveGlobalTerms(ctx: AppContext, actor: Actor, value: string): Promise<GlobalTermsResponse> {
  enforce(checkManagementTab(actor, 'generalTc'));
  const clean = sanitizeRich(value);
  if (!clean.replace(/<[^>]*>/g, '').trim())
    throw new AppError('VALIDATION_ERROR', MANAGEMENT_MESSAGES.globalTcRequired);
  await withStaffAction(
    ctx.db,
    auditActorOf(actor),
    (tx) => repo.saveGlobalTerms(tx, clean, actor.id),
    () => ({ action: 'community.global-terms', entityType: 'global-terms', summary: 'Edited the communities terms' }),
  );
  return getGlobalTerms(ctx, actor);
}

/** GET admin/faq?page&pageSize(1000) (generalFaq): every item with isDeleted, in order. */
export async function listAdminFaq(ctx: AppContext, actor: Actor, q: Paging) {
  enforce(checkManagementTab(actor, 'generalFaq'));
  const { rows, total } = await repo.loadAdminFaq(ctx.db, q);
  return { faQs: rows.map(presentFaq), totalItemCount: total };
}

const cleanFaq = (item: FaqWrite) => {
  const description = sanitizeRich(item.description);
  if (!description.replace(/<[^>]*>/g, '').trim())
    throw new AppError('VALIDATION_ERROR', MANAGEMENT_MESSAGES.faqAnswerRequired);
  return { name: item.name, description };
};

/** The FAQ row, or 404 "FAQ not found" when none was changed. */
function faqFound<T>(row: T | null | undefined): T {
  if (!row) throw new AppError('NOT_FOUND', MANAGEMENT_MESSAGES.faqNotFound);
  return row;
}

/** POST admin/faq {faQs:[{name, description}]} (generalFaq): appends the items in one transaction. */
export async function createFaq(ctx: AppContext, actor: Actor, items: FaqWrite[]) {
  enforce(checkManagementTab(actor, 'generalFaq'));
  const clean = items.map(cleanFaq);
  await withStaffAction(
    ctx.db,
    auditActorOf(actor),
    (tx) => repo.insertFaq(tx, clean, actor.id),
    () => ({
      action: 'faq.create',
      entityType: 'faq',
      summary: `Added FAQ ${clean.map((c) => c.name).join('; ')}`,
    }),
  );
  return listAdminFaq(ctx, actor, { page: 1, pageSize: 1000 });
}

/** PUT admin/faq/{id} {name, description} (generalFaq). */
export async function updateFaq(ctx: AppContext, actor: Actor, id: number, item: FaqWrite): Promise<FaqItem> {
  enforce(checkManagementTab(actor, 'generalFaq'));
  const clean = cleanFaq(item);
  const row = await withStaffAction(
    ctx.db,
    auditActorOf(actor),
    async (tx) => faqFound(await repo.updateFaq(tx, id, clean, actor.id)),
    () => ({ action: 'faq.update', entityType: 'faq', entityId: id, summary: `Edited FAQ ${clean.name}` }),
  );
  return presentFaq(row);
}

/** DELETE admin/faq/{id} (soft) and PUT admin/faq/{id}/restore (generalFaq). */
export async function setFaqDeleted(ctx: AppContext, actor: Actor, id: number, deleted: boolean): Promise<FaqItem> {
  enforce(checkManagementTab(actor, 'generalFaq'));
  const row = await withStaffAction(
    ctx.db,
    auditActorOf(actor),
    async (tx) => faqFound(await repo.setFaqDeleted(tx, id, deleted, actor.id)),
    (r) => ({
      action: deleted ? 'faq.delete' : 'faq.restore',
      entityType: 'faq',
      entityId: id,
      summary: `${deleted ? 'Deleted' : 'Restored'} FAQ ${r.name}`,
    }),
  );
  return presentFaq(row);
}

const presentManager = (r: repo.ManagerRow): Manager => ({
  id: r.id,
  email: r.email,
  firstName: r.firstName,
  lastName: r.lastName,
  role: r.role,
});

/** GET admin/account/admin?role(3)&keyword&page&pageSize (generalManagers): accounts of the role by email. */
export async function listManagers(
  ctx: AppContext,
  actor: Actor,
  q: Paging & { role: number; keyword?: string },
): Promise<ManagerListResponse> {
  enforce(checkManagementTab(actor, 'generalManagers'));
  const { rows, total } = await repo.listManagers(ctx.db, q);
  return { admins: rows.map(presentManager), totalItemCount: total };
}

/**
 * POST admin/account/admin {userEmail, role 3} (generalManagers): the user becomes Manager of all
 * communities; in the same transaction their other roles go (account role replaced; Moderator and
 * Editor memberships become Member ones; spec 02 §6).
 * @throws AppError NOT_FOUND unknown email, BAD_REQUEST an Admin account
 */
export async function addManager(ctx: AppContext, actor: Actor, userEmail: string): Promise<Manager> {
  enforce(checkManagementTab(actor, 'generalManagers'));
  return ctx.db.transaction(async (tx) => {
    const account = await repo.accountByEmailForUpdate(tx, userEmail);
    if (!account) throw new AppError('NOT_FOUND', MANAGEMENT_MESSAGES.managerUnknownUser);
    if (Number(account.role) === Role.Admin) throw new AppError('BAD_REQUEST', MANAGEMENT_MESSAGES.managerIsAdmin);
    await setRole(tx, account.id, Role.Manager);
    await repo.clearCommunityRoles(tx, account.id);
    await recordStaffAction(tx, auditActorOf(actor), {
      action: 'community.manager.add',
      entityType: 'member',
      entityId: account.id,
      summary: `Made ${account.email} a communities Manager`,
      before: { role: Number(account.role) },
      after: { role: Role.Manager },
    });
    return presentManager({ ...account, role: Role.Manager });
  });
}

/** DELETE admin/account/admin?userEmail (generalManagers): a Manager goes back to Standard. */
export async function removeManager(ctx: AppContext, actor: Actor, userEmail: string): Promise<void> {
  enforce(checkManagementTab(actor, 'generalManagers'));
  await ctx.db.transaction(async (tx) => {
    const account = await repo.accountByEmailForUpdate(tx, userEmail);
    if (!account) throw new AppError('NOT_FOUND', MANAGEMENT_MESSAGES.managerUnknownUser);
    if (Number(account.role) !== Role.Manager) throw new AppError('BAD_REQUEST', MANAGEMENT_MESSAGES.managerNotManager);
    await setRole(tx, account.id, Role.Standard);
    await recordStaffAction(tx, auditActorOf(actor), {
      action: 'community.manager.remove',
      entityType: 'member',
      entityId: account.id,
      summary: `Removed ${account.email} from the communities Managers`,
      before: { role: Role.Manager },
      after: { role: Role.Standard },
    });
  });
}

/**
 * Admin settings (spec 02 §2 Settings, §4 Community, §5 Community, §6 commentEdit; §7 PUT
 * admin/community/{id} multipart; issue 19): the community form's fields and an optional new
 * image. The privacy rules are applied (private: no auto-join; public: visible); an alias another
 * community uses answers 409 "This community alias already exists".
 */
import { applyPrivacyRules, type CommunityDetailsResponse, type CommunityFormFields } from '@portal/shared';
import type { Actor, AppContext } from '../../../context';
import { auditActorOf, recordStaffAction } from '../../audit';
import type { UploadedFile } from '../../files';
import { getCommunity } from '../catalog/communities.service';
import { insertFileRows } from '../uploads/uploads.repository';
import { removeStored, withStoredFiles } from '../uploads/uploads';
import { loadForAdmin } from './admin-access';
import { communityEntry } from './moderation-log';
import { checkCommunityForm } from './community-form';
import * as repo from './settings.repository';

/**
 * PUT admin/community/{id}: saves the form with one `community.update` staff audit entry in the
 * same transaction; answers the community as GET community/{id} does.
 */
export async function updateSettings(
  ctx: AppContext,
  actor: Actor,
  id: number,
  fields: CommunityFormFields,
  image: UploadedFile | undefined,
): Promise<CommunityDetailsResponse> {
  const f = applyPrivacyRules(fields);
  const stale = await withStoredFiles(ctx, image ? [image] : [], (stored) =>
    ctx.db.transaction(async (tx) => {
      const { row } = await loadForAdmin(tx, actor, id, 'commentEdit', undefined, { forUpdate: true });
      await checkCommunityForm(tx, f, {
        id,
        alias: row.alias,
        aliveStartDate: row.aliveStartDate,
        aliveEndDate: row.aliveEndDate,
        isArchived: row.isArchived,
        archivedDate: row.archivedDate,
      });
      await repo.updateCommunity(tx, id, f);
      await recordStaffAction(
        tx,
        auditActorOf(actor),
        communityEntry('community.update', id, `Edited the settings of ${f.name}`, { ...f, image: stored.length > 0 }),
      );
      if (stored.length === 0) return [];
      const [fileId] = await insertFileRows(tx, actor.id, stored, { kind: 'community_image', communityId: id });
      return repo.replaceImage(tx, id, fileId);
    }),
  );
  await removeStored(ctx, stale);
  return getCommunity(ctx, actor, { id });
}

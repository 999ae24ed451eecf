/**
 * Announcements (spec 02 §2 Global administration, §3, §4 "activating one deactivates the current
 * one", §5, §7; spec 01 §2 Home dashboard banner; issue 20).
 *
 * Admin calls need generalAnnouncements (policies/announcements.ts). Activation (create or update
 * with isActive true) runs in one transaction under an advisory lock: the others are deactivated,
 * then this one activated; the partial unique index `announcements_one_active` keeps the rule even
 * against a writer that skips the lock. The member call answers the one relevant announcement.
 */
import {
  type Announcement,
  type AnnouncementInput,
  ANNOUNCEMENT_MESSAGES,
  type MemberAnnouncement,
  calendarDayIn,
} from '@portal/shared';
import type { Actor, AppContext } from '../../context';
import { AppError, notFound } from '../../lib/errors';
import { checkManageAnnouncements, checkStartDate } from '../../policies/announcements';
import { enforce } from '../../policies/denial';
import * as repo from './announcements.repository';
import { auditActorOf, changedFields, recordStaffAction } from '../audit';

/** Today in the tenant's IANA zone (`ctx.config.tenant.timeZone`), `YYYY-MM-DD`. */
export const tenantToday = (ctx: AppContext, now: Date = new Date()): string =>
  calendarDayIn(now, ctx.config.tenant.timeZone);

/** GET admin/announcements?page&pageSize: newest first. 403 without generalAnnouncements. */
export async function listAnnouncements(
  ctx: AppContext,
  actor: Actor,
  page: number,
  pageSize: number,
): Promise<{ announcements: Announcement[]; totalItemCount: number }> {
  enforce(checkManageAnnouncements(actor));
  const { rows, total } = await repo.listAnnouncements(ctx.db, page, pageSize);
  return { announcements: rows, totalItemCount: total };
}

async function checkSegments(ctx: AppContext, segmentIds: readonly number[]): Promise<number[]> {
  const ids = [...new Set(segmentIds)];
  if (ids.length && (await repo.countSegments(ctx.db, ids)) !== ids.length)
    throw new AppError('VALIDATION_ERROR', ANNOUNCEMENT_MESSAGES.unknownSegment, {
      errors: [{ field: 'segmentIds', message: ANNOUNCEMENT_MESSAGES.unknownSegment }],
    });
  return ids;
}

function startDenied(ctx: AppContext, input: AnnouncementInput, stored: string | null): void {
  const denial = checkStartDate(input.startDate, tenantToday(ctx), stored);
  if (denial)
    throw new AppError(denial.code, denial.message, { errors: [{ field: 'startDate', message: denial.message }] });
}

/**
 * POST admin/announcements: creates one (active when `isActive`, deactivating the current one).
 * 400 VALIDATION_ERROR for a start before today or an unknown segment; 403 without the flag.
 */
export async function createAnnouncement(
  ctx: AppContext,
  actor: Actor,
  input: AnnouncementInput,
): Promise<Announcement> {
  enforce(checkManageAnnouncements(actor));
  startDenied(ctx, input, null);
  const segmentIds = await checkSegments(ctx, input.segmentIds);
  const id = await ctx.db.transaction(async (tx) => {
    if (input.isActive) {
      await repo.lockActivation(tx);
      await repo.deactivateOthers(tx, null);
    }
    const newId = await repo.insertAnnouncement(tx, input, actor.id);
    await repo.replaceSegments(tx, newId, segmentIds);
    await recordStaffAction(tx, auditActorOf(actor), {
      action: 'announcement.create',
      entityType: 'announcement',
      entityId: newId,
      summary: `Created the announcement "${input.title}"`,
      after: { ...input, segmentIds },
    });
    return newId;
  });
  return (await repo.findAnnouncement(ctx.db, id)) as Announcement;
}

/**
 * PUT admin/announcements/{id}: replaces its fields; `isActive: true` is the row menu's Activate
 * (the others are deactivated in the same transaction). 404 for an unknown id.
 */
export async function updateAnnouncement(
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: AnnouncementInput,
): Promise<Announcement> {
  enforce(checkManageAnnouncements(actor));
  const current = await repo.findAnnouncement(ctx.db, id);
  if (!current) throw notFound();
  startDenied(ctx, input, current.startDate);
  const segmentIds = await checkSegments(ctx, input.segmentIds);
  await ctx.db.transaction(async (tx) => {
    if (input.isActive) {
      await repo.lockActivation(tx);
      await repo.deactivateOthers(tx, id);
    }
    if (!(await repo.updateAnnouncement(tx, id, input))) throw notFound();
    await repo.replaceSegments(tx, id, segmentIds);
    await recordStaffAction(tx, auditActorOf(actor), {
      action: 'announcement.update',
      entityType: 'announcement',
      entityId: id,
      summary: `Edited the announcement "${input.title}"`,
      ...changedFields(
        Object.fromEntries(Object.keys(input).map((k) => [k, (current as Record<string, unknown>)[k]])),
        { ...input },
      ),
    });
  });
  return (await repo.findAnnouncement(ctx.db, id)) as Announcement;
}

/** DELETE admin/announcements/{id}. 404 for an unknown id. */
export async function deleteAnnouncement(ctx: AppContext, actor: Actor, id: number): Promise<{ success: true }> {
  enforce(checkManageAnnouncements(actor));
  await ctx.db.transaction(async (tx) => {
    const current = await repo.findAnnouncement(tx, id);
    if (!current || !(await repo.deleteAnnouncement(tx, id))) throw notFound();
    await recordStaffAction(tx, auditActorOf(actor), {
      action: 'announcement.delete',
      entityType: 'announcement',
      entityId: id,
      summary: `Deleted the announcement "${current.title}"`,
      before: { title: current.title },
    });
  });
  return { success: true };
}

/**
 * GET announcements: the caller's one relevant announcement (active, today within its days in
 * Sydney time, for everyone or one of the caller's segments, not dismissed by them), or null.
 */
export async function relevantAnnouncement(
  ctx: AppContext,
  actor: Actor,
): Promise<{ announcement: MemberAnnouncement | null }> {
  const row = await repo.relevantAnnouncement(ctx.db, actor.id, actor.segmentIds, tenantToday(ctx));
  if (!row) return { announcement: null };
  const { id, title, description, link, startDate, endDate } = row;
  return { announcement: { id, title, description, link, startDate, endDate } };
}

/** PUT announcements/{id}/cancelled: the caller dismissed the banner (kept per member). 404 for an unknown id. */
export async function dismissAnnouncement(ctx: AppContext, actor: Actor, id: number): Promise<{ success: true }> {
  if (!(await repo.findAnnouncement(ctx.db, id))) throw notFound();
  await repo.insertDismissal(ctx.db, id, actor.id);
  return { success: true };
}

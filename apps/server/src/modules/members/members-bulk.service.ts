/**
 * Bulk actions and the CSV export of staff member administration (issue 23): one action on a
 * selection (by hand or by the list's filter), one transaction and one audit entry each.
 */
import { Readable } from 'node:stream';
import {
  MEMBERS_ADMIN_LIMITS,
  MEMBERS_ADMIN_MESSAGES,
  MESSAGES,
  type MemberBulkInput,
  type MemberBulkResult,
  type MemberExportInput,
  type MemberListItem,
  type MemberSelection,
} from '@portal/shared';
import type { Actor, AppContext } from '../../context';
import { csvLine } from '../../lib/csv';
import { AppError } from '../../lib/errors';
import { canManageAccount } from '../../policies/staff';
import { auditActorOf, recordStaffAction } from '../audit';
import { sendInvitations } from './invitations';
import * as repo from './members.repository';
import { assertSegmentsExist } from './members.service';
import { markFirstLogin } from '../identity';

const auditActor = auditActorOf;

/** How a selection reads in the log: the filter, or the number of hand-picked ids. */
function selectionDetail(selection: MemberSelection): Record<string, unknown> {
  return 'ids' in selection ? { ids: selection.ids.length } : { filter: selection.filter };
}

/**
 * POST /api/v1/admin/members/bulk: one action on a selection (by hand or by filter, at most 10,000):
 * add or remove segments, set the membership status, or send invitations. One transaction, one log entry.
 */
export async function bulkMembers(ctx: AppContext, actor: Actor, input: MemberBulkInput): Promise<MemberBulkResult> {
  const segmentIds = [...new Set(input.segmentIds ?? [])];
  if ((input.action === 'addSegments' || input.action === 'removeSegments') && segmentIds.length === 0)
    throw new AppError('VALIDATION_ERROR', 'Choose at least one segment.', {
      errors: [{ field: 'segmentIds', message: 'Choose at least one segment.' }],
    });
  if (input.action === 'membershipStatus' && !input.status)
    throw new AppError('VALIDATION_ERROR', 'Choose a membership status.', {
      errors: [{ field: 'status', message: 'Choose a membership status.' }],
    });
  await assertSegmentsExist(ctx, segmentIds);
  const { result } = await ctx.db.transaction(async (tx) => {
    const selected = await repo.selectMemberIds(
      tx,
      input.selection,
      MEMBERS_ADMIN_LIMITS.bulkMax,
      ctx.config.tenant.timeZone,
    );
    if (selected.length === 0) throw new AppError('VALIDATION_ERROR', MEMBERS_ADMIN_MESSAGES.emptySelection);
    // Scopes never reach upwards (issue 28): hand-picked accounts above the caller refuse the whole
    // action (403); a filter's are left alone and counted as skipped.
    const facts = await repo.privilegeFactsOf(tx, selected);
    const above = new Set(facts.filter((f) => !canManageAccount(actor, f)).map((f) => f.id));
    if (above.size > 0 && 'ids' in input.selection) throw new AppError('FORBIDDEN', MESSAGES.cannotManageAccount);
    const ids = selected.filter((id) => !above.has(id));
    let changed = 0;
    let invitees: MemberListItem[] = [];
    if (input.action === 'addSegments') changed = await repo.addSegments(tx, ids, segmentIds);
    else if (input.action === 'removeSegments') changed = await repo.removeSegments(tx, ids, segmentIds);
    else if (input.action === 'membershipStatus') changed = await repo.setMembershipStatus(tx, ids, input.status ?? '');
    else {
      await markFirstLogin(tx, ids);
      invitees = await repo.memberBatch(
        tx,
        ids,
        '00000000-0000-0000-0000-000000000000',
        ids.length,
        ctx.config.tenant.timeZone,
      );
      changed = invitees.length;
    }
    await recordStaffAction(tx, auditActor(actor), {
      action: 'members.bulk',
      entityType: 'members',
      summary: `Bulk ${input.action} on ${selected.length} member${selected.length === 1 ? '' : 's'} (${changed} changed${above.size ? `, ${above.size} skipped` : ''})`,
      detail: {
        action: input.action,
        ...selectionDetail(input.selection),
        selected: selected.length,
        changed,
        skipped: above.size,
        ...(segmentIds.length ? { segmentIds } : {}),
        ...(input.status ? { status: input.status } : {}),
      },
    });
    if (invitees.length) await sendInvitations(ctx, tx, invitees);
    return { result: { selected: selected.length, changed, skipped: above.size }, invited: invitees };
  });
  return result;
}

const CSV_HEADER = [
  'First name',
  'Last name',
  'Email',
  'Member number',
  'Contact types',
  'Segments',
  'Membership',
  'Membership status',
  'Last sign-in',
];
const CSV_BATCH = 500;

/**
 * POST /api/v1/admin/members/export: the selection as CSV (UTF-8 with BOM), streamed in keyset
 * batches; formula-leading cells are escaped (lib/csv.ts). The export is logged first, with the
 * reason and the filter, in its own transaction: an export that is refused logs nothing.
 */
export async function exportMembers(
  ctx: AppContext,
  actor: Actor,
  input: MemberExportInput,
): Promise<{ filename: string; stream: Readable }> {
  const ids = await ctx.db.transaction(async (tx) => {
    const selected = await repo.selectMemberIds(
      tx,
      input.selection,
      MEMBERS_ADMIN_LIMITS.bulkMax,
      ctx.config.tenant.timeZone,
    );
    if (selected.length === 0) throw new AppError('VALIDATION_ERROR', MEMBERS_ADMIN_MESSAGES.emptySelection);
    await recordStaffAction(tx, auditActor(actor), {
      action: 'members.export',
      entityType: 'members',
      summary: `Exported ${selected.length} member${selected.length === 1 ? '' : 's'} as CSV`,
      reason: input.reason,
      detail: { ...selectionDetail(input.selection), count: selected.length },
    });
    return selected.sort();
  });
  let afterId = '00000000-0000-0000-0000-000000000000';
  let started = false;
  let done = false;
  const stream = new Readable({
    async read() {
      try {
        if (!started) {
          started = true;
          this.push(`\uFEFF${csvLine(CSV_HEADER)}`);
          return;
        }
        if (done) return void this.push(null);
        const rows = await repo.memberBatch(ctx.db, ids, afterId, CSV_BATCH, ctx.config.tenant.timeZone);
        if (rows.length < CSV_BATCH) done = true;
        if (rows.length === 0) return void this.push(null);
        afterId = rows[rows.length - 1].id;
        this.push(
          rows
            .map((m) =>
              csvLine([
                m.firstName,
                m.lastName,
                m.email,
                m.memberNum,
                m.contactTypes.join('; '),
                m.segments.map((s) => s.name).join('; '),
                m.membershipType,
                m.membershipStatus,
                m.lastSignInAt,
              ]),
            )
            .join(''),
        );
      } catch (err) {
        this.destroy(err as Error);
      }
    },
  });
  return { filename: `members-${new Date().toISOString().slice(0, 10)}.csv`, stream };
}

/**
 * Bulk actions and the export of staff member administration (issue 23; issue 31: every field of the
 * member page, CSV or .xlsx): one action on a selection (by hand or by the list's filter), one
 * transaction and one audit entry each.
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
import { XLSX_CONTENT_TYPE, xlsxWorkbook } from '../../lib/xlsx';
import { AppError } from '../../lib/errors';
import { canManageAccount } from '../../policies/staff';
import { auditActorOf, recordStaffAction } from '../audit';
import { sendInvitations } from './invitations';
import * as repo from './members.repository';
import { assertSegmentsExist, emitMembershipStatusEvents } from './members.service';
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
    else if (input.action === 'membershipStatus') {
      const status = input.status ?? '';
      const memberships = await repo.setMembershipStatus(tx, ids, status);
      await emitMembershipStatusEvents(ctx, tx, memberships, status);
      changed = memberships.length;
    } else {
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

/** The export's columns: every field the member page shows (issue 31), then the list's. */
const EXPORT_COLUMNS: { header: string; value: (m: repo.MemberExportRow) => string | null }[] = [
  { header: 'First name', value: (m) => m.firstName },
  { header: 'Last name', value: (m) => m.lastName },
  { header: 'Email', value: (m) => m.email },
  { header: 'Preferred name', value: (m) => m.preferredName },
  { header: 'Mobile', value: (m) => m.mobile },
  { header: 'Member number', value: (m) => m.memberNum },
  { header: 'Street address', value: (m) => m.address },
  { header: 'Suburb', value: (m) => m.suburb },
  { header: 'State', value: (m) => m.state },
  { header: 'Postcode', value: (m) => m.postCode },
  { header: 'Country', value: (m) => m.country },
  { header: 'Date of birth', value: (m) => m.dateOfBirth },
  { header: 'Contact types', value: (m) => m.contactTypes.join('; ') },
  { header: 'Segments', value: (m) => m.segments.map((s) => s.name).join('; ') },
  { header: 'Membership', value: (m) => m.membershipType },
  { header: 'Membership status', value: (m) => m.membershipStatus },
  { header: 'Join date', value: (m) => m.joinDate },
  { header: 'Renewal date', value: (m) => m.renewedTo },
  { header: 'Last sign-in', value: (m) => m.lastSignInAt },
];
const EXPORT_HEADER = EXPORT_COLUMNS.map((c) => c.header);
const exportCells = (m: repo.MemberExportRow) => EXPORT_COLUMNS.map((c) => c.value(m));
const EXPORT_BATCH = 500;
const FIRST_ID = '00000000-0000-0000-0000-000000000000';

/** A generated export: its file name, media type and body (a stream of CSV, or the workbook's bytes). */
export interface MemberExportFile {
  filename: string;
  contentType: string;
  body: Readable | Buffer;
}

/**
 * POST /api/v1/admin/members/export: the selection with every field the member page shows (dates
 * `YYYY-MM-DD`, the last sign-in as an ISO instant), as CSV (UTF-8 with BOM, streamed in keyset
 * batches) or as an .xlsx workbook (`format`; text cells only). Formula-leading cells are escaped in
 * both (lib/csv.ts). The export is logged first, with the reason, the filter and the format, in its
 * own transaction: an export that is refused logs nothing.
 */
export async function exportMembers(
  ctx: AppContext,
  actor: Actor,
  input: MemberExportInput,
): Promise<MemberExportFile> {
  const format = input.format;
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
      summary: `Exported ${selected.length} member${selected.length === 1 ? '' : 's'} as ${format === 'xlsx' ? 'Excel' : 'CSV'}`,
      reason: input.reason,
      detail: { ...selectionDetail(input.selection), count: selected.length, format },
    });
    return selected.sort();
  });
  const filename = `members-${new Date().toISOString().slice(0, 10)}.${format}`;
  if (format === 'xlsx') {
    const rows: (string | null)[][] = [];
    for (let afterId = FIRST_ID; ; ) {
      const batch = await repo.memberExportBatch(ctx.db, ids, afterId, EXPORT_BATCH, ctx.config.tenant.timeZone);
      rows.push(...batch.map(exportCells));
      if (batch.length < EXPORT_BATCH) break;
      afterId = batch[batch.length - 1].id;
    }
    return { filename, contentType: XLSX_CONTENT_TYPE, body: await xlsxWorkbook('Members', EXPORT_HEADER, rows) };
  }
  let afterId = FIRST_ID;
  let started = false;
  let done = false;
  const stream = new Readable({
    async read() {
      try {
        if (!started) {
          started = true;
          this.push(`\uFEFF${csvLine(EXPORT_HEADER)}`);
          return;
        }
        if (done) return void this.push(null);
        const rows = await repo.memberExportBatch(ctx.db, ids, afterId, EXPORT_BATCH, ctx.config.tenant.timeZone);
        if (rows.length < EXPORT_BATCH) done = true;
        if (rows.length === 0) return void this.push(null);
        afterId = rows[rows.length - 1].id;
        this.push(rows.map((m) => csvLine(exportCells(m))).join(''));
      } catch (err) {
        this.destroy(err as Error);
      }
    },
  });
  return { filename, contentType: 'text/csv; charset=utf-8', body: stream };
}

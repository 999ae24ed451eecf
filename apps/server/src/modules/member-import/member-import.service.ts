/**
 * Member import (issue 23; issue 31: CSV/TSV in any usual encoding and separator, .xlsx, the guessed
 * and remembered column mapping, join and renewal dates): dry run, apply (one transaction per
 * batch), the list of batches, a batch's rows, and undo. Callers have passed `canImportMembers`
 * (the routes check it).
 *
 * Refused rows: by default any refused row blocks the whole batch (400, nothing written); with
 * `skipRefused` the refused rows are skipped, recorded in the batch with their reasons, and the
 * others apply. Either way the batch is one transaction: a row that fails while writing (an email
 * taken by a concurrent import) rolls the whole batch back.
 */
import {
  guessMemberImportColumns,
  MEMBER_IMPORT_FIELDS,
  MEMBER_IMPORT_MESSAGES,
  type MemberImportBatch,
  type MemberImportBatchList,
  type MemberImportBatchListQuery,
  type MemberImportBatchRows,
  type MemberImportBatchRowsQuery,
  type MemberImportDryRun,
  type MemberImportField,
  type MemberImportMapping,
} from '@portal/shared';
import type { AppContext, Actor } from '../../context';
import type { Executor } from '../../db/raw-query';
import { canManageAccount } from '../../policies/staff';
import { AppError, notFound } from '../../lib/errors';
import { recordStaffAction } from '../audit';
import { type ReadOptions, readMemberFile } from './member-import.read';
import { sendInvitations } from '../members';
import { enqueueWebhookEvents, memberEventData } from '../webhooks';
import { type ImportFacts, type PlannedRow, planImport, reportOf } from './member-import.plan';
import * as repo from './member-import.repository';

/**
 * An uploaded file (`extension` as the upload check named it), how to read it (separator, sheet)
 * and the mapping chosen on screen (absent: the remembered mapping, then guesses from the header).
 */
export interface ImportUpload extends ReadOptions {
  filename: string;
  extension: string;
  bytes: Buffer;
  mapping?: MemberImportMapping;
}

/** What the plan needs to know of the database; `zone` is the tenant's IANA time zone (its "today"). */
async function loadFacts(db: Executor, emails: string[], actor: Actor, zone: string): Promise<ImportFacts> {
  const { segments, types } = await repo.loadLookups(db);
  // Scopes never reach upwards (issue 28): rows of accounts not below the importer are refused.
  const members = (await repo.findMembersByEmail(db, emails)).map((m) => ({
    ...m,
    manageable: canManageAccount(actor, m),
  }));
  const segmentIdsByName = new Map<string, number>();
  for (const s of segments)
    if (!segmentIdsByName.has(s.name.toLowerCase())) segmentIdsByName.set(s.name.toLowerCase(), s.id);
  const typeIdsByName = new Map<string, number>();
  for (const t of types) {
    typeIdsByName.set(t.code.toLowerCase(), t.id);
    typeIdsByName.set(t.name.toLowerCase(), t.id);
  }
  const { today, renewedTo } = membershipDates(zone);
  return {
    membersByEmail: new Map(members.map((m) => [m.email, m])),
    segmentIdsByName,
    typeIdsByName,
    lifeTypeIds: new Set(types.filter((t) => t.isLife).map((t) => t.id)),
    today,
    yearEnd: renewedTo,
  };
}

const EMPTY_FACTS: ImportFacts = {
  membersByEmail: new Map(),
  segmentIdsByName: new Map(),
  typeIdsByName: new Map(),
  lifeTypeIds: new Set(),
  today: '',
  yearEnd: '',
};

async function plan(db: Executor, upload: ImportUpload, actor: Actor, zone: string) {
  const { columns, records, source } = await readMemberFile(upload.bytes, upload.extension, upload);
  const remembered = await repo.findRememberedMapping(db, actor.id);
  const guessed = guessMemberImportColumns(columns, remembered as Partial<Record<MemberImportField, string>>);
  const mapping = upload.mapping ?? guessed.mapping;
  for (const field of MEMBER_IMPORT_FIELDS) {
    const index = mapping[field];
    if (index != null && index >= columns.length)
      throw new AppError('VALIDATION_ERROR', MEMBER_IMPORT_MESSAGES.badMapping);
  }
  const found = { columns, source, guesses: guessed.guesses, mapping };
  // Without an Email column nothing can be planned: the dry run still answers the columns and guesses.
  if (mapping.email == null)
    return { ...found, mappingError: MEMBER_IMPORT_MESSAGES.emailNotMapped, ...planImport([], mapping, EMPTY_FACTS) };
  const emails = [...new Set(records.map((r) => (r.cells[mapping.email as number] ?? '').trim().toLowerCase()))].filter(
    Boolean,
  );
  const facts = await loadFacts(db, emails, actor, zone);
  return { ...found, mappingError: null, ...planImport(records, mapping, facts) };
}

/** The mapping by column name (field → the column's header text), as it is remembered. */
function mappingByName(mapping: MemberImportMapping, columns: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of MEMBER_IMPORT_FIELDS) {
    const index = mapping[field];
    if (index != null && columns[index]) out[field] = columns[index];
  }
  return out;
}

/**
 * POST .../dry-run: what apply would do with each row, how the file was read, what was guessed per
 * column and the mapping used. Writes nothing. Without an Email column it answers the columns and
 * guesses with `mappingError` and no rows (so the screen can offer the mapping); apply answers 400.
 */
export async function dryRunImport(ctx: AppContext, upload: ImportUpload, actor: Actor): Promise<MemberImportDryRun> {
  const { columns, source, guesses, mapping, mappingError, rows, counts } = await plan(
    ctx.db,
    upload,
    actor,
    ctx.config.tenant.timeZone,
  );
  return {
    filename: upload.filename,
    source,
    columns,
    guesses,
    mapping,
    mappingError,
    counts,
    rows: rows.map(reportOf),
  };
}

/** True for PostgreSQL's unique violation (23505), also when wrapped by Drizzle (`cause`). */
function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

/** Today in the tenant's IANA zone `zone` and the end of its membership year (30 June), as `YYYY-MM-DD`. */
function membershipDates(zone: string, now = new Date()): { today: string; renewedTo: string } {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(now);
  const year = Number(today.slice(0, 4));
  const endYear = today.slice(5) > '06-30' ? year + 1 : year;
  return { today, renewedTo: `${endYear}-06-30` };
}

/**
 * POST .../apply: plans the file again (the dry run may be stale) and writes it in one transaction
 * with one audit row ('import.apply'); remembers the mapping by column name for the staff member's
 * next import. Answers the batch.
 * @throws 400 VALIDATION_ERROR blockedByRefused when rows are refused and `skipRefused` is false.
 */
export async function applyImport(
  ctx: AppContext,
  actor: Actor,
  upload: ImportUpload & { skipRefused: boolean; sendInvitations: boolean },
): Promise<MemberImportBatch> {
  const { rows, counts, columns, mapping, mappingError } = await plan(
    ctx.db,
    upload,
    actor,
    ctx.config.tenant.timeZone,
  );
  if (mappingError) throw new AppError('VALIDATION_ERROR', mappingError);
  if (counts.refuse > 0 && !upload.skipRefused)
    throw new AppError('VALIDATION_ERROR', MEMBER_IMPORT_MESSAGES.blockedByRefused);
  const creates = rows.filter((r) => r.action === 'create');
  const updates = rows.filter((r) => r.action === 'update');
  const batchId = await ctx.db
    .transaction(async (tx) => {
      const batch = await repo.insertBatch(tx, {
        filename: upload.filename,
        actorId: actor.id,
        actorEmail: actor.email,
        counts,
        skippedRefused: counts.refuse > 0,
        invitationsSent: upload.sendInvitations && creates.length > 0,
      });
      await repo.insertAccounts(tx, creates);
      await repo.updateAccounts(tx, updates);
      await repo.addSegments(tx, [...creates, ...updates]);
      await repo.upsertMemberships(tx, [...creates, ...updates]);
      await repo.insertBatchRows(tx, batch.id, rows);
      await emitMemberUpdates(ctx, tx, updates);
      await repo.saveRememberedMapping(tx, actor.id, mappingByName(mapping, columns));
      if (upload.sendInvitations && creates.length > 0)
        await sendInvitations(ctx, tx, await repo.createdMembers(tx, batch.id));
      await recordStaffAction(
        tx,
        { accountId: actor.id, email: actor.email },
        {
          action: 'import.apply',
          entityType: 'import',
          entityId: batch.id,
          summary: `Imported ${upload.filename}: ${counts.create} created, ${counts.update} updated, ${counts.refuse} refused`,
          detail: { batchId: batch.id, filename: upload.filename, ...counts, sendInvitations: upload.sendInvitations },
        },
      );
      return batch.id;
    })
    .catch((err: unknown) => {
      if (isUniqueViolation(err)) throw new AppError('CONFLICT', MEMBER_IMPORT_MESSAGES.concurrentChange);
      throw err;
    });
  return getBatch(ctx, batchId);
}

/**
 * `member.updated` for each member the import changed (issue 31), in the import's transaction `tx`:
 * the details after and `changedFields` (account fields by name; `membership`, `segments`), with
 * `"source": "import"`.
 */
async function emitMemberUpdates(ctx: AppContext, tx: Executor, updates: PlannedRow[]): Promise<void> {
  const ids = updates.flatMap((r) => (r.accountId ? [r.accountId] : []));
  if (ids.length === 0) return;
  const fields = await repo.memberEventFields(tx, ids);
  const events = updates.flatMap((r) => {
    const now = r.accountId ? fields.get(r.accountId) : undefined;
    if (!now) return [];
    const changedFields = [
      ...Object.keys(r.values).filter((f) => f !== 'dateOfBirth'),
      ...(r.membership ? ['membership'] : []),
      ...(r.addSegmentIds.length ? ['segments'] : []),
    ];
    return [{ data: memberEventData(now.id, now, { changedFields, source: 'import' }), accountId: now.id }];
  });
  await enqueueWebhookEvents(ctx, tx, 'member.updated', events);
}

const iso = (v: unknown) => (v == null ? null : new Date(v as string).toISOString());

async function present(db: Executor, records: repo.BatchRecord[]): Promise<MemberImportBatch[]> {
  const open = records.filter((r) => !r.undoneAt).map((r) => r.id);
  const blockers = await repo.undoBlockers(db, open);
  return records.map((r) => {
    const reason = r.undoneAt
      ? null
      : blockers.signedIn.has(r.id)
        ? MEMBER_IMPORT_MESSAGES.signedIn
        : blockers.laterImport.has(r.id)
          ? MEMBER_IMPORT_MESSAGES.laterImport
          : null;
    return {
      id: r.id,
      filename: r.filename,
      createdAt: iso(r.createdAt) as string,
      actorEmail: r.actorEmail,
      counts: {
        total: r.totalRows,
        create: r.createdCount,
        update: r.updatedCount,
        unchanged: r.unchangedCount,
        refuse: r.refusedCount,
      },
      skippedRefused: r.skippedRefused,
      invitationsSent: r.invitationsSent,
      undoneAt: iso(r.undoneAt),
      undoneByEmail: r.undoneByEmail,
      canUndo: !r.undoneAt && reason === null,
      undoBlockedReason: reason,
    };
  });
}

/** One batch, or 404. */
export async function getBatch(ctx: AppContext, id: string): Promise<MemberImportBatch> {
  const record = await repo.findBatch(ctx.db, id);
  if (!record) throw notFound('Import not found.');
  const [batch] = await present(ctx.db, [record]);
  return batch;
}

/** GET /api/v1/admin/member-imports: past batches, newest first. */
export async function listImportBatches(
  ctx: AppContext,
  q: MemberImportBatchListQuery,
): Promise<MemberImportBatchList> {
  const { items, totalItems } = await repo.listBatches(ctx.db, q.page, q.size);
  return { items: await present(ctx.db, items), page: q.page, size: q.size, totalItems };
}

/** GET .../{id}/rows: the batch's stored rows (404 for an unknown batch). */
export async function listImportBatchRows(
  ctx: AppContext,
  id: string,
  q: MemberImportBatchRowsQuery,
): Promise<MemberImportBatchRows> {
  if (!(await repo.findBatch(ctx.db, id))) throw notFound('Import not found.');
  const { items, totalItems } = await repo.listBatchRows(ctx.db, id, q);
  return { items, page: q.page, size: q.size, totalItems };
}

/**
 * POST .../{id}/undo: removes the members the batch created and restores exactly what it replaced,
 * in one transaction with one audit row ('import.undo').
 * @throws 404 unknown batch; 409 CONFLICT already undone, a member signed in since, or a later
 *   import (not undone) changed one of its members.
 */
export async function undoImport(ctx: AppContext, actor: Actor, id: string): Promise<MemberImportBatch> {
  await ctx.db.transaction(async (tx) => {
    const batch = await repo.findBatch(tx, id, true);
    if (!batch) throw notFound('Import not found.');
    if (batch.undoneAt) throw new AppError('CONFLICT', MEMBER_IMPORT_MESSAGES.alreadyUndone);
    const blockers = await repo.undoBlockers(tx, [id]);
    if (blockers.signedIn.has(id)) throw new AppError('CONFLICT', MEMBER_IMPORT_MESSAGES.signedIn);
    if (blockers.laterImport.has(id)) throw new AppError('CONFLICT', MEMBER_IMPORT_MESSAGES.laterImport);
    await repo.revertBatch(tx, id);
    await repo.markUndone(tx, id, actor);
    await recordStaffAction(
      tx,
      { accountId: actor.id, email: actor.email },
      {
        action: 'import.undo',
        entityType: 'import',
        entityId: id,
        summary: `Undid the import of ${batch.filename}: ${batch.createdCount} removed, ${batch.updatedCount} restored`,
        detail: { batchId: id, filename: batch.filename, removed: batch.createdCount, restored: batch.updatedCount },
      },
    );
  });
  return getBatch(ctx, id);
}

/**
 * CPD rules (spec 03 §5 CPD, §6, §7 CPD and enrolments; issue 16): periods per the tenant's rule
 * (CPD_RULES, OTBA for the reference tenant), the member's own records with evidence, certificates of
 * records from events, the period report and audit pack, the staff compliance list, and the job that
 * adds the records of attended CPD events.
 */
import type { Readable } from 'node:stream';
import {
  CPD_LIMITS,
  CPD_MESSAGES,
  CPD_RULES,
  type CpdComplianceQuery,
  type CpdComplianceResponse,
  type CpdComplianceRow,
  type CpdComplianceStatus,
  type CpdPeriod,
  type CpdPrintView,
  type CpdRecord,
  type CpdRecordInput,
  type CpdRule,
  calendarDayIn,
} from '@portal/shared';
import type { Actor, AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { renderCpdCertificatePdf, renderCpdReportPdf } from '../../lib/pdf';
import { documentBrand } from '../server-values';
import { checkCertificate, checkChangeRecord, checkCompliance, checkOwn } from '../../policies/cpd';
import { enforce } from '../../policies/denial';
import { type UploadedFile, newStorageKey, storageFor } from '../files';
import { auditPackStream } from './cpd-audit-pack';
import {
  elapsedFraction,
  longDate,
  minimumHoursOf,
  periodLabel,
  periodOf,
  periodStartingIn,
  periodStartYearOf,
  progressPercent,
} from './cpd-periods';
import { enqueueWebhookEvent } from '../webhooks';
import * as repo from './cpd.repository';
import { csvCell, presentPeriod, presentRecord } from './cpd.presenter';
import { escapeHtml } from '../../lib/html';

/** The tenant's CPD rule. */
export function ruleOf(ctx: AppContext): CpdRule {
  return CPD_RULES[ctx.config.tenant.id];
}

async function buildPeriod(ctx: AppContext, row: repo.PeriodRow, today: string): Promise<CpdPeriod> {
  const records = await repo.recordsInRange(ctx.db, row.accountId, row.startDate, row.endDate);
  return presentPeriod(row, records, ruleOf(ctx), today);
}

/**
 * GET api/user/cpds: the caller's periods, newest first: from the period of their earliest record
 * (at most `evidenceYears` back, the retention of the rule) to the current one.
 */
export async function listPeriods(ctx: AppContext, actor: Actor, now = new Date()): Promise<CpdPeriod[]> {
  const rule = ruleOf(ctx);
  const today = calendarDayIn(now, ctx.config.tenant.timeZone);
  const currentYear = periodStartYearOf(today, rule);
  const earliest = await repo.earliestRecordDate(ctx.db, actor.id);
  const firstYear = Math.max(
    currentYear - rule.evidenceYears,
    Math.min(currentYear, earliest ? periodStartYearOf(earliest, rule) : currentYear),
  );
  const out: CpdPeriod[] = [];
  for (let y = currentYear; y >= firstYear; y--) {
    const row = await repo.ensurePeriod(ctx.db, actor.id, periodStartingIn(y, rule));
    out.push(await buildPeriod(ctx, row, today));
  }
  return out;
}

/** GET api/user/cpd/period/current: the current period (a list of one: "returns periods"). */
export async function currentPeriods(ctx: AppContext, actor: Actor, now = new Date()): Promise<CpdPeriod[]> {
  const today = calendarDayIn(now, ctx.config.tenant.timeZone);
  const row = await repo.ensurePeriod(ctx.db, actor.id, periodOf(today, ruleOf(ctx)));
  return [await buildPeriod(ctx, row, today)];
}

async function ownPeriod(ctx: AppContext, actor: Actor, id: number): Promise<repo.PeriodRow> {
  const row = await repo.periodById(ctx.db, id);
  enforce(checkOwn(actor, row && { accountId: row.accountId }));
  return row as repo.PeriodRow;
}

/** One of the caller's periods (404 for another member's). */
export async function getPeriod(ctx: AppContext, actor: Actor, id: number): Promise<CpdPeriod> {
  return buildPeriod(ctx, await ownPeriod(ctx, actor, id), calendarDayIn(new Date(), ctx.config.tenant.timeZone));
}

/** Sets the learning plan of one of the caller's periods. */
export async function setLearningPlan(ctx: AppContext, actor: Actor, id: number, plan: string): Promise<CpdPeriod> {
  const row = await ownPeriod(ctx, actor, id);
  await repo.setLearningPlan(ctx.db, id, plan.trim() || null);
  return buildPeriod(
    ctx,
    { ...row, learningPlan: plan.trim() || null },
    calendarDayIn(new Date(), ctx.config.tenant.timeZone),
  );
}

async function ownRecord(ctx: AppContext, actor: Actor, id: number): Promise<repo.RecordRow> {
  const row = await repo.recordById(ctx.db, id);
  enforce(checkOwn(actor, row && { accountId: row.accountId }));
  return row as repo.RecordRow;
}

/** One of the caller's records (the edit page). */
export async function getRecord(ctx: AppContext, actor: Actor, id: number): Promise<CpdRecord> {
  return presentRecord(await ownRecord(ctx, actor, id));
}

function checkDate(ctx: AppContext, date: string, now: Date): void {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date)
    throw new AppError('VALIDATION_ERROR', CPD_MESSAGES.dateRequired);
  if (date > calendarDayIn(now, ctx.config.tenant.timeZone))
    throw new AppError('VALIDATION_ERROR', CPD_MESSAGES.dateInFuture);
}

async function storeEvidence(ctx: AppContext, files: UploadedFile[]) {
  const storage = storageFor(ctx.config);
  const stored: repo.EvidenceFields[] = [];
  try {
    for (const f of files) {
      const storageKey = newStorageKey(f.extension);
      await storage.put(storageKey, f.bytes, f.mimeType);
      stored.push({ storageKey, filename: f.filename, mimeType: f.mimeType, size: f.bytes.length });
    }
  } catch (err) {
    await removeFiles(
      ctx,
      stored.map((s) => s.storageKey),
    );
    throw err;
  }
  return stored;
}

async function removeFiles(ctx: AppContext, keys: string[]): Promise<void> {
  const storage = storageFor(ctx.config);
  await Promise.all(keys.map((k) => storage.delete(k).catch(() => undefined)));
}

const fieldsOf = (input: CpdRecordInput): repo.RecordFields => ({
  title: input.title,
  categoryName: input.categoryName,
  presenter: input.presenter,
  domain: input.domain,
  hours: input.hours,
  interactive: input.interactive,
  reflection: input.reflection,
  completedDate: input.completedDate,
});

/** A record's fields for the `cpd.record.created` webhook: the member's private reflection stays out. */
const withoutReflection = ({ reflection: _reflection, ...rest }: repo.RecordFields) => rest;

/** Adds an outside record with its evidence (files stored first, rows in one transaction). */
export async function createRecord(
  ctx: AppContext,
  actor: Actor,
  input: CpdRecordInput,
  files: UploadedFile[],
  now = new Date(),
): Promise<CpdRecord> {
  checkDate(ctx, input.completedDate, now);
  const stored = await storeEvidence(ctx, files);
  try {
    const id = await ctx.db.transaction(async (tx) => {
      const recordId = await repo.insertRecord(tx, actor.id, fieldsOf(input));
      await repo.insertEvidence(tx, recordId, stored);
      await enqueueWebhookEvent(
        ctx,
        tx,
        'cpd.record.created',
        { id: recordId, accountId: actor.id, ...withoutReflection(fieldsOf(input)), evidenceCount: stored.length },
        { accountId: actor.id },
      );
      return recordId;
    });
    return presentRecord((await repo.recordById(ctx.db, id)) as repo.RecordRow);
  } catch (err) {
    await removeFiles(
      ctx,
      stored.map((s) => s.storageKey),
    );
    throw err;
  }
}

/** Edits an outside record: fields, new evidence, evidence removed (at most 5 kept). */
export async function updateRecord(
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: CpdRecordInput,
  files: UploadedFile[],
  now = new Date(),
): Promise<CpdRecord> {
  const row = await repo.recordById(ctx.db, id);
  enforce(checkChangeRecord(actor, row && { accountId: row.accountId, relatedEventId: row.relatedEventId }));
  checkDate(ctx, input.completedDate, now);
  const stored = await storeEvidence(ctx, files);
  let removed: string[] = [];
  try {
    await ctx.db.transaction(async (tx) => {
      await repo.updateRecord(tx, id, fieldsOf(input));
      removed = await repo.deleteEvidence(tx, id, input.removeAttachmentIds);
      await repo.insertEvidence(tx, id, stored);
      if ((await repo.evidenceCount(tx, id)) > CPD_LIMITS.maxEvidenceFiles)
        throw new AppError('VALIDATION_ERROR', CPD_MESSAGES.evidenceTooMany);
    });
  } catch (err) {
    await removeFiles(
      ctx,
      stored.map((s) => s.storageKey),
    );
    throw err;
  }
  await removeFiles(ctx, removed);
  return presentRecord((await repo.recordById(ctx.db, id)) as repo.RecordRow);
}

/**
 * Sets the reflection of one of the caller's records, event records included (the OTBA standard
 * asks a reflection for each activity; the rest of an event record stays read-only).
 */
export async function setReflection(ctx: AppContext, actor: Actor, id: number, reflection: string): Promise<CpdRecord> {
  await ownRecord(ctx, actor, id);
  await repo.setReflection(ctx.db, id, reflection.trim() || null);
  return presentRecord((await repo.recordById(ctx.db, id)) as repo.RecordRow);
}

/** Deletes an outside record and its evidence files. */
export async function deleteRecord(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  const row = await repo.recordById(ctx.db, id);
  enforce(checkChangeRecord(actor, row && { accountId: row.accountId, relatedEventId: row.relatedEventId }));
  const keys = await ctx.db.transaction((tx) => repo.deleteRecord(tx, id));
  await removeFiles(ctx, keys);
}

/** An evidence file of the caller's (404 for another member's). */
export async function evidenceFile(ctx: AppContext, actor: Actor, id: string): Promise<repo.EvidenceRow> {
  const row = await repo.evidenceById(ctx.db, id);
  enforce(checkOwn(actor, row && { accountId: row.accountId }));
  return row as repo.EvidenceRow;
}

/** A document to send (a rendered PDF, or the audit pack's zip stream) and its file name. */
export interface PdfAnswer {
  filename: string;
  body: Buffer | Readable;
}

/** The certificate of attendance of a record from an event (404 otherwise). */
export async function certificate(ctx: AppContext, actor: Actor, id: number): Promise<PdfAnswer> {
  const row = await repo.recordById(ctx.db, id);
  enforce(checkCertificate(actor, row && { accountId: row.accountId, relatedEventId: row.relatedEventId }));
  const record = row as repo.RecordRow;
  const [member, event] = await Promise.all([
    repo.accountName(ctx.db, actor.id),
    repo.eventOfRecord(ctx.db, record.relatedEventId as number),
  ]);
  return {
    filename: `Certificate - ${record.title}.pdf`,
    body: await renderCpdCertificatePdf(
      {
        organisation: ctx.config.tenant.fullName,
        memberName: member.name,
        memberNumber: member.memberNum,
        eventTitle: event?.title ?? record.title,
        completedDate: record.completedDate,
        hours: Number(record.hours),
        categoryName: record.categoryName,
        presenter: record.presenter,
        venue: event?.venue ?? null,
        recordId: record.id,
      },
      await documentBrand(ctx),
    ),
  };
}

async function reportOf(
  ctx: AppContext,
  actor: Actor,
  id: number,
): Promise<{ period: CpdPeriod; pdf: () => Promise<Buffer> }> {
  const period = await getPeriod(ctx, actor, id);
  const member = await repo.accountName(ctx.db, actor.id);
  const rule = ruleOf(ctx);
  return {
    period,
    pdf: async () =>
      renderCpdReportPdf(
        period,
        {
          organisation: ctx.config.tenant.fullName,
          standardName: rule.standardName,
          memberName: member.name,
          memberNumber: member.memberNum,
          evidenceYears: rule.evidenceYears,
          generatedOn: calendarDayIn(new Date(), ctx.config.tenant.timeZone),
          timeZone: ctx.config.tenant.timeZone,
        },
        await documentBrand(ctx),
      ),
  };
}

/** The period report PDF. */
export async function periodReport(ctx: AppContext, actor: Actor, id: number): Promise<PdfAnswer> {
  const { period, pdf } = await reportOf(ctx, actor, id);
  return { filename: `CPD report ${period.label}.pdf`, body: await pdf() };
}

/**
 * GET api/cpd/period/{id}/printview: `previewUrl` (the PDF, inline) and `previewHtml` (a summary
 * table of the period, every value escaped).
 */
export async function periodPrintView(ctx: AppContext, actor: Actor, id: number): Promise<CpdPrintView> {
  const period = await getPeriod(ctx, actor, id);
  const rows = period.cpdRecords
    .map(
      (r) =>
        `<tr><td>${escapeHtml(longDate(r.completedDate))}</td><td>${escapeHtml(r.title)}</td><td>${escapeHtml(r.categoryName)}</td><td>${r.hours}</td><td>${r.interactive ? 'Yes' : 'No'}</td></tr>`,
    )
    .join('');
  const previewHtml =
    `<h2>CPD report ${escapeHtml(period.label)}</h2>` +
    `<p>${escapeHtml(longDate(period.periodStartDate))} to ${escapeHtml(longDate(period.periodEndDate))}: ` +
    `${period.completedTotalHours} / ${period.minimumRequiredHours} hrs (${period.progressPercent}%)</p>` +
    `<table><thead><tr><th>Date</th><th>Activity</th><th>Category</th><th>Hours</th><th>Interactive</th></tr></thead><tbody>${rows}</tbody></table>`;
  return { previewUrl: `/api/cpd/period/${id}/download?inline=true`, previewHtml };
}

/** The audit pack: the period report and every evidence file, one zip. */
export async function auditPack(ctx: AppContext, actor: Actor, id: number): Promise<PdfAnswer> {
  const { period, pdf } = await reportOf(ctx, actor, id);
  const files = await repo.evidenceInRange(ctx.db, actor.id, period.periodStartDate, period.periodEndDate);
  const titles = new Map(period.cpdRecords.map((r) => [r.cpdId, `${r.completedDate} ${r.title}`]));
  return {
    filename: `CPD audit pack ${period.label}.zip`,
    body: auditPackStream(
      storageFor(ctx.config),
      { name: `CPD report ${period.label}.pdf`, pdf: await pdf() },
      files.map((f) => ({
        folder: titles.get(f.recordId) ?? String(f.recordId),
        filename: f.filename,
        storageKey: f.storageKey,
      })),
    ),
  };
}

/** A member's compliance status: complete, on track (hours at least the elapsed share), or short. */
export function complianceStatus(
  f: {
    completed: number;
    required: number;
    interactive: number;
    minimumInteractive: number;
    planOk: boolean;
    reflectionsOk: boolean;
  },
  elapsed: number,
): CpdComplianceStatus {
  const complete = f.completed >= f.required && f.interactive >= f.minimumInteractive && f.planOk && f.reflectionsOk;
  if (complete) return 'Complete';
  if (elapsed < 1 && f.completed >= f.required * elapsed && f.reflectionsOk) return 'On track';
  return 'Short';
}

async function complianceRows(ctx: AppContext, q: CpdComplianceQuery, now: Date) {
  const rule = ruleOf(ctx);
  const today = calendarDayIn(now, ctx.config.tenant.timeZone);
  const dates = periodStartingIn(q.startYear ?? periodStartYearOf(today, rule), rule);
  const elapsed = elapsedFraction(dates, today);
  const facts = await repo.complianceFacts(ctx.db, dates.startDate, dates.endDate);
  const rows: CpdComplianceRow[] = facts.map((f) => {
    const required = minimumHoursOf(f.minimumHours, rule);
    const planOk = !rule.learningPlanRequired || f.hasPlan;
    const reflectionsOk = !rule.reflectionRequired || f.withoutReflection === 0;
    return {
      accountId: f.accountId,
      name: f.name,
      email: f.email,
      completedHours: Number(f.completed),
      interactiveHours: Number(f.interactive),
      minimumRequiredHours: required,
      progressPercent: progressPercent(Number(f.completed), required),
      learningPlan: f.hasPlan,
      recordsWithoutReflection: f.withoutReflection,
      status: complianceStatus(
        {
          completed: Number(f.completed),
          required,
          interactive: Number(f.interactive),
          minimumInteractive: rule.minimumInteractiveHours,
          planOk,
          reflectionsOk,
        },
        elapsed,
      ),
    };
  });
  return { dates, rows };
}

/** The staff compliance list of a period (403 for non-staff). */
export async function complianceList(
  ctx: AppContext,
  actor: Actor,
  q: CpdComplianceQuery,
  now = new Date(),
): Promise<CpdComplianceResponse> {
  enforce(checkCompliance(actor));
  const { dates, rows } = await complianceRows(ctx, q, now);
  const counts = { Complete: 0, 'On track': 0, Short: 0 };
  for (const r of rows) counts[r.status]++;
  const filtered = q.status ? rows.filter((r) => r.status === q.status) : rows;
  return {
    periodStartDate: dates.startDate,
    periodEndDate: dates.endDate,
    label: periodLabel(dates),
    counts,
    items: filtered.slice((q.page - 1) * q.size, q.page * q.size),
    totalItems: filtered.length,
  };
}

/** The compliance list as CSV (every row of the filter; cells escaped against formulas). */
export async function complianceCsv(
  ctx: AppContext,
  actor: Actor,
  q: CpdComplianceQuery,
  now = new Date(),
): Promise<{ filename: string; csv: string }> {
  enforce(checkCompliance(actor));
  const { dates, rows } = await complianceRows(ctx, q, now);
  const filtered = q.status ? rows.filter((r) => r.status === q.status) : rows;
  const header = [
    'Name',
    'Email',
    'Completed hours',
    'Interactive hours',
    'Required hours',
    'Progress %',
    'Learning plan',
    'Records without reflection',
    'Status',
  ];
  const lines = [
    header,
    ...filtered.map((r) => [
      r.name,
      r.email,
      r.completedHours,
      r.interactiveHours,
      r.minimumRequiredHours,
      r.progressPercent,
      r.learningPlan ? 'Yes' : 'No',
      r.recordsWithoutReflection,
      r.status,
    ]),
  ].map((cells) => cells.map(csvCell).join(','));
  return { filename: `CPD compliance ${periodLabel(dates)}.csv`, csv: `\ufeff${lines.join('\r\n')}\r\n` };
}

/** The attendance job: adds the records of attended CPD events that have ended (idempotent). */
export async function awardAttendance(ctx: Pick<AppContext, 'db'>, now = new Date()): Promise<number> {
  return repo.insertAttendanceRecords(ctx.db, now);
}

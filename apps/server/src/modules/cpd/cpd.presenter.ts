/**
 * Shapes CPD rows for the caller (spec 03 §3 CPD period, CPD record; §5 CPD): a period with its
 * records, figures and compliance; a record with its edit URL (outside records only).
 */
import type { CpdPeriod, CpdRecord, CpdRule } from '@portal/shared';
import { minimumHoursOf, periodLabel, progressPercent } from './cpd-periods';
import type { PeriodRow, RecordRow } from './cpd.repository';

/** The portal's create page of outside records (GET api/cpd/new). */
export const CPD_NEW_URL = '/cpd/records/new';
/** The edit page of an outside record. */
export const cpdEditUrl = (id: number) => `/cpd/records/${id}/edit`;

/** A record as the API answers it. */
export function presentRecord(r: RecordRow): CpdRecord {
  return {
    cpdId: r.id,
    title: r.title,
    categoryName: r.categoryName,
    presenter: r.presenter,
    domain: r.domain,
    hours: Number(r.hours),
    interactive: r.interactive,
    reflection: r.reflection,
    completedDate: r.completedDate,
    attachments: r.attachments.map((a) => ({ id: a.id, name: a.name, size: Number(a.size), mimeType: a.mimeType })),
    editUrl: r.relatedEventId == null ? cpdEditUrl(r.id) : null,
    relatedEventId: r.relatedEventId,
  };
}

const sum = (xs: number[]) => Math.round(xs.reduce((a, b) => a + b, 0) * 100) / 100;

/** A period with its records (newest first), figures and compliance under `rule`. */
export function presentPeriod(p: PeriodRow, records: RecordRow[], rule: CpdRule, today: string): CpdPeriod {
  const cpdRecords = records.map(presentRecord);
  const completed = sum(cpdRecords.map((r) => r.hours));
  const interactive = sum(cpdRecords.filter((r) => r.interactive).map((r) => r.hours));
  const required = minimumHoursOf(p.minimumHours == null ? null : Number(p.minimumHours), rule);
  const withoutReflection = cpdRecords.filter((r) => !r.reflection?.trim()).length;
  const hoursMet = completed >= required;
  const interactiveMet = interactive >= rule.minimumInteractiveHours;
  const learningPlanMet = !rule.learningPlanRequired || !!p.learningPlan?.trim();
  const reflectionsMet = !rule.reflectionRequired || withoutReflection === 0;
  return {
    cpdPeriodId: p.id,
    periodStartDate: p.startDate,
    periodEndDate: p.endDate,
    label: periodLabel({ startDate: p.startDate, endDate: p.endDate }),
    completedTotalHours: completed,
    minimumRequiredHours: required,
    progressPercent: progressPercent(completed, required),
    isCurrent: p.startDate <= today && today <= p.endDate,
    learningPlan: p.learningPlan,
    compliance: {
      hoursMet,
      interactiveHours: interactive,
      minimumInteractiveHours: rule.minimumInteractiveHours,
      interactiveMet,
      learningPlanRequired: rule.learningPlanRequired,
      learningPlanMet,
      reflectionRequired: rule.reflectionRequired,
      recordsWithoutReflection: withoutReflection,
      reflectionsMet,
      compliant: hoursMet && interactiveMet && learningPlanMet && reflectionsMet,
    },
    cpdRecords,
  };
}

/** A CSV cell: quoted, with a leading = + - @ (or tab/CR) escaped by a quote so no spreadsheet runs it as a formula. */
export function csvCell(value: string | number | boolean): string {
  let s = String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return `"${s.replace(/"/g, '""')}"`;
}

/**
 * CPD period arithmetic (spec 03 §5 CPD; issue 16): which period holds a Sydney calendar date under
 * a tenant's rule, labels that span years, the minimum (20 when missing) and progress capped at 100 %.
 * Pure functions; dates are "YYYY-MM-DD" strings in Sydney time.
 */
import { CPD_LIMITS, type CpdRule } from '@portal/shared';

/** A period's dates, inclusive. */
export interface PeriodDates {
  startDate: string;
  endDate: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;

/** The period starting in `startYear` under `rule` (1 Dec 2025 → 30 Nov 2026 for the OTBA rule). */
export function periodStartingIn(startYear: number, rule: CpdRule): PeriodDates {
  const start = new Date(Date.UTC(startYear, rule.startMonth - 1, rule.startDay));
  const end = new Date(Date.UTC(startYear + 1, rule.startMonth - 1, rule.startDay - 1));
  return {
    startDate: ymd(start.getUTCFullYear(), start.getUTCMonth() + 1, start.getUTCDate()),
    endDate: ymd(end.getUTCFullYear(), end.getUTCMonth() + 1, end.getUTCDate()),
  };
}

/** The year in which the period holding `date` ("YYYY-MM-DD") starts. */
export function periodStartYearOf(date: string, rule: CpdRule): number {
  const [y, m, d] = date.split('-').map(Number);
  const beforeStart = m < rule.startMonth || (m === rule.startMonth && d < rule.startDay);
  return beforeStart ? y - 1 : y;
}

/** The period holding `date`. */
export function periodOf(date: string, rule: CpdRule): PeriodDates {
  return periodStartingIn(periodStartYearOf(date, rule), rule);
}

/** "2025–2026" (spec 03 §5: the label spans years); one year when start and end share it. */
export function periodLabel(p: PeriodDates): string {
  const a = p.startDate.slice(0, 4);
  const b = p.endDate.slice(0, 4);
  return a === b ? a : `${a}–${b}`;
}

/** The minimum of a period: the stored one, else the rule's, else 20 (spec 03 §5, §9). */
export function minimumHoursOf(stored: number | null | undefined, rule: CpdRule): number {
  if (stored != null && stored > 0) return stored;
  return rule.minimumHours ?? CPD_LIMITS.defaultMinimumHours;
}

/** completed / required as a whole percent, capped at 100 (spec 03 §5). */
export function progressPercent(completed: number, required: number): number {
  if (required <= 0) return 100;
  return Math.min(100, Math.floor((completed / required) * 100));
}

/** Hours rounded to the quarter hour. */
export function toQuarterHours(h: number): number {
  return Math.round(h * 4) / 4;
}

/** Fraction of the period elapsed at `today` (0..1). */
export function elapsedFraction(p: PeriodDates, today: string): number {
  const s = Date.parse(`${p.startDate}T00:00:00Z`);
  const e = Date.parse(`${p.endDate}T00:00:00Z`) + 86_400_000;
  const t = Date.parse(`${today}T00:00:00Z`) + 86_400_000;
  return Math.max(0, Math.min(1, (t - s) / (e - s)));
}

/** "1 December 2025" from "2025-12-01" (the PDF worker's lib/pdf/common.mjs prints the same). */
export function longDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}

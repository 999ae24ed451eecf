/**
 * CPD figures as shown (spec 03 §5 CPD): 'completed / required hrs', progress capped at 100 %,
 * dates in Sydney time. Period and record dates arrive as Sydney calendar dates ("YYYY-MM-DD") and
 * are formatted as they are, never shifted by the browser's zone.
 */
import { CPD_LIMITS, CPD_MESSAGES, formatCalendarDate } from '@portal/shared';

/** "1 Dec 2025" from "2025-12-01" (the one date format, issue 30); "" for anything else. */
export function formatCpdDate(date: string | null | undefined): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date ?? '')) return '';
  return formatCalendarDate(date);
}

/** Hours without trailing zeros: 2.5, 1.75, 20. */
export function formatHours(h: number): string {
  return String(Math.round(h * 100) / 100);
}

/** 'completed / required hrs' (spec 03 §5). */
export function hoursProgressText(completed: number, required: number): string {
  return `${formatHours(completed)} / ${formatHours(required)} hrs`;
}

/** completed / required × 100, capped at 100 and at least 0; required 0 or missing counts as 20. */
export function progressOf(completed: number, required: number | null | undefined): number {
  const r = required && required > 0 ? required : 20;
  return Math.max(0, Math.min(100, Math.floor((completed / r) * 100)));
}

/** Today in Sydney as "YYYY-MM-DD" (the default completed date of a new record). */
export function sydneyToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Australia/Sydney',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

const EVIDENCE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'];
const EVIDENCE_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png'];

/**
 * The client's check of one evidence file before upload (PDF, JPG or PNG, at most 10 MB; the
 * server checks again from the bytes). Answers the message to show, or null.
 */
export function evidenceProblem(file: { name: string; type: string; size: number }): string | null {
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!EVIDENCE_TYPES.includes(file.type) && !EVIDENCE_EXTENSIONS.includes(ext)) return CPD_MESSAGES.evidenceType;
  if (file.size > CPD_LIMITS.evidenceMaxBytes) return CPD_MESSAGES.evidenceTooLarge;
  return null;
}

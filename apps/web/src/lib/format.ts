/**
 * Formatters for dates and money in en-AU and file sizes. Dates use the ONE set of display formats of
 * `@portal/shared` (`DATE_FORMATS`, issue 30): "30 Nov 2026", "Mon 30 Nov 2026, 9:00 am", in the
 * viewer's zone; date inputs keep "DD/MM/YYYY" (spec 01 §9).
 */
import { DATE_FORMATS, FORMATS } from '@portal/shared';
import dayjs from 'dayjs';
import 'dayjs/locale/en-au';

dayjs.locale('en-au');

type DateInput = string | number | Date | null | undefined;

function parse(value: DateInput): dayjs.Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string' && value.startsWith(FORMATS.emptyDate)) return null;
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed : null;
}

/** "30 Nov 2026" in the viewer's zone; "" for empty, invalid or the empty-date sentinel 0001-01-01. */
export function formatDate(value: DateInput, format: string = DATE_FORMATS.date): string {
  return parse(value)?.format(format) ?? '';
}

/** "30 Nov 2026" (the one date format; kept as a name for its callers). */
export function formatDateMedium(value: DateInput): string {
  return formatDate(value, DATE_FORMATS.date);
}

/** "Mon 30 Nov 2026, 9:00 am" in the viewer's zone (the one date-time format). */
export function formatDateLong(value: DateInput): string {
  return formatDate(value, DATE_FORMATS.dateTime);
}

/** Amount in AUD, en-AU (e.g. $1,234.50). */
export function formatCurrency(amount: number): string {
  return new Intl.NumberFormat(FORMATS.locale, { style: 'currency', currency: FORMATS.currency }).format(amount);
}

/** The current year (footers: "© {year} {fullName}. All Rights Reserved."). */
export function currentYear(): number {
  return new Date().getFullYear();
}

/**
 * A file size for lists of files and attachments: "512 B", "1.2 KB", "3.4 MB", "1.0 GB" (units of
 * 1024, one decimal above bytes); "" for an unknown, zero or negative size.
 */
export function formatFileSize(bytes: number | null | undefined): string {
  if (!bytes || bytes < 0) return '';
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(unit === 0 ? 0 : 1)} ${units[unit]}`;
}

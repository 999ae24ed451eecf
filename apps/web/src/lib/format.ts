/**
 * Formatters for dates and money in en-AU (spec 01 §9: DD/MM/YYYY, "DD MMM, YYYY", AUD) and file sizes.
 */
import { FORMATS } from '@portal/shared';
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

/** DD/MM/YYYY; "" for empty, invalid or the empty-date sentinel 0001-01-01. */
export function formatDate(value: DateInput, format: string = FORMATS.date): string {
  return parse(value)?.format(format) ?? '';
}

/** "DD MMM, YYYY" (e.g. 01 Jul, 2025). */
export function formatDateMedium(value: DateInput): string {
  return formatDate(value, FORMATS.dateMedium);
}

/** "dddd, MMMM D [at] h:mm a" (e.g. Tuesday, July 1 at 9:30 am). */
export function formatDateLong(value: DateInput): string {
  return formatDate(value, FORMATS.dateLong);
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

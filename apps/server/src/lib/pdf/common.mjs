/**
 * Shared formats of the PDF worker's documents (pdf-worker.mjs; the layout and fonts are in
 * layout.mjs): amounts in AUD, dates as DD/MM/YYYY or "1 December 2025", hours as "1.75 h".
 * Timestamps print as the calendar day in the tenant's IANA zone (`tenant.timeZone`, passed in by
 * lib/pdf.ts); a `YYYY-MM-DD` date is already a calendar day and prints as it is.
 */

/** Amounts in Australian dollars ("$1,234.50"). */
export const aud = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });

/** One DD/MM/YYYY formatter per IANA zone (a worker thread sees one or a few tenants). */
const dayFormats = new Map();

/**
 * DD/MM/YYYY of a `YYYY-MM-DD` date, or of an ISO timestamp as the calendar day in `timeZone`.
 * @param {string} value `YYYY-MM-DD` or an ISO timestamp
 * @param {string} [timeZone] the tenant's IANA zone, e.g. "Australia/Perth"; required for a timestamp
 * @throws {Error} when a timestamp comes without a zone (no silent default zone)
 */
export function auDate(value, timeZone) {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value.split('-').reverse().join('/');
  if (!timeZone) throw new Error(`auDate: a timestamp (${value}) needs the tenant's time zone`);
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-AU', { timeZone, day: '2-digit', month: '2-digit', year: 'numeric' });
    dayFormats.set(timeZone, format);
  }
  return format.format(new Date(value));
}

const longFormat = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "1 December 2025" from the calendar day "2025-12-01" (same as longDate in modules/cpd/cpd-periods.ts). */
export function longDate(date) {
  const [y, m, d] = date.split('-').map(Number);
  return longFormat.format(new Date(Date.UTC(y, m - 1, d)));
}

/** Quarter hours as "1.75 h". */
export const hoursText = (h) => `${Number(h.toFixed(2))} h`;

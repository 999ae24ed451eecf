/**
 * Values as the database drivers answer them, and money: timestamps from either driver (a Date
 * from node-postgres, text from PGlite in raw queries) as a Date; AUD cents as a number of dollars.
 */

/** A timestamp from either driver (Date or text) as a Date. */
export function toDate(v: Date | string): Date {
  return v instanceof Date ? v : new Date(v);
}

/** AUD cents (a number, numeric text or nothing) to a number of dollars with at most 2 decimals. */
export function money(cents: number | string | null | undefined): number {
  return Math.round(Number(cents ?? 0)) / 100;
}

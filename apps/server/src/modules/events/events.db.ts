/**
 * Raw-SQL helpers of the events, cart and payments modules: run a query on the database or a
 * transaction and answer its rows; timestamps from either driver as Date; money conversions.
 */
/** Raw SQL helpers shared with the other SQL-writing modules (db/raw-query.ts). */
export { type Executor, query } from '../../db/raw-query';

/** A timestamp from either driver (Date or text) as a Date. */
export function toDate(v: Date | string): Date {
  return v instanceof Date ? v : new Date(v);
}

/** AUD cents to a number with at most 2 decimals. */
export function money(cents: number | string | null | undefined): number {
  return Math.round(Number(cents ?? 0)) / 100;
}

export { intList } from '../../db/raw-query';

import { describe, expect, it } from 'vitest';
import { addDays, addMonths, daysBetween, nextPeriod } from './membership.dates';

describe('membership dates', () => {
  it.each([
    // renewed to, months, today -> period
    ['2026-06-30', 12, '2026-05-20', { start: '2026-07-01', end: '2027-06-30' }],
    ['2026-06-30', 12, '2026-11-26', { start: '2026-07-01', end: '2027-06-30' }],
    ['2024-06-30', 12, '2026-11-26', { start: '2026-07-01', end: '2027-06-30' }],
    ['2026-01-31', 1, '2026-01-20', { start: '2026-02-01', end: '2026-02-28' }],
    [null, 12, '2026-11-26', { start: '2026-11-26', end: '2027-11-25' }],
  ])('renewed to %s, %i months, on %s -> %j', (renewedTo, months, today, expected) => {
    expect(nextPeriod(renewedTo, months, today)).toEqual(expected);
  });

  it('adds days and months on calendar dates', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(daysBetween('2026-11-26', '2027-01-25')).toBe(60);
  });
});

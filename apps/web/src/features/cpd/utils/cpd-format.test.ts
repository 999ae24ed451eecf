import { describe, expect, it } from 'vitest';
import { formatCpdDate, formatHours, hoursProgressText, progressOf, sydneyToday } from './cpd-format';

describe('CPD formatting', () => {
  it('formats Sydney calendar dates as they are', () => {
    expect(formatCpdDate('2025-12-01')).toBe('01 Dec, 2025');
    expect(formatCpdDate('2026-11-30')).toBe('30 Nov, 2026');
    expect(formatCpdDate('')).toBe('');
  });
  it('shows completed / required hrs and caps progress at 100', () => {
    expect(hoursProgressText(12.5, 20)).toBe('12.5 / 20 hrs');
    expect(formatHours(1.75)).toBe('1.75');
    expect(progressOf(12.5, 20)).toBe(62);
    expect(progressOf(45, 20)).toBe(100);
    expect(progressOf(5, null)).toBe(25);
    expect(progressOf(5, 0)).toBe(25);
  });
  it('takes today in Sydney, not UTC', () => {
    // 30 Nov 2026 14:00 UTC is 1 Dec 2026 01:00 in Sydney (AEDT).
    expect(sydneyToday(new Date('2026-11-30T14:00:00Z'))).toBe('2026-12-01');
  });
});

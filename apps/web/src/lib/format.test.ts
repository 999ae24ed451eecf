import { describe, expect, it } from 'vitest';
import { formatCurrency, formatDate, formatDateLong, formatDateMedium, formatFileSize } from './format';

describe('date formatters (the one set of en-AU formats, issue 30)', () => {
  it('formats a day in the viewer zone (Australia/Sydney)', () => {
    expect(formatDate('2026-11-25')).toBe('25 Nov 2026');
    expect(formatDateMedium('2026-11-25')).toBe('25 Nov 2026');
    // 13:30 UTC on the 25th is already the 26th in Sydney (AEDT, UTC+11).
    expect(formatDate('2026-11-25T13:30:00Z')).toBe('26 Nov 2026');
    // Date inputs keep DD/MM/YYYY (spec 01 §9).
    expect(formatDate('2026-11-25', 'DD/MM/YYYY')).toBe('25/11/2026');
  });

  it('writes the date-time with the weekday and a lower-case am/pm', () => {
    expect(formatDateLong('2026-11-25T09:30:00+11:00')).toBe('Wed 25 Nov 2026, 9:30 am');
  });

  it('shows nothing for empty, invalid or the empty-date sentinel 0001-01-01', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate('0001-01-01T00:00:00')).toBe('');
  });
});

describe('formatCurrency (AUD, en-AU)', () => {
  it('writes dollars with separators and cents', () => {
    expect(formatCurrency(1234.5)).toBe('$1,234.50');
    expect(formatCurrency(0)).toBe('$0.00');
  });
});

describe('formatFileSize', () => {
  it('writes bytes without decimals and larger units with one, in steps of 1024', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(1024)).toBe('1.0 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5.0 MB');
    expect(formatFileSize(3 * 1024 ** 3)).toBe('3.0 GB');
  });

  it('stays in GB above a terabyte', () => {
    expect(formatFileSize(2 * 1024 ** 4)).toBe('2048.0 GB');
  });

  it('shows nothing for an unknown, zero or negative size', () => {
    expect(formatFileSize(null)).toBe('');
    expect(formatFileSize(undefined)).toBe('');
    expect(formatFileSize(0)).toBe('');
    expect(formatFileSize(-5)).toBe('');
  });
});

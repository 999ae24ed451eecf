import { describe, expect, it } from 'vitest';
import { evidenceProblem, formatCpdDate, formatHours, hoursProgressText, progressOf, sydneyToday } from './cpd-format';

describe('CPD formatting', () => {
  it('formats Sydney calendar dates as they are', () => {
    expect(formatCpdDate('2025-12-01')).toBe('1 Dec 2025');
    expect(formatCpdDate('2026-11-30')).toBe('30 Nov 2026');
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
  it('accepts PDF, JPG and PNG evidence up to 10 MB', () => {
    expect(evidenceProblem({ name: 'cert.pdf', type: 'application/pdf', size: 1000 })).toBeNull();
    expect(evidenceProblem({ name: 'photo.JPG', type: '', size: 1000 })).toBeNull();
    expect(evidenceProblem({ name: 'notes.docx', type: 'application/msword', size: 1000 })).toBe(
      'Evidence must be a PDF, JPG or PNG file',
    );
    expect(evidenceProblem({ name: 'scan.png', type: 'image/png', size: 10 * 1024 * 1024 + 1 })).toBe(
      'Each evidence file must be 10 MB or smaller',
    );
  });
});

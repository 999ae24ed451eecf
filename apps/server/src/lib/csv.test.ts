import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './csv';

describe('csv cells', () => {
  it.each([
    ['plain', '"plain"'],
    ['say "hi"', '"say ""hi"""'],
    ['=1+2', `"'=1+2"`],
    ['+61 400', `"'+61 400"`],
    ['-5', `"'-5"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\tx', `"'\tx"`],
    [null, '""'],
    [12.5, '"12.5"'],
  ] as const)('%j → %s', (v, out) => {
    expect(csvCell(v)).toBe(out);
  });
  it('ends lines with CRLF', () => {
    expect(csvLine(['a', 'b'])).toBe('"a","b"\r\n');
  });
});

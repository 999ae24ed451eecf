import { guessMemberImportMapping, MEMBER_IMPORT_FIELDS } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { sampleImportCsv, sampleImportHref } from './sample';

describe('the sample import file', () => {
  it('maps every member field from its own header, column by column', () => {
    const [header, ...rows] = sampleImportCsv().trimEnd().split('\r\n');
    const columns = header.split(',');
    const mapping = guessMemberImportMapping(columns);
    expect(Object.keys(mapping).sort()).toEqual([...MEMBER_IMPORT_FIELDS].sort());
    expect(MEMBER_IMPORT_FIELDS.map((f) => mapping[f])).toEqual(MEMBER_IMPORT_FIELDS.map((_, i) => i));
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row.split(',')).toHaveLength(columns.length);
    expect(rows[0]).toContain('hannah.okafor@example.org');
  });

  it('downloads as a CSV data address', () => {
    expect(decodeURIComponent(sampleImportHref().replace('data:text/csv;charset=utf-8,', ''))).toBe(sampleImportCsv());
  });
});

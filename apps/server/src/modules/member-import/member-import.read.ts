/**
 * The one entry to reading an import file (issue 31): an .xlsx workbook (by its checked type) goes
 * to the workbook reader, anything else (CSV, TSV, text) is decoded and parsed as CSV with the
 * chosen or detected separator. Answers the header, the records and how the file was read.
 */
import type { MemberImportDelimiter, MemberImportSource } from '@portal/shared';
import { type Delimiter, decodeText, detectDelimiter, type ParsedSheet, parseMemberCsv } from './member-import.csv';
import { parseMemberXlsx } from './member-import.xlsx';

/** What the staff member chose: the separator of a CSV file, the sheet of a workbook. */
export interface ReadOptions {
  delimiter?: MemberImportDelimiter;
  sheet?: string;
}

/** A read file and how it was read. */
export type ReadFile = ParsedSheet & { source: MemberImportSource };

/**
 * Reads the file (`extension` as the upload check named it: xlsx, csv, tsv or txt).
 * @throws 400 VALIDATION_ERROR when it cannot be read (see the CSV and workbook readers)
 */
export async function readMemberFile(bytes: Buffer, extension: string, options: ReadOptions = {}): Promise<ReadFile> {
  if (extension === 'xlsx') {
    const { columns, records, sheets, sheet } = await parseMemberXlsx(bytes, options.sheet);
    return { columns, records, source: { format: 'xlsx', encoding: null, delimiter: null, sheets, sheet } };
  }
  const { text, encoding } = decodeText(bytes);
  const chosen = options.delimiter && options.delimiter !== 'auto' ? options.delimiter : null;
  const delimiter: Delimiter = chosen ?? (extension === 'tsv' ? 'tab' : detectDelimiter(text));
  const { columns, records } = await parseMemberCsv(text, delimiter);
  return { columns, records, source: { format: 'csv', encoding, delimiter, sheets: [], sheet: null } };
}

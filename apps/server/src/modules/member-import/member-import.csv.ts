/**
 * Reads an uploaded member CSV (issue 23): UTF-8 (a byte-order mark is dropped), a header row,
 * any number of columns per row. Parsed by csv-parse in slices of 64 KB, yielding to the event loop
 * between slices, so a 10,000-row file never holds up other requests for more than a few ms.
 */
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { MEMBER_IMPORT_LIMITS, MEMBER_IMPORT_MESSAGES } from '@portal/shared';
import { parse } from 'csv-parse';
import { AppError } from '../../lib/errors';

/** A data row: its cells (trimmed) and its line number in the file (the header is line 1). */
export interface CsvRecord {
  line: number;
  cells: string[];
}

/** A parsed file: the header's column names and the data rows that hold any text. */
export interface ParsedCsv {
  columns: string[];
  records: CsvRecord[];
}

const SLICE_BYTES = 64 * 1024;

/**
 * Parses the file. Throws 400 VALIDATION_ERROR when the text is not valid CSV or not UTF-8, has no
 * data rows, or has more than MEMBER_IMPORT_LIMITS.maxRows.
 */
export async function parseMemberCsv(bytes: Buffer): Promise<ParsedCsv> {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  if (text.includes('\uFFFD')) throw new AppError('VALIDATION_ERROR', MEMBER_IMPORT_MESSAGES.unreadable);
  const parser = parse({ bom: true, relax_column_count: true, skip_empty_lines: true, trim: true, info: true });
  const rows: CsvRecord[] = [];
  let failure: Error | null = null;
  parser.on('readable', () => {
    let item: { record: string[]; info: { lines: number } } | null;
    // biome-ignore lint/suspicious/noAssignInExpressions: the stream reading idiom
    while ((item = parser.read()) !== null) rows.push({ line: item.info.lines, cells: item.record });
  });
  parser.on('error', (err) => {
    failure = err;
  });
  const done = new Promise<void>((resolve) => parser.on('end', resolve).on('error', () => resolve()));
  for (let i = 0; i < text.length && !failure; i += SLICE_BYTES) {
    parser.write(text.slice(i, i + SLICE_BYTES));
    if (rows.length > MEMBER_IMPORT_LIMITS.maxRows + 1) break;
    await yieldToLoop();
  }
  parser.end();
  await done;
  if (failure) throw new AppError('VALIDATION_ERROR', MEMBER_IMPORT_MESSAGES.unreadable);
  const [header, ...rest] = rows;
  const records = rest.filter((r) => r.cells.some((c) => c !== ''));
  if (!header || records.length === 0) throw new AppError('VALIDATION_ERROR', MEMBER_IMPORT_MESSAGES.emptyFile);
  if (records.length > MEMBER_IMPORT_LIMITS.maxRows)
    throw new AppError('VALIDATION_ERROR', MEMBER_IMPORT_MESSAGES.tooManyRows);
  return { columns: header.cells, records };
}

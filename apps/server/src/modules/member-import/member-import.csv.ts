/**
 * Reads an uploaded member CSV, TSV or text file (issue 23; issue 31: the files associations really
 * have). The bytes are decoded first (`decodeText`): a byte-order mark names UTF-8, UTF-16 LE or
 * UTF-16 BE; else valid UTF-8 is UTF-8; else `chardet` names the encoding (Windows-1252 for
 * ISO-8859-1, of which it is the superset spreadsheet programs write) and `iconv-lite` decodes it.
 * The separator (comma, semicolon or tab) is chosen or detected from the header and the first
 * records (`detectDelimiter`). Parsed by csv-parse in slices of 64 KB, yielding to the event loop
 * between slices, so a 10,000-row file never holds up other requests for more than a few ms.
 *
 * Row numbers are the spreadsheet's: the header is row 1 and every record is one row, however many
 * lines its quoted cells span (a two-line address does not shift the rows after it), and a blank
 * line is a (skipped) row, as a spreadsheet program shows it.
 */
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { MEMBER_IMPORT_LIMITS, MEMBER_IMPORT_MESSAGES, type MemberImportDelimiter } from '@portal/shared';
import { analyse } from 'chardet';
import { parse } from 'csv-parse';
import iconv from 'iconv-lite';
import { AppError } from '../../lib/errors';

/** A data record: its cells (trimmed) and its spreadsheet row number (the header is row 1). */
export interface SheetRecord {
  row: number;
  cells: string[];
}

/** A read file: the header's column names and the data records that hold any text. */
export interface ParsedSheet {
  columns: string[];
  records: SheetRecord[];
}

/** A separator as the API names it. */
export type Delimiter = Exclude<MemberImportDelimiter, 'auto'>;
const DELIMITER_CHARS: Record<Delimiter, string> = { comma: ',', semicolon: ';', tab: '\t' };

const SLICE_CHARS = 64 * 1024;

/** Encodings chardet may name that the import decodes (single-byte Latin and UTF-16/32). */
const DECODABLE = /^(windows-125\d|ISO-8859-\d{1,2}|UTF-16(LE|BE)|UTF-32(LE|BE))$/i;

/**
 * Decodes a text file and names its encoding ('UTF-8', 'UTF-8 with BOM', 'UTF-16LE', 'UTF-16BE',
 * 'windows-1252'...). The byte-order mark is not part of the text.
 * @throws 400 VALIDATION_ERROR `unknownEncoding` when no decodable encoding fits the bytes
 */
export function decodeText(bytes: Buffer): { text: string; encoding: string } {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return { text: bytes.subarray(3).toString('utf8'), encoding: 'UTF-8 with BOM' };
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    return { text: iconv.decode(bytes.subarray(2), 'utf-16le'), encoding: 'UTF-16LE' };
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return { text: iconv.decode(bytes.subarray(2), 'utf-16be'), encoding: 'UTF-16BE' };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'UTF-8' };
  } catch {
    // not UTF-8: ask chardet below
  }
  const candidate = analyse(bytes).find((c) => DECODABLE.test(c.name));
  if (!candidate) throw new AppError('VALIDATION_ERROR', MEMBER_IMPORT_MESSAGES.unknownEncoding);
  const encoding = /^ISO-8859-1$/i.test(candidate.name) ? 'windows-1252' : candidate.name;
  if (!iconv.encodingExists(encoding)) throw new AppError('VALIDATION_ERROR', MEMBER_IMPORT_MESSAGES.unknownEncoding);
  return { text: iconv.decode(bytes, encoding), encoding };
}

/**
 * Per record of the text's first `maxRecords` records, how often each separator occurs outside
 * quotes (a quoted cell may hold separators and line breaks).
 */
function separatorCounts(text: string, maxRecords: number): Record<Delimiter, number>[] {
  const out: Record<Delimiter, number>[] = [];
  let current = { comma: 0, semicolon: 0, tab: 0 };
  let quoted = false;
  let content = false;
  for (let i = 0; i < text.length && out.length < maxRecords; i += 1) {
    const c = text[i];
    if (c === '"') quoted = !quoted;
    else if (quoted) continue;
    else if (c === '\n' || c === '\r') {
      if (content) out.push(current);
      current = { comma: 0, semicolon: 0, tab: 0 };
      content = false;
      continue;
    } else if (c === ',') current.comma += 1;
    else if (c === ';') current.semicolon += 1;
    else if (c === '\t') current.tab += 1;
    content = true;
  }
  if (content && out.length < maxRecords) out.push(current);
  return out;
}

/**
 * The separator of a CSV text, from its header and first 20 records: among comma, semicolon and tab,
 * the one the header holds and every record holds as often (the most such; then the most in the
 * header); a comma when the header holds none (a one-column file).
 */
export function detectDelimiter(text: string): Delimiter {
  const [header, ...rest] = separatorCounts(text, 21);
  if (!header) return 'comma';
  const order: Delimiter[] = ['comma', 'semicolon', 'tab'];
  const present = order.filter((d) => header[d] > 0);
  if (present.length === 0) return 'comma';
  const consistent = present.filter((d) => rest.every((r) => r[d] === header[d]));
  const pool = consistent.length > 0 ? consistent : present;
  return pool.reduce((best, d) => (header[d] > header[best] ? d : best), pool[0]);
}

/**
 * Parses CSV text with the given separator. Throws 400 VALIDATION_ERROR when the text is not valid
 * CSV, has no data rows, or has more than MEMBER_IMPORT_LIMITS.maxRows.
 */
export async function parseMemberCsv(text: string, delimiter: Delimiter): Promise<ParsedSheet> {
  const parser = parse({
    delimiter: DELIMITER_CHARS[delimiter],
    relax_column_count: true,
    skip_empty_lines: false,
    trim: true,
  });
  const rows: SheetRecord[] = [];
  let failure: Error | null = null;
  parser.on('readable', () => {
    let record: string[] | null;
    // biome-ignore lint/suspicious/noAssignInExpressions: the stream reading idiom
    while ((record = parser.read()) !== null) rows.push({ row: rows.length + 1, cells: record });
  });
  parser.on('error', (err) => {
    failure = err;
  });
  const done = new Promise<void>((resolve) => parser.on('end', resolve).on('error', () => resolve()));
  for (let i = 0; i < text.length && !failure; i += SLICE_CHARS) {
    parser.write(text.slice(i, i + SLICE_CHARS));
    if (rows.length > MEMBER_IMPORT_LIMITS.maxRows + 1) break;
    await yieldToLoop();
  }
  parser.end();
  await done;
  if (failure) throw new AppError('VALIDATION_ERROR', MEMBER_IMPORT_MESSAGES.unreadable);
  return headerAndRecords(rows);
}

/**
 * The first row with text is the header; the records are the rows after it that hold any text.
 * @throws 400 VALIDATION_ERROR emptyFile / tooManyRows
 */
export function headerAndRecords(rows: SheetRecord[]): ParsedSheet {
  const hasText = (r: SheetRecord) => r.cells.some((c) => c !== '');
  const headerIndex = rows.findIndex(hasText);
  const header = rows[headerIndex];
  const records = headerIndex < 0 ? [] : rows.slice(headerIndex + 1).filter(hasText);
  if (!header || records.length === 0) throw new AppError('VALIDATION_ERROR', MEMBER_IMPORT_MESSAGES.emptyFile);
  if (records.length > MEMBER_IMPORT_LIMITS.maxRows)
    throw new AppError('VALIDATION_ERROR', MEMBER_IMPORT_MESSAGES.tooManyRows);
  return { columns: header.cells, records };
}

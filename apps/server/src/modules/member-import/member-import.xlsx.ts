/**
 * Reads an uploaded Excel workbook (.xlsx) for the member import (issue 31) with exceljs: the first
 * visible sheet in tab order, or the sheet chosen by name. Cells become the text the mapping
 * expects: text as it is, numbers as digits (keeping the leading zeros of a `0000` format, as a
 * postcode), dates as `yyyy-mm-dd`, a formula as its result, rich text and links as their text,
 * errors as empty. Row numbers are the sheet's (the header is the first row holding text).
 */
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { MEMBER_IMPORT_LIMITS, MEMBER_IMPORT_MESSAGES } from '@portal/shared';
import type ExcelJS from 'exceljs';
import { AppError } from '../../lib/errors';
import { loadExcelJs } from '../../lib/xlsx';
import { headerAndRecords, type ParsedSheet, type SheetRecord } from './member-import.csv';

const YIELD_EVERY = 500;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A date cell as `yyyy-mm-dd` (exceljs answers the cell's calendar date at UTC midnight). */
function dateText(d: Date): string {
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** The text of one cell value (see the module comment). */
export function cellText(value: ExcelJS.CellValue, numFmt?: string): string {
  if (value == null) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') {
    if (Number.isInteger(value) && numFmt && /^0+$/.test(numFmt)) return pad(value, numFmt.length);
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : dateText(value);
  if ('result' in value) return cellText((value.result ?? null) as ExcelJS.CellValue, numFmt);
  if ('richText' in value)
    return value.richText
      .map((r) => r.text)
      .join('')
      .trim();
  if ('text' in value) return cellText(value.text as ExcelJS.CellValue, numFmt);
  return '';
}

/**
 * Parses the workbook's chosen sheet (by name, exact or ignoring case and surrounding spaces) or
 * its first visible sheet. Answers the sheet names and the sheet read.
 * @throws 400 VALIDATION_ERROR unreadableWorkbook, sheetNotFound, emptyFile, tooManyRows
 */
export async function parseMemberXlsx(
  bytes: Buffer,
  sheetName?: string,
): Promise<ParsedSheet & { sheets: string[]; sheet: string }> {
  const { Workbook } = await loadExcelJs();
  const workbook = new Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new AppError('VALIDATION_ERROR', MEMBER_IMPORT_MESSAGES.unreadableWorkbook);
  }
  const sheets = workbook.worksheets; // in tab order
  if (sheets.length === 0) throw new AppError('VALIDATION_ERROR', MEMBER_IMPORT_MESSAGES.emptyFile);
  const wanted = sheetName?.trim().toLowerCase();
  const sheet = wanted
    ? (sheets.find((s) => s.name === sheetName) ?? sheets.find((s) => s.name.trim().toLowerCase() === wanted))
    : (sheets.find((s) => s.state === 'visible') ?? sheets[0]);
  if (!sheet) throw new AppError('VALIDATION_ERROR', MEMBER_IMPORT_MESSAGES.sheetNotFound);
  if (sheet.actualRowCount > MEMBER_IMPORT_LIMITS.maxRows + 1)
    throw new AppError('VALIDATION_ERROR', MEMBER_IMPORT_MESSAGES.tooManyRows);
  const rows: SheetRecord[] = [];
  const width = sheet.columnCount;
  for (let n = 1; n <= sheet.rowCount; n += 1) {
    const row = sheet.findRow(n);
    if (row?.hasValues) {
      const cells: string[] = [];
      for (let c = 1; c <= width; c += 1) {
        const cell = row.findCell(c);
        cells.push(cell ? cellText(cell.value, cell.numFmt) : '');
      }
      while (cells.length > 0 && cells[cells.length - 1] === '') cells.pop();
      rows.push({ row: n, cells });
    }
    if (n % YIELD_EVERY === 0) await yieldToLoop();
  }
  return { ...headerAndRecords(rows), sheets: sheets.map((s) => s.name), sheet: sheet.name };
}

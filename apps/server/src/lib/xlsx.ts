/**
 * Excel workbooks for staff exports (issue 31, the member export): one sheet, a bold frozen header
 * row, every cell a text cell (never a formula: formula-leading text is escaped as the CSV exports
 * escape it, lib/csv.ts), columns sized to their content (at most 50 characters wide).
 */
import { neutraliseFormula } from './csv';

/**
 * exceljs, loaded on first use: it takes about a second to load, which every server start (and every
 * process of a cluster) paid before a workbook was ever read or written.
 */
export async function loadExcelJs(): Promise<typeof import('exceljs')> {
  const module = await import('exceljs');
  return (module as { default?: typeof import('exceljs') }).default ?? module;
}

/**
 * The workbook's bytes (.xlsx, media type `application/vnd.openxmlformats-officedocument.spreadsheetml.sheet`).
 * @param rows cells as text (null: empty cell)
 */
export async function xlsxWorkbook(
  sheetName: string,
  header: readonly string[],
  rows: readonly (readonly (string | null | undefined)[])[],
): Promise<Buffer> {
  const ExcelJS = await loadExcelJs();
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  const widths = header.map((h) => h.length);
  const text = (v: string | null | undefined) => (v == null ? '' : neutraliseFormula(v));
  sheet.addRow(header.map(text)).font = { bold: true };
  for (const row of rows) {
    const cells = row.map(text);
    cells.forEach((c, i) => {
      widths[i] = Math.max(widths[i] ?? 0, c.length);
    });
    sheet.addRow(cells);
  }
  header.forEach((_, i) => {
    const column = sheet.getColumn(i + 1);
    column.width = Math.min(50, Math.max(8, widths[i] + 2));
    column.numFmt = '@';
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The media type of an .xlsx workbook. */
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * CSV cells for staff exports (issue 22 attendees, issue 23 members): RFC 4180 quoting, and a cell a spreadsheet would run as a
 * formula (starting with =, +, -, @, a tab or a carriage return) is prefixed with a single quote
 * (OWASP CSV injection advice). The .xlsx exports (lib/xlsx.ts) escape text cells the same way.
 */

/** Text a spreadsheet would run as a formula gets a leading single quote; other text is unchanged. */
export function neutraliseFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** One CSV cell: quoted, inner quotes doubled, formula-leading text neutralised. */
export function csvCell(value: string | number | null | undefined): string {
  if (value == null) return '""';
  const text = typeof value === 'string' ? neutraliseFormula(value) : String(value);
  return `"${text.replace(/"/g, '""')}"`;
}

/** One CSV line (CRLF-terminated). */
export function csvLine(cells: (string | number | null | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

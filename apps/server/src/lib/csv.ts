/**
 * CSV cells for staff exports (issue 22 attendees, issue 23 members): RFC 4180 quoting, and a cell a spreadsheet would run as a
 * formula (starting with =, +, -, @, a tab or a carriage return) is prefixed with a single quote
 * (OWASP CSV injection advice).
 */

/** One CSV cell: quoted, inner quotes doubled, formula-leading text neutralised. */
export function csvCell(value: string | number | null | undefined): string {
  if (value == null) return '""';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** One CSV line (CRLF-terminated). */
export function csvLine(cells: (string | number | null | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

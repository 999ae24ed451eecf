/**
 * Test helper: the names of the fonts a PDF embeds (lib/pdf.ts renders every PDF with pdfmake in
 * Noto Sans). The text itself is read back with poppler's `pdftotext` (poppler.ts).
 */

/** The base names of the fonts a PDF embeds or names, subset prefix removed ("NotoSans-Regular"). */
export function pdfFonts(pdf: Buffer): string[] {
  const names = [...pdf.toString('latin1').matchAll(/\/BaseFont\s*\/(?:[A-Z]{6}\+)?([\w-]+)/g)].map((m) => m[1]);
  return [...new Set(names)];
}

/**
 * Shared pieces of the PDF worker's documents (pdf-worker.mjs): a pdfkit document with the one font
 * of every PDF, DejaVu Sans and DejaVu Sans Bold from the `dejavu-fonts-ttf` package (every Latin,
 * Greek and Cyrillic letter prints; pdfkit embeds a subset of the font), collecting the bytes, and
 * the date and amount formats the documents print. Plain JavaScript: the worker loads from the
 * sources both under tsx/Vitest and beside the esbuild bundle (see src/paths.ts), so the fonts
 * resolve from node_modules the same way in both.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);

/** Absolute paths of the two TTF files (resolved once per worker thread). */
export const FONTS = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};

/** The TTF bytes, read once per worker thread on first use (about 0.7 MB each). */
let fontBytes = null;

/**
 * A new A4 pdfkit document with the fonts registered as `body` and `bold`, `body` selected.
 * @param {{ title: string, author: string, layout?: 'portrait' | 'landscape', margin?: number }} o
 */
export function newDoc({ title, author, layout = 'portrait', margin = 56 }) {
  const doc = new PDFDocument({ size: 'A4', layout, margin, info: { Title: title, Author: author } });
  fontBytes ??= { regular: readFileSync(FONTS.regular), bold: readFileSync(FONTS.bold) };
  doc.registerFont('body', fontBytes.regular);
  doc.registerFont('bold', fontBytes.bold);
  doc.font('body');
  return doc;
}

/** The document's bytes once `doc.end()` has been called (Uint8Array, transferable to the caller). */
export function collect(doc) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    doc.on('data', (c) => chunks.push(c));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
}

/** Amounts in Australian dollars ("$1,234.50"). */
export const aud = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });

const dayFormat = new Intl.DateTimeFormat('en-AU', {
  timeZone: 'Australia/Sydney',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** DD/MM/YYYY of an ISO timestamp or a `YYYY-MM-DD` date (Australia/Sydney). */
export function auDate(value) {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value.split('-').reverse().join('/');
  return dayFormat.format(new Date(value));
}

const longFormat = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "1 December 2025" from "2025-12-01" (same as longDate in modules/cpd/cpd-periods.ts). */
export function longDate(date) {
  const [y, m, d] = date.split('-').map(Number);
  return longFormat.format(new Date(Date.UTC(y, m - 1, d)));
}

/** Quarter hours as "1.75 h". */
export const hoursText = (h) => `${Number(h.toFixed(2))} h`;

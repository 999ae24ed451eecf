/**
 * pdfmake documents of the PDF worker (issue 30 "Documents"): the tax invoice / receipt and the
 * ticket. pdfmake lays the text out (long headings wrap inside the margins, tables break across
 * pages and repeat their header row with `headerRows: 1`), on A4 with 48 pt margins.
 *
 * Fonts: Noto Sans Regular and Bold (Latin, Greek, Cyrillic and the punctuation members type) with
 * Noto Emoji (monochrome) for emoji and pictographs; the three TTF files and their SIL Open Font
 * Licence are committed under apps/server/assets/fonts (2.1 MB together), so a fresh machine needs
 * nothing else. pdfmake does not fall back from one font to another by itself, so `runs(text)`
 * splits a text into runs per font by asking each font whether it has the glyph (fontkit).
 * Colour emoji cannot be embedded: "🙂" prints as Noto Emoji's black-and-white drawing.
 *
 * Brand: `brand` = { name, color ('#RRGGBB'), logoSvg (SVG text or null), logoPng (the uploaded logo as a PNG data URL, issue 30, or null) } from lib/pdf.ts (the
 * tenant's logo and brand colour, packages/shared tenants.ts). Nothing is read over the network and
 * pdfmake opens no local file but the three fonts (both access policies).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const pdfmake = require('pdfmake');
const fontkit = require('fontkit');
const PdfmakeDocument = require('pdfmake/js/PDFDocument').default;

/**
 * pdfkit parses each font anew for every document, and fontkit decodes the font's layout tables
 * (GPOS/GSUB) once per parsed font: with Noto Sans that decoding was most of a document's render
 * time (about 0.7 s of 0.9 s per small invoice on a busy machine). The worker keeps the first parsed
 * font of each file and hands it to the later documents' embedded fonts; each document still gets
 * its own subset (same file, so the same glyph ids), and a worker thread renders one task at a time.
 */
const sharedFonts = new Map();
const provideFont = PdfmakeDocument.prototype.provideFont;
PdfmakeDocument.prototype.provideFont = function sharedProvideFont(familyName, bold, italics) {
  const type = this.getFontType(bold, italics);
  const fresh = !this.fontCache[familyName]?.[type];
  const embedded = provideFont.call(this, familyName, bold, italics);
  if (fresh && embedded?.font) {
    const file = this.getFontFile(familyName, bold, italics);
    const shared = sharedFonts.get(file);
    if (!shared) sharedFonts.set(file, embedded.font);
    else if (embedded.font !== shared) {
      embedded.font = shared;
      embedded.subset = shared.createSubset();
      embedded.widths = [shared.getGlyph(0).advanceWidth];
    }
  }
  return embedded;
};

const FONT_DIR = fileURLToPath(new URL('../../../assets/fonts/', import.meta.url));
const FILES = {
  regular: path.join(FONT_DIR, 'NotoSans-Regular.ttf'),
  bold: path.join(FONT_DIR, 'NotoSans-Bold.ttf'),
  emoji: path.join(FONT_DIR, 'NotoEmoji-Regular.ttf'),
};

let ready = null;

/** Registers the fonts and the access policies once per worker thread. */
function setUp() {
  if (ready) return ready;
  const bytes = { regular: readFileSync(FILES.regular), emoji: readFileSync(FILES.emoji) };
  pdfmake.setFonts({
    NotoSans: { normal: FILES.regular, bold: FILES.bold, italics: FILES.regular, bolditalics: FILES.bold },
    NotoEmoji: { normal: FILES.emoji, bold: FILES.emoji, italics: FILES.emoji, bolditalics: FILES.emoji },
  });
  pdfmake.setUrlAccessPolicy(() => false);
  // Only the font files may be opened (the SVG logo's text also asks for them by path).
  pdfmake.setLocalAccessPolicy((p) => Object.values(FILES).includes(p));
  ready = { sans: fontkit.create(bytes.regular), emoji: fontkit.create(bytes.emoji) };
  return ready;
}

/**
 * A text as pdfmake inline runs: characters Noto Sans lacks and Noto Emoji has (emoji, with their
 * variation selectors and joiners) go to the NotoEmoji font, the rest stay in the style's font.
 * @param {string} text
 * @returns {string | Array<{ text: string, font?: string }>}
 */
export function runs(text) {
  const { sans, emoji } = setUp();
  const s = String(text ?? '');
  const out = [];
  let current = '';
  let inEmoji = false;
  for (const ch of s) {
    const cp = ch.codePointAt(0);
    const joiner = cp === 0x200d || (cp >= 0xfe00 && cp <= 0xfe0f) || (cp >= 0x1f3fb && cp <= 0x1f3ff);
    const wantsEmoji = joiner ? inEmoji : !sans.hasGlyphForCodePoint(cp) && emoji.hasGlyphForCodePoint(cp);
    if (wantsEmoji !== inEmoji && current) {
      out.push(inEmoji ? { text: current, font: 'NotoEmoji' } : { text: current });
      current = '';
    }
    inEmoji = wantsEmoji;
    if (joiner && !inEmoji) continue; // a stray selector prints nothing
    current += ch;
  }
  if (current) out.push(inEmoji ? { text: current, font: 'NotoEmoji' } : { text: current });
  if (out.length === 1 && !out[0].font) return out[0].text;
  return out;
}

/** A brand colour or the fallback dark teal when the value is not `#RRGGBB`. */
/**
 * A table's header row (invoice lines, CPD activities): white bold labels on the brand colour, each
 * aligned as `alignmentOf(column index)` says (amounts and hours right).
 * @param {string[]} labels
 * @param {string} colour
 * @param {(i: number) => 'left' | 'right'} alignmentOf
 */
export function tableHeaderRow(labels, colour, alignmentOf) {
  return labels.map((text, i) => ({
    text,
    bold: true,
    color: '#FFFFFF',
    fillColor: colour,
    alignment: alignmentOf(i),
  }));
}

export function colourOf(brand) {
  return /^#[0-9a-f]{6}$/i.test(brand?.color ?? '') ? brand.color : '#004C58';
}

/**
 * The logo of a document, fitting 182 × 36 pt: the uploaded PNG (`logoPng`, a data URL; issue 30) when
 * set, else the tenant's SVG; null when there is neither.
 * @param {{ logoSvg: string | null, logoPng?: string | null } | null | undefined} brand
 */
export function logoOf(brand) {
  if (brand?.logoPng) return { image: brand.logoPng, fit: [182, 36] };
  if (brand?.logoSvg) return { svg: brand.logoSvg, height: 36, font: 'NotoSans', width: 182 };
  return null;
}

/**
 * The top of every document: the logo (`logoOf`, 36 pt high at most) or else the name, a rule in the
 * brand colour.
 * @param {{ name: string, color: string, logoSvg: string | null, logoPng?: string | null }} brand
 */
export function brandHeader(brand) {
  const colour = colourOf(brand);
  const logo = logoOf(brand);
  return [
    logo
      ? {
          columns: [
            { ...logo, width: 'auto' },
            { text: '', width: '*' },
          ],
        }
      : { text: runs(brand?.name ?? ''), bold: true, fontSize: 14, color: colour },
    {
      canvas: [{ type: 'line', x1: 0, y1: 0, x2: 499, y2: 0, lineWidth: 2, lineColor: colour }],
      margin: [0, 8, 0, 12],
    },
  ];
}

/**
 * Renders a pdfmake document definition (A4, 48 pt margins, Noto Sans 10 pt unless given) to bytes.
 * @param {object} def pdfmake document definition
 * @returns {Promise<Uint8Array>}
 */
export async function renderDoc(def) {
  setUp();
  const doc = pdfmake.createPdf({
    pageSize: 'A4',
    pageMargins: [48, 48, 48, 56],
    ...def,
    defaultStyle: { font: 'NotoSans', fontSize: 10, lineHeight: 1.2, ...def.defaultStyle },
  });
  const buffer = await doc.getBuffer();
  return new Uint8Array(buffer);
}

/** "Page n of m" footer, small and grey. */
export function pageFooter(label) {
  return (currentPage, pageCount) => ({
    text: `${label} · Page ${currentPage} of ${pageCount}`,
    alignment: 'right',
    fontSize: 8,
    color: '#666666',
    margin: [48, 16, 48, 0],
  });
}

/**
 * A one-page A4 landscape certificate: the tenant's logo centred at the top, a frame in the brand
 * colour, then centred lines (`gap` points above a line; `brand` prints it in the brand colour).
 * @param {{ title: string, brand: { name: string, color: string, logoSvg: string | null },
 *   lines: Array<{ text: string, fontSize: number, bold?: boolean, brand?: boolean, gap?: number }> }} o
 * @returns {Promise<Uint8Array>}
 */
export function certificatePage({ title, brand, lines }) {
  const colour = colourOf(brand);
  return renderDoc({
    pageOrientation: 'landscape',
    pageMargins: [72, 56, 72, 56],
    info: { title, author: brand.name },
    background: (_page, size) => ({
      canvas: [
        { type: 'rect', x: 28, y: 28, w: size.width - 56, h: size.height - 56, lineWidth: 3, lineColor: colour },
      ],
    }),
    content: [
      logoOf(brand)
        ? { ...logoOf(brand), alignment: 'center', margin: [0, 0, 0, 16] }
        : { text: '', margin: [0, 0, 0, 16] },
      ...lines.map((l) => ({
        text: runs(l.text),
        fontSize: l.fontSize,
        bold: !!l.bold,
        color: l.brand ? colour : '#222222',
        alignment: 'center',
        margin: [0, l.gap ?? 0, 0, 0],
      })),
    ],
  });
}

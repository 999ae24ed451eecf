/**
 * Test helpers for the PDFs pdfkit makes (lib/pdf.ts): the text drawn, read back through each font's
 * ToUnicode map (embedded TrueType fonts such as DejaVu Sans write glyph ids, not letters), and the
 * names of the fonts a PDF embeds. Enough of PDF for pdfkit's own output, not a general parser.
 */
import { inflateSync } from 'node:zlib';

interface PdfObject {
  dict: string;
  stream: string | null;
}

function objectsOf(pdf: Buffer): Map<string, PdfObject> {
  const raw = pdf.toString('latin1');
  const objects = new Map<string, PdfObject>();
  for (const m of raw.matchAll(/(\d+) 0 obj\b([\s\S]*?)endobj/g)) {
    const body = m[2];
    const at = body.search(/stream\r?\n/);
    if (at < 0) {
      objects.set(m[1], { dict: body, stream: null });
      continue;
    }
    const dict = body.slice(0, at);
    const data = body.slice(body.indexOf('\n', at) + 1, body.lastIndexOf('endstream'));
    let stream: string | null = data;
    if (dict.includes('/FlateDecode')) {
      try {
        stream = inflateSync(Buffer.from(data, 'latin1')).toString('latin1');
      } catch {
        stream = null;
      }
    }
    objects.set(m[1], { dict, stream });
  }
  return objects;
}

const utf16 = (hex: string) => {
  const b = Buffer.from(hex, 'hex');
  let s = '';
  for (let i = 0; i + 1 < b.length; i += 2) s += String.fromCharCode(b.readUInt16BE(i));
  return s;
};

/** code (4 hex digits, lower case) → text, from a ToUnicode CMap. */
function toUnicodeMap(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  const hex = (n: number) => n.toString(16).padStart(4, '0');
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const r of block[1].matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*(\[[^\]]*\]|<[0-9a-f]+>)/gi)) {
      const from = Number.parseInt(r[1], 16);
      const to = Number.parseInt(r[2], 16);
      if (r[3].startsWith('[')) {
        const targets = [...r[3].matchAll(/<([0-9a-f\s]+)>/gi)].map((t) => utf16(t[1].replace(/\s/g, '')));
        for (const [i, target] of targets.entries()) map.set(hex(from + i), target);
      } else {
        const base = Number.parseInt(r[3].slice(1, -1), 16);
        for (let c = from; c <= to; c++) map.set(hex(c), String.fromCharCode(base + c - from));
      }
    }
  }
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const r of block[1].matchAll(/<([0-9a-f]+)>\s*<([0-9a-f\s]+)>/gi))
      map.set(r[1].toLowerCase().padStart(4, '0'), utf16(r[2].replace(/\s/g, '')));
  return map;
}

/**
 * The text drawn in a PDF from pdfkit: each content line's strings decoded through the current
 * font's ToUnicode map (built-in fonts: the bytes as Latin-1) and joined, one line per text run.
 */
export function pdfText(pdf: Buffer): string {
  const objects = objectsOf(pdf);
  const fonts = new Map<string, Map<string, string> | null>();
  for (const o of objects.values()) {
    for (const block of o.dict.matchAll(/\/Font\s*<<([\s\S]*?)>>/g)) {
      for (const f of block[1].matchAll(/\/(\w+)\s+(\d+) 0 R/g)) {
        const ref = objects.get(f[2])?.dict.match(/\/ToUnicode\s+(\d+) 0 R/);
        const cmap = ref ? objects.get(ref[1])?.stream : null;
        fonts.set(f[1], cmap ? toUnicodeMap(cmap) : null);
      }
    }
  }
  let text = '';
  for (const o of objects.values()) {
    if (!o.stream || !/\bT[jJ]\b/.test(o.stream)) continue;
    let font: Map<string, string> | null = null;
    for (const line of o.stream.split('\n')) {
      const tf = line.match(/\/(\w+)\s+[\d.]+\s+Tf/);
      if (tf) font = fonts.get(tf[1]) ?? null;
      const parts = [...line.matchAll(/<([0-9a-f]+)>/gi)].map((h) => {
        if (!font) return Buffer.from(h[1], 'hex').toString('latin1');
        const map = font;
        return (h[1].toLowerCase().match(/.{4}/g) ?? []).map((code) => map.get(code) ?? '\ufffd').join('');
      });
      if (parts.length) text += `${parts.join('')}\n`;
    }
  }
  return text;
}

/** The base names of the fonts a PDF embeds or names, subset prefix removed ("DejaVuSans"). */
export function pdfFonts(pdf: Buffer): string[] {
  const names = [...pdf.toString('latin1').matchAll(/\/BaseFont\s*\/(?:[A-Z]{6}\+)?([\w-]+)/g)].map((m) => m[1]);
  return [...new Set(names)];
}

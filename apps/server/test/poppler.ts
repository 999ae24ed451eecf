/**
 * Test helpers that read PDFs with the real tools (issue 30): `qpdf --check` for the file's
 * structure and poppler's `pdftotext` / `pdfinfo` for the text and page count (pdfmake's PDFs write
 * one text operation per word, so the hand-made reader of pdf-text.ts does not join them). Needs the
 * Debian packages qpdf and poppler-utils (installed by .ci/run).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Runs `use` with the bytes written to a temporary file (for the tools that read files only), then removes it. */
function withPdfFile<T>(pdf: Buffer, use: (file: string) => T): T {
  const dir = mkdtempSync(path.join(tmpdir(), 'pdf-'));
  try {
    const file = path.join(dir, 'document.pdf');
    writeFileSync(file, pdf);
    return use(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Runs `qpdf --check` on the bytes (qpdf reads files only); answers its exit status (0 = fine) and output. */
export function qpdfCheck(pdf: Buffer): { status: number | null; output: string } {
  return withPdfFile(pdf, (file) => {
    const r = spawnSync('qpdf', ['--check', file], { encoding: 'utf8' });
    if (r.error) throw r.error;
    return { status: r.status, output: `${r.stdout}${r.stderr}` };
  });
}

/** The text of the PDF in reading order (`layout` keeps columns on one line); pages end with "\f". */
export function pdfToText(pdf: Buffer, layout = false): string {
  return execFileSync('pdftotext', [...(layout ? ['-layout'] : []), '-enc', 'UTF-8', '-', '-'], {
    input: pdf,
    encoding: 'utf8',
  });
}

/** The text of each page (1-based order), from `pdftotext` split at form feeds. */
export function pdfPagesText(pdf: Buffer): string[] {
  return pdfToText(pdf, true)
    .split('\f')
    .filter((p, i, all) => i < all.length - 1 || p.trim() !== '');
}

/** Every word with its box and the page size, from `pdftotext -bbox` (points, origin top left). */
export function pdfWordBoxes(pdf: Buffer): { pageWidth: number; words: { text: string; xMax: number }[] } {
  const html = execFileSync('pdftotext', ['-bbox', '-enc', 'UTF-8', '-', '-'], { input: pdf, encoding: 'utf8' });
  const pageWidth = Number(/<page width="([\d.]+)"/.exec(html)?.[1]);
  const words = [
    ...html.matchAll(/<word xMin="[\d.]+" yMin="[\d.]+" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)<\/word>/g),
  ].map((m) => ({ text: m[2], xMax: Number(m[1]) }));
  return { pageWidth, words };
}

/** The images of the PDF from `pdfimages -list` (image XObjects; `type` 'image' or 'smask', pixels). */
export function pdfImages(pdf: Buffer): { page: number; type: string; width: number; height: number }[] {
  const out = withPdfFile(pdf, (file) => execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' }).split('\n'));
  return out
    .slice(2)
    .map((line) => line.trim().split(/\s+/))
    .filter((cols) => cols.length > 4 && /^\d+$/.test(cols[0]))
    .map((cols) => ({ page: Number(cols[0]), type: cols[2], width: Number(cols[3]), height: Number(cols[4]) }));
}

/**
 * Demo files generated in code for the seed and the tests (issue #5): multi-page PDFs (pdfmake on the
 * PDF worker pool of lib/pdf.ts),
 * PNG covers (pngjs), a short WAV tone, a text note and a CSV sheet. No video (no encoder in
 * the stack; noted in the report).
 */
import { renderDemoPdf } from '../../lib/pdf';
import { PNG } from 'pngjs';

/** A PDF of `pages` pages with a title and some paragraphs on each (drawn by the PDF worker pool). */
export function makePdf(title: string, pages = 3): Promise<Buffer> {
  return renderDemoPdf(title, pages);
}

/** A PNG cover of width x height: a diagonal gradient between two RGB colours with a band (fast PNG settings: Sub filter, deflate level 1). */
export function makePng(
  from: [number, number, number],
  to: [number, number, number],
  width = 480,
  height = 270,
): Buffer {
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const t = (x / width + y / height) / 2;
      const band = Math.abs(y - height * 0.62) < height * 0.06 ? 0.85 : 1;
      const i = (y * width + x) * 4;
      png.data[i] = Math.round((from[0] + (to[0] - from[0]) * t) * band);
      png.data[i + 1] = Math.round((from[1] + (to[1] - from[1]) * t) * band);
      png.data[i + 2] = Math.round((from[2] + (to[2] - from[2]) * t) * band);
      png.data[i + 3] = 255;
    }
  }
  return PNG.sync.write(png, { deflateLevel: 1, filterType: 1 });
}

/** A mono 16-bit PCM WAV sine tone (default 2 s of 440 Hz at 22,050 Hz: about 88 kB). */
export function makeWav(seconds = 2, frequency = 440, sampleRate = 22_050): Buffer {
  const samples = Math.round(seconds * sampleRate);
  const buf = Buffer.alloc(44 + samples * 2);
  buf.write('RIFF', 0, 'ascii');
  buf.writeUInt32LE(36 + samples * 2, 4);
  buf.write('WAVE', 8, 'ascii');
  buf.write('fmt ', 12, 'ascii');
  buf.writeUInt32LE(16, 16);
  buf.writeUInt16LE(1, 20);
  buf.writeUInt16LE(1, 22);
  buf.writeUInt32LE(sampleRate, 24);
  buf.writeUInt32LE(sampleRate * 2, 28);
  buf.writeUInt16LE(2, 32);
  buf.writeUInt16LE(16, 34);
  buf.write('data', 36, 'ascii');
  buf.writeUInt32LE(samples * 2, 40);
  for (let n = 0; n < samples; n++) {
    const fade = Math.min(1, n / 2000, (samples - n) / 2000);
    buf.writeInt16LE(Math.round(Math.sin((2 * Math.PI * frequency * n) / sampleRate) * 12_000 * fade), 44 + n * 2);
  }
  return buf;
}

/** 5x7 bitmap glyphs (rows top to bottom, `#` on) for cover initials: A-Z and 0-9. */
const GLYPHS: Record<string, string> = {
  A: '.###.#...##...#######...##...##...#',
  B: '####.#...##...#####.#...##...#####.',
  C: '.###.#...##....#....#....#...#.###.',
  D: '####.#...##...##...##...##...#####.',
  E: '######....#....####.#....#....#####',
  F: '######....#....####.#....#....#....',
  G: '.###.#...##....#.####...##...#.####',
  H: '#...##...##...#######...##...##...#',
  I: '.###...#....#....#....#....#...###.',
  J: '..###...#....#....#....#.#..#..##..',
  K: '#...##..#.#.#..##...#.#..#..#.#...#',
  L: '#....#....#....#....#....#....#####',
  M: '#...###.###.#.##...##...##...##...#',
  N: '#...###..##.#.##..###...##...##...#',
  O: '.###.#...##...##...##...##...#.###.',
  P: '####.#...##...#####.#....#....#....',
  Q: '.###.#...##...##...##.#.##..#..##.#',
  R: '####.#...##...#####.#.#..#..#.#...#',
  S: '.#####....#.....###.....#....#####.',
  T: '#####..#....#....#....#....#....#..',
  U: '#...##...##...##...##...##...#.###.',
  V: '#...##...##...##...##...#.#.#...#..',
  W: '#...##...##...##.#.##.#.##.#.#.#.#.',
  X: '#...##...#.#.#...#...#.#.#...##...#',
  Y: '#...##...#.#.#...#....#....#....#..',
  Z: '#####....#...#...#...#...#....#####',
  '0': '.###.#...##..###.#.###..##...#.###.',
  '1': '..#...##....#....#....#....#...###.',
  '2': '.###.#...#....#...#...#...#...#####',
  '3': '####.....#....#.###.....#....#####.',
  '4': '...#...##..#.#.#..#.#####...#....#.',
  '5': '######....####.....#....##...#.###.',
  '6': '..##..#...#....####.#...##...#.###.',
  '7': '#####....#...#...#...#....#....#...',
  '8': '.###.#...##...#.###.#...##...#.###.',
  '9': '.###.#...##...#.####....#...#..##..',
};

/** Up to three initials of a title: the first letters of its significant words, upper case. */
export function initialsOf(title: string): string {
  const small = new Set([
    'a',
    'an',
    'and',
    'at',
    'by',
    'for',
    'in',
    'of',
    'on',
    'or',
    'the',
    'to',
    'with',
    'your',
    'how',
    'what',
    'do',
    'you',
  ]);
  const words = title
    .replace(/[^A-Za-z0-9 ]+/g, ' ')
    .split(/\s+/)
    .filter((w) => w && !small.has(w.toLowerCase()));
  const letters = words.map((w) => w[0].toUpperCase()).filter((c) => GLYPHS[c]);
  return letters.slice(0, 2).join('');
}

/** Gradient backgrounds by colour pair and size (RGBA), reused by every cover of that pair. */
const backgrounds = new Map<string, Buffer>();

function background(from: [number, number, number], to: [number, number, number], width: number, height: number) {
  const key = `${from}|${to}|${width}x${height}`;
  let data = backgrounds.get(key);
  if (!data) {
    data = Buffer.alloc(width * height * 4);
    for (let y = 0; y < height; y++) {
      const band = Math.abs(y - height * 0.86) < height * 0.04 ? 0.85 : 1;
      for (let x = 0; x < width; x++) {
        const t = (x / width + y / height) / 2;
        const i = (y * width + x) * 4;
        data[i] = (from[0] + (to[0] - from[0]) * t) * band;
        data[i + 1] = (from[1] + (to[1] - from[1]) * t) * band;
        data[i + 2] = (from[2] + (to[2] - from[2]) * t) * band;
        data[i + 3] = 255;
      }
    }
    backgrounds.set(key, data);
  }
  return data;
}

/**
 * A cover like `makePng` (diagonal gradient with a band) carrying `label` (up to three characters
 * of A-Z/0-9, usually `initialsOf(title)`) in large white letters on a darker disc, so cards are
 * told apart at a glance (issue 21). The gradient of a colour pair is computed once; encoded with
 * fast PNG settings (Sub filter, deflate level 1: a few ms and ~25 kB each).
 */
export function makeCover(
  from: [number, number, number],
  to: [number, number, number],
  label: string,
  width = 400,
  height = 225,
): Buffer {
  // A plain object is enough for the encoder (no PNG stream to set up, one copy of the gradient).
  const png = { width, height, data: Buffer.from(background(from, to, width, height)) };
  // Centred, so a banner that crops the top and bottom (object-fit: cover) keeps the whole disc.
  const cx = width / 2;
  const cy = height * 0.5;
  const radius = height * 0.27;
  for (let y = Math.floor(cy - radius); y <= Math.ceil(cy + radius); y++) {
    for (let x = Math.floor(cx - radius); x <= Math.ceil(cx + radius); x++) {
      if (x < 0 || y < 0 || x >= width || y >= height || (x - cx) ** 2 + (y - cy) ** 2 >= radius * radius) continue;
      const i = (y * width + x) * 4;
      png.data[i] *= 0.55;
      png.data[i + 1] *= 0.55;
      png.data[i + 2] *= 0.55;
    }
  }
  const chars = [...label.toUpperCase()].filter((c) => GLYPHS[c]).slice(0, 3);
  if (chars.length) {
    // Glyph cells are 5x7 with one column of spacing; scale so the word fits the disc.
    const scale = Math.max(1, Math.floor(Math.min((radius * 1.5) / (chars.length * 6 - 1), (radius * 1.1) / 7)));
    const textW = (chars.length * 6 - 1) * scale;
    const left = Math.round(cx - textW / 2);
    const top = Math.round(cy - (7 * scale) / 2);
    chars.forEach((c, n) => {
      const glyph = GLYPHS[c];
      for (let row = 0; row < 7; row++)
        for (let col = 0; col < 5; col++) {
          if (glyph[row * 5 + col] !== '#') continue;
          for (let dy = 0; dy < scale; dy++)
            for (let dx = 0; dx < scale; dx++) {
              const x = left + (n * 6 + col) * scale + dx;
              const y = top + row * scale + dy;
              if (x < 0 || y < 0 || x >= width || y >= height) continue;
              png.data.fill(255, (y * width + x) * 4, (y * width + x) * 4 + 3);
            }
        }
    });
  }
  return PNG.sync.write(png as PNG, { deflateLevel: 1, filterType: 1 });
}

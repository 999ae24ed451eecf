/**
 * Demo files generated in code for the seed and the tests (issue #5): multi-page PDFs (pdfmake on the
 * PDF worker pool of lib/pdf.ts),
 * PNG plates (pngjs), a short WAV tone, a text note and a CSV sheet. No video (no encoder in
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

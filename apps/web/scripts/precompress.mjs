/**
 * Writes .br and .gz siblings of the built JavaScript, CSS, SVG and HTML files in dist/, so the
 * server (@fastify/static preCompressed) sends them compressed without compressing per request.
 * Uses only node:zlib.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const dist = path.resolve(import.meta.dirname, '../dist');
const wanted = /\.(js|mjs|css|svg|html|json|txt)$/;
let files = 0;
let raw = 0;
let gz = 0;

function walk(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full);
    else if (wanted.test(name)) {
      const data = readFileSync(full);
      if (data.length < 1024) continue;
      const g = gzipSync(data, { level: 9 });
      writeFileSync(`${full}.gz`, g);
      writeFileSync(`${full}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      files += 1;
      raw += data.length;
      gz += g.length;
    }
  }
}

walk(dist);
console.log(`precompressed ${files} files: ${(raw / 1024).toFixed(0)} kB → ${(gz / 1024).toFixed(0)} kB gzip`);

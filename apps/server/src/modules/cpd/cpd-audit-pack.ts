/**
 * The audit pack (issue 16): one zip holding the period report PDF and every evidence file of the
 * period's records, streamed with fflate (stored entries, no recompression: PDFs and images are
 * already compressed) while the storage streams are read, so large evidence never sits in memory
 * all at once. Entry names: "CPD report {label}.pdf" and "evidence/{date} {record title}/{file}",
 * made unique and free of path separators.
 */
import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipPassThrough } from 'fflate';
import type { FileStorage } from '../files';

/** One evidence file to pack. */
export interface PackFile {
  folder: string;
  filename: string;
  storageKey: string;
}

const clean = (name: string) =>
  name
    .replace(/[\\/:*?"<>|]+/g, ' ')
    .replace(/\p{Cc}+/gu, ' ')
    .trim()
    .slice(0, 120) || 'file';

/** Unique entry names ("a.pdf", "a (2).pdf"). */
function uniqueName(used: Set<string>, name: string): string {
  let candidate = name;
  const dot = name.lastIndexOf('.');
  const [base, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  for (let i = 2; used.has(candidate.toLowerCase()); i++) candidate = `${base} (${i})${ext}`;
  used.add(candidate.toLowerCase());
  return candidate;
}

async function pump(source: Readable, entry: ZipPassThrough): Promise<void> {
  for await (const chunk of source) entry.push(new Uint8Array(chunk as Buffer), false);
  entry.push(new Uint8Array(0), true);
}

/**
 * A zip stream of the report (rendered PDF bytes) and the evidence. Missing evidence bytes are skipped with a note file.
 * Errors end the stream with the error.
 */
export function auditPackStream(
  storage: FileStorage,
  report: { name: string; pdf: Uint8Array },
  files: PackFile[],
): Readable {
  const out = new PassThrough();
  const zip = new Zip((err, chunk, final) => {
    if (err) return out.destroy(err);
    out.write(Buffer.from(chunk));
    if (final) out.end();
  });
  const used = new Set<string>();
  (async () => {
    const head = new ZipPassThrough(uniqueName(used, clean(report.name)));
    zip.add(head);
    head.push(new Uint8Array(report.pdf), true);
    const missing: string[] = [];
    for (const f of files) {
      const stream = await storage.open(f.storageKey);
      const name = `evidence/${clean(f.folder)}/${uniqueName(used, clean(f.filename))}`;
      if (!stream) {
        missing.push(name);
        continue;
      }
      const entry = new ZipPassThrough(name);
      zip.add(entry);
      await pump(stream, entry);
    }
    if (missing.length) {
      const note = new ZipPassThrough('missing-evidence.txt');
      zip.add(note);
      note.push(new TextEncoder().encode(`These evidence files could not be read:\n${missing.join('\n')}\n`), true);
    }
    zip.end();
  })().catch((err) => out.destroy(err));
  return out;
}

/**
 * Zip containers for upload tests (issue 28 finding 7): a minimal zip writer (stored or deflated
 * entries) and Word documents built with it: a normal one, one of many entries and one that unpacks
 * to far more than it weighs.
 */
import zlib from 'node:zlib';

/** One entry: its name, its bytes and whether to deflate them. */
export interface ZipEntry {
  name: string;
  data: Buffer;
  deflate?: boolean;
  /** The uncompressed size the headers claim (a lying archive); the real size when absent. */
  claimedSize?: number;
}

/** A zip archive of the entries (no data descriptors, no zip64). */
export function zip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8');
    const body = e.deflate ? zlib.deflateRawSync(e.data, { level: 9 }) : e.data;
    const crc = zlib.crc32(e.data);
    const size = e.claimedSize ?? e.data.length;
    const head = Buffer.alloc(30);
    head.writeUInt32LE(0x04034b50, 0);
    head.writeUInt16LE(20, 4);
    head.writeUInt16LE(0, 6);
    head.writeUInt16LE(e.deflate ? 8 : 0, 8);
    head.writeUInt16LE(0, 10);
    head.writeUInt16LE(0x21, 12);
    head.writeUInt32LE(crc, 14);
    head.writeUInt32LE(body.length, 18);
    head.writeUInt32LE(size, 22);
    head.writeUInt16LE(name.length, 26);
    head.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0, 8);
    central.writeUInt16LE(e.deflate ? 8 : 0, 10);
    central.writeUInt16LE(0, 12);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(head, name, body);
    centrals.push(central, name);
    offset += head.length + name.length + body.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;
const RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;
const DOCUMENT = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Hello</w:t></w:r></w:p></w:body></w:document>`;

/**
 * A Word document (.docx): the three parts Word needs, plus `extra` entries.
 * The first entry is stored, so type detection reads it as Office Open XML.
 */
export function docx(extra: ZipEntry[] = []): Buffer {
  return zip([
    { name: '[Content_Types].xml', data: Buffer.from(CONTENT_TYPES) },
    { name: '_rels/.rels', data: Buffer.from(RELS), deflate: true },
    { name: 'word/document.xml', data: Buffer.from(DOCUMENT), deflate: true },
    ...extra,
  ]);
}

/** A .docx of `count` entries in all (each a small stored XML part). */
export function docxWithEntries(count: number): Buffer {
  return docx(
    Array.from({ length: count - 3 }, (_, i) => ({
      name: `word/media/part${i}.xml`,
      data: Buffer.from(`<p>${i}</p>`),
    })),
  );
}

/** A .docx carrying one part of `megabytes` MB of zeros, deflated (about 1,000 times smaller). */
export function docxUnpackingTo(megabytes: number): Buffer {
  return docx([{ name: 'word/media/huge.bin', data: Buffer.alloc(megabytes * 1024 * 1024), deflate: true }]);
}

/** A .docx whose headers say a part of `megabytes` MB of zeros unpacks to 1 KB. */
export function docxLyingAboutSize(megabytes: number): Buffer {
  return docx([
    { name: 'word/media/small.bin', data: Buffer.alloc(megabytes * 1024 * 1024), deflate: true, claimedSize: 1024 },
  ]);
}

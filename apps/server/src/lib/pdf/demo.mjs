/**
 * A demo PDF for the seed and the tests (issue #5 demo files): `pages` A4 pages, each with the title,
 * a section heading, four paragraphs of occupational-therapy text and a page number.
 * @param {string} title
 * @param {number} pages
 * @returns {Promise<Uint8Array>}
 */
import { collect, newDoc } from './common.mjs';

export function demoPdf(title, pages) {
  const doc = newDoc({ title, author: 'Member portal demo' });
  const done = collect(doc);
  for (let p = 1; p <= pages; p++) {
    if (p > 1) doc.addPage();
    doc.fontSize(20).text(title, { underline: p === 1 });
    doc.moveDown().fontSize(14).text(`Section ${p}`);
    for (let i = 0; i < 4; i++) {
      doc
        .moveDown()
        .fontSize(11)
        .text(
          `Paragraph ${i + 1} of section ${p}. Occupational therapists support people to take part in the activities that matter to them. ` +
            'This demo document shows how attachments preview with paging in the member portal.',
        );
    }
    doc.fontSize(9).text(`Page ${p} of ${pages}`, 56, 780);
  }
  doc.end();
  return done;
}

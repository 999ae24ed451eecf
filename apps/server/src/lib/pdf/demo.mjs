/**
 * A demo PDF for the seed and the tests (issue #5 demo files), laid out by pdfmake (layout.mjs):
 * `pages` A4 pages, each with the title, a section heading, four paragraphs of occupational-therapy
 * text and "Page n of m" in the footer.
 * @param {string} title
 * @param {number} pages
 * @returns {Promise<Uint8Array>}
 */
import { pageFooter, renderDoc, runs } from './layout.mjs';

export function demoPdf(title, pages) {
  const content = [];
  for (let p = 1; p <= pages; p++) {
    content.push({
      text: runs(title),
      fontSize: 20,
      bold: true,
      decoration: p === 1 ? 'underline' : undefined,
      ...(p > 1 ? { pageBreak: 'before' } : {}),
    });
    content.push({ text: `Section ${p}`, fontSize: 14, margin: [0, 12, 0, 0] });
    for (let i = 0; i < 4; i++) {
      content.push({
        text:
          `Paragraph ${i + 1} of section ${p}. Occupational therapists support people to take part in the activities that matter to them. ` +
          'This demo document shows how attachments preview with paging in the member portal.',
        fontSize: 11,
        margin: [0, 12, 0, 0],
      });
    }
  }
  return renderDoc({ info: { title, author: 'Member portal demo' }, footer: pageFooter(title), content });
}

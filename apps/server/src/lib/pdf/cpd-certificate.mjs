/**
 * The CPD certificate of attendance PDF (spec 03 §7 CPD `api/cpd/{id}/printview|download`; issue 16):
 * one A4 landscape page. Names and titles are written as plain text.
 * @param {import('../pdf').CpdCertificateFacts} f
 * @returns {Promise<Uint8Array>}
 */
import { collect, hoursText, longDate, newDoc } from './common.mjs';

export function cpdCertificatePdf(f) {
  const doc = newDoc({
    title: `Certificate of attendance: ${f.eventTitle}`,
    author: 'Member portal',
    layout: 'landscape',
  });
  const done = collect(doc);
  const width = doc.page.width - 112;
  const centred = { align: 'center', width };
  doc
    .lineWidth(3)
    .rect(28, 28, doc.page.width - 56, doc.page.height - 56)
    .stroke('#1f4e79');
  doc.moveDown(2).font('bold').fontSize(28).text('Certificate of attendance', centred);
  doc.moveDown().font('body').fontSize(14).text('This certifies that', centred);
  doc.moveDown(0.5).font('bold').fontSize(24).text(f.memberName, centred);
  if (f.memberNumber) doc.font('body').fontSize(11).text(`Member number ${f.memberNumber}`, centred);
  doc.moveDown().font('body').fontSize(14).text('attended', centred);
  doc.moveDown(0.5).font('bold').fontSize(18).text(f.eventTitle, centred);
  doc.moveDown().font('body').fontSize(12);
  doc.text(`on ${longDate(f.completedDate)}${f.venue ? ` at ${f.venue}` : ''}`, centred);
  doc.text(`for ${hoursText(f.hours)} of continuing professional development (${f.categoryName})`, centred);
  if (f.presenter) doc.text(`Presented by ${f.presenter}`, centred);
  doc.moveDown(2).fontSize(12).text(f.organisation, centred);
  doc.fontSize(9).text(`Certificate CPD-${f.recordId}`, centred);
  doc.end();
  return done;
}

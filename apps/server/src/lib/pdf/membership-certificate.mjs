/**
 * The membership certificate PDF (issue #15; A4 landscape, framed, centred lines). Every value is
 * written as plain text.
 * @param {import('../pdf').CertificateFacts} c
 * @returns {Promise<Uint8Array>}
 */
import { auDate, collect, newDoc } from './common.mjs';

export function membershipCertificatePdf(c) {
  const doc = newDoc({
    title: `Certificate of membership ${c.memberNum}`,
    author: c.organisation,
    layout: 'landscape',
    margin: 60,
  });
  const done = collect(doc);
  const width = doc.page.width - 120;
  const centred = { align: 'center', width };
  doc
    .rect(30, 30, doc.page.width - 60, doc.page.height - 60)
    .lineWidth(3)
    .stroke();
  doc.moveDown(2).fontSize(16).text(c.organisation, centred);
  doc.moveDown().fontSize(30).text('Certificate of Membership', centred);
  doc.moveDown().fontSize(13).text('This is to certify that', centred);
  doc.moveDown(0.5).fontSize(24).text(c.fullName, centred);
  doc.moveDown(0.5).fontSize(13).text('is a member in good standing.', centred);
  doc
    .moveDown(1.5)
    .fontSize(12)
    .text(`Membership: ${c.isLife ? 'Life Member' : c.membershipName}`, centred);
  doc.text(`Member number: ${c.memberNum}`, centred);
  doc.text(`Member since: ${auDate(c.joinDate)}`, centred);
  doc.text(c.renewedToDate ? `Valid to: ${auDate(c.renewedToDate)}` : 'Valid: for life', centred);
  doc.end();
  return done;
}

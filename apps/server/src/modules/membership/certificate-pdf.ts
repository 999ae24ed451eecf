/**
 * The membership certificate as a PDF (issue #15; spec 03 §7 GET /api/user/membership/{id}/download),
 * generated with pdfkit as a stream (the bytes go out page by page; one page here). Names are
 * written as plain text (a name such as `<img src=x>` prints literally). Dates DD/MM/YYYY.
 */
import PDFDocument from 'pdfkit';

const au = (d: string) => d.split('-').reverse().join('/');

/** Starts writing the certificate; answers the document (a Readable stream of its bytes). */
export function certificatePdf(c: {
  organisation: string;
  fullName: string;
  memberNum: string;
  membershipName: string;
  joinDate: string;
  renewedToDate: string | null;
  isLife: boolean;
}): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 60,
    info: { Title: `Certificate of membership ${c.memberNum}`, Author: c.organisation },
  });
  const width = doc.page.width - 120;
  doc
    .rect(30, 30, doc.page.width - 60, doc.page.height - 60)
    .lineWidth(3)
    .stroke();
  doc.moveDown(2).fontSize(16).text(c.organisation, { align: 'center', width });
  doc.moveDown().fontSize(30).text('Certificate of Membership', { align: 'center', width });
  doc.moveDown().fontSize(13).text('This is to certify that', { align: 'center', width });
  doc.moveDown(0.5).fontSize(24).text(c.fullName, { align: 'center', width });
  doc
    .moveDown(0.5)
    .fontSize(13)
    .text(`is a ${c.isLife ? 'Life Member' : `${c.membershipName} member`} in good standing.`, {
      align: 'center',
      width,
    });
  doc.moveDown(1.5).fontSize(12).text(`Member number: ${c.memberNum}`, { align: 'center', width });
  doc.text(`Member since: ${au(c.joinDate)}`, { align: 'center', width });
  doc.text(c.renewedToDate ? `Valid to: ${au(c.renewedToDate)}` : 'Valid: for life', { align: 'center', width });
  doc.end();
  return doc;
}

/**
 * The CPD certificate of attendance PDF (spec 03 §7 CPD `api/cpd/{id}/printview|download`; issue 16;
 * pdfmake with the tenant's logo and colour, issue 30): one A4 landscape page of centred lines that
 * wrap inside the frame. Names and titles are written as plain text.
 * @param {import('../pdf').CpdCertificateFacts} f
 * @param {{ name: string, color: string, logoSvg: string | null } | null} brand
 * @returns {Promise<Uint8Array>}
 */
import { hoursText, longDate } from './common.mjs';
import { certificatePage } from './layout.mjs';

export function cpdCertificatePdf(f, brand) {
  return certificatePage({
    title: `Certificate of attendance: ${f.eventTitle}`,
    brand: brand ?? { name: f.organisation, color: '', logoSvg: null },
    lines: [
      { text: 'Certificate of attendance', fontSize: 28, bold: true, brand: true },
      { text: 'This certifies that', fontSize: 14, gap: 12 },
      { text: f.memberName, fontSize: 24, bold: true, gap: 6 },
      ...(f.memberNumber ? [{ text: `Member number ${f.memberNumber}`, fontSize: 11 }] : []),
      { text: 'attended', fontSize: 14, gap: 12 },
      { text: f.eventTitle, fontSize: 18, bold: true, gap: 6 },
      { text: `on ${longDate(f.completedDate)}${f.venue ? ` at ${f.venue}` : ''}`, fontSize: 12, gap: 12 },
      { text: `for ${hoursText(f.hours)} of continuing professional development (${f.categoryName})`, fontSize: 12 },
      ...(f.presenter ? [{ text: `Presented by ${f.presenter}`, fontSize: 12 }] : []),
      { text: f.organisation, fontSize: 12, gap: 24 },
      { text: `Certificate CPD-${f.recordId}`, fontSize: 9 },
    ],
  });
}

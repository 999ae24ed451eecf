/**
 * The membership certificate PDF (issue #15; pdfmake with the tenant's logo and colour, issue 30):
 * A4 landscape, a frame in the brand colour, centred lines that wrap (a long name stays inside the
 * frame), Noto Sans with Noto Emoji. Every value is written as plain text.
 * @param {import('../pdf').CertificateFacts} c
 * @param {{ name: string, color: string, logoSvg: string | null } | null} brand
 * @returns {Promise<Uint8Array>}
 */
import { auDate } from './common.mjs';
import { certificatePage } from './layout.mjs';

export function membershipCertificatePdf(c, brand) {
  return certificatePage({
    title: `Certificate of membership ${c.memberNum}`,
    brand: brand ?? { name: c.organisation, color: '', logoSvg: null },
    lines: [
      { text: c.organisation, fontSize: 16 },
      { text: 'Certificate of Membership', fontSize: 30, bold: true, brand: true, gap: 12 },
      { text: 'This is to certify that', fontSize: 13, gap: 12 },
      { text: c.fullName, fontSize: 24, bold: true, gap: 6 },
      { text: 'is a member in good standing.', fontSize: 13, gap: 6 },
      { text: `Membership: ${c.isLife ? 'Life Member' : c.membershipName}`, fontSize: 12, gap: 18 },
      { text: `Member number: ${c.memberNum}`, fontSize: 12 },
      { text: `Member since: ${auDate(c.joinDate)}`, fontSize: 12 },
      { text: c.renewedToDate ? `Valid to: ${auDate(c.renewedToDate)}` : 'Valid: for life', fontSize: 12 },
    ],
  });
}

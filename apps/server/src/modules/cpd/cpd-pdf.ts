/**
 * CPD documents as PDFs (spec 03 §7 CPD: certificates `api/cpd/{id}/printview|download`, the
 * period report `api/cpd/period/{id}/download`; issue 16), drawn with pdfkit and streamed: the
 * caller pipes the returned document into the reply while it is drawn, so no whole file waits in
 * memory and the event loop is free between chunks. Names and titles are printed literally as plain
 * text (never interpreted), in DejaVu Sans when the system has it (every Unicode name prints), else
 * Helvetica.
 */
import { existsSync } from 'node:fs';
import type { Readable } from 'node:stream';
import PDFDocument from 'pdfkit';
import type { CpdPeriod } from '@portal/shared';

const FONT_DIR = '/usr/share/fonts/truetype/dejavu';
const REGULAR = `${FONT_DIR}/DejaVuSans.ttf`;
const BOLD = `${FONT_DIR}/DejaVuSans-Bold.ttf`;
const hasDejaVu = existsSync(REGULAR) && existsSync(BOLD);

function newDoc(title: string, layout: 'portrait' | 'landscape' = 'portrait'): PDFKit.PDFDocument {
  const doc = new PDFDocument({ size: 'A4', layout, margin: 56, info: { Title: title, Author: 'Member portal' } });
  if (hasDejaVu) {
    doc.registerFont('body', REGULAR);
    doc.registerFont('bold', BOLD);
  } else {
    doc.registerFont('body', 'Helvetica');
    doc.registerFont('bold', 'Helvetica-Bold');
  }
  doc.font('body');
  return doc;
}

/** "1 December 2025" from "2025-12-01". */
export function longDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}

/** Quarter hours as "1.75 h". */
export const hoursText = (h: number) => `${Number(h.toFixed(2))} h`;

/** What a certificate of attendance prints. */
export interface CertificateFacts {
  organisation: string;
  memberName: string;
  memberNumber: string | null;
  eventTitle: string;
  completedDate: string;
  hours: number;
  categoryName: string;
  presenter: string | null;
  venue: string | null;
  recordId: number;
}

/** A certificate of attendance (one A4 landscape page), streamed. */
export function certificatePdf(f: CertificateFacts): Readable {
  const doc = newDoc(`Certificate of attendance: ${f.eventTitle}`, 'landscape');
  const width = doc.page.width - 112;
  doc
    .lineWidth(3)
    .rect(28, 28, doc.page.width - 56, doc.page.height - 56)
    .stroke('#1f4e79');
  doc.moveDown(2).font('bold').fontSize(28).text('Certificate of attendance', { align: 'center', width });
  doc.moveDown().font('body').fontSize(14).text('This certifies that', { align: 'center', width });
  doc.moveDown(0.5).font('bold').fontSize(24).text(f.memberName, { align: 'center', width });
  if (f.memberNumber) doc.font('body').fontSize(11).text(`Member number ${f.memberNumber}`, { align: 'center', width });
  doc.moveDown().font('body').fontSize(14).text('attended', { align: 'center', width });
  doc.moveDown(0.5).font('bold').fontSize(18).text(f.eventTitle, { align: 'center', width });
  doc.moveDown().font('body').fontSize(12);
  doc.text(`on ${longDate(f.completedDate)}${f.venue ? ` at ${f.venue}` : ''}`, { align: 'center', width });
  doc.text(`for ${hoursText(f.hours)} of continuing professional development (${f.categoryName})`, {
    align: 'center',
    width,
  });
  if (f.presenter) doc.text(`Presented by ${f.presenter}`, { align: 'center', width });
  doc.moveDown(2).fontSize(12).text(f.organisation, { align: 'center', width });
  doc.fontSize(9).text(`Certificate CPD-${f.recordId}`, { align: 'center', width });
  doc.end();
  return doc as unknown as Readable;
}

/** What the period report prints besides the period itself. */
export interface ReportFacts {
  organisation: string;
  standardName: string;
  memberName: string;
  memberNumber: string | null;
  evidenceYears: number;
  generatedOn: string;
}

/** The period report (records with reflections and the compliance summary), streamed. */
export function periodReportPdf(period: CpdPeriod, f: ReportFacts): Readable {
  const doc = newDoc(`CPD report ${period.label}`);
  doc.font('bold').fontSize(20).text(`CPD report ${period.label}`);
  doc.font('body').fontSize(11).fillColor('#333333');
  doc.text(f.organisation);
  doc.text(`${f.memberName}${f.memberNumber ? ` (member ${f.memberNumber})` : ''}`);
  doc.text(`Period ${longDate(period.periodStartDate)} to ${longDate(period.periodEndDate)} (Sydney time)`);
  doc.text(f.standardName);
  doc.moveDown();
  const c = period.compliance;
  doc.font('bold').fontSize(13).fillColor('#000000').text('Summary');
  doc.font('body').fontSize(11);
  doc.text(
    `Hours: ${Number(period.completedTotalHours.toFixed(2))} / ${period.minimumRequiredHours} hrs (${period.progressPercent}%)`,
  );
  doc.text(`Interactive hours: ${Number(c.interactiveHours.toFixed(2))} / ${c.minimumInteractiveHours} hrs`);
  if (c.learningPlanRequired) doc.text(`Learning plan: ${c.learningPlanMet ? 'recorded' : 'missing'}`);
  if (c.reflectionRequired)
    doc.text(
      `Reflections: ${c.reflectionsMet ? 'recorded for every activity' : `${c.recordsWithoutReflection} missing`}`,
    );
  doc.text(`Status: ${c.compliant ? 'meets the standard' : 'does not yet meet the standard'}`);
  if (period.learningPlan) {
    doc.moveDown().font('bold').fontSize(13).text('Learning plan');
    doc.font('body').fontSize(11).text(period.learningPlan);
  }
  doc.moveDown().font('bold').fontSize(13).text(`Activities (${period.cpdRecords.length})`);
  if (period.cpdRecords.length === 0) doc.font('body').fontSize(11).text('No CPD records in this period.');
  for (const r of period.cpdRecords) {
    doc.moveDown(0.6).font('bold').fontSize(11).text(r.title);
    doc.font('body').fontSize(10);
    const parts = [
      longDate(r.completedDate),
      hoursText(r.hours),
      r.interactive ? 'interactive' : 'self-directed',
      r.categoryName,
      r.domain,
      r.presenter ? `presented by ${r.presenter}` : null,
      r.relatedEventId ? 'attended event' : null,
    ].filter(Boolean);
    doc.text(parts.join(' · '));
    doc.text(`Reflection: ${r.reflection ?? 'not recorded'}`);
    if (r.attachments.length) doc.text(`Evidence: ${r.attachments.map((a) => a.name).join(', ')}`);
  }
  doc.moveDown().fontSize(9).fillColor('#555555');
  doc.text(
    `Keep evidence of your CPD for ${f.evidenceYears} years for audit. Generated on ${longDate(f.generatedOn)}.`,
  );
  doc.end();
  return doc as unknown as Readable;
}

/**
 * The CPD period report PDF (spec 03 §7 CPD `api/cpd/period/{id}/download`, also inside the audit
 * pack; issue 16): the period, the compliance summary, the learning plan and every record with its
 * reflection and evidence names. Every value is written as plain text.
 * @param {import('@portal/shared').CpdPeriod} period
 * @param {import('../pdf').CpdReportFacts} f
 * @returns {Promise<Uint8Array>}
 */
import { collect, hoursText, longDate, newDoc } from './common.mjs';

export function cpdReportPdf(period, f) {
  const doc = newDoc({ title: `CPD report ${period.label}`, author: 'Member portal' });
  const done = collect(doc);
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
  return done;
}

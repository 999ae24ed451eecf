/**
 * The CPD period report PDF (spec 03 §7 CPD `api/cpd/period/{id}/download`, also inside the audit
 * pack; issue 16), laid out by pdfmake like the tax invoice (layout.mjs): the tenant's logo and name,
 * the title in the brand colour, the member and the period (calendar days in the tenant's IANA zone,
 * named on the page), the compliance summary, the learning plan, then one table row per record
 * (date, activity with its kind, presenter, reflection and evidence names, category, hours) whose header row repeats
 * on every page. Every value is written as plain text.
 * @param {import('@portal/shared').CpdPeriod} period
 * @param {import('../pdf').CpdReportFacts} f
 * @param {{ name: string, color: string, logoSvg: string | null }} brand
 * @returns {Promise<Uint8Array>}
 */
import { hoursText, longDate } from './common.mjs';
import { brandHeader, colourOf, pageFooter, renderDoc, runs, tableHeaderRow } from './layout.mjs';

export function cpdReportPdf(period, f, brand) {
  const colour = colourOf(brand);
  const title = `CPD report ${period.label}`;
  const c = period.compliance;
  const summary = [
    [
      'Hours',
      `${Number(period.completedTotalHours.toFixed(2))} / ${period.minimumRequiredHours} hrs (${period.progressPercent}%)`,
    ],
    ['Interactive hours', `${Number(c.interactiveHours.toFixed(2))} / ${c.minimumInteractiveHours} hrs`],
  ];
  if (c.learningPlanRequired) summary.push(['Learning plan', c.learningPlanMet ? 'recorded' : 'missing']);
  if (c.reflectionRequired)
    summary.push([
      'Reflections',
      c.reflectionsMet ? 'recorded for every activity' : `${c.recordsWithoutReflection} missing`,
    ]);
  summary.push(['Status', c.compliant ? 'meets the standard' : 'does not yet meet the standard']);
  const pairs = (rows) => ({
    table: { widths: [110, '*'], body: rows.map(([k, v]) => [{ text: k, color: '#555555' }, { text: runs(v) }]) },
    layout: 'noBorders',
    margin: [0, 0, 0, 12],
  });
  const heading = (text) => ({ text, fontSize: 13, bold: true, color: colour, margin: [0, 4, 0, 6] });
  const header = tableHeaderRow(['Date', 'Activity', 'Category', 'Hours'], colour, (i) => (i === 3 ? 'right' : 'left'));
  const rows = period.cpdRecords.map((r) => {
    const kind = [
      r.interactive ? 'interactive' : 'self-directed',
      r.domain,
      r.relatedEventId ? 'attended event' : null,
    ].filter(Boolean);
    return [
      { text: longDate(r.completedDate) },
      {
        stack: [
          { text: runs(r.title), bold: true },
          { text: runs(kind.join(' · ')), fontSize: 9, color: '#555555' },
          ...(r.presenter ? [{ text: runs(`Presented by ${r.presenter}`), fontSize: 9 }] : []),
          { text: runs(`Reflection: ${r.reflection ?? 'not recorded'}`), fontSize: 9 },
          ...(r.attachments.length
            ? [{ text: runs(`Evidence: ${r.attachments.map((a) => a.name).join(', ')}`), fontSize: 9 }]
            : []),
        ],
      },
      { text: runs(r.categoryName) },
      { text: hoursText(r.hours), alignment: 'right' },
    ];
  });
  return renderDoc({
    info: { title, author: f.organisation },
    footer: pageFooter(title),
    content: [
      ...brandHeader(brand),
      { text: title, fontSize: 22, bold: true, color: colour, margin: [0, 0, 0, 6] },
      { text: runs(f.organisation), bold: true, fontSize: 11 },
      { text: runs(f.standardName), margin: [0, 0, 0, 12] },
      pairs([
        ['Member', `${f.memberName}${f.memberNumber ? ` (member ${f.memberNumber})` : ''}`],
        ['Period', `${longDate(period.periodStartDate)} to ${longDate(period.periodEndDate)} (dates in ${f.timeZone})`],
      ]),
      heading('Summary'),
      pairs(summary),
      ...(period.learningPlan
        ? [heading('Learning plan'), { text: runs(period.learningPlan), margin: [0, 0, 0, 12] }]
        : []),
      heading(`Activities (${period.cpdRecords.length})`),
      period.cpdRecords.length === 0
        ? { text: 'No CPD records in this period.' }
        : {
            table: { headerRows: 1, dontBreakRows: true, widths: [80, '*', 100, 44], body: [header, ...rows] },
            layout: {
              hLineWidth: (i) => (i === 0 ? 0 : 0.5),
              vLineWidth: () => 0,
              hLineColor: () => '#CCCCCC',
              paddingTop: () => 4,
              paddingBottom: () => 4,
            },
          },
      {
        text: `Keep evidence of your CPD for ${f.evidenceYears} years for audit. Generated on ${longDate(f.generatedOn)}.`,
        fontSize: 9,
        color: '#555555',
        margin: [0, 12, 0, 0],
      },
    ],
  });
}

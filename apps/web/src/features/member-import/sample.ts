/**
 * The sample file the import screen offers (issue 23): a header row of the screen's field labels
 * (each guessed by `guessMemberImportMapping`, so the sample maps itself) and three members of
 * the reference tenant, each with the member number a membership needs, one with two segments
 * separated by ';' as the import reads them.
 */
import { MEMBER_IMPORT_FIELD_LABELS, MEMBER_IMPORT_FIELDS, type MemberImportField } from '@portal/shared';

type SampleRow = Record<MemberImportField, string>;

const ROWS: SampleRow[] = [
  {
    email: 'hannah.okafor@example.org',
    firstName: 'Hannah',
    lastName: 'Okafor',
    title: 'Ms',
    mobile: '0412 345 678',
    memberNum: 'OT104211',
    address: '14 Wattle Street',
    address2: 'Level 2',
    suburb: 'Newtown',
    state: 'NSW',
    postCode: '2042',
    country: 'Australia',
    membershipType: 'Graduate Member',
    joinDate: '1/07/2019',
    renewalDate: '30/06/2027',
    segments: 'Paediatrics;NDIS',
  },
  {
    email: 'liam.brennan@example.org',
    firstName: 'Liam',
    lastName: 'Brennan',
    title: 'Mr',
    mobile: '0433 210 987',
    memberNum: 'OT104212',
    address: '3/27 Flinders Lane',
    address2: '',
    suburb: 'Melbourne',
    state: 'VIC',
    postCode: '3000',
    country: 'Australia',
    membershipType: 'Full Member',
    joinDate: '15/03/2012',
    renewalDate: '30/06/2027',
    segments: 'Hand therapy',
  },
  {
    email: 'mei.tanaka@example.org',
    firstName: 'Mei',
    lastName: 'Tanaka',
    title: 'Dr',
    mobile: '',
    memberNum: 'OT104213',
    address: '88 Brunswick Street',
    address2: '',
    suburb: 'Fortitude Valley',
    state: 'QLD',
    postCode: '4006',
    country: 'Australia',
    membershipType: 'Full Member',
    joinDate: '2/02/2024',
    renewalDate: '30/06/2026',
    segments: 'Mental health',
  },
];

/** One CSV cell: quoted when it holds a comma, a quote or a line break. */
const cell = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

/** The sample file's text (CRLF line ends, as spreadsheet programs write CSV). */
export function sampleImportCsv(): string {
  const lines = [
    MEMBER_IMPORT_FIELDS.map((f) => cell(MEMBER_IMPORT_FIELD_LABELS[f])),
    ...ROWS.map((row) => MEMBER_IMPORT_FIELDS.map((f) => cell(row[f]))),
  ];
  return `${lines.map((l) => l.join(',')).join('\r\n')}\r\n`;
}

/** A `data:` address of the sample, for a download link. */
export function sampleImportHref(): string {
  return `data:text/csv;charset=utf-8,${encodeURIComponent(sampleImportCsv())}`;
}

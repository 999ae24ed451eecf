/** Texts and sizes of the member import screen (issue 23; not in the spec). */
import type { MemberImportAction } from '@portal/shared';

export const MEMBER_IMPORT_PATH = '/admin/users/import';

export const TEXT = {
  title: 'Import members',
  chooseTitle: 'File',
  chooseHint:
    'Choose or drop a CSV, TSV or Excel (.xlsx) file with a header row, at most 5 MB. Comma, semicolon or tab; UTF-8, UTF-16 or Windows-1252.',
  readAs: 'Read as',
  separator: 'Separator',
  sheet: 'Sheet',
  delimiterLabels: { auto: 'Detect', comma: 'Comma', semicolon: 'Semicolon', tab: 'Tab' },
  guessedByName: 'Guessed from the column name',
  guessedRemembered: 'Your last mapping',
  chooseHintMore: 'Members are matched on email: a known address updates that member, a new one creates a member.',
  sampleFile: 'Download a sample file',
  checking: 'Checking the file…',
  mappingTitle: 'Columns',
  mappingHint:
    'Each member field reads the column chosen here. We guessed from the column names and your last import; change any that are wrong.',
  notImported: 'Not imported',
  checkAgain: 'Check again with these columns',
  dryRunTitle: 'Dry run',
  dryRunHint: 'Nothing has been saved yet. This is what the import would do with each row.',
  refusedBlock: 'Refused rows block the import: fix them in the file and choose it again, or skip them.',
  skipRefused: (n: number) => `Skip the ${n} refused ${n === 1 ? 'row' : 'rows'} and import the rest`,
  sendInvitations: 'Send each new member an invitation mail to sign in for the first time',
  apply: (n: number) => `Import ${n} ${n === 1 ? 'member' : 'members'}`,
  nothingToApply: 'Nothing to import: every row is refused or unchanged.',
  applied: 'Import complete',
  appliedSummary: (c: { create: number; update: number; refuse: number }) =>
    `${c.create} created, ${c.update} updated${c.refuse ? `, ${c.refuse} refused rows skipped` : ''}.`,
  membersOfImport: 'Members in this import',
  pastTitle: 'Past imports',
  pastEmpty: 'No imports yet',
  loadFailed: 'Could not load',
  retry: 'Retry',
  when: 'When',
  file: 'File',
  by: 'By',
  result: 'Result',
  status: 'Status',
  undo: 'Undo',
  undone: 'Undone',
  undoConfirm: 'Undo this import?',
  undoConfirmText: (c: { create: number; update: number }) =>
    `The ${c.create} members it created are removed and the ${c.update} it updated get their previous values back.`,
  undoDone: 'The import has been undone.',
  row: 'Row',
  name: 'Name',
  email: 'Email',
  details: 'Details',
  all: 'All',
} as const;

export const ACTION_LABELS: Record<MemberImportAction, string> = {
  create: 'Create',
  update: 'Update',
  unchanged: 'Unchanged',
  refuse: 'Refused',
};

export const ACTION_COLORS: Record<MemberImportAction, string> = {
  create: 'green',
  update: 'blue',
  unchanged: 'default',
  refuse: 'red',
};

export const REPORT_PAGE_SIZE = 10;

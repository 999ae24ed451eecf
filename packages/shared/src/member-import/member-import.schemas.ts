/**
 * Member import (issue 23; issue 31: the files associations really have): the member fields a
 * column can map to, the file formats read (CSV/TSV/text with comma, semicolon or tab, in UTF-8,
 * UTF-16 or Windows-1252, and .xlsx), the dry-run report with the guessed mapping, a batch as the
 * API answers it, and the limits and messages of the import screen (`/admin/users/import`, API under
 * `/api/v1/admin/member-imports`).
 */
import { z } from 'zod';

/** The member fields a column maps to, in the order the screen lists them. */
export const MEMBER_IMPORT_FIELDS = [
  'email',
  'firstName',
  'lastName',
  'title',
  'mobile',
  'memberNum',
  'address',
  'address2',
  'suburb',
  'state',
  'postCode',
  'country',
  'membershipType',
  'joinDate',
  'renewalDate',
  'segments',
] as const;
export type MemberImportField = (typeof MEMBER_IMPORT_FIELDS)[number];

/** The screen's label of each field. */
export const MEMBER_IMPORT_FIELD_LABELS: Record<MemberImportField, string> = {
  email: 'Email',
  firstName: 'First name',
  lastName: 'Last name',
  title: 'Title',
  mobile: 'Mobile',
  memberNum: 'Member number',
  address: 'Address line 1',
  address2: 'Address line 2',
  suburb: 'Suburb',
  state: 'State',
  postCode: 'Postcode',
  country: 'Country',
  membershipType: 'Membership type',
  joinDate: 'Join date',
  renewalDate: 'Renewal date',
  segments: 'Segments',
};

/** How cells of a CSV file are separated: detected from the header and first records, or chosen. */
export const MEMBER_IMPORT_DELIMITERS = ['auto', 'comma', 'semicolon', 'tab'] as const;
export type MemberImportDelimiter = (typeof MEMBER_IMPORT_DELIMITERS)[number];

/** File extensions the import reads (its own allowed types: the general upload check is stricter). */
export const MEMBER_IMPORT_EXTENSIONS = ['csv', 'tsv', 'txt', 'xlsx'] as const;

/** Limits: file size in bytes, rows per file, rows in one write statement. */
export const MEMBER_IMPORT_LIMITS = {
  fileMaxBytes: 5 * 1024 * 1024,
  maxRows: 20_000,
  /** Segment names in one cell are separated by this. */
  segmentSeparator: ';',
} as const;

/** Texts of the import (reasons a row is refused, upload errors, undo refusals). */
export const MEMBER_IMPORT_MESSAGES = {
  /** Issue 28: staff scopes never reach upwards. */
  notBelowYou: 'This account holds a role or staff scope you do not have; only an administrator may change it.',
  fileTooLarge: 'The file is too large (at most 5 MB).',
  notCsv: 'Choose a CSV, TSV or text file (UTF-8, UTF-16 or Windows-1252) or an Excel workbook (.xlsx).',
  noFile: 'Choose a CSV or Excel file to import.',
  emptyFile: 'The file has no rows under its header.',
  tooManyRows: 'The file has more than 20,000 rows; split it into smaller files.',
  unreadable: 'The CSV file could not be read: check its separator (comma, semicolon or tab) and its quotes.',
  unknownEncoding: 'The file is not text in UTF-8, UTF-16 or Windows-1252: save it as "CSV UTF-8" and try again.',
  unreadableWorkbook: 'The Excel file could not be read: save it as an .xlsx workbook and try again.',
  sheetNotFound: 'The workbook has no sheet with this name.',
  badDate: 'is not a date (use d/m/yyyy or yyyy-mm-dd)',
  datesNeedMembership: 'A join or renewal date needs a membership: map a membership type',
  renewalBeforeJoin: 'Renewal date is before the join date',
  badMapping: 'The column mapping is not valid.',
  emailNotMapped: 'Map a column to Email: members are matched on their email address.',
  missingEmail: 'Email is missing',
  badEmail: 'Email is not a valid address',
  duplicateInFile: 'Duplicate of row',
  missingFirstName: 'First name is missing',
  missingLastName: 'Last name is missing',
  unknownMembershipType: 'Unknown membership type',
  unknownSegment: 'Unknown segment',
  missingMemberNum: 'Member number is missing (a membership needs one)',
  tooLong: 'is longer than 200 characters',
  blockedByRefused: 'Some rows are refused: fix them, or choose to skip the refused rows.',
  alreadyUndone: 'This import has already been undone.',
  concurrentChange:
    'Another change to these members happened at the same time: nothing was imported. Check the file again.',
  signedIn: 'This import cannot be undone: a member of it has signed in since.',
  laterImport: 'This import cannot be undone: a later import changed some of its members. Undo that one first.',
} as const;

/** A mapping: field → zero-based column index (absent or null: not imported). */
export const MemberImportMappingSchema = z.partialRecord(
  z.enum(MEMBER_IMPORT_FIELDS),
  z.number().int().min(0).max(500).nullable(),
);
export type MemberImportMapping = z.infer<typeof MemberImportMappingSchema>;

/** What the import would do (dry run) or did (apply) with one row. */
export const MemberImportActionSchema = z.enum(['create', 'update', 'unchanged', 'refuse']);
export type MemberImportAction = z.infer<typeof MemberImportActionSchema>;

/** One row of the report. `row` is the spreadsheet's row number of the record (the header is row 1). */
export const MemberImportRowReportSchema = z.object({
  row: z.number().int(),
  email: z.string(),
  name: z.string(),
  action: MemberImportActionSchema,
  /** Why the row is refused (empty unless action is refuse). */
  reasons: z.array(z.string()),
  /** Fields an update changes (labels), empty for other actions. */
  changes: z.array(z.string()),
});
export type MemberImportRowReport = z.infer<typeof MemberImportRowReportSchema>;

export const MemberImportCountsSchema = z.object({
  total: z.number().int(),
  create: z.number().int(),
  update: z.number().int(),
  unchanged: z.number().int(),
  refuse: z.number().int(),
});
export type MemberImportCounts = z.infer<typeof MemberImportCountsSchema>;

/** How the file was read: its format, text encoding and separator (CSV), its sheets and the one read (xlsx). */
export const MemberImportSourceSchema = z.object({
  format: z.enum(['csv', 'xlsx']),
  /** 'UTF-8', 'UTF-8 with BOM', 'UTF-16LE', 'UTF-16BE', 'windows-1252'...; null for xlsx. */
  encoding: z.string().nullable(),
  /** The separator used (detected or chosen); null for xlsx. */
  delimiter: z.enum(['comma', 'semicolon', 'tab']).nullable(),
  /** The workbook's sheet names (empty for CSV) and the sheet read (null for CSV). */
  sheets: z.array(z.string()),
  sheet: z.string().nullable(),
});
export type MemberImportSource = z.infer<typeof MemberImportSourceSchema>;

/**
 * What the import guessed for one column: the field and why (`remembered`: the staff member's
 * last mapping had this column name; `name`: the column's name is a usual name of the field).
 */
export const MemberImportColumnGuessSchema = z.object({
  field: z.enum(MEMBER_IMPORT_FIELDS).nullable(),
  source: z.enum(['remembered', 'name']).nullable(),
});
export type MemberImportColumnGuess = z.infer<typeof MemberImportColumnGuessSchema>;

/** POST /api/v1/admin/member-imports/dry-run: the header, the mapping used (guessed when not sent), the report. */
export const MemberImportDryRunSchema = z.object({
  filename: z.string(),
  source: MemberImportSourceSchema,
  columns: z.array(z.string()),
  /** Per column (same order as `columns`): what the import guessed, whatever mapping was sent. */
  guesses: z.array(MemberImportColumnGuessSchema),
  mapping: MemberImportMappingSchema,
  /** Why the rows could not be planned with this mapping (no Email column): rows are then empty. */
  mappingError: z.string().nullable(),
  counts: MemberImportCountsSchema,
  rows: z.array(MemberImportRowReportSchema),
});
export type MemberImportDryRun = z.infer<typeof MemberImportDryRunSchema>;

/** A past import as the batches list answers it. */
export const MemberImportBatchSchema = z.object({
  id: z.string(),
  filename: z.string(),
  createdAt: z.string(),
  actorEmail: z.string(),
  counts: MemberImportCountsSchema,
  /** refused rows were skipped (the others applied); always true when a batch was applied with refused rows. */
  skippedRefused: z.boolean(),
  invitationsSent: z.boolean(),
  undoneAt: z.string().nullable(),
  undoneByEmail: z.string().nullable(),
  /** Whether undo is possible now (not undone, no member signed in since, no later import of its members). */
  canUndo: z.boolean(),
  /** Why not, when canUndo is false and the batch is not undone. */
  undoBlockedReason: z.string().nullable(),
});
export type MemberImportBatch = z.infer<typeof MemberImportBatchSchema>;

export const MemberImportBatchListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(10),
});
export type MemberImportBatchListQuery = z.infer<typeof MemberImportBatchListQuerySchema>;

export const MemberImportBatchListSchema = z.object({
  items: z.array(MemberImportBatchSchema),
  page: z.number().int(),
  size: z.number().int(),
  totalItems: z.number().int(),
});
export type MemberImportBatchList = z.infer<typeof MemberImportBatchListSchema>;

/** One stored row of a batch (its result list). */
export const MemberImportBatchRowSchema = z.object({
  row: z.number().int(),
  email: z.string(),
  name: z.string(),
  action: MemberImportActionSchema,
  reasons: z.array(z.string()),
  accountId: z.string().nullable(),
});
export type MemberImportBatchRow = z.infer<typeof MemberImportBatchRowSchema>;

export const MemberImportBatchRowsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(200).default(50),
  action: MemberImportActionSchema.optional(),
});
export type MemberImportBatchRowsQuery = z.infer<typeof MemberImportBatchRowsQuerySchema>;

export const MemberImportBatchRowsSchema = z.object({
  items: z.array(MemberImportBatchRowSchema),
  page: z.number().int(),
  size: z.number().int(),
  totalItems: z.number().int(),
});
export type MemberImportBatchRows = z.infer<typeof MemberImportBatchRowsSchema>;

export const MemberImportIdParamsSchema = z.object({ id: z.uuid() });

/** GET /api/v1/admin/member-imports/abilities */
export const MemberImportAbilitiesSchema = z.object({ canImportMembers: z.boolean() });
export type MemberImportAbilities = z.infer<typeof MemberImportAbilitiesSchema>;

/**
 * The usual column names of each field in association systems' exports, as `headerKey` reduces
 * them (lower case, letters and digits only: 'e-Mail' and 'E mail' are both 'email').
 */
const HEADER_GUESSES: Record<MemberImportField, string[]> = {
  email: ['email', 'emailaddress', 'mail', 'emailaddr', 'primaryemail', 'workemail'],
  firstName: ['firstname', 'givenname', 'givennames', 'first', 'forename', 'christianname'],
  lastName: ['lastname', 'surname', 'familyname', 'last'],
  title: ['title', 'salutation', 'prefix'],
  mobile: [
    'mobile',
    'mobilephone',
    'mobilenumber',
    'mobileno',
    'phone',
    'phonenumber',
    'telephone',
    'telephonenumber',
    'tel',
    'cell',
    'cellphone',
  ],
  memberNum: ['membernumber', 'membernum', 'memberno', 'memberid', 'membershipnumber', 'membershipno', 'number', 'id'],
  address: [
    'address',
    'addressline1',
    'address1',
    'addressline',
    'street',
    'streetaddress',
    'street1',
    'addressstreet',
  ],
  address2: ['addressline2', 'address2', 'street2'],
  suburb: ['suburb', 'city', 'town', 'locality', 'suburbtown', 'suburbcity', 'towncity', 'citytown'],
  state: ['state', 'territory', 'region', 'statecode', 'stateterritory', 'county', 'province'],
  postCode: ['postcode', 'postalcode', 'zip', 'zipcode', 'pcode'],
  country: ['country'],
  membershipType: [
    'membershiptype',
    'membershiplevel',
    'membershipcategory',
    'membershipgrade',
    'membertype',
    'memberlevel',
    'membercategory',
    'membergrade',
    'membership',
    'level',
    'type',
    'category',
    'grade',
  ],
  joinDate: ['joindate', 'joined', 'datejoined', 'joiningdate', 'membersince', 'startdate', 'membershipstart'],
  renewalDate: [
    'renewaldate',
    'renewal',
    'renewaldue',
    'expirydate',
    'expiry',
    'expirationdate',
    'expiration',
    'expires',
    'paidthrough',
    'paidthru',
    'paiduntil',
    'paidto',
    'renewedto',
    'membershipexpiry',
    'enddate',
  ],
  segments: ['segments', 'segment', 'groups', 'interests', 'tags'],
};

/** A column name reduced for comparison: lower case, letters and digits only. */
export function headerKey(name: string): string {
  return name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** The field whose usual names include this column name, or null. */
export function guessMemberImportField(column: string): MemberImportField | null {
  const key = headerKey(column);
  return MEMBER_IMPORT_FIELDS.find((f) => HEADER_GUESSES[f].includes(key)) ?? null;
}

/**
 * The guessed mapping of a header row: each field to a column whose name is one of its usual
 * names (the earlier name in the field's list wins; a column serves one field).
 */
export function guessMemberImportMapping(columns: readonly string[]): MemberImportMapping {
  return guessMemberImportColumns(columns).mapping;
}

/**
 * The mapping offered for a header row and what was guessed per column: first the staff member's
 * remembered mapping (field → column name, matched as `headerKey` reduces names) for the columns the
 * file has, then the usual names for the fields and columns left.
 */
export function guessMemberImportColumns(
  columns: readonly string[],
  remembered: Partial<Record<MemberImportField, string>> = {},
): { mapping: MemberImportMapping; guesses: MemberImportColumnGuess[] } {
  const keys = columns.map(headerKey);
  const mapping: MemberImportMapping = {};
  const guesses: MemberImportColumnGuess[] = columns.map(() => ({ field: null, source: null }));
  const take = (field: MemberImportField, index: number, source: 'remembered' | 'name') => {
    mapping[field] = index;
    guesses[index] = { field, source };
  };
  for (const field of MEMBER_IMPORT_FIELDS) {
    const name = remembered[field];
    if (!name) continue;
    const index = keys.findIndex((k, i) => guesses[i].field === null && k === headerKey(name));
    if (index >= 0) take(field, index, 'remembered');
  }
  for (const field of MEMBER_IMPORT_FIELDS) {
    if (mapping[field] != null) continue;
    for (const name of HEADER_GUESSES[field]) {
      const index = keys.findIndex((k, i) => guesses[i].field === null && k === name);
      if (index >= 0) {
        take(field, index, 'name');
        break;
      }
    }
  }
  return { mapping, guesses };
}

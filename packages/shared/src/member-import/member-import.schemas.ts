/**
 * Member CSV import (issue 23; not in the spec): the member fields a CSV column can map to, the
 * dry-run report, a batch as the API answers it, and the limits and messages of the import screen
 * (`/admin/users/import`, API under `/api/v1/admin/member-imports`).
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
  'suburb',
  'state',
  'postCode',
  'country',
  'membershipType',
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
  address: 'Address',
  suburb: 'Suburb',
  state: 'State',
  postCode: 'Postcode',
  country: 'Country',
  membershipType: 'Membership type',
  segments: 'Segments',
};

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
  fileTooLarge: 'The CSV file is too large (at most 5 MB).',
  notCsv: 'Choose a CSV file (UTF-8, with a header row).',
  noFile: 'Choose a CSV file to import.',
  emptyFile: 'The CSV file has no rows under its header.',
  tooManyRows: 'The CSV file has more than 20,000 rows; split it into smaller files.',
  unreadable: 'The CSV file could not be read: check that it is UTF-8 text with a header row.',
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

/** One row of the report. `row` is the CSV line number counting the header as 1. */
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

/** POST /api/v1/admin/member-imports/dry-run: the header, the mapping used (guessed when not sent), the report. */
export const MemberImportDryRunSchema = z.object({
  filename: z.string(),
  columns: z.array(z.string()),
  mapping: MemberImportMappingSchema,
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

/** Guesses the field of each header name (lower-cased, letters and digits only). */
const HEADER_GUESSES: Record<MemberImportField, string[]> = {
  email: ['email', 'emailaddress', 'mail'],
  firstName: ['firstname', 'givenname', 'first', 'forename'],
  lastName: ['lastname', 'surname', 'familyname', 'last'],
  title: ['title', 'salutation'],
  mobile: ['mobile', 'mobilephone', 'mobilenumber', 'phone', 'cell'],
  memberNum: ['membernumber', 'membernum', 'memberno', 'memberid', 'number'],
  address: ['address', 'streetaddress', 'address1', 'street'],
  suburb: ['suburb', 'city', 'town', 'locality'],
  state: ['state', 'territory', 'region'],
  postCode: ['postcode', 'postalcode', 'zip', 'zipcode'],
  country: ['country'],
  membershipType: ['membershiptype', 'membership', 'type', 'category', 'grade'],
  segments: ['segments', 'segment', 'groups', 'interests', 'tags'],
};

/** The guessed mapping of a header row: each field to the first column whose name matches it. */
export function guessMemberImportMapping(columns: readonly string[]): MemberImportMapping {
  const keys = columns.map((c) => c.toLowerCase().replace(/[^a-z0-9]/g, ''));
  const mapping: MemberImportMapping = {};
  const used = new Set<number>();
  for (const field of MEMBER_IMPORT_FIELDS) {
    const index = keys.findIndex((k, i) => !used.has(i) && HEADER_GUESSES[field].includes(k));
    if (index >= 0) {
      mapping[field] = index;
      used.add(index);
    }
  }
  return mapping;
}

/**
 * What an import would do with each CSV row (issue 23), as a pure function of the parsed file, the
 * column mapping and the facts loaded from the database. The dry run answers the plan; apply
 * writes it. Rules:
 * - Members are matched on email, case-insensitively (stored lower-cased): a match is an update,
 *   else a create. Re-importing the same file therefore updates nothing and creates nobody.
 * - An empty cell leaves the member's value as it is (an import never blanks a field).
 * - Segments (names separated by ';', matched by name case-insensitively) are added, never removed.
 * - Membership type (code or name) creates the member's membership (Active from today to the end
 *   of the membership year, 30 June) or changes its type.
 * - Refused, with every reason: missing or bad email, a later duplicate of an email in the file,
 *   a new member without first or last name, unknown membership type or segment, a membership
 *   without a member number, a value over 200 characters.
 */
import {
  isEmail,
  MEMBER_IMPORT_FIELD_LABELS,
  MEMBER_IMPORT_LIMITS,
  MEMBER_IMPORT_MESSAGES,
  type MemberImportAction,
  type MemberImportCounts,
  type MemberImportField,
  type MemberImportMapping,
  type MemberImportRowReport,
} from '@portal/shared';
import type { CsvRecord } from './member-import.csv';

/** The account columns an import writes (camelCase, as in the Drizzle table). */
export const ACCOUNT_FIELDS = [
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
] as const;
export type AccountField = (typeof ACCOUNT_FIELDS)[number];
export type AccountValues = Partial<Record<AccountField, string | null>>;

/** An existing member as the plan needs it. */
export interface ExistingMember {
  id: string;
  email: string;
  values: Record<AccountField, string | null>;
  segmentIds: number[];
  membership: { memberNum: string; typeId: number } | null;
  /** Role and contact types: whether the importing staff may change this account (issue 28). */
  role: number;
  contactTypes: string[];
  /** False when the account's role or scopes are not below the importer's: its row is refused. */
  manageable: boolean;
}

/** The database facts a plan reads. Keys of the maps are lower-cased. */
export interface ImportFacts {
  membersByEmail: Map<string, ExistingMember>;
  segmentIdsByName: Map<string, number>;
  typeIdsByName: Map<string, number>;
}

/** What an update replaces, stored per row so undo restores it exactly. */
export interface PreviousValues {
  account: AccountValues;
  /** The member's segment ids before the import added some (null: segments untouched). */
  segmentIds: number[] | null;
  /** 'none': the import created the membership; an object: its type/number before; null: untouched. */
  membership: { memberNum: string; typeId: number } | 'none' | null;
}

/** One planned row. */
export interface PlannedRow {
  line: number;
  email: string;
  name: string;
  action: MemberImportAction;
  reasons: string[];
  /** Labels of changed fields (updates). */
  changes: string[];
  accountId: string | null;
  /** Create: every value; update: the changed values only. */
  values: AccountValues;
  /** Segments to add. */
  addSegmentIds: number[];
  /** Membership to create (create, or update of a member without one) or change. */
  membership: { memberNum: string; typeId: number } | null;
  previous: PreviousValues | null;
}

const MAX_CELL = 200;

function cell(cells: string[], mapping: MemberImportMapping, field: MemberImportField): string {
  const index = mapping[field];
  return index == null ? '' : (cells[index] ?? '').trim();
}

/** Plans every record. Pure: the same input answers the same plan. */
export function planImport(records: readonly CsvRecord[], mapping: MemberImportMapping, facts: ImportFacts) {
  const firstLineOfEmail = new Map<string, number>();
  const rows = records.map((record) => planRow(record, mapping, facts, firstLineOfEmail));
  return { rows, counts: countRows(rows) };
}

function planRow(
  { line, cells }: CsvRecord,
  mapping: MemberImportMapping,
  facts: ImportFacts,
  firstLineOfEmail: Map<string, number>,
): PlannedRow {
  const email = cell(cells, mapping, 'email').toLowerCase();
  const given: AccountValues = {};
  for (const field of ACCOUNT_FIELDS) {
    const value = cell(cells, mapping, field);
    if (value !== '') given[field] = value;
  }
  const existing = email ? (facts.membersByEmail.get(email) ?? null) : null;
  const name = [given.firstName ?? existing?.values.firstName, given.lastName ?? existing?.values.lastName]
    .filter(Boolean)
    .join(' ');
  const reasons: string[] = [];
  if (!email) reasons.push(MEMBER_IMPORT_MESSAGES.missingEmail);
  else if (!isEmail(email)) reasons.push(MEMBER_IMPORT_MESSAGES.badEmail);
  else if (firstLineOfEmail.has(email))
    reasons.push(`${MEMBER_IMPORT_MESSAGES.duplicateInFile} ${firstLineOfEmail.get(email)}`);
  else firstLineOfEmail.set(email, line);
  if (existing && !existing.manageable) reasons.push(MEMBER_IMPORT_MESSAGES.notBelowYou);
  if (!existing && !given.firstName) reasons.push(MEMBER_IMPORT_MESSAGES.missingFirstName);
  if (!existing && !given.lastName) reasons.push(MEMBER_IMPORT_MESSAGES.missingLastName);
  for (const field of [...ACCOUNT_FIELDS, 'email'] as const) {
    if (cell(cells, mapping, field).length > MAX_CELL)
      reasons.push(`${MEMBER_IMPORT_FIELD_LABELS[field]} ${MEMBER_IMPORT_MESSAGES.tooLong}`);
  }
  const typeName = cell(cells, mapping, 'membershipType');
  const typeId = typeName ? facts.typeIdsByName.get(typeName.toLowerCase()) : undefined;
  if (typeName && typeId === undefined) reasons.push(`${MEMBER_IMPORT_MESSAGES.unknownMembershipType} "${typeName}"`);
  const segmentIds: number[] = [];
  for (const segmentName of cell(cells, mapping, 'segments').split(MEMBER_IMPORT_LIMITS.segmentSeparator)) {
    const trimmed = segmentName.trim();
    if (!trimmed) continue;
    const id = facts.segmentIdsByName.get(trimmed.toLowerCase());
    if (id === undefined) reasons.push(`${MEMBER_IMPORT_MESSAGES.unknownSegment} "${trimmed}"`);
    else if (!segmentIds.includes(id)) segmentIds.push(id);
  }
  const memberNum = given.memberNum ?? existing?.membership?.memberNum ?? existing?.values.memberNum ?? null;
  if (typeId !== undefined && !memberNum) reasons.push(MEMBER_IMPORT_MESSAGES.missingMemberNum);

  const base = { line, email, name, reasons, accountId: existing?.id ?? null };
  if (reasons.length > 0) return refused(base);
  const membership = typeId !== undefined && memberNum ? { memberNum, typeId } : null;
  if (!existing) {
    return {
      ...base,
      action: 'create',
      changes: [],
      values: given,
      addSegmentIds: segmentIds,
      membership,
      previous: null,
    };
  }
  return planUpdate(base, existing, given, segmentIds, membership);
}

function refused(base: Pick<PlannedRow, 'line' | 'email' | 'name' | 'reasons' | 'accountId'>): PlannedRow {
  return {
    ...base,
    accountId: null,
    action: 'refuse',
    changes: [],
    values: {},
    addSegmentIds: [],
    membership: null,
    previous: null,
  };
}

function planUpdate(
  base: Pick<PlannedRow, 'line' | 'email' | 'name' | 'reasons' | 'accountId'>,
  existing: ExistingMember,
  given: AccountValues,
  segmentIds: number[],
  wanted: { memberNum: string; typeId: number } | null,
): PlannedRow {
  const values: AccountValues = {};
  const previous: PreviousValues = { account: {}, segmentIds: null, membership: null };
  const changes: string[] = [];
  for (const field of ACCOUNT_FIELDS) {
    const value = given[field];
    if (value === undefined || value === existing.values[field]) continue;
    values[field] = value;
    previous.account[field] = existing.values[field];
    changes.push(MEMBER_IMPORT_FIELD_LABELS[field]);
  }
  const addSegmentIds = segmentIds.filter((id) => !existing.segmentIds.includes(id));
  if (addSegmentIds.length > 0) {
    previous.segmentIds = existing.segmentIds;
    changes.push(MEMBER_IMPORT_FIELD_LABELS.segments);
  }
  let membership: PlannedRow['membership'] = null;
  if (wanted) {
    const current = existing.membership;
    if (!current) previous.membership = 'none';
    else if (current.typeId !== wanted.typeId || current.memberNum !== wanted.memberNum) previous.membership = current;
    if (previous.membership) {
      membership = wanted;
      changes.push(MEMBER_IMPORT_FIELD_LABELS.membershipType);
    }
  }
  const action: MemberImportAction = changes.length > 0 ? 'update' : 'unchanged';
  return {
    ...base,
    action,
    changes,
    values,
    addSegmentIds,
    membership,
    previous: action === 'update' ? previous : null,
  };
}

/** Rows per action. */
export function countRows(rows: readonly Pick<PlannedRow, 'action'>[]): MemberImportCounts {
  const counts: MemberImportCounts = { total: rows.length, create: 0, update: 0, unchanged: 0, refuse: 0 };
  for (const row of rows) counts[row.action] += 1;
  return counts;
}

/** A planned row as the dry-run report shows it. */
export function reportOf(row: PlannedRow): MemberImportRowReport {
  return {
    row: row.line,
    email: row.email,
    name: row.name,
    action: row.action,
    reasons: row.reasons,
    changes: row.changes,
  };
}

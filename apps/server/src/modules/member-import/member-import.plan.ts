/**
 * What an import would do with each row (issue 23; issue 31: address line 2, join and renewal
 * dates), as a pure function of the parsed file, the column mapping and the facts loaded from the
 * database. The dry run answers the plan; apply writes it. Rules:
 * - Members are matched on email, case-insensitively (stored lower-cased): a match is an update,
 *   else a create. Re-importing the same file therefore updates nothing and creates nobody.
 * - An empty cell leaves the member's value as it is (an import never blanks a field).
 * - Segments (names separated by ';', matched by name case-insensitively) are added, never removed.
 * - Address line 2 is added to address line 1 after ", " (the member page has one street address).
 * - Membership type (code or name) creates the member's membership (Active from the join date, else
 *   today, to the renewal date, else the end of the membership year, 30 June; none for a life type)
 *   or changes its type. Join and renewal dates (d/m/yyyy, yyyy-mm-dd or a workbook's date cell)
 *   set the membership's join date and renewed-to date; they need a membership (an existing one,
 *   or a type in the row).
 * - Refused, with every reason: missing or bad email, a later duplicate of an email in the file,
 *   a new member without first or last name, unknown membership type or segment, a membership
 *   without a member number, a value over 200 characters, a date that is not a date, a renewal date
 *   before the join date, dates for a member without a membership and without a type in the row.
 */
import {
  isEmail,
  parseCalendarDate,
  MEMBER_IMPORT_FIELD_LABELS,
  MEMBER_IMPORT_LIMITS,
  MEMBER_IMPORT_MESSAGES,
  type MemberImportAction,
  type MemberImportCounts,
  type MemberImportField,
  type MemberImportMapping,
  type MemberImportRowReport,
} from '@portal/shared';
import type { SheetRecord } from './member-import.csv';

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
  membership: MembershipValues | null;
  /** Role and contact types: whether the importing staff may change this account (issue 28). */
  role: number;
  contactTypes: string[];
  /** False when the account's role or scopes are not below the importer's: its row is refused. */
  manageable: boolean;
}

/** A membership as the import writes it (dates `YYYY-MM-DD`; renewedTo null for a life type). */
export interface MembershipValues {
  memberNum: string;
  typeId: number;
  joinDate: string;
  renewedTo: string | null;
}

/** The database facts a plan reads. Keys of the maps are lower-cased. */
export interface ImportFacts {
  membersByEmail: Map<string, ExistingMember>;
  segmentIdsByName: Map<string, number>;
  typeIdsByName: Map<string, number>;
  /** Life types: their memberships have no renewal date. */
  lifeTypeIds: Set<number>;
  /** Defaults of a new membership: today and the end of the membership year (`YYYY-MM-DD`). */
  today: string;
  yearEnd: string;
}

/** What an update replaces, stored per row so undo restores it exactly. */
export interface PreviousValues {
  account: AccountValues;
  /** The member's segment ids before the import added some (null: segments untouched). */
  segmentIds: number[] | null;
  /** 'none': the import created the membership; an object: its values before; null: untouched. */
  membership: MembershipValues | 'none' | null;
}

/** One planned row. */
export interface PlannedRow {
  /** The spreadsheet's row number (the header is row 1). */
  row: number;
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
  /** Membership to create (create, or update of a member without one) or change: its values after. */
  membership: MembershipValues | null;
  previous: PreviousValues | null;
}

const MAX_CELL = 200;

function cell(cells: string[], mapping: MemberImportMapping, field: MemberImportField): string {
  const index = mapping[field];
  return index == null ? '' : (cells[index] ?? '').trim();
}

/** Plans every record. Pure: the same input answers the same plan. */
export function planImport(records: readonly SheetRecord[], mapping: MemberImportMapping, facts: ImportFacts) {
  const firstLineOfEmail = new Map<string, number>();
  const rows = records.map((record) => planRow(record, mapping, facts, firstLineOfEmail));
  return { rows, counts: countRows(rows) };
}

function planRow(
  { row, cells }: SheetRecord,
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
  const address2 = cell(cells, mapping, 'address2');
  if (address2) given.address = given.address ? `${given.address}, ${address2}` : address2;
  const existing = email ? (facts.membersByEmail.get(email) ?? null) : null;
  const name = [given.firstName ?? existing?.values.firstName, given.lastName ?? existing?.values.lastName]
    .filter(Boolean)
    .join(' ');
  const reasons: string[] = [];
  if (!email) reasons.push(MEMBER_IMPORT_MESSAGES.missingEmail);
  else if (!isEmail(email)) reasons.push(MEMBER_IMPORT_MESSAGES.badEmail);
  else if (firstLineOfEmail.has(email))
    reasons.push(`${MEMBER_IMPORT_MESSAGES.duplicateInFile} ${firstLineOfEmail.get(email)}`);
  else firstLineOfEmail.set(email, row);
  if (existing && !existing.manageable) reasons.push(MEMBER_IMPORT_MESSAGES.notBelowYou);
  if (!existing && !given.firstName) reasons.push(MEMBER_IMPORT_MESSAGES.missingFirstName);
  if (!existing && !given.lastName) reasons.push(MEMBER_IMPORT_MESSAGES.missingLastName);
  for (const field of [...ACCOUNT_FIELDS, 'email'] as const) {
    if ((field === 'address' ? (given.address ?? '') : cell(cells, mapping, field)).length > MAX_CELL)
      reasons.push(`${MEMBER_IMPORT_FIELD_LABELS[field]} ${MEMBER_IMPORT_MESSAGES.tooLong}`);
  }
  const dates: { joinDate?: string; renewalDate?: string } = {};
  for (const field of ['joinDate', 'renewalDate'] as const) {
    const text = cell(cells, mapping, field);
    if (!text) continue;
    const date = parseCalendarDate(text);
    if (date) dates[field] = date;
    else reasons.push(`${MEMBER_IMPORT_FIELD_LABELS[field]} "${text}" ${MEMBER_IMPORT_MESSAGES.badDate}`);
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
  const current = existing?.membership ?? null;
  const hasDates = dates.joinDate !== undefined || dates.renewalDate !== undefined;
  if (hasDates && !typeName && !current) reasons.push(MEMBER_IMPORT_MESSAGES.datesNeedMembership);
  const joinDate = dates.joinDate ?? current?.joinDate ?? facts.today;
  const wantedType = typeId ?? current?.typeId;
  const isLife = wantedType !== undefined && facts.lifeTypeIds.has(wantedType);
  const renewedTo = isLife ? null : (dates.renewalDate ?? current?.renewedTo ?? facts.yearEnd);
  if (renewedTo && dates.renewalDate && renewedTo < joinDate) reasons.push(MEMBER_IMPORT_MESSAGES.renewalBeforeJoin);

  const base = { row, email, name, reasons, accountId: existing?.id ?? null };
  if (reasons.length > 0) return refused(base);
  let membership: MembershipValues | null = null;
  if (typeId !== undefined && memberNum) membership = { memberNum, typeId, joinDate, renewedTo };
  else if (hasDates && current) membership = { ...current, joinDate, renewedTo };
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

function refused(base: Pick<PlannedRow, 'row' | 'email' | 'name' | 'reasons' | 'accountId'>): PlannedRow {
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
  base: Pick<PlannedRow, 'row' | 'email' | 'name' | 'reasons' | 'accountId'>,
  existing: ExistingMember,
  given: AccountValues,
  segmentIds: number[],
  wanted: MembershipValues | null,
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
    else if (
      current.typeId !== wanted.typeId ||
      current.memberNum !== wanted.memberNum ||
      current.joinDate !== wanted.joinDate ||
      current.renewedTo !== wanted.renewedTo
    )
      previous.membership = current;
    if (previous.membership) {
      membership = wanted;
      if (!current || current.typeId !== wanted.typeId || current.memberNum !== wanted.memberNum)
        changes.push(MEMBER_IMPORT_FIELD_LABELS.membershipType);
      if (current && current.joinDate !== wanted.joinDate) changes.push(MEMBER_IMPORT_FIELD_LABELS.joinDate);
      if (current && current.renewedTo !== wanted.renewedTo) changes.push(MEMBER_IMPORT_FIELD_LABELS.renewalDate);
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
    row: row.row,
    email: row.email,
    name: row.name,
    action: row.action,
    reasons: row.reasons,
    changes: row.changes,
  };
}

/**
 * The one repository that writes the `accounts` table (issue 29 point 2), and the account lookups other
 * modules share: credentials for signing in, existence, and every update or insert of an account row
 * (settings, basics, details, avatar URL, role and contact types, first-login and two-factor flags).
 * Other modules call these functions instead of writing `accounts` themselves. Every function takes the
 * database or an open transaction (`Executor`).
 */
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/raw-query';
import { accounts } from '../../db/schema';

const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/** What signing in needs of an account. */
const credentialColumns = {
  id: accounts.id,
  email: accounts.email,
  firstName: accounts.firstName,
  role: accounts.role,
  enableTfa: accounts.enableTfa,
  passwordHash: accounts.passwordHash,
};

/** What signing in needs of an account. */
export type CredentialRow = Pick<typeof accounts.$inferSelect, keyof typeof credentialColumns>;

/** An email as stored: trimmed and lower-cased. */
export const normalEmail = (email: string) => email.trim().toLowerCase();

/** The active account with this email (trimmed, case-insensitive: emails are stored lower-cased), or null. */
export async function findActiveAccountByEmail(db: Executor, email: string): Promise<CredentialRow | null> {
  const rows = await db
    .select(credentialColumns)
    .from(accounts)
    .where(and(eq(accounts.email, normalEmail(email)), eq(accounts.isActive, true)))
    .limit(1);
  return rows[0] ?? null;
}

/** The active account with this id, or null. */
export async function findActiveAccountById(db: Executor, id: string): Promise<CredentialRow | null> {
  const rows = await db
    .select(credentialColumns)
    .from(accounts)
    .where(and(eq(accounts.id, id), eq(accounts.isActive, true)))
    .limit(1);
  return rows[0] ?? null;
}

/** Stores a new password hash. */
export async function setPasswordHash(db: Executor, accountId: string, passwordHash: string): Promise<void> {
  await db.update(accounts).set({ passwordHash, updatedAt: sql`now()` }).where(eq(accounts.id, accountId));
}

/** True when an account of that id exists. */
export async function accountExists(db: Executor, accountId: string): Promise<boolean> {
  const rows = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId));
  return rows.length > 0;
}

/** Sets the account's sign-in address. */
export async function setAccountEmail(db: Executor, accountId: string, email: string): Promise<void> {
  await db.update(accounts).set({ email, updatedAt: sql`now()` }).where(eq(accounts.id, accountId));
}

/** Updates the settings; `mailTo`/`allowSms` undefined keep their stored values. */
export async function updateSettings(
  db: Executor,
  id: string,
  s: { enableTfa: boolean; mailTo?: string | null; allowSms?: boolean },
): Promise<void> {
  await db
    .update(accounts)
    .set({
      enableTfa: s.enableTfa,
      ...(s.mailTo === undefined ? {} : { mailTo: s.mailTo }),
      ...(s.allowSms === undefined ? {} : { allowSms: s.allowSms }),
      updatedAt: sql`now()`,
    })
    .where(eq(accounts.id, id));
}

/** Clears the first-login flag. */
export async function clearFirstLogin(db: Executor, id: string): Promise<void> {
  await db.update(accounts).set({ isFirstLogin: false, updatedAt: sql`now()` }).where(eq(accounts.id, id));
}

/** Stores the community notification activity types (`ids` sorted ascending by the caller). */
export async function setNotificationTypes(db: Executor, id: string, ids: readonly number[]): Promise<void> {
  await db
    .update(accounts)
    .set({ notificationActivityTypes: [...ids] })
    .where(eq(accounts.id, id));
}

/** Account columns the wizard's first and communication steps write (undefined: unchanged). */
export type AccountBasicsWrite = Partial<
  Pick<
    typeof accounts.$inferInsert,
    'title' | 'firstName' | 'lastName' | 'preferredName' | 'dateOfBirth' | 'gender' | 'pronoun' | 'mobile'
  >
>;

const BASICS: (keyof AccountBasicsWrite)[] = [
  'title',
  'firstName',
  'lastName',
  'preferredName',
  'dateOfBirth',
  'gender',
  'pronoun',
  'mobile',
];

/** Writes the given account columns of one account (nothing when none is given). */
export async function updateAccountBasics(db: Executor, id: string, fields: AccountBasicsWrite): Promise<void> {
  const given = BASICS.filter((k) => fields[k] !== undefined);
  if (given.length === 0) return;
  const set = Object.fromEntries(given.map((k) => [k, fields[k] ?? null])) as AccountBasicsWrite;
  await db
    .update(accounts)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(accounts.id, id));
}

/** Sets the password hash of an account that has none; answers whether it did. */
export async function setPasswordIfNone(db: Executor, id: string, passwordHash: string): Promise<boolean> {
  const rows = await db
    .update(accounts)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(and(eq(accounts.id, id), isNull(accounts.passwordHash)))
    .returning({ id: accounts.id });
  return rows.length > 0;
}

/** The fields the legacy form saves (null clears a field). */
export type LegacyDetailsWrite = Pick<
  typeof accounts.$inferSelect,
  | 'firstName'
  | 'lastName'
  | 'middleName'
  | 'title'
  | 'preferredName'
  | 'gender'
  | 'pronoun'
  | 'mobile'
  | 'dateOfBirth'
  | 'graduationDate'
  | 'address'
  | 'suburb'
  | 'state'
  | 'postCode'
  | 'country'
>;

/** Writes the legacy form's fields of one account. */
export async function updateLegacyDetails(db: Executor, id: string, d: LegacyDetailsWrite): Promise<void> {
  await db
    .update(accounts)
    .set({
      firstName: d.firstName,
      lastName: d.lastName,
      middleName: d.middleName,
      title: d.title,
      preferredName: d.preferredName,
      gender: d.gender,
      pronoun: d.pronoun,
      mobile: d.mobile,
      dateOfBirth: d.dateOfBirth,
      graduationDate: d.graduationDate,
      address: d.address,
      suburb: d.suburb,
      state: d.state,
      postCode: d.postCode,
      country: d.country,
      updatedAt: sql`now()`,
    })
    .where(eq(accounts.id, id));
}

/** Writes the workflow form's fields (first name, last name, title, mobile) of one account. */
export async function updateWorkflowDetails(
  db: Executor,
  id: string,
  d: Pick<typeof accounts.$inferSelect, 'firstName' | 'lastName' | 'title' | 'mobile'>,
): Promise<void> {
  await db
    .update(accounts)
    .set({ firstName: d.firstName, lastName: d.lastName, title: d.title, mobile: d.mobile, updatedAt: sql`now()` })
    .where(eq(accounts.id, id));
}

/** Sets an account's role. */
export async function setRole(db: Executor, accountId: string, role: number): Promise<void> {
  await db.update(accounts).set({ role }).where(eq(accounts.id, accountId));
}

/** The editable fields of an account (the before/after of the audit log); dateOfBirth 'YYYY-MM-DD'. */
export type MemberFields = Pick<
  typeof accounts.$inferSelect,
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'preferredName'
  | 'mobile'
  | 'memberNum'
  | 'suburb'
  | 'state'
  | 'postCode'
  | 'address'
  | 'country'
  | 'dateOfBirth'
>;

/** The editable fields as the builder writes them (exactly these, no other key of `f`). */
const fieldsOf = (f: MemberFields): MemberFields => ({
  firstName: f.firstName,
  lastName: f.lastName,
  email: f.email,
  preferredName: f.preferredName,
  mobile: f.mobile,
  memberNum: f.memberNum,
  suburb: f.suburb,
  state: f.state,
  postCode: f.postCode,
  address: f.address,
  country: f.country,
  dateOfBirth: f.dateOfBirth,
});

/** Writes the editable fields. */
export async function updateMemberFields(db: Executor, id: string, f: MemberFields): Promise<void> {
  await db
    .update(accounts)
    .set({ ...fieldsOf(f), updatedAt: sql`now()` })
    .where(eq(accounts.id, id));
}

/** Inserts an account that signs in first by emailed code (is_first_login); answers its id. */
export async function insertMember(db: Executor, f: MemberFields & { contactTypes: string[] }): Promise<string> {
  const [row] = await db
    .insert(accounts)
    .values({
      ...fieldsOf(f),
      contactTypes: f.contactTypes,
      isFirstLogin: true,
    })
    .returning({ id: accounts.id });
  return row.id;
}

/** Sets role and contact types. */
export async function setRoleAndContactTypes(
  db: Executor,
  id: string,
  role: number,
  contactTypes: string[],
): Promise<void> {
  await db.update(accounts).set({ role, contactTypes, updatedAt: sql`now()` }).where(eq(accounts.id, id));
}

/** Turns two-factor sign-in off (the member sets it up again). */
export async function resetTwoFactor(db: Executor, id: string): Promise<void> {
  await db.update(accounts).set({ enableTfa: false, updatedAt: sql`now()` }).where(eq(accounts.id, id));
}

/** Marks accounts as signing in first by emailed code (an invitation). */
export async function markFirstLogin(db: Executor, ids: string[]): Promise<void> {
  await db
    .update(accounts)
    .set({ isFirstLogin: true })
    .where(and(sql`${accounts.id} = any(${uuidArray(ids)})`, isNull(accounts.passwordHash)));
}

/** Sets the account's avatar URL (`/api/user/avatar/{fileId}`); the profile keeps the file (account module). */
export async function setAvatarUrl(db: Executor, accountId: string, fileId: string): Promise<void> {
  await db
    .update(accounts)
    .set({ avatarUrl: `/api/user/avatar/${fileId}`, updatedAt: sql`now()` })
    .where(eq(accounts.id, accountId));
}

/** An account's e-mail address, or null. */
export async function accountEmail(db: Executor, accountId: string): Promise<string | null> {
  const [account] = await db.select({ email: accounts.email }).from(accounts).where(eq(accounts.id, accountId));
  return account?.email ?? null;
}

/**
 * True when an account other than `exceptId` (null: any account) signs in with `email` (compared
 * trimmed and lower-cased, as emails are stored). The one check of its kind: staff edits and email
 * changes use it.
 */
export async function emailTaken(db: Executor, email: string, exceptId: string | null): Promise<boolean> {
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.email, email.trim().toLowerCase()), exceptId ? ne(accounts.id, exceptId) : undefined))
    .limit(1);
  return rows.length > 0;
}

/**
 * SQL of the account-details calls (spec 01 §3 Account form, §7 GET/PUT /api/User and the workflow
 * form; issue 14). Only the caller's own row is read or written; role, contact types, segments,
 * email and member number are never written here.
 */
import { sql } from 'drizzle-orm';
import { type Executor, query } from '../../db/raw-query';

/** The editable account fields and what the forms show beside them. Dates 'YYYY-MM-DD'. */
export interface AccountDetailsRow {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  middleName: string | null;
  title: string | null;
  preferredName: string | null;
  gender: string | null;
  pronoun: string | null;
  mobile: string | null;
  dateOfBirth: string | null;
  graduationDate: string | null;
  address: string | null;
  suburb: string | null;
  state: string | null;
  postCode: string | null;
  country: string | null;
  avatarUrl: string | null;
  memberNum: string | null;
}

/** The account's details, or null for an unknown or inactive account. */
export async function findDetails(db: Executor, id: string): Promise<AccountDetailsRow | null> {
  const rows = await query<AccountDetailsRow>(
    db,
    sql`select id, email, first_name as "firstName", last_name as "lastName", middle_name as "middleName", title,
      preferred_name as "preferredName", gender, pronoun, mobile, date_of_birth::text as "dateOfBirth",
      graduation_date::text as "graduationDate", address, suburb, state, post_code as "postCode", country,
      avatar_url as "avatarUrl", member_num as "memberNum"
      from accounts where id = ${id} and is_active`,
  );
  return rows[0] ?? null;
}

/** The fields the legacy form saves (null clears a field). */
export type LegacyDetailsWrite = Omit<AccountDetailsRow, 'id' | 'email' | 'avatarUrl' | 'memberNum'>;

/** Writes the legacy form's fields of one account. */
export async function updateLegacyDetails(db: Executor, id: string, d: LegacyDetailsWrite): Promise<void> {
  await query(
    db,
    sql`update accounts set first_name = ${d.firstName}, last_name = ${d.lastName}, middle_name = ${d.middleName},
      title = ${d.title}, preferred_name = ${d.preferredName}, gender = ${d.gender}, pronoun = ${d.pronoun},
      mobile = ${d.mobile}, date_of_birth = ${d.dateOfBirth}::date, graduation_date = ${d.graduationDate}::date,
      address = ${d.address}, suburb = ${d.suburb}, state = ${d.state}, post_code = ${d.postCode},
      country = ${d.country}, updated_at = now()
      where id = ${id}`,
  );
}

/** Writes the workflow form's fields (first name, last name, title, mobile) of one account. */
export async function updateWorkflowDetails(
  db: Executor,
  id: string,
  d: { firstName: string; lastName: string; title: string | null; mobile: string | null },
): Promise<void> {
  await query(
    db,
    sql`update accounts set first_name = ${d.firstName}, last_name = ${d.lastName}, title = ${d.title},
      mobile = ${d.mobile}, updated_at = now() where id = ${id}`,
  );
}

/**
 * SQL of the account profile of issue 14 (`account_profiles`: workplace, dietary and accessibility
 * needs, onboarding answers; spec 01 §3). One row per account, created on first write.
 */
import { sql } from 'drizzle-orm';
import { type Executor, query } from '../../db/raw-query';
import { accountProfiles } from '../../db/schema';

/** The stored profile with the workplace's name and location facts. Dates 'YYYY-MM-DD'. */
export interface ProfileRow {
  organisationId: number | null;
  organisationName: string | null;
  orgSuburb: string | null;
  orgState: string | null;
  orgPostcode: string | null;
  jobTitle: string | null;
  orgStartDate: string | null;
  dietaryRequirements: string[] | null;
  otherDietaryRequirement: string | null;
  accessibilityRequirement: string | null;
  postNominals: string[];
  identityAsFirstNations: string | null;
  admissionDate: string | null;
  admissionStates: string[];
  constituentBodies: string[];
  privacy: Record<string, boolean> | null;
  phoneNumber: string | null;
  contactPreference: string | null;
  homeAddress: Record<string, string | null> | null;
  description: string | null;
  expertise: { areaId: number; categoryIds: number[] }[] | null;
  onboardingCompleted: boolean;
}

/** The account's profile, or null when it has none yet. */
export async function profileOf(db: Executor, accountId: string): Promise<ProfileRow | null> {
  const rows = await query<ProfileRow>(
    db,
    sql`select p.organisation_id as "organisationId", o.name as "organisationName", o.suburb as "orgSuburb",
      o.state as "orgState", o.postcode as "orgPostcode", p.job_title as "jobTitle",
      p.org_start_date::text as "orgStartDate", p.dietary_requirements as "dietaryRequirements",
      p.other_dietary_requirement as "otherDietaryRequirement", p.accessibility_requirement as "accessibilityRequirement",
      p.post_nominals as "postNominals", p.identity_as_first_nations as "identityAsFirstNations",
      p.admission_date::text as "admissionDate", p.admission_states as "admissionStates",
      p.constituent_bodies as "constituentBodies", p.privacy, p.phone_number as "phoneNumber",
      p.contact_preference as "contactPreference", p.home_address as "homeAddress", p.description, p.expertise,
      p.onboarding_completed as "onboardingCompleted"
      from account_profiles p left join organisations o on o.id = p.organisation_id
      where p.account_id = ${accountId}`,
  );
  const row = rows[0];
  return row ? { ...row, organisationId: row.organisationId === null ? null : Number(row.organisationId) } : null;
}

/** Columns of account_profiles a write may set (Drizzle names). */
export type ProfileWrite = Partial<Omit<typeof accountProfiles.$inferInsert, 'accountId' | 'updatedAt'>>;

/** Creates or updates the account's profile with `fields` (others keep their values). */
export async function upsertProfile(db: Executor, accountId: string, fields: ProfileWrite): Promise<void> {
  await db
    .insert(accountProfiles)
    .values({ accountId, ...fields })
    .onConflictDoUpdate({ target: accountProfiles.accountId, set: { ...fields, updatedAt: new Date() } });
}

/**
 * Records a new avatar in one statement pair (call inside a transaction): the profile's file id and
 * storage key, and the account's avatar URL `/api/user/avatar/{fileId}`.
 */
export async function setAvatar(
  db: Executor,
  accountId: string,
  avatar: { fileId: string; storageKey: string; size: number },
): Promise<void> {
  const fileId = avatar.fileId;
  await upsertProfile(db, accountId, { avatarFileId: fileId, avatarKey: avatar.storageKey, avatarSize: avatar.size });
  await query(
    db,
    sql`update accounts set avatar_url = ${`/api/user/avatar/${fileId}`}, updated_at = now() where id = ${accountId}`,
  );
}

/** The storage key and size (bytes) of the avatar with this public id, or null. */
export async function avatarOf(db: Executor, fileId: string): Promise<{ storageKey: string; size: number } | null> {
  const rows = await query<{ storageKey: string; size: number }>(
    db,
    sql`select avatar_key as "storageKey", avatar_size as size from account_profiles where avatar_file_id = ${fileId}`,
  );
  return rows[0] ? { storageKey: rows[0].storageKey, size: Number(rows[0].size) } : null;
}

/**
 * Data access of the account profile of issue 14 (`account_profiles`: workplace, dietary and accessibility
 * needs, onboarding answers; spec 01 §3). One row per account, created on first write.
 */
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/raw-query';
import { setAvatarUrl } from '../identity';
import { accountProfiles, organisations } from '../../db/schema';

/** The account's profile with the workplace's name and location facts, or null when it has none yet. Dates 'YYYY-MM-DD'. */
export async function profileOf(db: Executor, accountId: string) {
  const p = accountProfiles;
  const rows = await db
    .select({
      organisationId: p.organisationId,
      organisationName: organisations.name,
      orgSuburb: organisations.suburb,
      orgState: organisations.state,
      orgPostcode: organisations.postcode,
      jobTitle: p.jobTitle,
      orgStartDate: p.orgStartDate,
      dietaryRequirements: p.dietaryRequirements,
      otherDietaryRequirement: p.otherDietaryRequirement,
      accessibilityRequirement: p.accessibilityRequirement,
      postNominals: p.postNominals,
      identityAsFirstNations: p.identityAsFirstNations,
      admissionDate: p.admissionDate,
      admissionStates: p.admissionStates,
      constituentBodies: p.constituentBodies,
      privacy: p.privacy,
      phoneNumber: p.phoneNumber,
      contactPreference: p.contactPreference,
      homeAddress: p.homeAddress,
      description: p.description,
      expertise: p.expertise,
      onboardingCompleted: p.onboardingCompleted,
    })
    .from(p)
    .leftJoin(organisations, eq(organisations.id, p.organisationId))
    .where(eq(p.accountId, accountId));
  return rows[0] ?? null;
}

/** The stored profile with the workplace's name and location facts (see `profileOf`). */
export type ProfileRow = NonNullable<Awaited<ReturnType<typeof profileOf>>>;

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
  await setAvatarUrl(db, accountId, fileId);
}

/** The storage key and size (bytes) of the avatar with this public id, or null. */
export async function avatarOf(db: Executor, fileId: string): Promise<{ storageKey: string; size: number } | null> {
  const rows = await db
    .select({ storageKey: accountProfiles.avatarKey, size: accountProfiles.avatarSize })
    .from(accountProfiles)
    .where(eq(accountProfiles.avatarFileId, fileId));
  return rows[0] ? { storageKey: rows[0].storageKey as string, size: Number(rows[0].size) } : null;
}

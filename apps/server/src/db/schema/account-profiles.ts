/**
 * What issue 14 keeps about an account beyond the accounts row (spec 01 §3 Organisation details,
 * Dietary, First-time form values): workplace, dietary and accessibility needs, and the onboarding
 * answers. One row per account, written on first save.
 */
import { boolean, date, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { organisations } from './organisations';

export const accountProfiles = pgTable('account_profiles', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  organisationId: integer('organisation_id').references(() => organisations.id, { onDelete: 'set null' }),
  jobTitle: text('job_title'),
  orgStartDate: date('org_start_date'),
  dietaryRequirements: text('dietary_requirements').array(),
  otherDietaryRequirement: text('other_dietary_requirement'),
  accessibilityRequirement: text('accessibility_requirement'),
  postNominals: text('post_nominals').array().notNull().default([]),
  identityAsFirstNations: text('identity_as_first_nations'),
  admissionDate: date('admission_date'),
  admissionStates: text('admission_states').array().notNull().default([]),
  constituentBodies: text('constituent_bodies').array().notNull().default([]),
  /** The seven privacy booleans of spec 01 §3 (all default true). */
  privacy: jsonb('privacy').$type<Record<string, boolean>>(),
  phoneNumber: text('phone_number'),
  contactPreference: text('contact_preference'),
  /** {address1, address2, suburb, state, postcode, country} */
  homeAddress: jsonb('home_address').$type<Record<string, string | null>>(),
  description: text('description'),
  /** [{areaId, categoryIds}] */
  expertise: jsonb('expertise').$type<{ areaId: number; categoryIds: number[] }[]>(),
  onboardingCompleted: boolean('onboarding_completed').notNull().default(false),
  /** The avatar's public id (accounts.avatar_url is /api/user/avatar/{id}) and its storage key. */
  avatarFileId: uuid('avatar_file_id').unique(),
  /** A `newStorageKey` key (listed in orphan-sweep.repository.ts); a replaced avatar's bytes are swept. */
  avatarKey: text('avatar_key').unique(),
  /** Bytes of the stored avatar. */
  avatarSize: integer('avatar_size'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

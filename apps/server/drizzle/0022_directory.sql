-- Member directory (spec 03 §7 Directories; issue 16; bench/directory.ts at 100,000 members).
-- Partial indexes over the directory's members (same predicate as MEMBER in
-- modules/directory/directory.repository.ts, written as a literal there so plans can use them).
-- hand-written
-- accounts_directory_id_idx: the totals (an index-only scan merged with the withheld ids).
CREATE INDEX IF NOT EXISTS "accounts_directory_id_idx" ON "accounts" ("id") WHERE "is_active" AND "contact_types" @> '{Member}'::text[];--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "accounts_directory_name_idx" ON "accounts" (lower("last_name"), lower("first_name"), "id") WHERE "is_active" AND "contact_types" @> '{Member}'::text[];--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "accounts_directory_last_prefix_idx" ON "accounts" (lower("last_name") text_pattern_ops) WHERE "is_active" AND "contact_types" @> '{Member}'::text[];--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "accounts_directory_full_prefix_idx" ON "accounts" (lower("first_name" || ' ' || "last_name") text_pattern_ops) WHERE "is_active" AND "contact_types" @> '{Member}'::text[];--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "accounts_directory_state_idx" ON "accounts" ("state", lower("last_name"), lower("first_name"), "id") WHERE "is_active" AND "contact_types" @> '{Member}'::text[];--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "account_profiles_organisation_idx" ON "account_profiles" ("organisation_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "account_profiles_expertise_idx" ON "account_profiles" USING gin ("expertise" jsonb_path_ops);--> statement-breakpoint
-- The accounts that withhold a setting (modules/directory/privacy.sql.ts): small partial indexes.
CREATE INDEX IF NOT EXISTS "account_profiles_withhold_includeInDirectory_idx" ON "account_profiles" ("account_id") WHERE ("privacy"->>'includeInDirectory') = 'false';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "account_profiles_withhold_showContactInformation_idx" ON "account_profiles" ("account_id") WHERE ("privacy"->>'showContactInformation') = 'false';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "account_profiles_withhold_showOrganisation_idx" ON "account_profiles" ("account_id") WHERE ("privacy"->>'showOrganisation') = 'false';

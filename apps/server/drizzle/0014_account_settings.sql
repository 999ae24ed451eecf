CREATE TABLE "enquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid,
	"name" text,
	"email" text NOT NULL,
	"mobile" text,
	"comments" text NOT NULL,
	"member_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enquiry_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"enquiry_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"filename" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "enquiry_files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "organisations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"abn" text,
	"address" text,
	"suburb" text,
	"state" text,
	"postcode" text,
	"phone" text,
	"email" text,
	"website" text,
	"logo_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organisations_logo_key_unique" UNIQUE("logo_key")
);
--> statement-breakpoint
CREATE TABLE "account_profiles" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"organisation_id" integer,
	"job_title" text,
	"org_start_date" date,
	"dietary_requirements" text[],
	"other_dietary_requirement" text,
	"accessibility_requirement" text,
	"post_nominals" text[] DEFAULT '{}' NOT NULL,
	"identity_as_first_nations" text,
	"admission_date" date,
	"admission_states" text[] DEFAULT '{}' NOT NULL,
	"constituent_bodies" text[] DEFAULT '{}' NOT NULL,
	"privacy" jsonb,
	"phone_number" text,
	"contact_preference" text,
	"home_address" jsonb,
	"description" text,
	"expertise" jsonb,
	"onboarding_completed" boolean DEFAULT false NOT NULL,
	"avatar_file_id" uuid,
	"avatar_key" text,
	"avatar_size" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_profiles_avatar_file_id_unique" UNIQUE("avatar_file_id"),
	CONSTRAINT "account_profiles_avatar_key_unique" UNIQUE("avatar_key")
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "middle_name" text;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_files" ADD CONSTRAINT "enquiry_files_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_profiles" ADD CONSTRAINT "account_profiles_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_profiles" ADD CONSTRAINT "account_profiles_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enquiries_account_idx" ON "enquiries" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "enquiry_files_enquiry_idx" ON "enquiry_files" USING btree ("enquiry_id");--> statement-breakpoint
CREATE INDEX "organisations_name_idx" ON "organisations" USING btree ("name");
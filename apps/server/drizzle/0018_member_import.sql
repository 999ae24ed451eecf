CREATE TABLE "member_import_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"filename" text NOT NULL,
	"actor_id" uuid,
	"actor_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"total_rows" integer NOT NULL,
	"created_count" integer NOT NULL,
	"updated_count" integer NOT NULL,
	"unchanged_count" integer NOT NULL,
	"refused_count" integer NOT NULL,
	"skipped_refused" boolean NOT NULL,
	"invitations_sent" boolean NOT NULL,
	"undone_at" timestamp with time zone,
	"undone_by_id" uuid,
	"undone_by_email" text
);
--> statement-breakpoint
CREATE TABLE "member_import_rows" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"batch_id" uuid NOT NULL,
	"row_number" integer NOT NULL,
	"action" text NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"account_id" uuid,
	"reasons" text[],
	"previous" jsonb
);
--> statement-breakpoint
ALTER TABLE "member_import_batches" ADD CONSTRAINT "member_import_batches_actor_id_accounts_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_import_batches" ADD CONSTRAINT "member_import_batches_undone_by_id_accounts_id_fk" FOREIGN KEY ("undone_by_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_import_rows" ADD CONSTRAINT "member_import_rows_batch_id_member_import_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."member_import_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_import_rows" ADD CONSTRAINT "member_import_rows_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_import_batches_created_idx" ON "member_import_batches" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "member_import_rows_batch_idx" ON "member_import_rows" USING btree ("batch_id","row_number");--> statement-breakpoint
CREATE INDEX "member_import_rows_account_idx" ON "member_import_rows" USING btree ("account_id");
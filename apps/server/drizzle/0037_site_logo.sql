CREATE TABLE "site_logo" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"storage_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_user_id" uuid,
	CONSTRAINT "site_logo_one_row" CHECK ("site_logo"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "site_logo" ADD CONSTRAINT "site_logo_updated_by_user_id_accounts_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "site_logo_storage_key_idx" ON "site_logo" USING btree ("storage_key");
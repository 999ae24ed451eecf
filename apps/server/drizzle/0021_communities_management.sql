CREATE TABLE "community_global_terms" (
	"id" integer PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "community_global_terms_single_row" CHECK ("community_global_terms"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "community_global_terms" ADD CONSTRAINT "community_global_terms_updated_by_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;
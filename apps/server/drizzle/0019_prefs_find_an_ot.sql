CREATE TABLE "find_an_ot_listings" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"is_listed" boolean DEFAULT false NOT NULL,
	"practice_name" text DEFAULT '' NOT NULL,
	"services" text DEFAULT '' NOT NULL,
	"area_of_practice_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"funding_scheme_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"suburb" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"postcode" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"show_phone" boolean DEFAULT false NOT NULL,
	"show_email" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "find_an_ot_listings_account_id_unique" UNIQUE("account_id")
);
--> statement-breakpoint
ALTER TABLE "find_an_ot_listings" ADD CONSTRAINT "find_an_ot_listings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "find_an_ot_listed_postcode_idx" ON "find_an_ot_listings" USING btree ("postcode") WHERE "find_an_ot_listings"."is_listed";--> statement-breakpoint
CREATE INDEX "find_an_ot_listed_suburb_idx" ON "find_an_ot_listings" USING btree (lower("suburb")) WHERE "find_an_ot_listings"."is_listed";
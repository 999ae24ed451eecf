CREATE TABLE "community_asset_folders" (
	"id" serial PRIMARY KEY NOT NULL,
	"community_id" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	"description" text,
	"order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid
);
--> statement-breakpoint
CREATE TABLE "community_assets" (
	"id" serial PRIMARY KEY NOT NULL,
	"folder_id" integer NOT NULL,
	"community_id" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	"description" text,
	"type" smallint NOT NULL,
	"link" text,
	"file_id" uuid,
	"order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	CONSTRAINT "community_assets_type_check" CHECK (type between 0 and 12),
	CONSTRAINT "community_assets_content_check" CHECK ((type = 1 and link is not null and file_id is null) or (type <> 1 and file_id is not null and link is null))
);
--> statement-breakpoint
ALTER TABLE "community_asset_folders" ADD CONSTRAINT "community_asset_folders_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_asset_folders" ADD CONSTRAINT "community_asset_folders_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_assets" ADD CONSTRAINT "community_assets_folder_id_community_asset_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."community_asset_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_assets" ADD CONSTRAINT "community_assets_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_assets" ADD CONSTRAINT "community_assets_file_id_community_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."community_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_assets" ADD CONSTRAINT "community_assets_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "community_asset_folders_community_order_idx" ON "community_asset_folders" USING btree ("community_id","order");--> statement-breakpoint
CREATE INDEX "community_assets_folder_order_idx" ON "community_assets" USING btree ("folder_id","order");--> statement-breakpoint
CREATE INDEX "community_assets_community_order_idx" ON "community_assets" USING btree ("community_id","order");--> statement-breakpoint
CREATE INDEX "community_assets_file_idx" ON "community_assets" USING btree ("file_id") WHERE file_id is not null;
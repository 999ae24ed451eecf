CREATE TABLE "content_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"type" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_favourites" (
	"account_id" uuid NOT NULL,
	"item_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_favourites_account_id_item_id_pk" PRIMARY KEY("account_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "content_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"storage_key" text NOT NULL,
	"filename_download" text NOT NULL,
	"title" text NOT NULL,
	"mime_type" text NOT NULL,
	"filesize" bigint NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "content_item_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"category_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_item_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"file_id" uuid NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_item_segments" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"segment_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_item_subcategories" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"subcategory_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_item_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"tag_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"short_description" text,
	"content" text,
	"image_id" uuid,
	"status" text DEFAULT 'draft' NOT NULL,
	"publish_start_date" timestamp with time zone,
	"members_only" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"segment_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"asset_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce(name, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(short_description, '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(content, '')), 'C')) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_subcategories" (
	"id" serial PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"category_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	CONSTRAINT "content_tags_label_unique" UNIQUE("label")
);
--> statement-breakpoint
ALTER TABLE "content_favourites" ADD CONSTRAINT "content_favourites_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_favourites" ADD CONSTRAINT "content_favourites_item_id_content_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_files" ADD CONSTRAINT "content_files_uploaded_by_accounts_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_item_categories" ADD CONSTRAINT "content_item_categories_item_id_content_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_item_categories" ADD CONSTRAINT "content_item_categories_category_id_content_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."content_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_item_files" ADD CONSTRAINT "content_item_files_item_id_content_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_item_files" ADD CONSTRAINT "content_item_files_file_id_content_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."content_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_item_segments" ADD CONSTRAINT "content_item_segments_item_id_content_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_item_segments" ADD CONSTRAINT "content_item_segments_segment_id_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."segments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_item_subcategories" ADD CONSTRAINT "content_item_subcategories_item_id_content_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_item_subcategories" ADD CONSTRAINT "content_item_subcategories_subcategory_id_content_subcategories_id_fk" FOREIGN KEY ("subcategory_id") REFERENCES "public"."content_subcategories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_item_tags" ADD CONSTRAINT "content_item_tags_item_id_content_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_item_tags" ADD CONSTRAINT "content_item_tags_tag_id_content_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."content_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_image_id_content_files_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."content_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_subcategories" ADD CONSTRAINT "content_subcategories_category_id_content_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."content_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_item_categories_uq" ON "content_item_categories" USING btree ("item_id","category_id");--> statement-breakpoint
CREATE INDEX "content_item_categories_cat_idx" ON "content_item_categories" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "content_item_files_uq" ON "content_item_files" USING btree ("item_id","file_id");--> statement-breakpoint
CREATE INDEX "content_item_files_file_idx" ON "content_item_files" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "content_item_segments_uq" ON "content_item_segments" USING btree ("item_id","segment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "content_item_subcategories_uq" ON "content_item_subcategories" USING btree ("item_id","subcategory_id");--> statement-breakpoint
CREATE UNIQUE INDEX "content_item_tags_uq" ON "content_item_tags" USING btree ("item_id","tag_id");--> statement-breakpoint
CREATE INDEX "content_item_tags_tag_idx" ON "content_item_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "content_items_news_search_idx" ON "content_items" USING gin ("search") WHERE kind = 'news';--> statement-breakpoint
CREATE INDEX "content_items_resource_search_idx" ON "content_items" USING gin ("search") WHERE kind = 'resource';--> statement-breakpoint
CREATE INDEX "content_items_kind_created_idx" ON "content_items" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "content_items_kind_updated_idx" ON "content_items" USING btree ("kind","updated_at");--> statement-breakpoint
CREATE INDEX "content_items_kind_name_idx" ON "content_items" USING btree ("kind","name");
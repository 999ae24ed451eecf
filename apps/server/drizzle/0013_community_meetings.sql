CREATE TABLE "calendar_feed_tokens" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feed_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "community_meeting_favorites" (
	"meeting_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_meeting_favorites_user_id_meeting_id_pk" PRIMARY KEY("user_id","meeting_id")
);
--> statement-breakpoint
CREATE TABLE "community_meeting_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"meeting_id" integer NOT NULL,
	"file_id" uuid NOT NULL,
	CONSTRAINT "community_meeting_files_file_id_unique" UNIQUE("file_id")
);
--> statement-breakpoint
CREATE TABLE "community_meeting_users" (
	"meeting_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"invited" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_meeting_users_meeting_id_user_id_pk" PRIMARY KEY("meeting_id","user_id"),
	CONSTRAINT "community_meeting_users_status_check" CHECK (status between 0 and 2)
);
--> statement-breakpoint
CREATE TABLE "community_meetings" (
	"id" serial PRIMARY KEY NOT NULL,
	"community_id" integer NOT NULL,
	"name" varchar(300) NOT NULL,
	"description" text NOT NULL,
	"meeting_link" text NOT NULL,
	"meeting_code" text,
	"meeting_password" text,
	"start_date" timestamp with time zone NOT NULL,
	"duration" integer NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"rsvp_date" timestamp with time zone,
	"visible" smallint NOT NULL,
	"notification_sent_at" timestamp with time zone,
	"to_dashboard" boolean DEFAULT false NOT NULL,
	"image_file_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_meetings_visible_check" CHECK (visible between 1 and 3),
	CONSTRAINT "community_meetings_duration_check" CHECK (duration > 0)
);
--> statement-breakpoint
ALTER TABLE "calendar_feed_tokens" ADD CONSTRAINT "calendar_feed_tokens_user_id_accounts_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_meeting_favorites" ADD CONSTRAINT "community_meeting_favorites_meeting_id_community_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."community_meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_meeting_favorites" ADD CONSTRAINT "community_meeting_favorites_user_id_accounts_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_meeting_files" ADD CONSTRAINT "community_meeting_files_meeting_id_community_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."community_meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_meeting_files" ADD CONSTRAINT "community_meeting_files_file_id_community_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."community_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_meeting_users" ADD CONSTRAINT "community_meeting_users_meeting_id_community_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."community_meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_meeting_users" ADD CONSTRAINT "community_meeting_users_user_id_accounts_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_meetings" ADD CONSTRAINT "community_meetings_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_meetings" ADD CONSTRAINT "community_meetings_image_file_id_community_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."community_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_meetings" ADD CONSTRAINT "community_meetings_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "community_meeting_favorites_meeting_idx" ON "community_meeting_favorites" USING btree ("meeting_id");--> statement-breakpoint
CREATE INDEX "community_meeting_files_meeting_idx" ON "community_meeting_files" USING btree ("meeting_id");--> statement-breakpoint
CREATE INDEX "community_meeting_users_user_idx" ON "community_meeting_users" USING btree ("user_id","meeting_id");--> statement-breakpoint
CREATE INDEX "community_meetings_community_start_idx" ON "community_meetings" USING btree ("community_id","start_date");--> statement-breakpoint
CREATE INDEX "community_meetings_end_idx" ON "community_meetings" USING btree ("end_date");
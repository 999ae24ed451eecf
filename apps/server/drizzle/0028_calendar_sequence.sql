ALTER TABLE "events" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_feed_tokens" ADD COLUMN "content_hash" text;--> statement-breakpoint
ALTER TABLE "calendar_feed_tokens" ADD COLUMN "content_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "community_meetings" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;
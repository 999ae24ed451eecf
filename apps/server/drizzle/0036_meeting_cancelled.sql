ALTER TABLE "community_meetings" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "community_meetings" ADD COLUMN "cancel_reason" text;
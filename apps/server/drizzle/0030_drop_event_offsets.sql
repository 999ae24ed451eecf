ALTER TABLE "event_sessions" DROP COLUMN "start_offset_minutes";--> statement-breakpoint
ALTER TABLE "event_sessions" DROP COLUMN "end_offset_minutes";--> statement-breakpoint
ALTER TABLE "events" DROP COLUMN "start_offset_minutes";--> statement-breakpoint
ALTER TABLE "events" DROP COLUMN "end_offset_minutes";
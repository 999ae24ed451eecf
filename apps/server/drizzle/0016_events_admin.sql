ALTER TABLE "event_ticket_prices" ADD COLUMN "sale_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_ticket_prices" ADD COLUMN "sale_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_ticket_prices" ADD COLUMN "member_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "event_tickets" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_tickets" ADD COLUMN "checked_in_by" uuid;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_tickets" ADD CONSTRAINT "event_tickets_checked_in_by_accounts_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_publish_at_idx" ON "events" USING btree ("publish_at") WHERE status = 'draft' and publish_at is not null;
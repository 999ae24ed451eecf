CREATE TABLE "event_waitlist" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"ticket_price_id" integer NOT NULL,
	"account_id" uuid NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_waitlist" ADD CONSTRAINT "event_waitlist_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_waitlist" ADD CONSTRAINT "event_waitlist_ticket_price_id_event_ticket_prices_id_fk" FOREIGN KEY ("ticket_price_id") REFERENCES "public"."event_ticket_prices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_waitlist" ADD CONSTRAINT "event_waitlist_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_waitlist_open_uq" ON "event_waitlist" USING btree ("ticket_price_id","account_id") WHERE status in ('waiting', 'offered');--> statement-breakpoint
CREATE INDEX "event_waitlist_price_idx" ON "event_waitlist" USING btree ("ticket_price_id","status","id");--> statement-breakpoint
CREATE INDEX "event_waitlist_account_idx" ON "event_waitlist" USING btree ("account_id","event_id");
CREATE TABLE "notification_mail_keys" (
	"id" smallint PRIMARY KEY NOT NULL,
	"secret" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_mail_marks" (
	"notification_id" bigint PRIMARY KEY NOT NULL,
	"mailed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_mail_settings" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"frequency" text DEFAULT 'daily' NOT NULL,
	"unsubscribed_types" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_mail_marks" ADD CONSTRAINT "notification_mail_marks_notification_id_community_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."community_notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_mail_settings" ADD CONSTRAINT "notification_mail_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "community_notifications_unread_created_idx" ON "community_notifications" USING btree ("created_at") WHERE read_at is null;
ALTER TABLE "event_files" ADD COLUMN "uploaded_by" uuid;--> statement-breakpoint
ALTER TABLE "event_files" ADD CONSTRAINT "event_files_uploaded_by_accounts_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_files_uploaded_by_idx" ON "event_files" USING btree ("uploaded_by") WHERE uploaded_by is not null;--> statement-breakpoint
CREATE INDEX "content_files_uploaded_by_idx" ON "content_files" USING btree ("uploaded_by") WHERE uploaded_by is not null;--> statement-breakpoint
CREATE INDEX "community_files_uploaded_by_idx" ON "community_files" USING btree ("uploaded_by") WHERE uploaded_by is not null;

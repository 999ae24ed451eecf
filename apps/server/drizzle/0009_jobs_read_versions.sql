CREATE TABLE "scheduled_jobs" (
	"name" text PRIMARY KEY NOT NULL,
	"next_run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"locked_by" text,
	"last_started_at" timestamp with time zone,
	"last_finished_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
-- Read versions (lib/read-cache.ts; test read-cache.triggers.test.ts): the community answers join
-- accounts by id besides showing the four columns, and content answers show their authors' names,
-- which no content trigger watched.
DROP TRIGGER "accounts_read_version" ON "accounts";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "accounts_read_version" AFTER INSERT OR DELETE OR UPDATE OF "id", "first_name", "last_name", "avatar_url", "pronoun" ON "accounts" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "read_version_touch"('community');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "accounts_content_read_version" AFTER INSERT OR DELETE OR UPDATE OF "id", "first_name", "last_name" ON "accounts" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "read_version_touch"('content');

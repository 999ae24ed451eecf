CREATE TABLE "read_versions" (
	"scope" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);--> statement-breakpoint
INSERT INTO "read_versions" ("scope") VALUES ('community'), ('content');--> statement-breakpoint
-- Raises read_versions[TG_ARGV[0]] once per transaction, at its commit (the triggers below are
-- deferred constraint triggers, so the counter row is the last lock a transaction takes and
-- readers never see the new version before the data). TG_ARGV[1..]: columns whose change alone
-- (a view counter) does not count.
CREATE FUNCTION "read_version_touch"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND TG_NARGS > 1 AND (to_jsonb(OLD) - TG_ARGV[1:TG_NARGS - 1]) = (to_jsonb(NEW) - TG_ARGV[1:TG_NARGS - 1]) THEN
    RETURN NULL;
  END IF;
  IF current_setting('portal.read_version_' || TG_ARGV[0], true) = '1' THEN
    RETURN NULL;
  END IF;
  PERFORM set_config('portal.read_version_' || TG_ARGV[0], '1', true);
  UPDATE "read_versions" SET "version" = "version" + 1 WHERE "scope" = TG_ARGV[0];
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "communities_read_version" AFTER INSERT OR UPDATE OR DELETE ON "communities" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "read_version_touch"('community', 'views_count');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "community_members_read_version" AFTER INSERT OR UPDATE OR DELETE ON "community_members" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "read_version_touch"('community');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "community_posts_read_version" AFTER INSERT OR UPDATE OR DELETE ON "community_posts" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "read_version_touch"('community', 'views_count');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "community_post_likes_read_version" AFTER INSERT OR UPDATE OR DELETE ON "community_post_likes" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "read_version_touch"('community');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "community_post_saves_read_version" AFTER INSERT OR UPDATE OR DELETE ON "community_post_saves" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "read_version_touch"('community');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "community_reports_read_version" AFTER INSERT OR UPDATE OR DELETE ON "community_reports" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "read_version_touch"('community');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "community_post_tags_read_version" AFTER INSERT OR UPDATE OR DELETE ON "community_post_tags" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "read_version_touch"('community');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "community_tags_read_version" AFTER INSERT OR UPDATE OR DELETE ON "community_tags" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "read_version_touch"('community');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "community_files_read_version" AFTER INSERT OR UPDATE OR DELETE ON "community_files" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "read_version_touch"('community');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "accounts_read_version" AFTER INSERT OR DELETE OR UPDATE OF "first_name", "last_name", "avatar_url", "pronoun" ON "accounts" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "read_version_touch"('community');

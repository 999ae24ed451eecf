-- Generated from src/db/read-cache-dependencies.ts (npm run db:read-cache-triggers): do not edit.
DO $$
DECLARE t record;
BEGIN
  FOR t IN SELECT tg.tgname, c.relname FROM pg_trigger tg JOIN pg_class c ON c.oid = tg.tgrelid
           JOIN pg_proc p ON p.oid = tg.tgfoid WHERE p.proname = 'read_version_touch' LOOP
    EXECUTE format('DROP TRIGGER %I ON %I', t.tgname, t.relname);
  END LOOP;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "communities_community_read_version" AFTER INSERT OR UPDATE OR DELETE ON "communities" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "read_version_touch"('community', 'views_count');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "community_members_community_read_version" AFTER INSERT OR UPDATE OR DELETE ON "community_members" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "read_version_touch"('community');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "community_posts_community_read_version" AFTER INSERT OR UPDATE OR DELETE ON "community_posts" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "read_version_touch"('community', 'views_count');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "community_post_likes_community_read_version" AFTER INSERT OR UPDATE OR DELETE ON "community_post_likes" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "read_version_touch"('community');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "community_post_saves_community_read_version" AFTER INSERT OR UPDATE OR DELETE ON "community_post_saves" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "read_version_touch"('community');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "community_reports_community_read_version" AFTER INSERT OR UPDATE OR DELETE ON "community_reports" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "read_version_touch"('community');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "community_post_tags_community_read_version" AFTER INSERT OR UPDATE OR DELETE ON "community_post_tags" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "read_version_touch"('community');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "community_tags_community_read_version" AFTER INSERT OR UPDATE OR DELETE ON "community_tags" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "read_version_touch"('community');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "community_files_community_read_version" AFTER INSERT OR UPDATE OR DELETE ON "community_files" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "read_version_touch"('community');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "accounts_community_read_version" AFTER INSERT OR DELETE OR UPDATE OF "id", "first_name", "last_name", "avatar_url", "pronoun" ON "accounts" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "read_version_touch"('community');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "content_items_content_read_version" AFTER INSERT OR UPDATE OR DELETE ON "content_items" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "read_version_touch"('content');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "content_item_categories_content_read_version" AFTER INSERT OR UPDATE OR DELETE ON "content_item_categories" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "read_version_touch"('content');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "content_item_subcategories_content_read_version" AFTER INSERT OR UPDATE OR DELETE ON "content_item_subcategories" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "read_version_touch"('content');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "content_item_tags_content_read_version" AFTER INSERT OR UPDATE OR DELETE ON "content_item_tags" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "read_version_touch"('content');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "content_item_segments_content_read_version" AFTER INSERT OR UPDATE OR DELETE ON "content_item_segments" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "read_version_touch"('content');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "content_item_files_content_read_version" AFTER INSERT OR UPDATE OR DELETE ON "content_item_files" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "read_version_touch"('content');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "content_files_content_read_version" AFTER INSERT OR UPDATE OR DELETE ON "content_files" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "read_version_touch"('content');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "content_categories_content_read_version" AFTER INSERT OR UPDATE OR DELETE ON "content_categories" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "read_version_touch"('content');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "content_subcategories_content_read_version" AFTER INSERT OR UPDATE OR DELETE ON "content_subcategories" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "read_version_touch"('content');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "content_tags_content_read_version" AFTER INSERT OR UPDATE OR DELETE ON "content_tags" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "read_version_touch"('content');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "content_favourites_content_read_version" AFTER INSERT OR UPDATE OR DELETE ON "content_favourites" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "read_version_touch"('content');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "account_segments_content_read_version" AFTER INSERT OR UPDATE OR DELETE ON "account_segments" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "read_version_touch"('content');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "segments_content_read_version" AFTER INSERT OR UPDATE OR DELETE ON "segments" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "read_version_touch"('content');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "accounts_content_read_version" AFTER INSERT OR DELETE OR UPDATE OF "id", "first_name", "last_name" ON "accounts" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "read_version_touch"('content');

CREATE TABLE "community_moderation_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"community_id" integer NOT NULL,
	"actor_id" uuid,
	"action" text NOT NULL,
	"post_id" integer,
	"comment_id" integer,
	"member_user_id" uuid,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "community_moderation_log" ADD CONSTRAINT "community_moderation_log_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_moderation_log" ADD CONSTRAINT "community_moderation_log_actor_id_accounts_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_moderation_log" ADD CONSTRAINT "community_moderation_log_member_user_id_accounts_id_fk" FOREIGN KEY ("member_user_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "community_moderation_log_community_idx" ON "community_moderation_log" USING btree ("community_id","created_at");--> statement-breakpoint
-- Hand-written (issue 19): the moderation log is append-only. A direct UPDATE or DELETE is refused;
-- the foreign keys' own actions (community deleted: cascade; account deleted: set null) run at trigger
-- depth > 1 and pass. TRUNCATE (the seed's reset) fires no row trigger.
CREATE FUNCTION community_moderation_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION 'community_moderation_log is append-only';
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER community_moderation_log_append_only BEFORE UPDATE OR DELETE ON community_moderation_log
  FOR EACH ROW EXECUTE FUNCTION community_moderation_log_append_only();

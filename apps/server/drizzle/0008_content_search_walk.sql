ALTER TABLE "content_items" ADD COLUMN "search_walk" "tsvector" GENERATED ALWAYS AS (case when octet_length((setweight(to_tsvector('english'::regconfig, coalesce(name, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(short_description, '')), 'B'))::text) <= 1400 then setweight(to_tsvector('english'::regconfig, coalesce(name, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(short_description, '')), 'B') end) STORED;--> statement-breakpoint
CREATE INDEX "content_items_unwalkable_idx" ON "content_items" USING btree ("kind","created_at") WHERE search_walk is null;--> statement-breakpoint
-- Keyword search walks the newest items of a kind testing each head (src/modules/content/content.search.ts):
-- with the head and what visibility reads in the index entry, that walk is an index-only scan. Written by
-- hand (drizzle has no INCLUDE); search_walk's bound keeps each entry under B-tree's 2,704-byte limit.
CREATE INDEX "content_items_walk_idx" ON "content_items" USING btree ("kind","created_at") INCLUDE ("id","status","publish_start_date","segment_ids","search_walk");
--> statement-breakpoint
-- Whether to walk or use the GIN index is decided from PostgreSQL's estimate of the head matches
-- (content.search.ts keywordPlan). With the default statistics target a word outside the 1,000 most
-- common lexemes, or any prefix, gets one fixed guess; 10,000 keeps up to 100,000 lexemes with their
-- frequencies, so a rare word and a prefix of many words are told apart.
ALTER TABLE "content_items" ALTER COLUMN "search_head" SET STATISTICS 10000;

-- The posts search (src/modules/communities/posts/feed.service.ts postSearchPlan; issue 33) walks the
-- viewer's newest posts when a keyword is common and uses the GIN index when it is rare, decided from
-- PostgreSQL's estimate of the matches. With the default statistics target only the few hundred most
-- common lexemes of a large forum are kept (down to about 4 % of the posts), and every rarer word or
-- prefix gets one fixed guess; 1,000 keeps up to 10,000 lexemes from a 300,000-post sample, so a rare
-- word (0.1 %), a specialist term (4 %) and a common one (30 %) are told apart (docs/decisions/0001).
ALTER TABLE "community_posts" ALTER COLUMN "search" SET STATISTICS 1000;

-- Search pages ask for the newest 25 products whose text contains a word. For a common word (3% of a
-- 100k catalogue) walking the date index is fastest (3 ms); for a rare one the trigram index is (0.1 ms).
-- PostgreSQL chooses from its estimate of how many products match, which from the default sample of
-- long texts was off by up to tenfold and picked the 15-40 ms plan for common words. A bigger sample
-- makes the estimate close; ANALYZE of products takes a few seconds longer at 100k products.
ALTER TABLE "products" ALTER COLUMN "search_text" SET STATISTICS 500;
--> statement-breakpoint
-- The new sample is taken now, not at the next automatic analysis (which PGlite never runs).
ANALYZE "products";

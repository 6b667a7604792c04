-- The search text is kept in lower case and searches match it with LIKE lower(pattern): the same match as
-- ILIKE, which lowers both sides of every comparison, without lowering every product's text again for
-- each row a search reads and for each of the 500 sampled texts the planner tries a pattern on.
UPDATE "products" SET "search_text" = lower("search_text") WHERE "search_text" <> lower("search_text");
--> statement-breakpoint
-- The planner's sample of the column is taken again now (PGlite never analyses on its own).
ANALYZE "products";

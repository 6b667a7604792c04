-- A variable product's variation prices, kept on the product with its other lookup columns
-- (services/catalog/variation-prices.ts): list pages read them with the product's row instead of
-- aggregating the variations for every card.
ALTER TABLE "products" ADD COLUMN "variation_prices" json;
--> statement-breakpoint
UPDATE "products" p SET "variation_prices" = (
  SELECT coalesce(json_agg(json_build_array(v."id", v."parent_id", v."regular_price"::text, v."sale_price"::text, v."on_sale", v."tax_status", v."tax_class") ORDER BY v."menu_order", v."id"), '[]')
  FROM "products" v WHERE v."parent_id" = p."id" AND v."status" = 'publish')
WHERE p."type" = 'variable';

DROP INDEX "products_list_date_idx";--> statement-breakpoint
DROP INDEX "products_list_min_price_idx";--> statement-breakpoint
DROP INDEX "products_list_max_price_idx";--> statement-breakpoint
DROP INDEX "products_list_rating_idx";--> statement-breakpoint
DROP INDEX "products_list_popularity_idx";--> statement-breakpoint
DROP INDEX "products_list_menu_order_idx";--> statement-breakpoint
CREATE INDEX "products_list_date_idx" ON "products" USING btree ("created_at","id","catalog_visibility","stock_status","type","on_sale","featured","rating_rounded","min_price","max_price","term_ids") WHERE "products"."parent_id" IS NULL AND "products"."status" = 'publish';--> statement-breakpoint
CREATE INDEX "products_list_min_price_idx" ON "products" USING btree ("min_price","id","catalog_visibility","stock_status","type","on_sale","featured","rating_rounded","max_price","term_ids") WHERE "products"."parent_id" IS NULL AND "products"."status" = 'publish';--> statement-breakpoint
CREATE INDEX "products_list_max_price_idx" ON "products" USING btree ("max_price","id","catalog_visibility","stock_status","type","on_sale","featured","rating_rounded","min_price","term_ids") WHERE "products"."parent_id" IS NULL AND "products"."status" = 'publish';--> statement-breakpoint
CREATE INDEX "products_list_rating_idx" ON "products" USING btree ("average_rating","id","catalog_visibility","stock_status","type","on_sale","featured","rating_rounded","min_price","max_price","term_ids") WHERE "products"."parent_id" IS NULL AND "products"."status" = 'publish';--> statement-breakpoint
CREATE INDEX "products_list_popularity_idx" ON "products" USING btree ("total_sales","id","catalog_visibility","stock_status","type","on_sale","featured","rating_rounded","min_price","max_price","term_ids") WHERE "products"."parent_id" IS NULL AND "products"."status" = 'publish';--> statement-breakpoint
CREATE INDEX "products_list_menu_order_idx" ON "products" USING btree ("menu_order","sort_name","id","catalog_visibility","stock_status","type","on_sale","featured","rating_rounded","min_price","max_price","term_ids") WHERE "products"."parent_id" IS NULL AND "products"."status" = 'publish';
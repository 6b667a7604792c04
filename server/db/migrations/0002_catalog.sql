CREATE SEQUENCE "public"."post_ids" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."term_ids" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "attribute_terms" (
	"id" integer PRIMARY KEY DEFAULT nextval('term_ids') NOT NULL,
	"attribute_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"menu_order" integer DEFAULT 0 NOT NULL,
	"count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "global_attributes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"taxonomy" text NOT NULL,
	"order_by" text DEFAULT 'menu_order' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_items" (
	"id" integer PRIMARY KEY DEFAULT nextval('post_ids') NOT NULL,
	"source_url" text NOT NULL,
	"alt_text" text DEFAULT '' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"mime_type" text,
	"width" integer,
	"height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_attribute_terms" (
	"product_id" integer NOT NULL,
	"term_id" integer NOT NULL,
	CONSTRAINT "product_attribute_terms_product_id_term_id_pk" PRIMARY KEY("product_id","term_id")
);
--> statement-breakpoint
CREATE TABLE "product_attributes" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"attribute_id" integer,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"variation" boolean DEFAULT false NOT NULL,
	"options" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_category_links" (
	"product_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "product_category_links_product_id_category_id_pk" PRIMARY KEY("product_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "product_downloads" (
	"product_id" integer NOT NULL,
	"download_id" text NOT NULL,
	"name" text NOT NULL,
	"file" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_downloads_product_id_download_id_pk" PRIMARY KEY("product_id","download_id")
);
--> statement-breakpoint
CREATE TABLE "product_gallery" (
	"product_id" integer NOT NULL,
	"media_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "product_gallery_product_id_media_id_pk" PRIMARY KEY("product_id","media_id")
);
--> statement-breakpoint
CREATE TABLE "product_links" (
	"product_id" integer NOT NULL,
	"kind" text NOT NULL,
	"linked_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_links_product_id_kind_linked_id_pk" PRIMARY KEY("product_id","kind","linked_id")
);
--> statement-breakpoint
CREATE TABLE "product_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"author" text NOT NULL,
	"author_email" text NOT NULL,
	"author_url" text DEFAULT '' NOT NULL,
	"user_id" integer,
	"content" text NOT NULL,
	"status" text DEFAULT 'approved' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_tag_links" (
	"product_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "product_tag_links_product_id_tag_id_pk" PRIMARY KEY("product_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "product_tags" (
	"id" integer PRIMARY KEY DEFAULT nextval('term_ids') NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY DEFAULT nextval('post_ids') NOT NULL,
	"parent_id" integer,
	"type" text NOT NULL,
	"slug" text NOT NULL,
	"sku" text,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"short_description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'publish' NOT NULL,
	"catalog_visibility" text DEFAULT 'visible' NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"menu_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"regular_price" numeric(19, 4),
	"sale_price" numeric(19, 4),
	"sale_from" timestamp with time zone,
	"sale_to" timestamp with time zone,
	"tax_status" text DEFAULT 'taxable' NOT NULL,
	"tax_class" text DEFAULT '' NOT NULL,
	"manage_stock" boolean DEFAULT false NOT NULL,
	"stock_quantity" integer,
	"stock_status" text DEFAULT 'instock' NOT NULL,
	"backorders" text DEFAULT 'no' NOT NULL,
	"low_stock_amount" integer,
	"sold_individually" boolean DEFAULT false NOT NULL,
	"weight" text,
	"length" text,
	"width" text,
	"height" text,
	"shipping_class" text,
	"virtual" boolean DEFAULT false NOT NULL,
	"downloadable" boolean DEFAULT false NOT NULL,
	"download_limit" integer DEFAULT -1 NOT NULL,
	"download_expiry" integer DEFAULT -1 NOT NULL,
	"external_url" text,
	"button_text" text,
	"purchase_note" text DEFAULT '' NOT NULL,
	"reviews_allowed" boolean DEFAULT true NOT NULL,
	"image_id" integer,
	"default_attributes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"variation_attributes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"meta_data" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"total_sales" integer DEFAULT 0 NOT NULL,
	"min_price" numeric(19, 4) DEFAULT '0' NOT NULL,
	"max_price" numeric(19, 4) DEFAULT '0' NOT NULL,
	"on_sale" boolean DEFAULT false NOT NULL,
	"discount_percent" numeric(5, 2) DEFAULT '0' NOT NULL,
	"next_price_change_at" timestamp with time zone,
	"average_rating" numeric(3, 2) DEFAULT '0' NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"rating_rounded" smallint DEFAULT 0 NOT NULL,
	"sort_name" text COLLATE "C" DEFAULT '' NOT NULL,
	"term_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"search_text" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_categories" ALTER COLUMN "id" SET DATA TYPE integer;--> statement-breakpoint
ALTER TABLE "product_categories" ALTER COLUMN "id" SET DEFAULT nextval('term_ids');--> statement-breakpoint
-- Categories share the term id space with tags and attribute terms ("term:<id>" global ids).
SELECT setval('term_ids', coalesce((SELECT max("id") FROM "product_categories"), 0) + 1, false);--> statement-breakpoint
ALTER TABLE "product_categories" ADD COLUMN "image_id" integer;--> statement-breakpoint
ALTER TABLE "product_categories" ADD COLUMN "count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "attribute_terms" ADD CONSTRAINT "attribute_terms_attribute_id_global_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."global_attributes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attribute_terms" ADD CONSTRAINT "product_attribute_terms_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attribute_terms" ADD CONSTRAINT "product_attribute_terms_term_id_attribute_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."attribute_terms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attributes" ADD CONSTRAINT "product_attributes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attributes" ADD CONSTRAINT "product_attributes_attribute_id_global_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."global_attributes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_category_links" ADD CONSTRAINT "product_category_links_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_category_links" ADD CONSTRAINT "product_category_links_category_id_product_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."product_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_downloads" ADD CONSTRAINT "product_downloads_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_gallery" ADD CONSTRAINT "product_gallery_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_gallery" ADD CONSTRAINT "product_gallery_media_id_media_items_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_links" ADD CONSTRAINT "product_links_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_links" ADD CONSTRAINT "product_links_linked_id_products_id_fk" FOREIGN KEY ("linked_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tag_links" ADD CONSTRAINT "product_tag_links_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tag_links" ADD CONSTRAINT "product_tag_links_tag_id_product_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."product_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_parent_id_products_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_image_id_media_items_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attribute_terms_slug_key" ON "attribute_terms" USING btree ("attribute_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "global_attributes_taxonomy_key" ON "global_attributes" USING btree ("taxonomy");--> statement-breakpoint
CREATE INDEX "media_items_source_idx" ON "media_items" USING btree ("source_url");--> statement-breakpoint
CREATE INDEX "product_attribute_terms_term_idx" ON "product_attribute_terms" USING btree ("term_id");--> statement-breakpoint
CREATE INDEX "product_attributes_product_idx" ON "product_attributes" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "product_category_links_category_idx" ON "product_category_links" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "product_gallery_order_idx" ON "product_gallery" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "product_links_linked_idx" ON "product_links" USING btree ("linked_id");--> statement-breakpoint
CREATE INDEX "product_reviews_product_idx" ON "product_reviews" USING btree ("product_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "product_tag_links_tag_idx" ON "product_tag_links" USING btree ("tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_tags_slug_key" ON "product_tags" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "products_slug_key" ON "products" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "products_sku_key" ON "products" USING btree ("sku") WHERE "products"."sku" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "products_parent_idx" ON "products" USING btree ("parent_id","menu_order","id");--> statement-breakpoint
CREATE INDEX "products_list_date_idx" ON "products" USING btree ("created_at","id") WHERE "products"."parent_id" IS NULL AND "products"."status" = 'publish';--> statement-breakpoint
CREATE INDEX "products_list_min_price_idx" ON "products" USING btree ("min_price","id") WHERE "products"."parent_id" IS NULL AND "products"."status" = 'publish';--> statement-breakpoint
CREATE INDEX "products_list_max_price_idx" ON "products" USING btree ("max_price","id") WHERE "products"."parent_id" IS NULL AND "products"."status" = 'publish';--> statement-breakpoint
CREATE INDEX "products_list_rating_idx" ON "products" USING btree ("average_rating","id") WHERE "products"."parent_id" IS NULL AND "products"."status" = 'publish';--> statement-breakpoint
CREATE INDEX "products_list_popularity_idx" ON "products" USING btree ("total_sales","id") WHERE "products"."parent_id" IS NULL AND "products"."status" = 'publish';--> statement-breakpoint
CREATE INDEX "products_list_name_idx" ON "products" USING btree ("sort_name","id") WHERE "products"."parent_id" IS NULL AND "products"."status" = 'publish';--> statement-breakpoint
CREATE INDEX "products_list_menu_order_idx" ON "products" USING btree ("menu_order","sort_name","id") WHERE "products"."parent_id" IS NULL AND "products"."status" = 'publish';--> statement-breakpoint
CREATE INDEX "products_list_discount_idx" ON "products" USING btree ("discount_percent","id") WHERE "products"."parent_id" IS NULL AND "products"."status" = 'publish';--> statement-breakpoint
CREATE INDEX "products_terms_idx" ON "products" USING gin ("term_ids");--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_price_change_idx" ON "products" USING btree ("next_price_change_at") WHERE "products"."next_price_change_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_image_id_media_items_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media_items"("id") ON DELETE set null ON UPDATE no action;
-- Every committed change to what shoppers see in the catalogue sends a notification on the channel
-- "vitrine_catalog", whichever process made it (a server instance, the import CLI, a checkout taking
-- stock). Each server listens and drops its cached catalogue answers (server/graphql/response-cache.ts).
-- NOTIFY is delivered on commit only, and identical notifications of one transaction are folded into one.
CREATE OR REPLACE FUNCTION vitrine_notify_catalog_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('vitrine_catalog', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DO $$
DECLARE
  catalogue_table text;
BEGIN
  FOREACH catalogue_table IN ARRAY ARRAY[
    'products', 'product_categories', 'product_category_links', 'product_tags', 'product_tag_links',
    'global_attributes', 'attribute_terms', 'product_attributes', 'product_attribute_terms',
    'product_gallery', 'product_links', 'product_downloads', 'product_reviews', 'media_items', 'tax_rates'
  ] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION vitrine_notify_catalog_change()',
      catalogue_table || '_notify_catalog_change', catalogue_table
    );
  END LOOP;
END;
$$;

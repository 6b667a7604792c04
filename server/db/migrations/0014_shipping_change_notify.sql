-- Shipping zones, their locations and methods are cached by every server instance with the catalogue's
-- aggregates (server/services/shipping/zones.ts): a change to them notifies the same channel, so each
-- instance reads them afresh (migration 0011).
DO $$
DECLARE
  shipping_table text;
BEGIN
  FOREACH shipping_table IN ARRAY ARRAY['shipping_zones', 'shipping_zone_locations', 'shipping_methods'] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION vitrine_notify_catalog_change()',
      shipping_table || '_notify_catalog_change', shipping_table
    );
  END LOOP;
END;
$$;

-- Whether a variable product has an enabled, priced variation inside a price filter (NULL bound = open).
-- A function rather than an inline EXISTS: the planner charges an inline subquery's cost to every row a
-- filter might look at, which made it avoid the ordered index scans that stop after one page; the
-- product list only calls it when the product's own price range cannot decide (see product-list.ts).
CREATE OR REPLACE FUNCTION variation_price_in_range(parent integer, lo numeric, hi numeric) RETURNS boolean
LANGUAGE plpgsql STABLE COST 50 AS $$
BEGIN
  RETURN EXISTS (
    SELECT 1 FROM products v
    WHERE v.parent_id = parent AND v.status = 'publish' AND v.regular_price IS NOT NULL
      AND (lo IS NULL OR v.min_price >= lo) AND (hi IS NULL OR v.min_price <= hi));
END
$$;

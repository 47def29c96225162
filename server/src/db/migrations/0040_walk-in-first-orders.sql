-- A walk-in at the counter has no customer account: their orders count in the sales rollups but
-- start no customer's first order.
CREATE OR REPLACE FUNCTION sales_rollup_orders_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sales_by_hour AS r (placed_on, hour, outlet_id, status, order_count, items_sold, gross_sales, discount_total)
  SELECT placed_on, extract(hour FROM created_at AT TIME ZONE 'Asia/Jakarta')::smallint, outlet_id, status,
         count(*), sum(item_count), sum(subtotal), sum(discount_total)
  FROM new_orders GROUP BY 1, 2, 3, 4 ORDER BY 1, 3, 4, 2
  ON CONFLICT (placed_on, outlet_id, status, hour, slot) DO UPDATE SET
    order_count = r.order_count + excluded.order_count, items_sold = r.items_sold + excluded.items_sold,
    gross_sales = r.gross_sales + excluded.gross_sales, discount_total = r.discount_total + excluded.discount_total;
  INSERT INTO customer_first_orders AS f (customer_id, first_order_at)
  SELECT customer_id, min(created_at) FROM new_orders WHERE customer_id IS NOT NULL GROUP BY 1 ORDER BY 1
  ON CONFLICT (customer_id) DO UPDATE SET first_order_at = least(f.first_order_at, excluded.first_order_at);
  RETURN NULL;
END $$;

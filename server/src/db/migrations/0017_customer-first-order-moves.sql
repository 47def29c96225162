-- An order given to another customer, or moved in time, changes when its customers first ordered
-- anywhere, as well as at each outlet: both are read afresh for those customers (rare, so recounted
-- whole). A customer left without orders has no first order.
CREATE OR REPLACE FUNCTION sales_rollup_outlets_orders_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer[];
BEGIN
  INSERT INTO invoices_paid_by_hour AS r (paid_on, hour, outlet_id, invoice_count)
  SELECT (i.paid_at AT TIME ZONE 'Asia/Jakarta')::date, extract(hour FROM i.paid_at AT TIME ZONE 'Asia/Jakarta')::smallint,
         m.outlet_id, sum(m.sign)
  FROM old_orders o JOIN new_orders n ON n.id = o.id
  JOIN invoices i ON i.order_id = n.id
  CROSS JOIN LATERAL (VALUES (-1, o.outlet_id), (1, n.outlet_id)) AS m(sign, outlet_id)
  WHERE o.outlet_id <> n.outlet_id AND i.paid_at IS NOT NULL
  GROUP BY 1, 2, 3 HAVING sum(m.sign) <> 0 ORDER BY 1, 3, 2
  ON CONFLICT (paid_on, outlet_id, hour) DO UPDATE SET invoice_count = r.invoice_count + excluded.invoice_count;
  SELECT array_agg(DISTINCT v.customer_id ORDER BY v.customer_id) INTO changed
  FROM old_orders o JOIN new_orders n ON n.id = o.id
  CROSS JOIN LATERAL (VALUES (o.customer_id), (n.customer_id)) AS v(customer_id)
  WHERE (o.customer_id, o.outlet_id, o.created_at) IS DISTINCT FROM (n.customer_id, n.outlet_id, n.created_at);
  IF changed IS NOT NULL THEN
    PERFORM 1 FROM customer_first_orders WHERE customer_id = ANY (changed) ORDER BY customer_id FOR UPDATE;
    INSERT INTO customer_first_orders AS f (customer_id, first_order_at)
    SELECT customer_id, min(created_at) FROM orders WHERE customer_id = ANY (changed) GROUP BY 1 ORDER BY 1
    ON CONFLICT (customer_id) DO UPDATE SET first_order_at = excluded.first_order_at
    WHERE f.first_order_at <> excluded.first_order_at;
    DELETE FROM customer_first_orders f
    WHERE f.customer_id = ANY (changed) AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.customer_id = f.customer_id);
    DELETE FROM customer_outlet_first_orders WHERE customer_id = ANY (changed);
    INSERT INTO customer_outlet_first_orders (customer_id, outlet_id, first_order_at, customer_first_order_at)
    SELECT customer_id, outlet_id, min(created_at), min(min(created_at)) OVER (PARTITION BY customer_id)
    FROM orders WHERE customer_id = ANY (changed) GROUP BY 1, 2 ORDER BY 1, 2;
  END IF;
  RETURN NULL;
END $$;

ALTER TABLE "sales_by_hour" ADD COLUMN "service_charge" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_by_hour" ADD COLUMN "tax" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_by_hour" ADD COLUMN "tax_included" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_by_hour" ADD COLUMN "rounding" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sku_sales_by_day" ADD COLUMN "tax_included_share" numeric DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The sales rollups carry the orders' frozen charges: sales_by_hour their service charge, PBJT, the
-- PBJT inside prices that include it and cash rounding; sku_sales_by_day each line's share of the
-- PBJT inside its order's prices, in proportion to the line subtotal and kept exact as the discount
-- share is. The triggers below are those of the rollup-slots and walk-in-first-orders migrations,
-- each moving the new figures with the old ones; orders placed before them carry what they froze.
INSERT INTO sales_by_hour AS r (placed_on, hour, outlet_id, status, service_charge, tax, tax_included, rounding)
SELECT placed_on, extract(hour FROM created_at AT TIME ZONE 'Asia/Jakarta')::smallint, outlet_id, status,
       sum(service_charge), sum(tax), sum(tax_included), sum(rounding)
FROM orders WHERE (service_charge, tax, tax_included, rounding) <> (0, 0, 0, 0)
GROUP BY 1, 2, 3, 4 ORDER BY 1, 3, 4, 2
ON CONFLICT (placed_on, outlet_id, status, hour, slot) DO UPDATE SET
  service_charge = r.service_charge + excluded.service_charge, tax = r.tax + excluded.tax,
  tax_included = r.tax_included + excluded.tax_included, rounding = r.rounding + excluded.rounding;
--> statement-breakpoint
INSERT INTO sku_sales_by_day AS r (placed_on, outlet_id, sku_id, tax_included_share)
SELECT o.placed_on, o.outlet_id, i.sku_id, sum(o.tax_included::numeric * i.subtotal / o.subtotal)
FROM orders o JOIN order_items i ON i.order_id = o.id
WHERE o.tax_included <> 0 AND o.subtotal <> 0 AND order_counts_as_sale(o.status)
GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
ON CONFLICT (placed_on, outlet_id, sku_id, slot) DO UPDATE SET
  tax_included_share = r.tax_included_share + excluded.tax_included_share;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_rollup_orders_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sales_by_hour AS r (placed_on, hour, outlet_id, status, order_count, items_sold, gross_sales, discount_total,
                                  service_charge, tax, tax_included, rounding)
  SELECT placed_on, extract(hour FROM created_at AT TIME ZONE 'Asia/Jakarta')::smallint, outlet_id, status,
         count(*), sum(item_count), sum(subtotal), sum(discount_total),
         sum(service_charge), sum(tax), sum(tax_included), sum(rounding)
  FROM new_orders GROUP BY 1, 2, 3, 4 ORDER BY 1, 3, 4, 2
  ON CONFLICT (placed_on, outlet_id, status, hour, slot) DO UPDATE SET
    order_count = r.order_count + excluded.order_count, items_sold = r.items_sold + excluded.items_sold,
    gross_sales = r.gross_sales + excluded.gross_sales, discount_total = r.discount_total + excluded.discount_total,
    service_charge = r.service_charge + excluded.service_charge, tax = r.tax + excluded.tax,
    tax_included = r.tax_included + excluded.tax_included, rounding = r.rounding + excluded.rounding;
  INSERT INTO customer_first_orders AS f (customer_id, first_order_at)
  SELECT customer_id, min(created_at) FROM new_orders WHERE customer_id IS NOT NULL GROUP BY 1 ORDER BY 1
  ON CONFLICT (customer_id) DO UPDATE SET first_order_at = least(f.first_order_at, excluded.first_order_at);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_rollup_orders_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH moves AS (
    SELECT o.id, m.sign, m.placed_on, extract(hour FROM m.created_at AT TIME ZONE 'Asia/Jakarta')::smallint AS hour,
           m.outlet_id, m.status, m.item_count, m.subtotal, m.discount_total,
           m.service_charge, m.tax, m.tax_included, m.rounding
    FROM old_orders o JOIN new_orders n ON n.id = o.id
    CROSS JOIN LATERAL (VALUES
      (-1, o.placed_on, o.created_at, o.outlet_id, o.status, o.item_count, o.subtotal, o.discount_total,
       o.service_charge, o.tax, o.tax_included, o.rounding),
      (1, n.placed_on, n.created_at, n.outlet_id, n.status, n.item_count, n.subtotal, n.discount_total,
       n.service_charge, n.tax, n.tax_included, n.rounding)
    ) AS m(sign, placed_on, created_at, outlet_id, status, item_count, subtotal, discount_total,
           service_charge, tax, tax_included, rounding)
    WHERE (o.status, o.outlet_id, o.subtotal, o.discount_total, o.item_count, o.created_at,
           o.service_charge, o.tax, o.tax_included, o.rounding)
          IS DISTINCT FROM (n.status, n.outlet_id, n.subtotal, n.discount_total, n.item_count, n.created_at,
                            n.service_charge, n.tax, n.tax_included, n.rounding)),
  costs AS (
    SELECT order_id, coalesce(sum(cost), 0) AS cogs, coalesce(sum(quantity) FILTER (WHERE cost IS NULL), 0) AS uncosted
    FROM order_items WHERE order_id IN (SELECT id FROM moves) GROUP BY 1)
  INSERT INTO sales_by_hour AS r (placed_on, hour, outlet_id, status, order_count, items_sold, gross_sales, discount_total,
                                  cogs, uncosted_quantity, service_charge, tax, tax_included, rounding)
  SELECT m.placed_on, m.hour, m.outlet_id, m.status, sum(m.sign), sum(m.sign * m.item_count), sum(m.sign * m.subtotal),
         sum(m.sign * m.discount_total), coalesce(sum(m.sign * c.cogs), 0), coalesce(sum(m.sign * c.uncosted), 0),
         sum(m.sign * m.service_charge), sum(m.sign * m.tax), sum(m.sign * m.tax_included), sum(m.sign * m.rounding)
  FROM moves m LEFT JOIN costs c ON c.order_id = m.id
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 3, 4, 2
  ON CONFLICT (placed_on, outlet_id, status, hour, slot) DO UPDATE SET
    order_count = r.order_count + excluded.order_count, items_sold = r.items_sold + excluded.items_sold,
    gross_sales = r.gross_sales + excluded.gross_sales, discount_total = r.discount_total + excluded.discount_total,
    cogs = r.cogs + excluded.cogs, uncosted_quantity = r.uncosted_quantity + excluded.uncosted_quantity,
    service_charge = r.service_charge + excluded.service_charge, tax = r.tax + excluded.tax,
    tax_included = r.tax_included + excluded.tax_included, rounding = r.rounding + excluded.rounding;
  WITH moves AS (
    SELECT o.id, m.sign, m.placed_on, m.outlet_id, m.status, m.subtotal, m.discount_total, m.tax_included
    FROM old_orders o JOIN new_orders n ON n.id = o.id
    CROSS JOIN LATERAL (VALUES
      (-1, o.placed_on, o.outlet_id, o.status, o.subtotal, o.discount_total, o.tax_included),
      (1, n.placed_on, n.outlet_id, n.status, n.subtotal, n.discount_total, n.tax_included)
    ) AS m(sign, placed_on, outlet_id, status, subtotal, discount_total, tax_included)
    WHERE (o.status, o.outlet_id, o.subtotal, o.discount_total, o.item_count, o.created_at, o.tax_included)
          IS DISTINCT FROM (n.status, n.outlet_id, n.subtotal, n.discount_total, n.item_count, n.created_at, n.tax_included))
  INSERT INTO sku_sales_by_day AS r (placed_on, outlet_id, sku_id, order_count, quantity, gross_sales, discount_share,
                                     cogs, uncosted_quantity, tax_included_share)
  SELECT m.placed_on, m.outlet_id, l.sku_id, sum(m.sign), sum(m.sign * l.quantity), sum(m.sign * l.gross),
         sum(m.sign * coalesce(m.discount_total::numeric * l.gross / nullif(m.subtotal, 0), 0)),
         sum(m.sign * l.cogs), sum(m.sign * l.uncosted),
         sum(m.sign * coalesce(m.tax_included::numeric * l.gross / nullif(m.subtotal, 0), 0))
  FROM moves m
  CROSS JOIN LATERAL (SELECT sku_id, sum(quantity) AS quantity, sum(subtotal) AS gross, coalesce(sum(cost), 0) AS cogs,
                             coalesce(sum(quantity) FILTER (WHERE cost IS NULL), 0) AS uncosted
                      FROM order_items WHERE order_id = m.id GROUP BY sku_id) l
  WHERE order_counts_as_sale(m.status)
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (placed_on, outlet_id, sku_id, slot) DO UPDATE SET
    order_count = r.order_count + excluded.order_count, quantity = r.quantity + excluded.quantity,
    gross_sales = r.gross_sales + excluded.gross_sales, discount_share = r.discount_share + excluded.discount_share,
    cogs = r.cogs + excluded.cogs, uncosted_quantity = r.uncosted_quantity + excluded.uncosted_quantity,
    tax_included_share = r.tax_included_share + excluded.tax_included_share;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_rollup_orders_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sales_by_hour r SET order_count = r.order_count - 1, items_sold = r.items_sold - OLD.item_count,
    gross_sales = r.gross_sales - OLD.subtotal, discount_total = r.discount_total - OLD.discount_total,
    cogs = r.cogs - c.cogs, uncosted_quantity = r.uncosted_quantity - c.uncosted,
    service_charge = r.service_charge - OLD.service_charge, tax = r.tax - OLD.tax,
    tax_included = r.tax_included - OLD.tax_included, rounding = r.rounding - OLD.rounding
  FROM (SELECT coalesce(sum(cost), 0) AS cogs, coalesce(sum(quantity) FILTER (WHERE cost IS NULL), 0) AS uncosted
        FROM order_items WHERE order_id = OLD.id) c
  WHERE r.placed_on = OLD.placed_on AND r.outlet_id = OLD.outlet_id AND r.status = OLD.status
    AND r.hour = extract(hour FROM OLD.created_at AT TIME ZONE 'Asia/Jakarta')
    AND r.slot = (SELECT min(x.slot) FROM sales_by_hour x
                  WHERE (x.placed_on, x.outlet_id, x.status, x.hour) = (r.placed_on, r.outlet_id, r.status, r.hour));
  IF order_counts_as_sale(OLD.status) THEN
    UPDATE sku_sales_by_day r SET order_count = r.order_count - 1, quantity = r.quantity - l.quantity,
      gross_sales = r.gross_sales - l.gross,
      discount_share = r.discount_share - coalesce(OLD.discount_total::numeric * l.gross / nullif(OLD.subtotal, 0), 0),
      cogs = r.cogs - l.cogs, uncosted_quantity = r.uncosted_quantity - l.uncosted,
      tax_included_share = r.tax_included_share - coalesce(OLD.tax_included::numeric * l.gross / nullif(OLD.subtotal, 0), 0)
    FROM (SELECT sku_id, sum(quantity) AS quantity, sum(subtotal) AS gross, coalesce(sum(cost), 0) AS cogs,
                 coalesce(sum(quantity) FILTER (WHERE cost IS NULL), 0) AS uncosted
          FROM order_items WHERE order_id = OLD.id GROUP BY sku_id) l
    WHERE r.placed_on = OLD.placed_on AND r.outlet_id = OLD.outlet_id AND r.sku_id = l.sku_id
      AND r.slot = (SELECT min(x.slot) FROM sku_sales_by_day x
                    WHERE (x.placed_on, x.outlet_id, x.sku_id) = (r.placed_on, r.outlet_id, r.sku_id));
  END IF;
  DELETE FROM customer_first_orders WHERE customer_id = OLD.customer_id;
  INSERT INTO customer_first_orders (customer_id, first_order_at)
  SELECT customer_id, min(created_at) FROM orders WHERE customer_id = OLD.customer_id AND id <> OLD.id GROUP BY 1;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_rollup_order_items() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- An order may be changing status in another transaction: its lines wait for it (orders in id
  -- order), so what they move lands in the bucket the order is in once that change is committed.
  IF TG_OP = 'DELETE' THEN
    PERFORM 1 FROM orders WHERE id IN (SELECT order_id FROM old_items) ORDER BY id FOR UPDATE;
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM 1 FROM orders WHERE id IN (SELECT order_id FROM new_items) ORDER BY id FOR UPDATE;
  ELSE
    PERFORM 1 FROM orders WHERE id IN (SELECT order_id FROM old_items UNION SELECT order_id FROM new_items)
      ORDER BY id FOR UPDATE;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO sku_sales_by_day AS r (placed_on, outlet_id, sku_id, order_count, quantity, gross_sales, discount_share,
                                       cogs, uncosted_quantity, tax_included_share)
    SELECT o.placed_on, o.outlet_id, l.sku_id, -count(*), -sum(l.quantity), -sum(l.gross),
           -sum(coalesce(o.discount_total::numeric * l.gross / nullif(o.subtotal, 0), 0)), -sum(l.cogs), -sum(l.uncosted),
           -sum(coalesce(o.tax_included::numeric * l.gross / nullif(o.subtotal, 0), 0))
    FROM (SELECT order_id, sku_id, sum(quantity) AS quantity, sum(subtotal) AS gross, coalesce(sum(cost), 0) AS cogs,
                 coalesce(sum(quantity) FILTER (WHERE cost IS NULL), 0) AS uncosted
          FROM old_items GROUP BY 1, 2) l
    JOIN orders o ON o.id = l.order_id
    WHERE order_counts_as_sale(o.status)
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (placed_on, outlet_id, sku_id, slot) DO UPDATE SET
      order_count = r.order_count + excluded.order_count, quantity = r.quantity + excluded.quantity,
      gross_sales = r.gross_sales + excluded.gross_sales, discount_share = r.discount_share + excluded.discount_share,
      cogs = r.cogs + excluded.cogs, uncosted_quantity = r.uncosted_quantity + excluded.uncosted_quantity,
      tax_included_share = r.tax_included_share + excluded.tax_included_share;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO sku_sales_by_day AS r (placed_on, outlet_id, sku_id, order_count, quantity, gross_sales, discount_share,
                                       cogs, uncosted_quantity, tax_included_share)
    SELECT o.placed_on, o.outlet_id, l.sku_id, count(*), sum(l.quantity), sum(l.gross),
           sum(coalesce(o.discount_total::numeric * l.gross / nullif(o.subtotal, 0), 0)), sum(l.cogs), sum(l.uncosted),
           sum(coalesce(o.tax_included::numeric * l.gross / nullif(o.subtotal, 0), 0))
    FROM (SELECT order_id, sku_id, sum(quantity) AS quantity, sum(subtotal) AS gross, coalesce(sum(cost), 0) AS cogs,
                 coalesce(sum(quantity) FILTER (WHERE cost IS NULL), 0) AS uncosted
          FROM new_items GROUP BY 1, 2) l
    JOIN orders o ON o.id = l.order_id
    WHERE order_counts_as_sale(o.status)
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (placed_on, outlet_id, sku_id, slot) DO UPDATE SET
      order_count = r.order_count + excluded.order_count, quantity = r.quantity + excluded.quantity,
      gross_sales = r.gross_sales + excluded.gross_sales, discount_share = r.discount_share + excluded.discount_share,
      cogs = r.cogs + excluded.cogs, uncosted_quantity = r.uncosted_quantity + excluded.uncosted_quantity,
      tax_included_share = r.tax_included_share + excluded.tax_included_share;
  END IF;
  -- The costs in their order's hour: on an update, only lines whose order, quantity or cost changed move.
  IF TG_OP = 'INSERT' THEN
    PERFORM sales_rollup_line_costs_moved(array_agg(order_id), array_agg(coalesce(cost, 0)::bigint),
                                          array_agg(CASE WHEN cost IS NULL THEN quantity ELSE 0 END::bigint))
    FROM new_items;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM sales_rollup_line_costs_moved(array_agg(order_id), array_agg(-coalesce(cost, 0)::bigint),
                                          array_agg(CASE WHEN cost IS NULL THEN -quantity ELSE 0 END::bigint))
    FROM old_items;
  ELSE
    PERFORM sales_rollup_line_costs_moved(array_agg(m.order_id), array_agg(m.sign * coalesce(m.cost, 0)::bigint),
                                          array_agg(CASE WHEN m.cost IS NULL THEN m.sign * m.quantity ELSE 0 END::bigint))
    FROM old_items o JOIN new_items n ON n.id = o.id
    CROSS JOIN LATERAL (VALUES (-1, o.order_id, o.quantity, o.cost), (1, n.order_id, n.quantity, n.cost))
      AS m(sign, order_id, quantity, cost)
    WHERE (o.order_id, o.quantity, o.cost) IS DISTINCT FROM (n.order_id, n.quantity, n.cost);
  END IF;
  RETURN NULL;
END $$;

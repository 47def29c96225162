ALTER TABLE "order_counts" ADD COLUMN "slot" smallint DEFAULT (txid_current() % 8) NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices_paid_by_hour" ADD COLUMN "slot" smallint DEFAULT (txid_current() % 8) NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_by_hour" ADD COLUMN "slot" smallint DEFAULT (txid_current() % 8) NOT NULL;--> statement-breakpoint
ALTER TABLE "sku_sales_by_day" ADD COLUMN "slot" smallint DEFAULT (txid_current() % 8) NOT NULL;--> statement-breakpoint
ALTER TABLE "sku_set_orders_by_day" ADD COLUMN "slot" smallint DEFAULT (txid_current() % 8) NOT NULL;--> statement-breakpoint
ALTER TABLE "order_counts" DROP CONSTRAINT "order_counts_pk";
--> statement-breakpoint
ALTER TABLE "order_counts" ADD CONSTRAINT "order_counts_pk" PRIMARY KEY("outlet_id","status","slot");--> statement-breakpoint
ALTER TABLE "invoices_paid_by_hour" DROP CONSTRAINT "invoices_paid_by_hour_pk";
--> statement-breakpoint
ALTER TABLE "invoices_paid_by_hour" ADD CONSTRAINT "invoices_paid_by_hour_pk" PRIMARY KEY("paid_on","outlet_id","hour","slot");--> statement-breakpoint
ALTER TABLE "sales_by_hour" DROP CONSTRAINT "sales_by_hour_pk";
--> statement-breakpoint
ALTER TABLE "sales_by_hour" ADD CONSTRAINT "sales_by_hour_pk" PRIMARY KEY("placed_on","outlet_id","status","hour","slot");--> statement-breakpoint
ALTER TABLE "sku_sales_by_day" DROP CONSTRAINT "sku_sales_by_day_pk";
--> statement-breakpoint
ALTER TABLE "sku_sales_by_day" ADD CONSTRAINT "sku_sales_by_day_pk" PRIMARY KEY("placed_on","outlet_id","sku_id","slot");--> statement-breakpoint
ALTER TABLE "sku_set_orders_by_day" DROP CONSTRAINT "sku_set_orders_by_day_pk";
--> statement-breakpoint
ALTER TABLE "sku_set_orders_by_day" ADD CONSTRAINT "sku_set_orders_by_day_pk" PRIMARY KEY("placed_on","outlet_id","sku_ids","slot");
--> statement-breakpoint
-- Each rollup bucket is now up to 8 rows, one per slot (the column's default, from the writing
-- transaction's id), and its figures are the sum of them: transactions paying orders of one outlet
-- and hour at once add to different rows instead of waiting on one row's lock. The triggers below
-- are those of the migrations before, each upsert's conflict now on its bucket and slot; a deleted
-- order, which was counted in, is taken out of one of its bucket's rows (a row alone may go below
-- zero, the bucket's sum stays exact).
CREATE OR REPLACE FUNCTION order_counts_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_counts AS r (outlet_id, status, order_count)
  SELECT outlet_id, status, count(*) FROM new_orders GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (outlet_id, status, slot) DO UPDATE SET order_count = r.order_count + excluded.order_count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_counts_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_counts AS r (outlet_id, status, order_count)
  SELECT m.outlet_id, m.status, sum(m.sign)
  FROM old_orders o JOIN new_orders n ON n.id = o.id
  CROSS JOIN LATERAL (VALUES (-1, o.outlet_id, o.status), (1, n.outlet_id, n.status)) AS m(sign, outlet_id, status)
  WHERE (o.outlet_id, o.status) IS DISTINCT FROM (n.outlet_id, n.status)
  GROUP BY 1, 2 HAVING sum(m.sign) <> 0 ORDER BY 1, 2
  ON CONFLICT (outlet_id, status, slot) DO UPDATE SET order_count = r.order_count + excluded.order_count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_counts_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE order_counts AS r SET order_count = r.order_count - d.orders
  FROM (SELECT outlet_id, status, count(*) AS orders FROM old_orders GROUP BY 1, 2 ORDER BY 1, 2) AS d
  WHERE r.outlet_id = d.outlet_id AND r.status = d.status
    AND r.slot = (SELECT min(x.slot) FROM order_counts x WHERE x.outlet_id = r.outlet_id AND x.status = r.status);
  RETURN NULL;
END $$;
--> statement-breakpoint
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
  SELECT customer_id, min(created_at) FROM new_orders GROUP BY 1 ORDER BY 1
  ON CONFLICT (customer_id) DO UPDATE SET first_order_at = least(f.first_order_at, excluded.first_order_at);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_rollup_orders_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH moves AS (
    SELECT o.id, m.sign, m.placed_on, extract(hour FROM m.created_at AT TIME ZONE 'Asia/Jakarta')::smallint AS hour,
           m.outlet_id, m.status, m.item_count, m.subtotal, m.discount_total
    FROM old_orders o JOIN new_orders n ON n.id = o.id
    CROSS JOIN LATERAL (VALUES
      (-1, o.placed_on, o.created_at, o.outlet_id, o.status, o.item_count, o.subtotal, o.discount_total),
      (1, n.placed_on, n.created_at, n.outlet_id, n.status, n.item_count, n.subtotal, n.discount_total)
    ) AS m(sign, placed_on, created_at, outlet_id, status, item_count, subtotal, discount_total)
    WHERE (o.status, o.outlet_id, o.subtotal, o.discount_total, o.item_count, o.created_at)
          IS DISTINCT FROM (n.status, n.outlet_id, n.subtotal, n.discount_total, n.item_count, n.created_at)),
  costs AS (
    SELECT order_id, coalesce(sum(cost), 0) AS cogs, coalesce(sum(quantity) FILTER (WHERE cost IS NULL), 0) AS uncosted
    FROM order_items WHERE order_id IN (SELECT id FROM moves) GROUP BY 1)
  INSERT INTO sales_by_hour AS r (placed_on, hour, outlet_id, status, order_count, items_sold, gross_sales, discount_total,
                                  cogs, uncosted_quantity)
  SELECT m.placed_on, m.hour, m.outlet_id, m.status, sum(m.sign), sum(m.sign * m.item_count), sum(m.sign * m.subtotal),
         sum(m.sign * m.discount_total), coalesce(sum(m.sign * c.cogs), 0), coalesce(sum(m.sign * c.uncosted), 0)
  FROM moves m LEFT JOIN costs c ON c.order_id = m.id
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 3, 4, 2
  ON CONFLICT (placed_on, outlet_id, status, hour, slot) DO UPDATE SET
    order_count = r.order_count + excluded.order_count, items_sold = r.items_sold + excluded.items_sold,
    gross_sales = r.gross_sales + excluded.gross_sales, discount_total = r.discount_total + excluded.discount_total,
    cogs = r.cogs + excluded.cogs, uncosted_quantity = r.uncosted_quantity + excluded.uncosted_quantity;
  WITH moves AS (
    SELECT o.id, m.sign, m.placed_on, m.outlet_id, m.status, m.subtotal, m.discount_total
    FROM old_orders o JOIN new_orders n ON n.id = o.id
    CROSS JOIN LATERAL (VALUES
      (-1, o.placed_on, o.outlet_id, o.status, o.subtotal, o.discount_total),
      (1, n.placed_on, n.outlet_id, n.status, n.subtotal, n.discount_total)
    ) AS m(sign, placed_on, outlet_id, status, subtotal, discount_total)
    WHERE (o.status, o.outlet_id, o.subtotal, o.discount_total, o.item_count, o.created_at)
          IS DISTINCT FROM (n.status, n.outlet_id, n.subtotal, n.discount_total, n.item_count, n.created_at))
  INSERT INTO sku_sales_by_day AS r (placed_on, outlet_id, sku_id, order_count, quantity, gross_sales, discount_share,
                                     cogs, uncosted_quantity)
  SELECT m.placed_on, m.outlet_id, l.sku_id, sum(m.sign), sum(m.sign * l.quantity), sum(m.sign * l.gross),
         sum(m.sign * coalesce(m.discount_total::numeric * l.gross / nullif(m.subtotal, 0), 0)),
         sum(m.sign * l.cogs), sum(m.sign * l.uncosted)
  FROM moves m
  CROSS JOIN LATERAL (SELECT sku_id, sum(quantity) AS quantity, sum(subtotal) AS gross, coalesce(sum(cost), 0) AS cogs,
                             coalesce(sum(quantity) FILTER (WHERE cost IS NULL), 0) AS uncosted
                      FROM order_items WHERE order_id = m.id GROUP BY sku_id) l
  WHERE order_counts_as_sale(m.status)
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (placed_on, outlet_id, sku_id, slot) DO UPDATE SET
    order_count = r.order_count + excluded.order_count, quantity = r.quantity + excluded.quantity,
    gross_sales = r.gross_sales + excluded.gross_sales, discount_share = r.discount_share + excluded.discount_share,
    cogs = r.cogs + excluded.cogs, uncosted_quantity = r.uncosted_quantity + excluded.uncosted_quantity;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_rollup_orders_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sales_by_hour r SET order_count = r.order_count - 1, items_sold = r.items_sold - OLD.item_count,
    gross_sales = r.gross_sales - OLD.subtotal, discount_total = r.discount_total - OLD.discount_total,
    cogs = r.cogs - c.cogs, uncosted_quantity = r.uncosted_quantity - c.uncosted
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
      cogs = r.cogs - l.cogs, uncosted_quantity = r.uncosted_quantity - l.uncosted
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
CREATE OR REPLACE FUNCTION sales_rollup_line_costs_moved(moved_order_ids integer[], moved_cogs bigint[], moved_uncosted bigint[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO sales_by_hour AS r (placed_on, hour, outlet_id, status, cogs, uncosted_quantity)
  SELECT o.placed_on, extract(hour FROM o.created_at AT TIME ZONE 'Asia/Jakarta')::smallint, o.outlet_id, o.status,
         sum(m.cogs), sum(m.uncosted)
  FROM unnest(moved_order_ids, moved_cogs, moved_uncosted) AS m(order_id, cogs, uncosted)
  JOIN orders o ON o.id = m.order_id
  GROUP BY 1, 2, 3, 4 HAVING sum(m.cogs) <> 0 OR sum(m.uncosted) <> 0 ORDER BY 1, 3, 4, 2
  ON CONFLICT (placed_on, outlet_id, status, hour, slot) DO UPDATE SET
    cogs = r.cogs + excluded.cogs, uncosted_quantity = r.uncosted_quantity + excluded.uncosted_quantity;
$$;
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
                                       cogs, uncosted_quantity)
    SELECT o.placed_on, o.outlet_id, l.sku_id, -count(*), -sum(l.quantity), -sum(l.gross),
           -sum(coalesce(o.discount_total::numeric * l.gross / nullif(o.subtotal, 0), 0)), -sum(l.cogs), -sum(l.uncosted)
    FROM (SELECT order_id, sku_id, sum(quantity) AS quantity, sum(subtotal) AS gross, coalesce(sum(cost), 0) AS cogs,
                 coalesce(sum(quantity) FILTER (WHERE cost IS NULL), 0) AS uncosted
          FROM old_items GROUP BY 1, 2) l
    JOIN orders o ON o.id = l.order_id
    WHERE order_counts_as_sale(o.status)
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (placed_on, outlet_id, sku_id, slot) DO UPDATE SET
      order_count = r.order_count + excluded.order_count, quantity = r.quantity + excluded.quantity,
      gross_sales = r.gross_sales + excluded.gross_sales, discount_share = r.discount_share + excluded.discount_share,
      cogs = r.cogs + excluded.cogs, uncosted_quantity = r.uncosted_quantity + excluded.uncosted_quantity;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO sku_sales_by_day AS r (placed_on, outlet_id, sku_id, order_count, quantity, gross_sales, discount_share,
                                       cogs, uncosted_quantity)
    SELECT o.placed_on, o.outlet_id, l.sku_id, count(*), sum(l.quantity), sum(l.gross),
           sum(coalesce(o.discount_total::numeric * l.gross / nullif(o.subtotal, 0), 0)), sum(l.cogs), sum(l.uncosted)
    FROM (SELECT order_id, sku_id, sum(quantity) AS quantity, sum(subtotal) AS gross, coalesce(sum(cost), 0) AS cogs,
                 coalesce(sum(quantity) FILTER (WHERE cost IS NULL), 0) AS uncosted
          FROM new_items GROUP BY 1, 2) l
    JOIN orders o ON o.id = l.order_id
    WHERE order_counts_as_sale(o.status)
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (placed_on, outlet_id, sku_id, slot) DO UPDATE SET
      order_count = r.order_count + excluded.order_count, quantity = r.quantity + excluded.quantity,
      gross_sales = r.gross_sales + excluded.gross_sales, discount_share = r.discount_share + excluded.discount_share,
      cogs = r.cogs + excluded.cogs, uncosted_quantity = r.uncosted_quantity + excluded.uncosted_quantity;
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
--> statement-breakpoint
CREATE OR REPLACE FUNCTION invoices_paid_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    -- Only invoices whose payment time or order changed move.
    INSERT INTO invoices_paid_by_hour AS r (paid_on, hour, outlet_id, invoice_count)
    SELECT (m.paid_at AT TIME ZONE 'Asia/Jakarta')::date, extract(hour FROM m.paid_at AT TIME ZONE 'Asia/Jakarta')::smallint,
           o.outlet_id, sum(m.sign)
    FROM old_invoices oi JOIN new_invoices ni ON ni.id = oi.id
    CROSS JOIN LATERAL (VALUES (-1, oi.paid_at, oi.order_id), (1, ni.paid_at, ni.order_id)) AS m(sign, paid_at, order_id)
    JOIN orders o ON o.id = m.order_id
    WHERE m.paid_at IS NOT NULL AND (oi.paid_at, oi.order_id) IS DISTINCT FROM (ni.paid_at, ni.order_id)
    GROUP BY 1, 2, 3 HAVING sum(m.sign) <> 0 ORDER BY 1, 3, 2
    ON CONFLICT (paid_on, outlet_id, hour, slot) DO UPDATE SET invoice_count = r.invoice_count + excluded.invoice_count;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO invoices_paid_by_hour AS r (paid_on, hour, outlet_id, invoice_count)
    SELECT (i.paid_at AT TIME ZONE 'Asia/Jakarta')::date, extract(hour FROM i.paid_at AT TIME ZONE 'Asia/Jakarta')::smallint,
           o.outlet_id, count(*)
    FROM new_invoices i JOIN orders o ON o.id = i.order_id
    WHERE i.paid_at IS NOT NULL
    GROUP BY 1, 2, 3 ORDER BY 1, 3, 2
    ON CONFLICT (paid_on, outlet_id, hour, slot) DO UPDATE SET invoice_count = r.invoice_count + excluded.invoice_count;
  ELSE
    -- An invoice deleted with its order was counted out with the order, which is gone by now.
    INSERT INTO invoices_paid_by_hour AS r (paid_on, hour, outlet_id, invoice_count)
    SELECT (i.paid_at AT TIME ZONE 'Asia/Jakarta')::date, extract(hour FROM i.paid_at AT TIME ZONE 'Asia/Jakarta')::smallint,
           o.outlet_id, -count(*)
    FROM old_invoices i JOIN orders o ON o.id = i.order_id
    WHERE i.paid_at IS NOT NULL
    GROUP BY 1, 2, 3 ORDER BY 1, 3, 2
    ON CONFLICT (paid_on, outlet_id, hour, slot) DO UPDATE SET invoice_count = r.invoice_count + excluded.invoice_count;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
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
  ON CONFLICT (paid_on, outlet_id, hour, slot) DO UPDATE SET invoice_count = r.invoice_count + excluded.invoice_count;
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
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_rollup_outlets_orders_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE invoices_paid_by_hour r SET invoice_count = r.invoice_count - 1
  FROM invoices i
  WHERE i.order_id = OLD.id AND i.paid_at IS NOT NULL AND r.outlet_id = OLD.outlet_id
    AND r.paid_on = (i.paid_at AT TIME ZONE 'Asia/Jakarta')::date
    AND r.hour = extract(hour FROM i.paid_at AT TIME ZONE 'Asia/Jakarta')
    AND r.slot = (SELECT min(x.slot) FROM invoices_paid_by_hour x
                  WHERE (x.paid_on, x.outlet_id, x.hour) = (r.paid_on, r.outlet_id, r.hour));
  PERFORM 1 FROM customer_first_orders WHERE customer_id = OLD.customer_id FOR UPDATE;
  DELETE FROM customer_outlet_first_orders WHERE customer_id = OLD.customer_id;
  INSERT INTO customer_outlet_first_orders (customer_id, outlet_id, first_order_at, customer_first_order_at)
  SELECT customer_id, outlet_id, min(created_at), min(min(created_at)) OVER (PARTITION BY customer_id)
  FROM orders WHERE customer_id = OLD.customer_id AND id <> OLD.id GROUP BY 1, 2;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sku_set_orders_lines_moved(added_ids integer[], removed_order_ids integer[], removed_sku_ids integer[]) RETURNS void LANGUAGE sql AS $$
  WITH removed AS (SELECT * FROM unnest(removed_order_ids, removed_sku_ids) AS r(order_id, sku_id)),
  paid AS (
    SELECT o.id, o.placed_on, o.outlet_id FROM orders o
    WHERE o.id IN (SELECT order_id FROM order_items WHERE id IN (SELECT unnest(added_ids))
                   UNION SELECT order_id FROM removed)
      AND order_counts_as_sale(o.status)),
  lines AS (SELECT i.id, i.order_id, i.sku_id FROM order_items i WHERE i.order_id IN (SELECT id FROM paid)),
  lines_before AS (
    SELECT order_id, sku_id FROM lines WHERE id NOT IN (SELECT unnest(added_ids))
    UNION ALL SELECT order_id, sku_id FROM removed WHERE order_id IN (SELECT id FROM paid)),
  sets AS (
    SELECT order_id, -1 AS sign, array_agg(DISTINCT sku_id ORDER BY sku_id) AS sku_ids FROM lines_before GROUP BY 1
    UNION ALL
    SELECT order_id, 1, array_agg(DISTINCT sku_id ORDER BY sku_id) FROM lines GROUP BY 1)
  INSERT INTO sku_set_orders_by_day AS r (placed_on, outlet_id, sku_ids, order_count)
  SELECT p.placed_on, p.outlet_id, s.sku_ids, sum(s.sign) FROM sets s JOIN paid p ON p.id = s.order_id
  GROUP BY 1, 2, 3 HAVING sum(s.sign) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (placed_on, outlet_id, sku_ids, slot) DO UPDATE SET order_count = r.order_count + excluded.order_count;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sku_set_orders_orders_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH moves AS (
    SELECT o.id, m.sign, m.placed_on, m.outlet_id
    FROM old_orders o JOIN new_orders n ON n.id = o.id
    CROSS JOIN LATERAL (VALUES (-1, o.placed_on, o.outlet_id, o.status), (1, n.placed_on, n.outlet_id, n.status))
      AS m(sign, placed_on, outlet_id, status)
    WHERE (order_counts_as_sale(o.status), o.placed_on, o.outlet_id)
          IS DISTINCT FROM (order_counts_as_sale(n.status), n.placed_on, n.outlet_id)
      AND order_counts_as_sale(m.status)),
  sets AS (
    SELECT order_id, array_agg(DISTINCT sku_id ORDER BY sku_id) AS sku_ids FROM order_items
    WHERE order_id IN (SELECT id FROM moves) GROUP BY 1)
  INSERT INTO sku_set_orders_by_day AS r (placed_on, outlet_id, sku_ids, order_count)
  SELECT m.placed_on, m.outlet_id, s.sku_ids, sum(m.sign) FROM moves m JOIN sets s ON s.order_id = m.id
  GROUP BY 1, 2, 3 HAVING sum(m.sign) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (placed_on, outlet_id, sku_ids, slot) DO UPDATE SET order_count = r.order_count + excluded.order_count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sku_set_orders_orders_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF order_counts_as_sale(OLD.status) THEN
    UPDATE sku_set_orders_by_day r SET order_count = r.order_count - 1
    WHERE r.placed_on = OLD.placed_on AND r.outlet_id = OLD.outlet_id
      AND r.sku_ids = (SELECT array_agg(DISTINCT sku_id ORDER BY sku_id) FROM order_items WHERE order_id = OLD.id)
      AND r.slot = (SELECT min(x.slot) FROM sku_set_orders_by_day x
                    WHERE (x.placed_on, x.outlet_id, x.sku_ids) = (r.placed_on, r.outlet_id, r.sku_ids));
  END IF;
  RETURN OLD;
END $$;

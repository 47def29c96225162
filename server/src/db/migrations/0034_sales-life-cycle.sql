ALTER TABLE "invoice_payment_requests" ADD COLUMN "provider" text;--> statement-breakpoint
ALTER TABLE "invoice_payment_requests" ADD COLUMN "reference" text;--> statement-breakpoint
-- Requests made before their provider and reference were kept: the k-th request of an invoice was
-- charged under its number with dashes (and ~k from the second on), by its gateway's provider, or
-- by the simulated gateway for any other provider.
UPDATE "invoice_payment_requests" r SET
  "provider" = CASE lower(btrim(g.provider)) WHEN 'midtrans' THEN 'midtrans' WHEN 'xendit' THEN 'xendit' ELSE 'simulated' END,
  "reference" = replace(i.invoice_number, '/', '-') || CASE WHEN n.attempt > 1 THEN '~' || n.attempt ELSE '' END
FROM (SELECT id, row_number() OVER (PARTITION BY invoice_id ORDER BY id) AS attempt FROM invoice_payment_requests) n,
  invoices i, payment_gateways g
WHERE n.id = r.id AND i.id = r.invoice_id AND g.id = r.payment_gateway_id;--> statement-breakpoint
ALTER TABLE "invoice_payment_requests" ALTER COLUMN "provider" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_payment_requests" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_payment_requests" ADD CONSTRAINT "invoice_payment_requests_provider_known" CHECK ("invoice_payment_requests"."provider" in ('midtrans', 'xendit', 'simulated'));
--> statement-breakpoint
-- Whether an order of this status counts as a sale: paid and not cancelled (PAID to COMPLETED).
-- The one definition the rollups' triggers use; the server decides the same (countsAsSale in
-- server/src/services/sales/life-cycle.ts, held equal by a test) and its reports call this. A plain
-- expression, so PostgreSQL inlines it and an index on the status still serves a query asking it.
CREATE FUNCTION order_counts_as_sale(status smallint) RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT status BETWEEN 100 AND 400 $$;
--> statement-breakpoint
-- The rollups as the sales-cogs and sku-set-orders migrations left them, each asking
-- order_counts_as_sale() which orders are sales. sales_by_hour counts every order, whatever its
-- status; sku_sales_by_day and sku_set_orders_by_day the orders that count as sales.
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
  ON CONFLICT (placed_on, outlet_id, status, hour) DO UPDATE SET
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
  ON CONFLICT (placed_on, outlet_id, sku_id) DO UPDATE SET
    order_count = r.order_count + excluded.order_count, quantity = r.quantity + excluded.quantity,
    gross_sales = r.gross_sales + excluded.gross_sales, discount_share = r.discount_share + excluded.discount_share,
    cogs = r.cogs + excluded.cogs, uncosted_quantity = r.uncosted_quantity + excluded.uncosted_quantity;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A deleted order leaves every rollup while its lines are still there to say what it held.
CREATE OR REPLACE FUNCTION sales_rollup_orders_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sales_by_hour r SET order_count = r.order_count - 1, items_sold = r.items_sold - OLD.item_count,
    gross_sales = r.gross_sales - OLD.subtotal, discount_total = r.discount_total - OLD.discount_total,
    cogs = r.cogs - c.cogs, uncosted_quantity = r.uncosted_quantity - c.uncosted
  FROM (SELECT coalesce(sum(cost), 0) AS cogs, coalesce(sum(quantity) FILTER (WHERE cost IS NULL), 0) AS uncosted
        FROM order_items WHERE order_id = OLD.id) c
  WHERE r.placed_on = OLD.placed_on AND r.outlet_id = OLD.outlet_id AND r.status = OLD.status
    AND r.hour = extract(hour FROM OLD.created_at AT TIME ZONE 'Asia/Jakarta');
  IF order_counts_as_sale(OLD.status) THEN
    UPDATE sku_sales_by_day r SET order_count = r.order_count - 1, quantity = r.quantity - l.quantity,
      gross_sales = r.gross_sales - l.gross,
      discount_share = r.discount_share - coalesce(OLD.discount_total::numeric * l.gross / nullif(OLD.subtotal, 0), 0),
      cogs = r.cogs - l.cogs, uncosted_quantity = r.uncosted_quantity - l.uncosted
    FROM (SELECT sku_id, sum(quantity) AS quantity, sum(subtotal) AS gross, coalesce(sum(cost), 0) AS cogs,
                 coalesce(sum(quantity) FILTER (WHERE cost IS NULL), 0) AS uncosted
          FROM order_items WHERE order_id = OLD.id GROUP BY sku_id) l
    WHERE r.placed_on = OLD.placed_on AND r.outlet_id = OLD.outlet_id AND r.sku_id = l.sku_id;
  END IF;
  DELETE FROM customer_first_orders WHERE customer_id = OLD.customer_id;
  INSERT INTO customer_first_orders (customer_id, first_order_at)
  SELECT customer_id, min(created_at) FROM orders WHERE customer_id = OLD.customer_id AND id <> OLD.id GROUP BY 1;
  RETURN OLD;
END $$;
--> statement-breakpoint
-- Lines written or removed: per SKU on a paid order, and their costs in their order's hour whatever
-- its status; a line whose order is being deleted was counted out with it.
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
    ON CONFLICT (placed_on, outlet_id, sku_id) DO UPDATE SET
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
    ON CONFLICT (placed_on, outlet_id, sku_id) DO UPDATE SET
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
-- The rollup follows every write to orders and order_items in the writer's own transaction. An
-- order's set is read from its lines; lines written or removed move their paid orders from the set
-- they held before the statement to the one they hold after it. Upserts take their rows in key
-- order, so parallel writers lock them in the same order.
CREATE OR REPLACE FUNCTION sku_set_orders_lines_moved(added_ids integer[], removed_order_ids integer[], removed_sku_ids integer[])
RETURNS void LANGUAGE sql AS $$
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
  ON CONFLICT (placed_on, outlet_id, sku_ids) DO UPDATE SET order_count = r.order_count + excluded.order_count;
$$;
--> statement-breakpoint
-- An order leaves its set while it stops being paid, and moves with its day or outlet.
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
  ON CONFLICT (placed_on, outlet_id, sku_ids) DO UPDATE SET order_count = r.order_count + excluded.order_count;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A deleted order leaves its set while its lines are still there to say what it held; its lines'
-- own removal then finds no order to move.
CREATE OR REPLACE FUNCTION sku_set_orders_orders_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF order_counts_as_sale(OLD.status) THEN
    UPDATE sku_set_orders_by_day SET order_count = order_count - 1
    WHERE placed_on = OLD.placed_on AND outlet_id = OLD.outlet_id
      AND sku_ids = (SELECT array_agg(DISTINCT sku_id ORDER BY sku_id) FROM order_items WHERE order_id = OLD.id);
  END IF;
  RETURN OLD;
END $$;

CREATE TABLE "customer_first_orders" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"first_order_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_by_hour" (
	"placed_on" date NOT NULL,
	"hour" smallint NOT NULL,
	"outlet_id" integer NOT NULL,
	"status" smallint NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	"items_sold" bigint DEFAULT 0 NOT NULL,
	"gross_sales" bigint DEFAULT 0 NOT NULL,
	"discount_total" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "sales_by_hour_pk" PRIMARY KEY("placed_on","outlet_id","status","hour")
);
--> statement-breakpoint
CREATE TABLE "sku_sales_by_day" (
	"placed_on" date NOT NULL,
	"outlet_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	"quantity" bigint DEFAULT 0 NOT NULL,
	"gross_sales" bigint DEFAULT 0 NOT NULL,
	"discount_share" numeric DEFAULT 0 NOT NULL,
	CONSTRAINT "sku_sales_by_day_pk" PRIMARY KEY("placed_on","outlet_id","sku_id")
);
--> statement-breakpoint
ALTER TABLE "customer_first_orders" ADD CONSTRAINT "customer_first_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_by_hour" ADD CONSTRAINT "sales_by_hour_outlet_id_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_sales_by_day" ADD CONSTRAINT "sku_sales_by_day_outlet_id_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_sales_by_day" ADD CONSTRAINT "sku_sales_by_day_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_first_orders_at_idx" ON "customer_first_orders" USING btree ("first_order_at");--> statement-breakpoint
CREATE INDEX "sales_by_hour_outlet_idx" ON "sales_by_hour" USING btree ("outlet_id","placed_on");--> statement-breakpoint
CREATE INDEX "sku_sales_by_day_sku_idx" ON "sku_sales_by_day" USING btree ("sku_id","placed_on");
--> statement-breakpoint
-- The rollups follow every write to orders and order_items in the writer's own transaction.
-- Upserts take their rows in key order, so parallel writers lock them in the same order.
CREATE FUNCTION sales_rollup_orders_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sales_by_hour AS r (placed_on, hour, outlet_id, status, order_count, items_sold, gross_sales, discount_total)
  SELECT placed_on, extract(hour FROM created_at AT TIME ZONE 'Asia/Jakarta')::smallint, outlet_id, status,
         count(*), sum(item_count), sum(subtotal), sum(discount_total)
  FROM new_orders GROUP BY 1, 2, 3, 4 ORDER BY 1, 3, 4, 2
  ON CONFLICT (placed_on, outlet_id, status, hour) DO UPDATE SET
    order_count = r.order_count + excluded.order_count, items_sold = r.items_sold + excluded.items_sold,
    gross_sales = r.gross_sales + excluded.gross_sales, discount_total = r.discount_total + excluded.discount_total;
  INSERT INTO customer_first_orders AS f (customer_id, first_order_at)
  SELECT customer_id, min(created_at) FROM new_orders GROUP BY 1 ORDER BY 1
  ON CONFLICT (customer_id) DO UPDATE SET first_order_at = least(f.first_order_at, excluded.first_order_at);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A status or amount change moves the order out of its old buckets and into its new ones; its
-- lines count per SKU while the order is paid (status 100 to 400).
CREATE FUNCTION sales_rollup_orders_update() RETURNS trigger LANGUAGE plpgsql AS $$
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
          IS DISTINCT FROM (n.status, n.outlet_id, n.subtotal, n.discount_total, n.item_count, n.created_at))
  INSERT INTO sales_by_hour AS r (placed_on, hour, outlet_id, status, order_count, items_sold, gross_sales, discount_total)
  SELECT placed_on, hour, outlet_id, status, sum(sign), sum(sign * item_count), sum(sign * subtotal), sum(sign * discount_total)
  FROM moves GROUP BY 1, 2, 3, 4 ORDER BY 1, 3, 4, 2
  ON CONFLICT (placed_on, outlet_id, status, hour) DO UPDATE SET
    order_count = r.order_count + excluded.order_count, items_sold = r.items_sold + excluded.items_sold,
    gross_sales = r.gross_sales + excluded.gross_sales, discount_total = r.discount_total + excluded.discount_total;
  WITH moves AS (
    SELECT o.id, m.sign, m.placed_on, extract(hour FROM m.created_at AT TIME ZONE 'Asia/Jakarta')::smallint AS hour,
           m.outlet_id, m.status, m.item_count, m.subtotal, m.discount_total
    FROM old_orders o JOIN new_orders n ON n.id = o.id
    CROSS JOIN LATERAL (VALUES
      (-1, o.placed_on, o.created_at, o.outlet_id, o.status, o.item_count, o.subtotal, o.discount_total),
      (1, n.placed_on, n.created_at, n.outlet_id, n.status, n.item_count, n.subtotal, n.discount_total)
    ) AS m(sign, placed_on, created_at, outlet_id, status, item_count, subtotal, discount_total)
    WHERE (o.status, o.outlet_id, o.subtotal, o.discount_total, o.item_count, o.created_at)
          IS DISTINCT FROM (n.status, n.outlet_id, n.subtotal, n.discount_total, n.item_count, n.created_at))
  INSERT INTO sku_sales_by_day AS r (placed_on, outlet_id, sku_id, order_count, quantity, gross_sales, discount_share)
  SELECT m.placed_on, m.outlet_id, l.sku_id, sum(m.sign), sum(m.sign * l.quantity), sum(m.sign * l.gross),
         sum(m.sign * coalesce(m.discount_total::numeric * l.gross / nullif(m.subtotal, 0), 0))
  FROM moves m
  CROSS JOIN LATERAL (SELECT sku_id, sum(quantity) AS quantity, sum(subtotal) AS gross FROM order_items
                      WHERE order_id = m.id GROUP BY sku_id) l
  WHERE m.status BETWEEN 100 AND 400
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (placed_on, outlet_id, sku_id) DO UPDATE SET
    order_count = r.order_count + excluded.order_count, quantity = r.quantity + excluded.quantity,
    gross_sales = r.gross_sales + excluded.gross_sales, discount_share = r.discount_share + excluded.discount_share;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A deleted order leaves every rollup while its lines are still there to say what it held.
CREATE FUNCTION sales_rollup_orders_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sales_by_hour SET order_count = order_count - 1, items_sold = items_sold - OLD.item_count,
    gross_sales = gross_sales - OLD.subtotal, discount_total = discount_total - OLD.discount_total
  WHERE placed_on = OLD.placed_on AND outlet_id = OLD.outlet_id AND status = OLD.status
    AND hour = extract(hour FROM OLD.created_at AT TIME ZONE 'Asia/Jakarta');
  IF OLD.status BETWEEN 100 AND 400 THEN
    UPDATE sku_sales_by_day r SET order_count = r.order_count - 1, quantity = r.quantity - l.quantity,
      gross_sales = r.gross_sales - l.gross,
      discount_share = r.discount_share - coalesce(OLD.discount_total::numeric * l.gross / nullif(OLD.subtotal, 0), 0)
    FROM (SELECT sku_id, sum(quantity) AS quantity, sum(subtotal) AS gross FROM order_items
          WHERE order_id = OLD.id GROUP BY sku_id) l
    WHERE r.placed_on = OLD.placed_on AND r.outlet_id = OLD.outlet_id AND r.sku_id = l.sku_id;
  END IF;
  DELETE FROM customer_first_orders WHERE customer_id = OLD.customer_id;
  INSERT INTO customer_first_orders (customer_id, first_order_at)
  SELECT customer_id, min(created_at) FROM orders WHERE customer_id = OLD.customer_id AND id <> OLD.id GROUP BY 1;
  RETURN OLD;
END $$;
--> statement-breakpoint
-- Lines written or removed on a paid order; a line whose order is being deleted was counted out with it.
CREATE FUNCTION sales_rollup_order_items() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO sku_sales_by_day AS r (placed_on, outlet_id, sku_id, order_count, quantity, gross_sales, discount_share)
    SELECT o.placed_on, o.outlet_id, l.sku_id, -count(*), -sum(l.quantity), -sum(l.gross),
           -sum(coalesce(o.discount_total::numeric * l.gross / nullif(o.subtotal, 0), 0))
    FROM (SELECT order_id, sku_id, sum(quantity) AS quantity, sum(subtotal) AS gross FROM old_items GROUP BY 1, 2) l
    JOIN orders o ON o.id = l.order_id
    WHERE o.status BETWEEN 100 AND 400
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (placed_on, outlet_id, sku_id) DO UPDATE SET
      order_count = r.order_count + excluded.order_count, quantity = r.quantity + excluded.quantity,
      gross_sales = r.gross_sales + excluded.gross_sales, discount_share = r.discount_share + excluded.discount_share;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO sku_sales_by_day AS r (placed_on, outlet_id, sku_id, order_count, quantity, gross_sales, discount_share)
    SELECT o.placed_on, o.outlet_id, l.sku_id, count(*), sum(l.quantity), sum(l.gross),
           sum(coalesce(o.discount_total::numeric * l.gross / nullif(o.subtotal, 0), 0))
    FROM (SELECT order_id, sku_id, sum(quantity) AS quantity, sum(subtotal) AS gross FROM new_items GROUP BY 1, 2) l
    JOIN orders o ON o.id = l.order_id
    WHERE o.status BETWEEN 100 AND 400
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (placed_on, outlet_id, sku_id) DO UPDATE SET
      order_count = r.order_count + excluded.order_count, quantity = r.quantity + excluded.quantity,
      gross_sales = r.gross_sales + excluded.gross_sales, discount_share = r.discount_share + excluded.discount_share;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_sales_rollup_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_orders
  FOR EACH STATEMENT EXECUTE FUNCTION sales_rollup_orders_insert();
--> statement-breakpoint
CREATE TRIGGER orders_sales_rollup_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_orders NEW TABLE AS new_orders
  FOR EACH STATEMENT EXECUTE FUNCTION sales_rollup_orders_update();
--> statement-breakpoint
CREATE TRIGGER orders_sales_rollup_delete BEFORE DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION sales_rollup_orders_delete();
--> statement-breakpoint
CREATE TRIGGER order_items_sales_rollup_insert AFTER INSERT ON order_items REFERENCING NEW TABLE AS new_items
  FOR EACH STATEMENT EXECUTE FUNCTION sales_rollup_order_items();
--> statement-breakpoint
CREATE TRIGGER order_items_sales_rollup_update AFTER UPDATE ON order_items REFERENCING OLD TABLE AS old_items NEW TABLE AS new_items
  FOR EACH STATEMENT EXECUTE FUNCTION sales_rollup_order_items();
--> statement-breakpoint
CREATE TRIGGER order_items_sales_rollup_delete AFTER DELETE ON order_items REFERENCING OLD TABLE AS old_items
  FOR EACH STATEMENT EXECUTE FUNCTION sales_rollup_order_items();
--> statement-breakpoint
-- Orders already written before the rollups existed.
INSERT INTO sales_by_hour (placed_on, hour, outlet_id, status, order_count, items_sold, gross_sales, discount_total)
SELECT placed_on, extract(hour FROM created_at AT TIME ZONE 'Asia/Jakarta')::smallint, outlet_id, status,
       count(*), sum(item_count), sum(subtotal), sum(discount_total)
FROM orders GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO sku_sales_by_day (placed_on, outlet_id, sku_id, order_count, quantity, gross_sales, discount_share)
SELECT o.placed_on, o.outlet_id, l.sku_id, count(*), sum(l.quantity), sum(l.gross),
       sum(coalesce(o.discount_total::numeric * l.gross / nullif(o.subtotal, 0), 0))
FROM (SELECT order_id, sku_id, sum(quantity) AS quantity, sum(subtotal) AS gross FROM order_items GROUP BY 1, 2) l
JOIN orders o ON o.id = l.order_id
WHERE o.status BETWEEN 100 AND 400
GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO customer_first_orders (customer_id, first_order_at) SELECT customer_id, min(created_at) FROM orders GROUP BY 1;

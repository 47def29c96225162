CREATE TABLE "customer_outlet_first_orders" (
	"customer_id" integer NOT NULL,
	"outlet_id" integer NOT NULL,
	"first_order_at" timestamp with time zone NOT NULL,
	"customer_first_order_at" timestamp with time zone NOT NULL,
	CONSTRAINT "customer_outlet_first_orders_pk" PRIMARY KEY("customer_id","outlet_id")
);
--> statement-breakpoint
CREATE TABLE "invoices_paid_by_hour" (
	"paid_on" date NOT NULL,
	"hour" smallint NOT NULL,
	"outlet_id" integer NOT NULL,
	"invoice_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "invoices_paid_by_hour_pk" PRIMARY KEY("paid_on","outlet_id","hour")
);
--> statement-breakpoint
ALTER TABLE "customer_outlet_first_orders" ADD CONSTRAINT "customer_outlet_first_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_outlet_first_orders" ADD CONSTRAINT "customer_outlet_first_orders_outlet_id_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices_paid_by_hour" ADD CONSTRAINT "invoices_paid_by_hour_outlet_id_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_outlet_first_orders_at_idx" ON "customer_outlet_first_orders" USING btree ("outlet_id","first_order_at","customer_first_order_at","customer_id");--> statement-breakpoint
-- Paid invoices follow every write to invoices in the writer's own transaction, at their order's
-- outlet. Upserts take their rows in key order, so parallel writers lock them in the same order.
CREATE FUNCTION invoices_paid_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
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
    ON CONFLICT (paid_on, outlet_id, hour) DO UPDATE SET invoice_count = r.invoice_count + excluded.invoice_count;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO invoices_paid_by_hour AS r (paid_on, hour, outlet_id, invoice_count)
    SELECT (i.paid_at AT TIME ZONE 'Asia/Jakarta')::date, extract(hour FROM i.paid_at AT TIME ZONE 'Asia/Jakarta')::smallint,
           o.outlet_id, count(*)
    FROM new_invoices i JOIN orders o ON o.id = i.order_id
    WHERE i.paid_at IS NOT NULL
    GROUP BY 1, 2, 3 ORDER BY 1, 3, 2
    ON CONFLICT (paid_on, outlet_id, hour) DO UPDATE SET invoice_count = r.invoice_count + excluded.invoice_count;
  ELSE
    -- An invoice deleted with its order was counted out with the order, which is gone by now.
    INSERT INTO invoices_paid_by_hour AS r (paid_on, hour, outlet_id, invoice_count)
    SELECT (i.paid_at AT TIME ZONE 'Asia/Jakarta')::date, extract(hour FROM i.paid_at AT TIME ZONE 'Asia/Jakarta')::smallint,
           o.outlet_id, -count(*)
    FROM old_invoices i JOIN orders o ON o.id = i.order_id
    WHERE i.paid_at IS NOT NULL
    GROUP BY 1, 2, 3 ORDER BY 1, 3, 2
    ON CONFLICT (paid_on, outlet_id, hour) DO UPDATE SET invoice_count = r.invoice_count + excluded.invoice_count;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A customer's first orders per outlet carry their first order anywhere, so a new order may change
-- every one of their rows. Writes for one customer take turns: each first locks the customer's
-- customer_first_orders row (written by the sales rollups' own trigger on the same write, which
-- fires first: triggers fire in name order), so it reads the orders of the writes before it.
CREATE FUNCTION sales_rollup_outlets_orders_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM customer_first_orders WHERE customer_id IN (SELECT customer_id FROM new_orders)
  ORDER BY customer_id FOR UPDATE;
  WITH firsts AS (
    SELECT c.customer_id, (SELECT min(o.created_at) FROM orders o WHERE o.customer_id = c.customer_id) AS first_order_at
    FROM (SELECT DISTINCT customer_id FROM new_orders) c)
  INSERT INTO customer_outlet_first_orders AS r (customer_id, outlet_id, first_order_at, customer_first_order_at)
  SELECT n.customer_id, n.outlet_id, min(n.created_at), min(f.first_order_at)
  FROM new_orders n JOIN firsts f ON f.customer_id = n.customer_id
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (customer_id, outlet_id) DO UPDATE SET
    first_order_at = least(r.first_order_at, excluded.first_order_at), customer_first_order_at = excluded.customer_first_order_at
  WHERE excluded.first_order_at < r.first_order_at OR excluded.customer_first_order_at <> r.customer_first_order_at;
  -- An order placed before the customer's first one moves it on their other outlets' rows too.
  UPDATE customer_outlet_first_orders r SET customer_first_order_at = f.first_order_at
  FROM (SELECT c.customer_id, (SELECT min(o.created_at) FROM orders o WHERE o.customer_id = c.customer_id) AS first_order_at
        FROM (SELECT DISTINCT customer_id FROM new_orders) c) f
  WHERE r.customer_id = f.customer_id AND r.customer_first_order_at <> f.first_order_at;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An order moved to another outlet takes its paid invoice along; a customer whose orders changed
-- customer, outlet or time gets their first orders per outlet afresh (rare, so recounted whole).
CREATE FUNCTION sales_rollup_outlets_orders_update() RETURNS trigger LANGUAGE plpgsql AS $$
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
    DELETE FROM customer_outlet_first_orders WHERE customer_id = ANY (changed);
    INSERT INTO customer_outlet_first_orders (customer_id, outlet_id, first_order_at, customer_first_order_at)
    SELECT customer_id, outlet_id, min(created_at), min(min(created_at)) OVER (PARTITION BY customer_id)
    FROM orders WHERE customer_id = ANY (changed) GROUP BY 1, 2 ORDER BY 1, 2;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A deleted order takes its paid invoice out while both are still there to say where it counted,
-- and its customer's first orders are looked up again among their other orders.
CREATE FUNCTION sales_rollup_outlets_orders_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE invoices_paid_by_hour r SET invoice_count = r.invoice_count - 1
  FROM invoices i
  WHERE i.order_id = OLD.id AND i.paid_at IS NOT NULL AND r.outlet_id = OLD.outlet_id
    AND r.paid_on = (i.paid_at AT TIME ZONE 'Asia/Jakarta')::date
    AND r.hour = extract(hour FROM i.paid_at AT TIME ZONE 'Asia/Jakarta');
  PERFORM 1 FROM customer_first_orders WHERE customer_id = OLD.customer_id FOR UPDATE;
  DELETE FROM customer_outlet_first_orders WHERE customer_id = OLD.customer_id;
  INSERT INTO customer_outlet_first_orders (customer_id, outlet_id, first_order_at, customer_first_order_at)
  SELECT customer_id, outlet_id, min(created_at), min(min(created_at)) OVER (PARTITION BY customer_id)
  FROM orders WHERE customer_id = OLD.customer_id AND id <> OLD.id GROUP BY 1, 2;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER invoices_paid_rollup_insert AFTER INSERT ON invoices REFERENCING NEW TABLE AS new_invoices
  FOR EACH STATEMENT EXECUTE FUNCTION invoices_paid_rollup();
--> statement-breakpoint
CREATE TRIGGER invoices_paid_rollup_update AFTER UPDATE ON invoices REFERENCING OLD TABLE AS old_invoices NEW TABLE AS new_invoices
  FOR EACH STATEMENT EXECUTE FUNCTION invoices_paid_rollup();
--> statement-breakpoint
CREATE TRIGGER invoices_paid_rollup_delete AFTER DELETE ON invoices REFERENCING OLD TABLE AS old_invoices
  FOR EACH STATEMENT EXECUTE FUNCTION invoices_paid_rollup();
--> statement-breakpoint
CREATE TRIGGER orders_sales_rollup_outlets_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_orders
  FOR EACH STATEMENT EXECUTE FUNCTION sales_rollup_outlets_orders_insert();
--> statement-breakpoint
CREATE TRIGGER orders_sales_rollup_outlets_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_orders NEW TABLE AS new_orders
  FOR EACH STATEMENT EXECUTE FUNCTION sales_rollup_outlets_orders_update();
--> statement-breakpoint
CREATE TRIGGER orders_sales_rollup_outlets_delete BEFORE DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION sales_rollup_outlets_orders_delete();
--> statement-breakpoint
-- Invoices and orders already written before these rollups existed.
INSERT INTO invoices_paid_by_hour (paid_on, hour, outlet_id, invoice_count)
SELECT (i.paid_at AT TIME ZONE 'Asia/Jakarta')::date, extract(hour FROM i.paid_at AT TIME ZONE 'Asia/Jakarta')::smallint,
       o.outlet_id, count(*)
FROM invoices i JOIN orders o ON o.id = i.order_id
WHERE i.paid_at IS NOT NULL
GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO customer_outlet_first_orders (customer_id, outlet_id, first_order_at, customer_first_order_at)
SELECT customer_id, outlet_id, min(created_at), min(min(created_at)) OVER (PARTITION BY customer_id)
FROM orders GROUP BY 1, 2;

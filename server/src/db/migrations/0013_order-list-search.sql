CREATE TABLE "order_counts" (
	"outlet_id" integer NOT NULL,
	"status" smallint NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_counts_pk" PRIMARY KEY("outlet_id","status")
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "order_created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "order_counts" ADD CONSTRAINT "order_counts_outlet_id_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Invoices written before the copy existed take their order's time.
UPDATE "invoices" AS i SET "order_created_at" = o."created_at" FROM "orders" AS o WHERE o."id" = i."order_id";--> statement-breakpoint
CREATE INDEX "invoices_number_search_idx" ON "invoices" USING btree ("invoice_number" text_pattern_ops,"order_created_at","order_id");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_number_format" CHECK ("invoices"."invoice_number" ~ '^INV/[0-9]{8}/[0-9]{5,}$');--> statement-breakpoint
-- An invoice carries its order's created_at: taken from the order whenever the invoice is written
-- with its order or the copy set, and passed on when the order's created_at changes. (An invoice of
-- an order that does not exist keeps what it has, for the foreign key to refuse.)
CREATE FUNCTION invoices_order_created_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.order_created_at := coalesce((SELECT created_at FROM orders WHERE id = NEW.order_id), NEW.order_created_at);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER invoices_order_created_at BEFORE INSERT OR UPDATE OF order_id, order_created_at ON invoices
  FOR EACH ROW EXECUTE FUNCTION invoices_order_created_at();
--> statement-breakpoint
CREATE FUNCTION orders_created_at_to_invoices() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE invoices SET order_created_at = NEW.created_at WHERE order_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_created_at_to_invoices AFTER UPDATE OF created_at ON orders
  FOR EACH ROW WHEN (OLD.created_at IS DISTINCT FROM NEW.created_at) EXECUTE FUNCTION orders_created_at_to_invoices();
--> statement-breakpoint
-- order_counts follows every write to orders in the writer's own transaction, as the sales rollups
-- do. Upserts take their rows in key order, so parallel writers lock them in the same order.
CREATE FUNCTION order_counts_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_counts AS r (outlet_id, status, order_count)
  SELECT outlet_id, status, count(*) FROM new_orders GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (outlet_id, status) DO UPDATE SET order_count = r.order_count + excluded.order_count;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A status or outlet change moves the order out of its old count and into its new one.
CREATE FUNCTION order_counts_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_counts AS r (outlet_id, status, order_count)
  SELECT m.outlet_id, m.status, sum(m.sign)
  FROM old_orders o JOIN new_orders n ON n.id = o.id
  CROSS JOIN LATERAL (VALUES (-1, o.outlet_id, o.status), (1, n.outlet_id, n.status)) AS m(sign, outlet_id, status)
  WHERE (o.outlet_id, o.status) IS DISTINCT FROM (n.outlet_id, n.status)
  GROUP BY 1, 2 HAVING sum(m.sign) <> 0 ORDER BY 1, 2
  ON CONFLICT (outlet_id, status) DO UPDATE SET order_count = r.order_count + excluded.order_count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION order_counts_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE order_counts AS r SET order_count = r.order_count - d.orders
  FROM (SELECT outlet_id, status, count(*) AS orders FROM old_orders GROUP BY 1, 2 ORDER BY 1, 2) AS d
  WHERE r.outlet_id = d.outlet_id AND r.status = d.status;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER order_counts_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_orders
  FOR EACH STATEMENT EXECUTE FUNCTION order_counts_insert();
--> statement-breakpoint
CREATE TRIGGER order_counts_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_orders NEW TABLE AS new_orders
  FOR EACH STATEMENT EXECUTE FUNCTION order_counts_update();
--> statement-breakpoint
CREATE TRIGGER order_counts_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_orders
  FOR EACH STATEMENT EXECUTE FUNCTION order_counts_delete();
--> statement-breakpoint
-- Orders already written.
INSERT INTO order_counts (outlet_id, status, order_count) SELECT outlet_id, status, count(*) FROM orders GROUP BY 1, 2;

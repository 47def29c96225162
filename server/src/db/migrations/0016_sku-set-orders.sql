CREATE TABLE "sku_set_orders_by_day" (
	"placed_on" date NOT NULL,
	"outlet_id" integer NOT NULL,
	"sku_ids" integer[] NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sku_set_orders_by_day_pk" PRIMARY KEY("placed_on","outlet_id","sku_ids")
);
--> statement-breakpoint
ALTER TABLE "sku_set_orders_by_day" ADD CONSTRAINT "sku_set_orders_by_day_outlet_id_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The rollup follows every write to orders and order_items in the writer's own transaction. An
-- order's set is read from its lines; lines written or removed move their paid orders from the set
-- they held before the statement to the one they hold after it. Upserts take their rows in key
-- order, so parallel writers lock them in the same order.
CREATE FUNCTION sku_set_orders_lines_moved(added_ids integer[], removed_order_ids integer[], removed_sku_ids integer[])
RETURNS void LANGUAGE sql AS $$
  WITH removed AS (SELECT * FROM unnest(removed_order_ids, removed_sku_ids) AS r(order_id, sku_id)),
  paid AS (
    SELECT o.id, o.placed_on, o.outlet_id FROM orders o
    WHERE o.id IN (SELECT order_id FROM order_items WHERE id IN (SELECT unnest(added_ids))
                   UNION SELECT order_id FROM removed)
      AND o.status BETWEEN 100 AND 400),
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
CREATE FUNCTION sku_set_orders_order_items() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM sku_set_orders_lines_moved((SELECT array_agg(id) FROM new_items), '{}', '{}');
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM sku_set_orders_lines_moved('{}', array_agg(order_id), array_agg(sku_id)) FROM old_items;
  ELSE
    PERFORM sku_set_orders_lines_moved(
      (SELECT array_agg(n.id) FROM new_items n JOIN old_items o ON o.id = n.id
       WHERE (n.order_id, n.sku_id) IS DISTINCT FROM (o.order_id, o.sku_id)),
      array_agg(o.order_id), array_agg(o.sku_id))
    FROM old_items o JOIN new_items n ON n.id = o.id
    WHERE (n.order_id, n.sku_id) IS DISTINCT FROM (o.order_id, o.sku_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An order leaves its set while it stops being paid, and moves with its day or outlet.
CREATE FUNCTION sku_set_orders_orders_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH moves AS (
    SELECT o.id, m.sign, m.placed_on, m.outlet_id
    FROM old_orders o JOIN new_orders n ON n.id = o.id
    CROSS JOIN LATERAL (VALUES (-1, o.placed_on, o.outlet_id, o.status), (1, n.placed_on, n.outlet_id, n.status))
      AS m(sign, placed_on, outlet_id, status)
    WHERE (o.status BETWEEN 100 AND 400, o.placed_on, o.outlet_id)
          IS DISTINCT FROM (n.status BETWEEN 100 AND 400, n.placed_on, n.outlet_id)
      AND m.status BETWEEN 100 AND 400),
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
CREATE FUNCTION sku_set_orders_orders_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status BETWEEN 100 AND 400 THEN
    UPDATE sku_set_orders_by_day SET order_count = order_count - 1
    WHERE placed_on = OLD.placed_on AND outlet_id = OLD.outlet_id
      AND sku_ids = (SELECT array_agg(DISTINCT sku_id ORDER BY sku_id) FROM order_items WHERE order_id = OLD.id);
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER order_items_sku_set_orders_insert AFTER INSERT ON order_items REFERENCING NEW TABLE AS new_items
  FOR EACH STATEMENT EXECUTE FUNCTION sku_set_orders_order_items();
--> statement-breakpoint
CREATE TRIGGER order_items_sku_set_orders_update AFTER UPDATE ON order_items REFERENCING OLD TABLE AS old_items NEW TABLE AS new_items
  FOR EACH STATEMENT EXECUTE FUNCTION sku_set_orders_order_items();
--> statement-breakpoint
CREATE TRIGGER order_items_sku_set_orders_delete AFTER DELETE ON order_items REFERENCING OLD TABLE AS old_items
  FOR EACH STATEMENT EXECUTE FUNCTION sku_set_orders_order_items();
--> statement-breakpoint
CREATE TRIGGER orders_sku_set_orders_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_orders NEW TABLE AS new_orders
  FOR EACH STATEMENT EXECUTE FUNCTION sku_set_orders_orders_update();
--> statement-breakpoint
CREATE TRIGGER orders_sku_set_orders_delete BEFORE DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION sku_set_orders_orders_delete();
--> statement-breakpoint
-- Orders already written before the rollup existed.
INSERT INTO sku_set_orders_by_day (placed_on, outlet_id, sku_ids, order_count)
SELECT placed_on, outlet_id, sku_ids, count(*)
FROM (SELECT o.placed_on, o.outlet_id, array_agg(DISTINCT i.sku_id ORDER BY i.sku_id) AS sku_ids
      FROM orders o JOIN order_items i ON i.order_id = o.id
      WHERE o.status BETWEEN 100 AND 400 GROUP BY o.id) AS placed
GROUP BY 1, 2, 3;
--> statement-breakpoint
ANALYZE sku_set_orders_by_day;

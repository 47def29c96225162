CREATE TABLE "sku_recipe_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sku_recipe_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_sku_id" integer NOT NULL,
	"ingredient_sku_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "sku_recipe_items_ingredient_once" UNIQUE("product_sku_id","ingredient_sku_id"),
	CONSTRAINT "sku_recipe_items_not_itself" CHECK ("sku_recipe_items"."product_sku_id" <> "sku_recipe_items"."ingredient_sku_id"),
	CONSTRAINT "sku_recipe_items_quantity_range" CHECK ("sku_recipe_items"."quantity" between 1 and 1000000)
);
--> statement-breakpoint
ALTER TABLE "inventory_movements" DROP CONSTRAINT "inventory_movements_tagging_fits_change_type";--> statement-breakpoint
ALTER TABLE "inventory_movements" DROP CONSTRAINT "inventory_movements_before_after";--> statement-breakpoint
ALTER TABLE "inventory_stocks" DROP CONSTRAINT "inventory_stocks_quantity_not_negative";--> statement-breakpoint
ALTER TABLE "inventory_movements" ALTER COLUMN "tagging" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory_movements" ALTER COLUMN "created_by" DROP NOT NULL;--> statement-breakpoint
-- Stock, its history and purchase orders so far belong to the head office (or, in a chain without
-- one, its first outlet): the quantities move over unchanged, so every stock line still equals the
-- sum of its movements.
ALTER TABLE "inventory_stocks" ADD COLUMN "outlet_id" integer;--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD COLUMN "outlet_id" integer;--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "outlet_id" integer;--> statement-breakpoint
DO $$
DECLARE
  head_office integer := (SELECT id FROM outlets ORDER BY is_hq DESC, id LIMIT 1);
BEGIN
  IF head_office IS NULL AND (EXISTS (SELECT 1 FROM inventory_stocks) OR EXISTS (SELECT 1 FROM inventory_movements)
      OR EXISTS (SELECT 1 FROM purchase_orders)) THEN
    RAISE EXCEPTION 'Stock and purchase orders need an outlet to belong to: add the head office outlet first';
  END IF;
  UPDATE inventory_stocks SET outlet_id = head_office;
  UPDATE inventory_movements SET outlet_id = head_office,
    source = CASE WHEN inbound_item_id IS NOT NULL THEN 'receipt' ELSE 'adjustment' END;
  UPDATE purchase_orders SET outlet_id = head_office;
END $$;--> statement-breakpoint
ALTER TABLE "inventory_stocks" ALTER COLUMN "outlet_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory_movements" ALTER COLUMN "outlet_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory_movements" ALTER COLUMN "source" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_orders" ALTER COLUMN "outlet_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory_stocks" DROP CONSTRAINT "inventory_stocks_pkey";--> statement-breakpoint
ALTER TABLE "inventory_stocks" ADD CONSTRAINT "inventory_stocks_pk" PRIMARY KEY("outlet_id","sku_id");--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "cost" integer;--> statement-breakpoint
ALTER TABLE "skus" ADD COLUMN "kind" text DEFAULT 'product' NOT NULL;--> statement-breakpoint
ALTER TABLE "skus" ADD COLUMN "avg_cost_milli" bigint;--> statement-breakpoint
ALTER TABLE "sku_recipe_items" ADD CONSTRAINT "sku_recipe_items_product_sku_id_skus_id_fk" FOREIGN KEY ("product_sku_id") REFERENCES "public"."skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_recipe_items" ADD CONSTRAINT "sku_recipe_items_ingredient_sku_id_skus_id_fk" FOREIGN KEY ("ingredient_sku_id") REFERENCES "public"."skus"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sku_recipe_items_ingredient_idx" ON "sku_recipe_items" USING btree ("ingredient_sku_id");--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD CONSTRAINT "inventory_movements_outlet_id_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD CONSTRAINT "inventory_movements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_stocks" ADD CONSTRAINT "inventory_stocks_outlet_id_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_outlet_id_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inventory_movements_outlet_created_idx" ON "inventory_movements" USING btree ("outlet_id","created_at","id");--> statement-breakpoint
CREATE INDEX "inventory_movements_outlet_sku_created_idx" ON "inventory_movements" USING btree ("outlet_id","sku_id","created_at");--> statement-breakpoint
CREATE INDEX "inventory_movements_order_idx" ON "inventory_movements" USING btree ("order_id") WHERE "inventory_movements"."order_id" is not null;--> statement-breakpoint
CREATE INDEX "inventory_stocks_sku_idx" ON "inventory_stocks" USING btree ("sku_id");--> statement-breakpoint
CREATE INDEX "purchase_orders_outlet_created_idx" ON "purchase_orders" USING btree ("outlet_id","created_at");--> statement-breakpoint
CREATE INDEX "skus_kind_name_idx" ON "skus" USING btree ("kind","name");--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD CONSTRAINT "inventory_movements_source_known" CHECK ("inventory_movements"."source" in ('adjustment', 'receipt', 'sale', 'sale_return', 'transfer_out', 'transfer_in', 'stocktake'));--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD CONSTRAINT "inventory_movements_tagging_fits_source" CHECK (("inventory_movements"."source" in ('adjustment', 'receipt')) = ("inventory_movements"."tagging" is not null));--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD CONSTRAINT "inventory_movements_sale_direction" CHECK (("inventory_movements"."source" <> 'sale' or "inventory_movements"."change_type" = 'deduct') and ("inventory_movements"."source" <> 'sale_return' or "inventory_movements"."change_type" = 'add'));--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD CONSTRAINT "inventory_movements_tagging_fits_change_type" CHECK ("inventory_movements"."tagging" is null or ("inventory_movements"."change_type" = 'add' and "inventory_movements"."tagging" in ('retur', 'po')) or ("inventory_movements"."change_type" = 'deduct' and "inventory_movements"."tagging" in ('rusak', 'hilang', 'expired', 'free', 'giveaway')));--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD CONSTRAINT "inventory_movements_before_after" CHECK ("inventory_movements"."quantity_after" = "inventory_movements"."quantity_before" + case when "inventory_movements"."change_type" = 'add' then "inventory_movements"."quantity" else -"inventory_movements"."quantity" end);--> statement-breakpoint
ALTER TABLE "skus" ADD CONSTRAINT "skus_kind_known" CHECK ("skus"."kind" in ('product', 'ingredient'));--> statement-breakpoint
ALTER TABLE "skus" ADD CONSTRAINT "skus_avg_cost_not_negative" CHECK ("skus"."avg_cost_milli" >= 0);
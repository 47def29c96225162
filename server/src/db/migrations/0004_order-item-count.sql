-- Orders already in the database get their count from their lines before the column becomes required.
ALTER TABLE "orders" ADD COLUMN "item_count" integer;--> statement-breakpoint
UPDATE "orders" SET "item_count" = coalesce((SELECT sum("quantity") FROM "order_items" WHERE "order_items"."order_id" = "orders"."id"), 1);--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "item_count" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_item_count_positive" CHECK ("orders"."item_count" >= 1);
